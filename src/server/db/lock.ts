import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of another live process holding the data folder's lock, if any. */
export function dataLockHolder(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, 'comanda.lock'), 'utf8'));
  } catch {
    return undefined;
  }
  return pid && pid !== process.pid && alive(pid) ? pid : undefined;
}

/**
 * One process per embedded data folder: a second one would corrupt it. A lock left by a process
 * that no longer runs is taken over.
 */
export function acquireDataLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'comanda.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(path, 'utf8'));
      if (pid && pid !== process.pid && alive(pid)) {
        throw new Error(
          `The data folder ${dataDir} is in use by another Comanda Office process (pid ${pid}). ` +
            'Stop it first, or set DATA_DIR to another folder, or DATABASE_URL to a PostgreSQL server.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
