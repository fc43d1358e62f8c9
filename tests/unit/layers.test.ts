import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The layers of ARCHITECTURE.md "Layout", as `npm run lint` checks them (dependency-cruiser, the
 * `lint:layers` script). The command is run as the script says, once on the real tree, which passes,
 * and once on a small tree that breaks each rule, where it fails naming every violation.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const scripts = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const [tool, ...args] = scripts['lint:layers']!.split(' ');

/** `npm run lint:layers` in a folder: its exit code and what it printed. */
function lintLayers(cwd: string) {
  const run = spawnSync(join(ROOT, 'node_modules', '.bin', tool!), args, { cwd, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A tree that breaks each rule once, beside the project's rules and known violations. */
const BROKEN: Record<string, string> = {
  'src/core/rules.ts':
    "import { serverOnly } from '../server/services/stores.js';\nexport const rule = serverOnly;\n",
  'src/web/page.tsx':
    "import { serverOnly } from '../server/services/stores.js';\nexport const page = serverOnly;\n",
  'src/server/services/stores.ts':
    "import { resolver } from '../graphql/stores.js';\nexport const serverOnly = resolver;\n",
  'src/server/graphql/stores.ts': 'export const resolver = 1;\n',
  'src/server/db/migrations/0001_stores.ts':
    "import { serverOnly } from '../../services/stores.js';\nexport async function up() {\n  return serverOnly;\n}\n",
  // A loop closed only by type imports.
  'src/server/services/orders.ts':
    "import type { Line } from './lines.js';\nexport type Order = { lines: Line[] };\n",
  'src/server/services/lines.ts':
    "import type { Order } from './orders.js';\nexport type Line = { order: Order };\n",
  // Two folders that import each other, with no file loop.
  'src/server/auth/tokens.ts': "import { room } from '../realtime/rooms.js';\nexport const token = room;\n",
  'src/server/realtime/rooms.ts':
    "import { secret } from '../auth/secret.js';\nexport const room = secret;\n",
  'src/server/auth/secret.ts': 'export const secret = 1;\n',
};

describe('npm run lint checks the layers', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'comanda-layers-'));
    for (const file of [
      '.dependency-cruiser.mjs',
      '.dependency-cruiser-known-violations.json',
      'tsconfig.json',
      'tsconfig.web.json',
    ])
      copyFileSync(join(ROOT, file), join(dir, file));
    for (const [file, text] of Object.entries(BROKEN)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs dependency-cruiser as part of the lint', () => {
    expect(scripts.lint).toContain('npm run lint:layers');
    expect(tool).toBe('depcruise');
  });

  it('passes on the project as it stands', { timeout: 180_000 }, () => {
    const { status, output } = lintLayers(ROOT);
    expect(output).toContain('no dependency violations found');
    expect(status).toBe(0);
  });

  it('fails on a tree that crosses the layers, naming each violation', { timeout: 180_000 }, () => {
    const { status, output } = lintLayers(dir);
    expect(status).not.toBe(0);
    const found = (rule: string, from: string) =>
      expect(output).toMatch(new RegExp(`error ${rule}: ${from.replace(/[.]/g, '\\.')}`));
    found('core-imports-neither-side', 'src/core/rules.ts');
    found('web-never-imports-server', 'src/web/page.tsx');
    found('inner-layers-never-import-adapters', 'src/server/services/stores.ts');
    found('migrations-stand-alone', 'src/server/db/migrations/0001_stores.ts');
    found('no-file-cycles', 'src/server/services/');
    found('no-folder-cycles', 'src/server/(auth|realtime)');
  });
});
