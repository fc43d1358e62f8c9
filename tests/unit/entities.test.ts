import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../src/core/registry.js';
import { loadEntityHooks, type EntityDeps } from '../../src/server/entities/index.js';

/* Each entity's quirks on the server live in src/server/entities/<resource>.ts, checked as the server starts. */

const deps = { tokens: {}, sessions: { rightsChanged: () => {} } } as unknown as EntityDeps;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'comanda-entities-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const folder = () => pathToFileURL(`${dir}/`);

describe('entity modules', () => {
  it("finds the job's and the employee's hooks by resource name", async () => {
    const hooks = await loadEntityHooks(deps);
    expect(Object.keys(hooks)).toEqual(expect.arrayContaining(['employee', 'job']));
    for (const name of Object.keys(hooks)) expect(registry.map((r) => r.name)).toContain(name);
    expect(typeof hooks.job!.beforeWrite).toBe('function');
    expect(typeof hooks.job!.beforeDelete).toBe('function');
    expect(typeof hooks.employee!.afterCommit).toBe('function');
  });

  it('refuses to start with a file that names no resource', async () => {
    writeFileSync(join(dir, 'menu-itme.js'), 'export default () => ({});\n');
    await expect(loadEntityHooks(deps, folder())).rejects.toThrow(
      'src/server/entities/menu-itme.js: no resource of the registry is named "menu-itme"',
    );
  });

  it('refuses an unknown hook, and a module without hooks to make', async () => {
    writeFileSync(join(dir, 'tax.js'), 'export default () => ({ beforeSave() {} });\n');
    await expect(loadEntityHooks(deps, folder())).rejects.toThrow(/tax\.js: unknown hook beforeSave/);
    rmSync(join(dir, 'tax.js'));
    writeFileSync(join(dir, 'category.js'), 'export const hooks = {};\n');
    await expect(loadEntityHooks(deps, folder())).rejects.toThrow(
      /category\.js: the default export must make/,
    );
  });
});
