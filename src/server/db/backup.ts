import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './database.js';
import { acquireDataLock, dataLockHolder } from './lock.js';

/**
 * Backups of the embedded database: a backup is PGlite's own dump of the data folder, a gzipped tar
 * of the PostgreSQL files, taken by this process alone with the folder locked, so no server writes
 * while it is copied. A running server is never copied from under it: backup and restore refuse.
 */

/** A refusal, in a sentence for the person who ran the command. */
export class BackupError extends Error {}

const LOCK_FILE = 'comanda.lock';

/** A folder as the person typed it, relative to the working folder when it is inside it. */
export function shownPath(path: string): string {
  const rel = relative(process.cwd(), resolve(path));
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? `./${rel}` : resolve(path);
}

function refuseWhileRunning(dataDir: string, again: string) {
  const pid = dataLockHolder(dataDir);
  if (pid)
    throw new BackupError(
      `The server is running on ${shownPath(dataDir)} (pid ${pid}): stop it first, then ${again}.`,
    );
}

/** Locks the folder as a server does; a server that got there first makes it a refusal. */
function lockFolder(dataDir: string, again: string): () => void {
  refuseWhileRunning(dataDir, again);
  try {
    return acquireDataLock(dataDir);
  } catch {
    refuseWhileRunning(dataDir, again);
    throw new BackupError(`Could not lock ${shownPath(dataDir)}: ${again}.`);
  }
}

const holdsDatabase = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

/** Writes a file aside, flushes it to the disk, then gives it its name: never a half-written file. */
function writeWhole(file: string, bytes: Uint8Array) {
  const partial = `${file}.partial-${process.pid}`;
  const fd = openSync(partial, 'w');
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, file);
}

/** The names of the files in a tar archive (ustar and old-style headers). */
function tarNames(tar: Buffer): Set<string> {
  const names = new Set<string>();
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const field = (from: number, length: number) =>
      header.toString('latin1', from, from + length).replace(/\0.*$/s, '');
    const prefix = field(257, 6).startsWith('ustar') ? field(345, 155) : '';
    const name = (prefix ? `${prefix}/` : '') + field(0, 100);
    const size = parseInt(field(124, 12).trim() || '0', 8);
    if (!Number.isFinite(size) || size < 0) break;
    names.add(name.replace(/^\.?\/+/, ''));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

/** A backup file's bytes, or a refusal when the file is not one. */
function readBackup(file: string): Buffer {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const bytes = readFileSync(file);
  const notBackup = new BackupError(`${file} is not a backup of Comanda Office's embedded database.`);
  let tar: Buffer;
  try {
    tar = gunzipSync(bytes);
  } catch {
    throw notBackup;
  }
  const names = tarNames(tar);
  if (!names.has('PG_VERSION') || !names.has('global/pg_control')) throw notBackup;
  return bytes;
}

/**
 * Backs up the embedded database of a data folder into a new file. Refused while a server runs on
 * the folder, when the folder holds no database, and when the file exists.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<{ bytes: number }> {
  const again = 'run the backup again';
  if (!holdsDatabase(dataDir)) throw new BackupError(`${shownPath(dataDir)} holds no embedded database.`);
  if (existsSync(file))
    throw new BackupError(`${file} already exists: choose another name, or remove it first.`);
  const release = lockFolder(dataDir, again);
  try {
    const pg = new PGlite(dataDir, PGLITE_OPTIONS);
    try {
      await pg.waitReady;
      // A checkpoint first, so the copy starts clean and a restore has little WAL to replay.
      await pg.exec('checkpoint');
      const dump = await pg.dumpDataDir('gzip');
      const bytes = new Uint8Array(await dump.arrayBuffer());
      writeWhole(file, bytes);
      return { bytes: bytes.length };
    } finally {
      await pg.close();
    }
  } finally {
    release();
  }
}

/**
 * Restores a backup into a data folder. The backup is unpacked and opened beside the folder first;
 * only when it opens as a Comanda Office database does it take the folder's place, and a folder that
 * held anything is kept aside (its name is answered), never deleted. Refused while a server runs on
 * the folder, and for a file that is not a backup.
 */
export async function restoreDataDir(file: string, dataDir: string): Promise<{ keptAside?: string }> {
  const again = 'restore again';
  const backup = readBackup(file);
  const target = resolve(dataDir);
  const release = lockFolder(target, again);
  const fresh = `${target}.restoring-${process.pid}`;
  try {
    rmSync(fresh, { recursive: true, force: true });
    const pg = new PGlite(fresh, { ...PGLITE_OPTIONS, loadDataDir: new Blob([new Uint8Array(backup)]) });
    try {
      await pg.waitReady;
      const { rows } = await pg.query<{ found: boolean }>(
        "select to_regclass('public.schema_migration') is not null and to_regclass('public.store') is not null as found",
      );
      if (!rows[0]?.found)
        throw new BackupError(
          `${file} is a database, but not a backup of Comanda Office's embedded database.`,
        );
    } catch (e) {
      if (e instanceof BackupError) throw e;
      throw new BackupError(`${file} could not be opened as a database: ${(e as Error).message}`);
    } finally {
      await pg.close().catch(() => {});
    }
    // The backup was taken with the folder locked: that lock belongs to no one now.
    rmSync(join(fresh, LOCK_FILE), { force: true });
    let keptAside: string | undefined;
    if (readdirSync(target).some((name) => name !== LOCK_FILE)) {
      keptAside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(target, keptAside);
      rmSync(join(keptAside, LOCK_FILE), { force: true });
    } else rmSync(target, { recursive: true, force: true });
    renameSync(fresh, target);
    return keptAside ? { keptAside } : {};
  } finally {
    rmSync(fresh, { recursive: true, force: true });
    release();
  }
}
