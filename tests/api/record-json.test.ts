import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registry } from '../../src/core/registry.js';
import { recordJson, toRecord, withReferences } from '../../src/server/services/item-rows.js';
import { describeEachDb } from '../helpers/optional.js';
import { startServer, type TestServer } from '../helpers/server.js';

/*
 * A bulk write (an import) logs each record as the database builds it from the row (recordJson);
 * a write by hand logs it as the server shapes it (toRecord). The system log must read the same
 * either way: for every resource of the registry, each demo record built both ways is compared.
 */

const TIMES = ['created_at', 'updated_at'];

/** A record without its times, and its times in milliseconds. */
const split = (record: Record<string, unknown>) => {
  const rest = { ...record };
  const times = TIMES.filter((at) => at in rest).map((at) => {
    const ms = Date.parse(rest[at] as string);
    delete rest[at];
    return ms;
  });
  return { rest, times };
};

describeEachDb('records built by the database on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  it('read the same as the server builds them, for every resource with records', async () => {
    const db = server.database.db;
    let compared = 0;
    for (const r of registry.filter((x) => !x.readOnly)) {
      const rows = await withReferences(db.selectFrom(r.table).selectAll(r.table), r)
        .orderBy(`${r.table}.id`)
        .limit(25)
        .execute();
      if (!rows.length) continue;
      const built = await db
        .selectFrom(`${r.table} as t`)
        .select(sql<unknown>`${recordJson(r, 't')}`.as('record'))
        .where(
          't.id',
          'in',
          rows.map((row) => row.id as string),
        )
        .orderBy('t.id')
        .execute();
      const fromDb = built.map((row) =>
        split(typeof row.record === 'string' ? JSON.parse(row.record) : (row.record as object)),
      );
      // As the log keeps them: JSON, read back.
      const fromServer = rows.map((row) => split(JSON.parse(JSON.stringify(toRecord(r, row)))));
      expect(
        fromDb.map((x) => x.rest),
        r.name,
      ).toEqual(fromServer.map((x) => x.rest));
      // The same instants, but for a millisecond's rounding of the fraction the server reads.
      fromDb.forEach((x, i) => {
        expect(x.times.length, r.name).toBe(fromServer[i]!.times.length);
        x.times.forEach((ms, k) =>
          expect(Math.abs(ms - fromServer[i]!.times[k]!), r.name).toBeLessThanOrEqual(1),
        );
      });
      compared += rows.length;
    }
    expect(compared).toBeGreaterThan(100);
  });
});
