/**
 * A server in its own process, on a given data folder or PostgreSQL database, started as `npm start`
 * starts one (the embedded folder locked, migrations, the demo seeded on a first start) but without
 * building the console: it can be killed like a real server, and started again on the same data.
 * This file is also that process: forked with `--child-server`, it serves and tells its address over
 * the IPC channel.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../src/server/app.js';
import { configFromEnv } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/database.js';
import { acquireDataLock } from '../../src/server/db/lock.js';
import { startServer, type TestServer } from './server.js';

/** Where a server keeps its data: an embedded folder or a PostgreSQL database. */
export type DataTarget = { dataDir: string } | { databaseUrl: string };

type ChildMessage = { type: 'ready'; url: string } | { type: 'error'; message: string };

export interface ChildServer {
  url: string;
  pid: number;
  /** Resolves when the process has ended, with its exit code or the signal that ended it. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** Kills the process at once, as a crash or `kill -9` would. */
  crash(): void;
  /** Stops it as Ctrl-C does (SIGTERM) and waits for it to end. */
  stop(): Promise<void>;
}

/** Starts a server process on the data; `env` adds settings such as SEED_HISTORY_DAYS. */
export async function startChildServer(
  target: DataTarget,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--child-server'], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATA_DIR: 'dataDir' in target ? target.dataDir : '',
      DATABASE_URL: 'databaseUrl' in target ? target.databaseUrl : '',
      SEED: 'demo',
      SEED_HISTORY_DAYS: '0',
      TOKEN_TTL: '3600',
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | NodeJS.Signals | null>((done) =>
    child.once('exit', (code, signal) => done(signal ?? code)),
  );
  const url = await new Promise<string>((ready, fail) => {
    child.once('message', (m: ChildMessage) =>
      m.type === 'ready' ? ready(m.url) : fail(new Error(`The server could not start: ${m.message}`)),
    );
    void exited.then((how) => fail(new Error(`The server ended before it was ready (${how})`)));
  });
  return {
    url,
    pid: child.pid!,
    exited,
    crash: () => void child.kill('SIGKILL'),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A server in this process on existing data, which it leaves in place when closed (the TestServer's
 * own temporary folder is the one removed).
 */
export function startServerOn(target: DataTarget): Promise<TestServer> {
  return startServer('pglite', target);
}

async function serve() {
  const send = (m: ChildMessage) => process.send!(m);
  const config = { ...configFromEnv(), port: 0, host: '127.0.0.1', webDir: resolve('dist') };
  let release = () => {};
  try {
    if (!config.databaseUrl) release = acquireDataLock(config.dataDir);
    const database = await openDatabase(config);
    const app = await buildApp(config, database);
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const shutdown = async () => {
      await app.close();
      await database.close();
      release();
      process.exit(0);
    };
    process.once('SIGTERM', () => void shutdown());
    process.once('disconnect', () => void shutdown());
    send({ type: 'ready', url });
  } catch (error) {
    release();
    send({ type: 'error', message: (error as Error).message });
    process.exit(1);
  }
}

if (process.argv[2] === '--child-server' && process.send) await serve();
