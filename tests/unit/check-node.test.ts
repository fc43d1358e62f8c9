import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';

const SCRIPT = 'scripts/check-node.cjs';
const { check } = createRequire(import.meta.url)(`../../${SCRIPT}`) as {
  check: (version: string, range: string) => string | null;
};
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

/** The script as npm runs it, on a Node.js that says it is `version`. */
function runOn(version: string) {
  const pretend = `data:text/javascript,Object.defineProperty(process.versions,'node',{value:'${version}'})`;
  return spawnSync(process.execPath, ['--import', pretend, SCRIPT], { encoding: 'utf8' });
}

describe('the Node.js version, checked before npm install, npm start and npm test', () => {
  it('lets a Node.js as new as engines or newer through', () => {
    for (const version of ['20.19.0', '20.20.2', '21.0.0', '22.12.0', '24.1.0'])
      expect(check(version, '>=20.19.0'), version).toBeNull();
  });

  it('refuses an older one with one sentence saying what to install', () => {
    expect(check('v18.19.1', '>=20.19.0')).toBe(
      'Comanda Office needs Node.js 20.19.0 or newer (package.json "engines": ">=20.19.0"), ' +
        'and this is Node.js 18.19.1: install a newer one (https://nodejs.org/, or `nvm install 22`) ' +
        'and run the command again.',
    );
    expect(check('20.18.3', '>=20.19.0')).toMatch(/^Comanda Office needs Node.js 20.19.0 or newer/);
  });

  it('stops the command on an old Node.js, and says nothing on this one', () => {
    const old = runOn('18.19.1');
    expect(old.status).toBe(1);
    expect(old.stderr.trim()).toBe(check('18.19.1', pkg.engines.node));
    const current = spawnSync(process.execPath, [SCRIPT], { encoding: 'utf8' });
    expect(current.status).toBe(0);
    expect(current.stdout + current.stderr).toBe('');
  });

  it('is written so that an old Node.js can run it (ES5)', () => {
    expect(() => parse(readFileSync(SCRIPT, 'utf8'), { ecmaVersion: 5, sourceType: 'script' })).not.toThrow();
  });

  it('runs before npm install, npm start and npm test', () => {
    for (const step of ['preinstall', 'prestart', 'pretest'])
      expect(pkg.scripts[step], step).toBe(`node ${SCRIPT}`);
  });
});
