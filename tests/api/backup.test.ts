import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database.js';
import { backupDataDir, restoreDataDir } from '../../src/server/db/backup.js';
import { acquireDataLock } from '../../src/server/db/lock.js';
import { startChildServer, startServerOn, type ChildServer } from '../helpers/child-server.js';
import { DEMO, signIn, type TestServer } from '../helpers/server.js';

const run = promisify(execFile);

/** `npm run backup` / `npm run restore` as a person runs them: what it printed and its exit code. */
async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/server/db/backup-cli.ts', ...args],
      { env: { ...process.env, DATABASE_URL: '' } },
    );
    return { code: 0, out: stdout + stderr };
  } catch (e) {
    const failed = e as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

/**
 * What a store owner would compare after a restore: how many rows every table holds, and the money
 * and hours of the checks, payments, time cards and report rollups, and the bytes of the uploaded images.
 */
async function figures(db: Db) {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(rows[0]!.n);
  }
  const { rows } = await sql<Record<string, string>>`select
      (select sum(total) from pos_check) as check_total,
      (select sum(tax) from pos_check) as check_tax,
      (select sum(quantity) from check_item) as items_sold,
      (select sum(amount - change) from check_payment) as paid,
      (select sum(tip) from check_payment) as tips,
      (select sum(extract(epoch from clock_out - clock_in)) from time_card) as seconds_worked,
      (select sum(total) from report_sales_hour) as rollup_total,
      (select sum(length(data)) from media) as image_bytes`.execute(db);
  return { counts, sums: Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)])) };
}

/** Signs in as the demo owner and counts his store's menu items over GraphQL. */
async function menuItemCount(server: TestServer): Promise<number> {
  const { gql } = await signIn(server);
  const res = await gql<{ _allMenuItemsMeta: { count: number } }>('{ _allMenuItemsMeta { count } }');
  return res.data!._allMenuItemsMeta.count;
}

// Each step starts PGlite on a folder once or twice, and some start a server process.
describe('backups of the embedded database', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-backup-'));
  const dataDir = join(dir, 'data');
  const file = join(dir, 'comanda-backup.tgz');
  let child: ChildServer | undefined;
  let original: Awaited<ReturnType<typeof figures>>;
  let originalMenuItems: number;

  beforeAll(async () => {
    // A store with a few days of history: checks with their lines and payments, time cards.
    child = await startChildServer({ dataDir }, { SEED_HISTORY_DAYS: '3' });
  });

  afterAll(async () => {
    await child?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to back up a folder a running server uses, and leaves the server be', async () => {
    await expect(backupDataDir(dataDir, file)).rejects.toThrow(
      `The server is running on ${dataDir} (pid ${child!.pid}): stop it first, then run the backup again.`,
    );
    const refused = await cli('backup', file, '--data-dir', dataDir);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`The server is running on ${dataDir} (pid ${child!.pid}): stop it first`);
    expect(existsSync(file)).toBe(false);
    const res = await fetch(`${child!.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    expect(res.status).toBe(200);
  });

  it('backs up a stopped server, and the restored copy holds the same store', async () => {
    await child!.stop();
    child = undefined;
    const made = await cli('backup', file, '--data-dir', dataDir);
    expect(made.out).toContain(`Backed up ${dataDir} to ${file}`);
    expect(made.code).toBe(0);

    const before = await startServerOn({ dataDir });
    try {
      original = await figures(before.database.db);
      originalMenuItems = await menuItemCount(before);
    } finally {
      await before.close();
    }
    expect(original.counts.pos_check).toBeGreaterThan(50);
    expect(original.counts.check_payment).toBeGreaterThan(50);
    expect(original.counts.time_card).toBeGreaterThan(0);
    expect(original.counts.menu_item).toBeGreaterThan(0);
    expect(original.sums.image_bytes).toBeGreaterThan(0);

    const restoredDir = join(dir, 'restored');
    expect(await restoreDataDir(file, restoredDir)).toEqual({});
    const server = await startServerOn({ dataDir: restoredDir });
    try {
      expect(await figures(server.database.db)).toEqual(original);
      // The restored server signs in and answers as the original did.
      expect(await menuItemCount(server)).toBe(originalMenuItems);
    } finally {
      await server.close();
    }
  });

  it('refuses to overwrite a backup file or to back up a folder without a database', async () => {
    await expect(backupDataDir(dataDir, file)).rejects.toThrow(`${file} already exists`);
    const empty = join(dir, 'empty');
    await expect(backupDataDir(empty, join(dir, 'other.tgz'))).rejects.toThrow('holds no embedded database');
  });

  it('refuses to restore into a folder a running server uses', async () => {
    // This process serves the restored folder, holding its lock as a server does.
    const restoredDir = join(dir, 'restored');
    const release = acquireDataLock(restoredDir);
    const server = await startServerOn({ dataDir: restoredDir });
    try {
      const serving = await figures(server.database.db);
      const refused = await cli('restore', file, '--data-dir', restoredDir);
      expect(refused.code).toBe(1);
      expect(refused.out).toContain(
        `The server is running on ${restoredDir} (pid ${process.pid}): stop it first, then restore again.`,
      );
      // Its folder is untouched: it still answers, with the same store.
      expect(await figures(server.database.db)).toEqual(serving);
      expect(await menuItemCount(server)).toBe(originalMenuItems);
    } finally {
      await server.close();
      release();
    }
  });

  it('refuses a file that is not a backup, and leaves the folder as it was', async () => {
    const target = join(dir, 'untouched');
    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'not a backup');
    const gzipped = join(dir, 'other.tgz');
    writeFileSync(gzipped, gzipSync(Buffer.alloc(2048)));
    for (const bad of [text, gzipped, join(dir, 'missing.tgz')]) {
      await expect(restoreDataDir(bad, target)).rejects.toThrow(bad);
      expect(existsSync(join(target, 'PG_VERSION'))).toBe(false);
    }
    const refused = await cli('restore', text, '--data-dir', target);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`${text} is not a backup of Comanda Office's embedded database.`);
  });

  it('keeps the folder a restore replaces aside, whole', async () => {
    const { keptAside } = await restoreDataDir(file, dataDir);
    expect(keptAside).toMatch(/data\.before-restore-/);
    expect(existsSync(join(keptAside!, 'PG_VERSION'))).toBe(true);
    const server = await startServerOn({ dataDir });
    try {
      expect(await figures(server.database.db)).toEqual(original);
    } finally {
      await server.close();
    }
  });
});
