import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database.js';
import { JobQueue } from '../../src/server/queue/queue.js';
import { describeEachDb } from '../helpers/optional.js';
import { freshPostgresDatabase } from '../helpers/server.js';

/*
 * The durable job queue (pg-boss) on both databases: its tables in their own schema, a job done once
 * even with two queues (two server processes) working the same database, and a failing job retried.
 */

const log = pino({ level: 'silent' });

describeEachDb('job queue (%s)', (kind) => {
  let database: Database;
  let drop = async () => {};
  const queues: JobQueue[] = [];
  const done: number[] = [];
  const tries = new Map<number, number>();

  beforeAll(async () => {
    const pgdb = kind === 'postgres' ? await freshPostgresDatabase() : undefined;
    if (pgdb) drop = pgdb.drop;
    database = await openDatabase({ databaseUrl: pgdb?.url });
    // On PostgreSQL two queues stand for two server processes; the embedded database has one.
    for (let i = 0; i < (kind === 'postgres' ? 2 : 1); i++) {
      const q = new JobQueue(database, log);
      q.define<{ n: number }>('count', {}, { batchSize: 10 }, async (jobs) => {
        for (const job of jobs) done.push(job.data.n);
      });
      q.define<{ n: number }>('flaky', { retryLimit: 3, retryDelay: 1 }, { batchSize: 1 }, async ([job]) => {
        const n = job!.data.n;
        tries.set(n, (tries.get(n) ?? 0) + 1);
        if (tries.get(n)! < 2) throw new Error('first try fails');
        done.push(-1);
      });
      queues.push(q);
    }
    for (const q of queues) await q.start();
  });

  afterAll(async () => {
    for (const q of queues) await q.stop();
    await database.close();
    await drop();
  });

  it('keeps its tables in its own schema', async () => {
    const { rows } = await database.executeSql(
      "select count(*)::int as n from information_schema.tables where table_schema = 'pgboss' and table_name = 'job'",
    );
    expect(rows[0].n).toBe(1);
  });

  it('does each job once, and retries one that failed', async () => {
    await queues[0]!.insert(Array.from({ length: 40 }, (_, n) => ({ name: 'count', data: { n } })));
    await queues[0]!.send('flaky', { n: 0 });
    await expect.poll(() => done.length, { timeout: 20_000 }).toBe(41);
    expect([...done].sort((a, b) => a - b)).toEqual(Array.from({ length: 41 }, (_, n) => n - 1));
    expect(tries.get(0)).toBe(2);
  });

  it('adds a job of a known id only once', async () => {
    const id = '0e7c1e8a-2b3f-4c5d-8e9f-0a1b2c3d4e5f';
    expect(await queues[0]!.send('count', { n: 100 }, { id })).toBe(id);
    expect(await queues[0]!.send('count', { n: 100 }, { id })).toBeNull();
    await expect.poll(() => done.filter((n) => n === 100).length, { timeout: 10_000 }).toBe(1);
  });
});
