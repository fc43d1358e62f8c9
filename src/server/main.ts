import { buildApp } from './app.js';
import { configFromEnv } from './config.js';
import { openDatabase } from './db/database.js';
import { acquireDataLock } from './db/lock.js';
import { ensureWebBuild } from './http/build.js';

const config = configFromEnv();
await ensureWebBuild(config.webDir);
const releaseLock = config.databaseUrl ? () => {} : acquireDataLock(config.dataDir);
const database = await openDatabase(config);
const app = await buildApp(config, database);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  await database.close();
  releaseLock();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Comanda Office at http://localhost:${config.port}/office/ (${database.kind})`);
