import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { sql } from 'kysely';
import { START_LOCK, type Database } from '../db/database.js';

/** The schema the queue keeps its tables in, beside the application's. */
export const QUEUE_SCHEMA = 'pgboss';

/** How often a worker asks for new jobs, and how often an abandoned (expired) job is noticed. */
export const QUEUE_TIMING = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 5 };

/** A job id made from its parts, so that adding the same job twice keeps one. */
export function jobId(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join(':')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export type JobHandler<T> = (jobs: PgBoss.Job<T>[]) => Promise<void>;

interface WorkerSpec {
  name: string;
  options: PgBoss.Queue;
  work: PgBoss.WorkOptions;
  handler: JobHandler<never>;
}

/**
 * The durable job queue (pg-boss) on the application's own database: PostgreSQL, where several
 * server processes share it and each job is fetched by one of them (`for update skip locked`), or
 * the embedded database, through its one connection. A job whose process died stays active until
 * it expires, then is retried. Workers are declared before the server is ready and run once the
 * queue has started; `send` may be called only after that.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly workers: WorkerSpec[] = [];
  private started = false;

  constructor(
    private readonly database: Database,
    log: FastifyBaseLogger,
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schema: QUEUE_SCHEMA,
      ...QUEUE_TIMING,
      // Jobs are the application's own rows' helpers: a finished one is kept a day, then removed.
      deleteAfterDays: 1,
    });
    this.boss.on('error', (error) => log.warn({ err: error }, 'job queue'));
  }

  /** A queue and its worker: `handler` gets up to `work.batchSize` jobs at a time. */
  define<T>(
    name: string,
    options: Omit<PgBoss.Queue, 'name'>,
    work: PgBoss.WorkOptions,
    handler: JobHandler<T>,
  ) {
    this.workers.push({ name, options: { name, ...options }, work, handler: handler as JobHandler<never> });
  }

  async start(): Promise<void> {
    await this.oneAtATime(async () => {
      await this.boss.start();
      for (const w of this.workers)
        if (!(await this.boss.getQueue(w.name))) await this.boss.createQueue(w.name, w.options);
    });
    for (const w of this.workers) await this.boss.work(w.name, { ...QUEUE_TIMING, ...w.work }, w.handler);
    this.started = true;
  }

  /**
   * Installs (or upgrades) the queue's tables and creates its queues. On PostgreSQL several processes
   * may start at once: pg-boss serialises its install with a lock taken inside its own transaction,
   * but the second process's `create schema if not exists` may still read the catalogue as it was
   * before the first committed, and fail on the schema's unique name; two processes creating the same
   * queue deadlock on its table. The start-up lock of the migrations and the seed, held on a
   * connection of its own, makes each process look only once the one before has finished.
   */
  private async oneAtATime(work: () => Promise<void>): Promise<void> {
    if (this.database.kind !== 'postgres') return work();
    await this.database.db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(${START_LOCK})`.execute(conn);
      try {
        await work();
      } finally {
        await sql`select pg_advisory_unlock(${START_LOCK})`.execute(conn);
      }
    });
  }

  /** Adds a job; one of the same `id` that exists already is left as it is (the answer is then null). */
  async send<T extends object>(
    name: string,
    data: T,
    options: PgBoss.SendOptions = {},
  ): Promise<string | null> {
    return this.boss.send(name, data, options);
  }

  /** Adds many jobs at once. */
  async insert(jobs: PgBoss.JobInsert[]): Promise<void> {
    if (jobs.length) await this.boss.insert(jobs);
  }

  /** Stops fetching and waits for the jobs under way (a little), then leaves the database alone. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
