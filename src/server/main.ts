import { buildApp } from './app.js';
import { configFromEnv, type Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { acquireDataLock } from './db/lock.js';
import { ensureWebBuild } from './http/build.js';
import { ensurePortFree, isPortInUse, portInUseMessage } from './http/port.js';

let releaseLock = () => {};
let database: Database | undefined;
let config: Config | undefined;

try {
  config = configFromEnv();
  await ensurePortFree(config.port, config.host);
  await ensureWebBuild(config.webDir);
  if (!config.databaseUrl) releaseLock = acquireDataLock(config.dataDir);
  database = await openDatabase(config);
  const app = await buildApp(config, database);
  const db = database;

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
