import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.js';
import { configFromEnv, type Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { acquireDataLock } from './db/lock.js';
import { ensureWebBuildApart } from './http/build.js';
import { ensurePortFree, isPortInUse, portInUseMessage } from './http/port.js';

/** Set in the process that makes a new embedded database ready and ends (see `prepareApart`). */
const PREPARING = 'COMANDA_FIRST_START';

/**
 * The first start on a new embedded folder creates the database and writes the demo stores and their
 * history in a process of its own, which then ends: the embedded database's memory grows with that
 * bulk writing and is never given back, so the server that then serves starts as light as on any
 * later start.
 */
async function prepareApart(config: Config): Promise<void> {
  if (config.databaseUrl || existsSync(join(config.dataDir, 'PG_VERSION'))) return;
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    // Its warnings (no console built yet: it is being built beside it) are not the server's.
    env: { ...process.env, [PREPARING]: '1', LOG_LEVEL: 'error' },
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the first start's set-up of ${config.dataDir} did not finish`);
}

let releaseLock = () => {};
let database: Database | undefined;
let config: Config | undefined;

try {
  config = configFromEnv();
  await ensurePortFree(config.port, config.host);
  const preparing = process.env[PREPARING] === '1';
  // The console is built (when it must be) in a process of its own, while a new embedded database is
  // made ready in another.
  let webBuilt: Promise<void> = Promise.resolve();
  if (!preparing) {
    if (!config.databaseUrl) releaseLock = acquireDataLock(config.dataDir);
    webBuilt = ensureWebBuildApart(config.webDir);
    // Handled where it is awaited; a failure of the database's start comes first.
    webBuilt.catch(() => {});
    await prepareApart(config);
  }
  // The console's routes are set up from what is built.
  await webBuilt;
  database = await openDatabase(config);
  const app = await buildApp(config, database);
  const db = database;
  if (preparing) {
    await app.close();
    await db.close();
    process.exit(0);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await db.close();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Comanda Office at http://localhost:${config.port}/office/ (${database.kind})`);
} catch (error) {
  // A start-up problem is a sentence for the person starting the server, not a stack trace.
  const problem =
    config && isPortInUse(error) ? portInUseMessage(config.port, config.host) : (error as Error).message;
  console.error(`Comanda Office could not start: ${problem}`);
  await database?.close().catch(() => {});
  releaseLock();
  process.exit(1);
}
