import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.js';
import { backupDataDir, BackupError, restoreDataDir, shownPath } from './backup.js';

/**
 * `npm run backup -- <file> [--data-dir <folder>]` and `npm run restore -- <file> [--data-dir <folder>]`:
 * backs up or restores the embedded database of DATA_DIR (./data unless set), with the server stopped.
 */
const USAGE = [
  'Usage: npm run backup -- <file> [--data-dir <folder>]',
  '       npm run restore -- <file> [--data-dir <folder>]',
].join('\n');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'data-dir': { type: 'string' } },
});
const [command, file, ...rest] = positionals;
if ((command !== 'backup' && command !== 'restore') || !file || rest.length) {
  console.error(USAGE);
  process.exit(2);
}

try {
  const given = values['data-dir'];
  const config = configFromEnv();
  if (!given && config.databaseUrl)
    throw new BackupError(
      'DATABASE_URL is set: the data is in PostgreSQL. Back it up with pg_dump and restore it with ' +
        'pg_restore (see "Backups" in README.md), or give --data-dir to work on an embedded database folder.',
    );
  const dataDir = given ? resolve(given) : config.dataDir;
  if (command === 'backup') {
    const { bytes } = await backupDataDir(dataDir, file);
    console.log(`Backed up ${shownPath(dataDir)} to ${file} (${(bytes / 2 ** 20).toFixed(1)} MB).`);
  } else {
    const { keptAside } = await restoreDataDir(file, dataDir);
    console.log(`Restored ${file} into ${shownPath(dataDir)}.`);
    if (keptAside) console.log(`The folder it replaced is kept at ${shownPath(keptAside)}.`);
  }
} catch (error) {
  console.error(
    error instanceof BackupError ? error.message : `The ${command} failed: ${(error as Error).message}`,
  );
  process.exit(1);
}
