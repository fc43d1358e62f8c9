import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { requestOrder } from './request-order.js';

/**
 * PGlite has a single connection, so the driver hands it to one query or transaction at a time;
 * the others wait, by the order of their requests (request-order.ts). Keep transactions short:
 * every request queues behind them.
 */
class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pg.query<R>(query.sql, query.parameters as unknown[]);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined && query.query.kind !== 'SelectQueryNode'
        ? { numAffectedRows: BigInt(affected) }
        : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on the embedded database');
  }
}

interface Waiter {
  order: number;
  grant: () => void;
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private busy = false;
  /** Waiting for the connection, earliest request first. */
  private readonly waiting: Waiter[] = [];
  private idle: (() => void) | undefined;

  constructor(private readonly pg: PGlite) {
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  /** The connection, once the requests that came before this one have had it. */
  async acquireConnection(): Promise<DatabaseConnection> {
    const order = requestOrder();
    if (this.busy)
      await new Promise<void>((grant) => {
        let i = this.waiting.length;
        while (i > 0 && this.waiting[i - 1]!.order > order) i--;
        this.waiting.splice(i, 0, { order, grant });
      });
    this.busy = true;
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  /**
   * The connection goes to the earliest request waiting, after a turn of the event loop. PGlite
   * answers within promise callbacks, so without that turn queued statements would follow one
   * another and the server would read no socket until the line is empty; with it, requests that
   * arrived in the meantime are read and take their place, and the request that has just been
   * served can ask for its next statement before a later request gets the connection.
   */
  async releaseConnection(): Promise<void> {
    setImmediate(() => {
      const next = this.waiting.shift();
      if (next) return next.grant();
      this.busy = false;
      this.idle?.();
    });
  }

  async destroy(): Promise<void> {
    if (this.busy) await new Promise<void>((resolve) => (this.idle = resolve));
    await this.pg.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PGliteDriver(this.pg);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
