import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/**
 * Each gift card's states over time, one row a change (its making included): what the card was at
 * any moment is the last state it took until then, so a report over a past range reads the state
 * the card had when the range ended. The rows are written by the database itself, in the transaction
 * of the change, whoever makes it: the function below, which a trigger on the gift cards calls (made
 * after the entity tables, `afterSync` of src/server/db/migrate.ts). A card's rows go with it when it
 * is deleted. The card is kept by id: the schemas make its table after the migrations. On a database
 * that had cards already, each begins with the state it holds now, at its making, so that what the
 * reports showed of them stays as it was.
 */
export async function up(db: Db): Promise<void> {
  await sql`create table gift_card_state (
    store_id uuid not null references store (id) on delete cascade,
    id bigint generated always as identity primary key,
    gift_card_id uuid not null,
    state text not null check (state in ('activated', 'deactivated', 'preactivated')),
    at timestamptz not null default now()
  )`.execute(db);
  await sql`create index gift_card_state_card on gift_card_state (store_id, gift_card_id, at, id)`.execute(
    db,
  );
  await sql`create or replace function gift_card_state_record() returns trigger
    language plpgsql as $fn$
    begin
      if tg_op = 'DELETE' then
        delete from gift_card_state where store_id = old.store_id and gift_card_id = old.id;
      elsif tg_op = 'INSERT' or old.state is distinct from new.state then
        insert into gift_card_state (store_id, gift_card_id, state, at)
          values (new.store_id, new.id, new.state, now());
      end if;
      return null;
    end $fn$`.execute(db);
  const { rows } = await sql<{
    found: boolean;
  }>`select to_regclass('gift_card') is not null as found`.execute(db);
  if (rows[0]?.found)
    await sql`insert into gift_card_state (store_id, gift_card_id, state, at)
      select store_id, id, state, created_at from gift_card order by created_at, id`.execute(db);
}
