import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrate } from '../../src/server/db/migrate.js';
import { describeEachDb } from '../helpers/optional.js';
import { startServer, type TestServer } from '../helpers/server.js';

/*
 * A database whose gift cards were made before their states were recorded: the migration gives each
 * card the state it holds, at its making, so the reports keep the figures they showed; from then on
 * every change is recorded.
 */

describeEachDb('gift card states on a database that had cards already, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  }, 120_000);
  afterAll(() => server?.close());

  it('begins each card with the state it holds, at its making, then records its changes', async () => {
    const db = server.database.db;
    // As the database was before: no record of the states, one card deactivated since it was made.
    await sql`drop trigger gift_card_state_change on gift_card`.execute(db);
    await sql`drop table gift_card_state`.execute(db);
    await sql`drop function gift_card_state_record()`.execute(db);
    await sql`delete from schema_migration where name = 'gift-cards/0002_gift_card_states'`.execute(db);
    const card = await db
      .selectFrom('gift_card')
      .select('id')
      .where('state', '=', 'activated')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('gift_card').set({ state: 'deactivated' }).where('id', '=', card.id).execute();

    await migrate(server.database);
    const read = async () =>
      (
        await sql<{ id: string; state: string; at: Date; now: string; made: Date }>`select g.id,
            h.state, h.at, g.state as now, g.created_at as made
          from gift_card g left join gift_card_state h on h.store_id = g.store_id and h.gift_card_id = g.id
          order by g.id, h.at, h.id`.execute(db)
      ).rows;
    const begun = await read();
    expect(begun.length).toBeGreaterThan(1);
    for (const row of begun) {
      expect(row.state).toBe(row.now);
      expect(new Date(row.at).getTime()).toBe(new Date(row.made).getTime());
    }

    // Started again, nothing is recorded twice; a change from then on is recorded.
    await migrate(server.database);
    expect(await read()).toEqual(begun);
    await db.updateTable('gift_card').set({ state: 'activated' }).where('id', '=', card.id).execute();
    const ofCard = (await read()).filter((r) => r.id === card.id).map((r) => r.state);
    expect(ofCard).toEqual(['deactivated', 'activated']);
  });
});
