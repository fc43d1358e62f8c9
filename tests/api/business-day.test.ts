import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postDevice, storeWithDevice } from '../helpers/devices.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/** The local date and time (HH:MM) of an instant in a time zone, read through Intl's parts. */
function local(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const dayBefore = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/*
 * The store's business day start: the first record after it opens a working day of that date; a record
 * made before it (no working day open) opens the day before's.
 */
describeEachDb('business day start on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('gives a clock-in before the day start to the working day of the day before', async () => {
    const store = await storeWithDevice(server, 'demo-bistro');
    const { gql } = await signIn(server);
    // Every time of the day but its last minute is before 23:59.
    const saved = await gql(
      'mutation ($id: ID!, $s: String) { updateStoreInfo(id: $id, business_day_start: $s) { id } }',
      { id: store.id, s: '23:59' },
    );
    expect(saved.errors).toBeUndefined();
    const clockIn = new Date(Date.now() - 60_000);
    const answer = await postDevice(server, '/api/devices/time-cards', store.token, {
      id: randomUUID(),
      employee_id: store.employees[0]!.id,
      clock_in: clockIn.toISOString(),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const at = local(clockIn, store.zone);
    const day = await server.database.db
      .selectFrom('working_day')
      .select((eb) => eb.fn<string>('to_char', [eb.ref('business_date'), eb.val('YYYY-MM-DD')]).as('date'))
      .where('store_id', '=', store.id)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    expect(day.date).toBe(at.time < '23:59' ? dayBefore(at.date) : at.date);
  });

  it('refuses a day start that is not a time of day', async () => {
    const store = await storeWithDevice(server, 'demo-taqueria');
    const { gql } = await signIn(server, { email: 'owner2@demo.test', password: 'demo-owner-2' });
    const refused = await gql(
      'mutation ($id: ID!, $s: String) { updateStoreInfo(id: $id, business_day_start: $s) { id } }',
      { id: store.id, s: '25:00' },
    );
    expect(refused.errors?.[0]?.extensions.code).toBe('VALIDATION');
    expect(refused.errors?.[0]?.extensions.errors?.[0]?.field).toBe('business_day_start');
  });
});
