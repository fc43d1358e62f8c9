import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * A device's check is known by the device and its own identity for it (an id it chose, or its
 * number and opening time), whatever working day a retry lands in; its version orders the bodies
 * sent for it (an open check, then its closing). Checks already recorded twice under one identity
 * (a retry after a close of the day) keep their first row as that identity.
 */
export async function up(db: Db): Promise<void> {
  await sql`alter table pos_check add column device_key text,
    add column version integer not null default 1 check (version > 0)`.execute(db);
  await sql`update pos_check c set device_key = k.key || case when k.n > 1 then '#' || c.id::text else '' end,
      version = case when c.status = 'open' then 1 else 2 end
    from (select store_id, id, 'at:' || number || '@' ||
            to_char(opened_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as key,
            row_number() over (partition by store_id, device_id, number, opened_at
              order by recorded_at, id) as n
          from pos_check) k
    where k.store_id = c.store_id and k.id = c.id`.execute(db);
  await sql`alter table pos_check alter column device_key set not null`.execute(db);
  await sql`create unique index pos_check_device_key on pos_check (store_id, device_id, device_key)`.execute(
    db,
  );
  await sql`create index pos_check_open on pos_check (store_id) where status = 'open'`.execute(db);
}
