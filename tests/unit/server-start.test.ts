import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/server/config.js';
import { acquireDataLock } from '../../src/server/db/lock.js';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'comanda-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('one process per embedded data folder', () => {
  it('refuses a folder another running process holds, with a message that says what to do', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(join(dir, 'comanda.lock'), String(other.pid));
      expect(() => acquireDataLock(dir)).toThrow(/in use by another Comanda Office process.*DATA_DIR/s);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'comanda.lock'), '999999');
    const release = acquireDataLock(dir);
    expect(readFileSync(join(dir, 'comanda.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'comanda.lock'))).toBe(false);
  });
});

describe('configuration from the environment', () => {
  it('defaults to port 3000, ./data and the demo seed', () => {
    const c = configFromEnv({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe(join(process.cwd(), 'data'));
    expect(c.seed).toBe('demo');
    expect(c.databaseUrl).toBeUndefined();
  });

  it('takes PORT, DATA_DIR, DATABASE_URL and SEED=none', () => {
    const c = configFromEnv({
      PORT: '4100',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://h/db',
      SEED: 'none',
    });
    expect(c).toMatchObject({ port: 4100, dataDir: '/tmp/x', databaseUrl: 'postgres://h/db', seed: 'none' });
  });

  it('refuses a SEED or PORT it does not understand', () => {
    expect(() => configFromEnv({ SEED: 'lots' })).toThrow(/SEED/);
    expect(() => configFromEnv({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
