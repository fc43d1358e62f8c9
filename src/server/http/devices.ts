import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { ratingSystemOn } from '../pos/catalog.js';

/** The wording devices show (SPEC §8); the key lets a console translate it. */
const DEACTIVATED = {
  message: 'Your device is deactivated, contact your reseller to know more.',
  key: 'errors.device.deactivated',
  code: 'DEVICE_DEACTIVATED',
};
const UNKNOWN = { message: 'Device not found', key: 'errors.device.unknown', code: 'NOT_FOUND' };

const BODY = {
  type: 'object',
  required: ['installation_code'],
  additionalProperties: false,
  properties: { installation_code: { type: 'string', minLength: 1, maxLength: 40 } },
} as const;

type Body = { installation_code: string };

/**
 * What a POS, kiosk or monitor calls with its installation code: `connect` when it starts (its
 * settings; the office sees the connection), `next-number` for each new order (the store's
 * sequential block, after the highest number the device used in the open working day, back to 1
 * after its last number). A deactivated device is refused every call.
 */
export async function deviceRoutes(app: FastifyInstance, { db }: { db: Db }) {
  /** The device of a code, as it was just marked connected; a reply already sent otherwise. */
  async function connected(code: string, reply: FastifyReply) {
    const row = await db
      .selectFrom('device')
      .select(['store_id', 'id', 'status'])
      .where('installation_code', '=', code.trim().toUpperCase())
      .executeTakeFirst();
    if (!row) return void reply.code(404).send(UNKNOWN);
    if (row.status !== 'active') return void reply.code(403).send(DEACTIVATED);
    return db
      .updateTable('device')
      .set({ last_connection: new Date().toISOString() })
      .where('store_id', '=', row.store_id as string)
      .where('id', '=', row.id as string)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  app.post<{ Body: Body }>('/api/devices/connect', { schema: { body: BODY } }, async (request, reply) => {
    const device = await connected(request.body.installation_code, reply);
    if (!device) return reply;
    return {
      device: {
        id: device.id,
        store_id: device.store_id,
        name: device.name,
        master: device.master,
        country_code: device.country_code,
        monitor_hours: device.monitor_hours,
        max_orders_per_driver: device.max_orders_per_driver,
      },
      // Whether the device offers guests a rating; a check carrying ratings is refused while off.
      settings: { rating_system: await ratingSystemOn(db, device.store_id as string) },
    };
  });

  app.post<{ Body: Body }>('/api/devices/next-number', { schema: { body: BODY } }, async (request, reply) => {
    const device = await connected(request.body.installation_code, reply);
    if (!device) return reply;
    // One statement that reads the number under the row's lock and moves on, so two orders at once
    // never get the same number. The block goes on after the highest number the device used in the
    // open working day (it may have numbered checks itself): never a number it already used today.
    const { rows } = await sql<{ number: number }>`
      update device d
      set next_number = case when o.number >= d.number_block then 1 else o.number + 1 end
      from (select store_id, id,
              case when n > number_block then 1 else n end as number
            from (select store_id, id, number_block, greatest(next_number, coalesce((
                    select max(c.number) + 1 from pos_check c
                    join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
                    where c.store_id = device.store_id and c.device_id = device.id and w.status = 'open'
                  ), 1)) as n
                  from device
                  where store_id = ${device.store_id} and id = ${device.id} for update) x) o
      where d.store_id = o.store_id and d.id = o.id
      returning o.number`.execute(db);
    const row = rows[0]!;
    return { number: Number(row.number) };
  });
}
