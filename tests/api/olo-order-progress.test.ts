import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import { TRACKER_DAYS } from '../../src/core/order-tracker.js';
import { checkLine, paidCheck, postDevice, storeWithDevice, type DeviceStore } from '../helpers/devices.js';
import { guestToken, olo, type Answer } from '../helpers/olo.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type DbKind, type TestServer } from '../helpers/server.js';

/*
 * An online order's progress: received when placed, then preparing, ready and completed as the office
 * marks it on the order monitor (only forward, and only for a job holding access OLO orders), or
 * completed when the POS takes its payment at the counter and closes its check. The guest reads it
 * with the order token, and the order tracker screen shows it in its column.
 */

const fill = (text: string, params: Record<string, unknown> = {}) =>
  text.replace(/%\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `%{${k}}`));

const PLACE = `mutation ($order: OloOrderInput!) { placeOrder(order: $order) { number status placed_at
  lines { unit_price } tax total token } }`;
const READ = `query ($token: String!) { order(token: $token) { number status } }`;
const MARK = `mutation ($id: ID!, $status: String!) { markOnlineOrder(check_id: $id, status: $status) {
  check_id number status at } }`;
const MONITOR = `{ orderMonitor(hours: 2) { checks { id number status online_status } } }`;
const TRACKER = `mutation ($input: OrderTrackerSettingsInput!) { saveOrderTrackerSettings(input: $input) { days } }`;

type Placed = {
  number: number;
  status: string;
  placed_at: string;
  lines: { unit_price: number }[];
  tax: number;
  total: number;
  token: string;
};
type Errors = { message: string; extensions: { code: string; key: string } }[];
type Gql = { data?: Record<string, unknown> | null; errors?: Errors };

describeEachDb('online order progress on %s', (kind: DbKind) => {
  let server: TestServer;
  let guest: string;
  let office: string;
  let bistro: DeviceStore;
  let plain: { id: string; price: number };
  let takeOut: string;

  /** The office API as the signed-in owner (or another token), in a language. */
  const gql = async (query: string, variables: object = {}, lang = 'en', token = office) => {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'accept-language': lang,
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as Gql;
  };
  const place = async (): Promise<Placed & { id: string }> => {
    const res: Answer = await olo(
      server,
      PLACE,
      {
        order: {
          idempotency_key: randomUUID(),
          order_type_id: takeOut,
          customer: { name: 'Ada' },
          lines: [{ menu_item_id: plain.id, quantity: 1 }],
        },
      },
      { token: guest },
    );
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    const placed = (res.body.data as unknown as { placeOrder: Placed }).placeOrder;
    const row = await server.database.db
      .selectFrom('pos_check')
      .select('id')
      .where('store_id', '=', bistro.id)
      .where('source', '=', 'olo')
      .where('number', '=', placed.number)
      .executeTakeFirstOrThrow();
    return { ...placed, id: row.id as string };
  };
  const guestStatus = async (token: string) => {
    const res = await olo(server, READ, { token });
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    return (res.body.data as unknown as { order: { status: string } }).order.status;
  };
  const mark = (id: string, status: string, lang = 'en', token = office) =>
    gql(MARK, { id, status }, lang, token);
  const board = async () => {
    const res = await fetch(`${server.url}/api/public/order-tracker/demo-bistro`);
    const body = (await res.json()) as { columns: { status: string; orders: number[] }[] };
    return Object.fromEntries(body.columns.map((c) => [c.status, c.orders])) as Record<string, number[]>;
  };

  beforeAll(async () => {
    server = await startServer(kind);
    const db = server.database.db;
    bistro = await storeWithDevice(server, 'demo-bistro', 'Front counter POS');
    const always = JSON.stringify({
      hours: TRACKER_DAYS.map((day) => ({ day, start: '00:00', end: '24:00' })),
    });
    await db
      .updateTable('store_info')
      .set({ pickup_hours: always, delivery_hours: always })
      .where('store_id', '=', bistro.id)
      .execute();
    office = (await signIn(server)).token;
    const tracker = await gql(TRACKER, {
      input: {
        title: '',
        icon: 'bell',
        background: '#1e3a5f',
        alignment: 'center',
        image_id: null,
        columns: [
          { status: 'preparing', title: '', shown: true },
          { status: 'ready', title: '', shown: true },
        ],
        days: [...TRACKER_DAYS],
        from: '00:00',
        to: '23:59',
      },
    });
    expect(tracker.errors).toBeUndefined();
    guest = await guestToken(server);
    const menu = await olo(
      server,
      `{ menu { categories { items { id price available
      modifier_groups { min } } } } }`,
      {},
      { token: guest },
    );
    type Item = { id: string; price: number | null; available: boolean; modifier_groups: { min: number }[] };
    const items = (menu.body.data as unknown as { menu: { categories: { items: Item[] }[] } }).menu.categories
      .flatMap((c) => c.items)
      .filter((i) => i.available && i.price && i.modifier_groups.every((g) => g.min === 0));
    plain = { id: items[0]!.id, price: Math.round(items[0]!.price! * 100) };
    const types = await olo(server, `{ orderTypes { id prompts { name_only } } }`, {}, { token: guest });
    takeOut = (
      types.body.data as unknown as { orderTypes: { id: string; prompts: { name_only: boolean } }[] }
    ).orderTypes.find((t) => t.prompts.name_only)!.id;
  });
  afterAll(() => server?.close());

  it('goes received, preparing, ready, completed as the office marks it; the guest and the tracker follow', async () => {
    const order = await place();
    expect(order.status).toBe('received');
    expect(await guestStatus(order.token)).toBe('received');
    const monitor = await gql(MONITOR);
    const checks = (monitor.data!.orderMonitor as { checks: { number: number; online_status: string }[] })
      .checks;
    expect(checks.find((c) => c.number === order.number)).toMatchObject({
      status: 'open',
      online_status: 'received',
    });
    // Received is on the tracker's preparing column already.
    expect((await board()).preparing).toContain(order.number);

    const preparing = await mark(order.id, 'preparing');
    expect(preparing.errors, JSON.stringify(preparing)).toBeUndefined();
    expect(preparing.data!.markOnlineOrder).toMatchObject({ number: order.number, status: 'preparing' });
    expect(await guestStatus(order.token)).toBe('preparing');
    expect((await board()).preparing).toContain(order.number);

    // Completing skips ready: refused, in English and Spanish, and nothing changes.
    for (const [lang, words] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const back = await mark(order.id, 'preparing', lang);
      expect(back.errors![0]!.extensions.key).toBe('orderMonitor.errors.stepFrom.preparing');
      expect(back.errors![0]!.message).toBe(
        fill(words.orderMonitor.errors.stepFrom.preparing, { number: order.number }),
      );
    }
    expect((await mark(order.id, 'completed')).errors![0]!.extensions.key).toBe(
      'orderMonitor.errors.stepFrom.preparing',
    );
    expect(await guestStatus(order.token)).toBe('preparing');

    // The tracker's stream tells its screens at once.
    const stream = await fetch(`${server.url}/api/public/order-tracker/demo-bistro/events`);
    const reader = stream.body!.getReader();
    await reader.read();
    const ready = await mark(order.id, 'ready');
    expect(ready.errors).toBeUndefined();
    let seen = '';
    while (!seen.includes('event: change')) seen += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    expect(await guestStatus(order.token)).toBe('ready');
    const shown = await board();
    expect(shown.ready).toContain(order.number);
    expect(shown.preparing).not.toContain(order.number);

    expect((await mark(order.id, 'completed')).errors).toBeUndefined();
    expect(await guestStatus(order.token)).toBe('completed');
    const after = await board();
    expect([...(after.ready ?? []), ...(after.preparing ?? [])]).not.toContain(order.number);
    const done = await mark(order.id, 'ready', 'es');
    expect(done.errors![0]).toMatchObject({
      message: fill(es.orderMonitor.errors.completed, { number: order.number }),
      extensions: { key: 'orderMonitor.errors.completed' },
    });

    // Each step is kept with its time, and logged as the office's.
    const row = await server.database.db
      .selectFrom('olo_order')
      .select(['status', 'preparing_at', 'marked_ready_at', 'completed_at', 'cancelled_at'])
      .where('check_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('completed');
    expect(row.preparing_at && row.marked_ready_at && row.completed_at).toBeTruthy();
    expect(new Date(row.marked_ready_at as string) <= new Date(row.completed_at as string)).toBe(true);
    expect(row.cancelled_at).toBeNull();
    const log = await server.database.db
      .selectFrom('system_log')
      .select(['action', 'user_name'])
      .where('entity', '=', 'olo_order')
      .where('record_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['preparing', 'ready', 'completed']);
  });

  it('may be marked ready straight from received; an unknown step or order is refused', async () => {
    const order = await place();
    const unknown = await mark(order.id, 'eaten', 'es');
    expect(unknown.errors![0]).toMatchObject({
      message: es.orderMonitor.errors.unknownStep,
      extensions: { key: 'orderMonitor.errors.unknownStep' },
    });
    const received = await mark(order.id, 'completed');
    expect(received.errors![0]!.extensions.key).toBe('orderMonitor.errors.stepFrom.received');
    const other = await mark(randomUUID(), 'ready');
    expect(other.errors![0]).toMatchObject({
      message: en.orderMonitor.errors.unknownOnlineOrder,
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await mark(order.id, 'ready')).errors).toBeUndefined();
    expect(await guestStatus(order.token)).toBe('ready');
  });

  it('is cancelled, with its time, when the office voids its check; no step is marked after', async () => {
    const order = await place();
    expect((await mark(order.id, 'preparing')).errors).toBeUndefined();
    const reason = await server.database.db
      .selectFrom('void_reason')
      .select('id')
      .where('store_id', '=', bistro.id)
      .where('manager_approval', '=', false)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    const voided = await gql(
      'mutation ($id: ID!, $reason: ID!) { voidCheck(check_id: $id, void_reason_id: $reason) { id } }',
      { id: order.id, reason: reason.id },
    );
    expect(voided.errors, JSON.stringify(voided)).toBeUndefined();
    expect(await guestStatus(order.token)).toBe('cancelled');
    const row = await server.database.db
      .selectFrom('olo_order')
      .select(['status', 'cancelled_at'])
      .where('check_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    expect(row.cancelled_at).not.toBeNull();
    const refused = await mark(order.id, 'ready', 'es');
    expect(refused.errors![0]!.message).toBe(
      fill(es.orderMonitor.errors.cancelled, { number: order.number }),
    );
    expect((await board()).preparing).not.toContain(order.number);
  });

  it('is refused to a job that may open the monitor without access OLO orders', async () => {
    const order = await place();
    const reader = { email: 'monitor.steps@demo.test', password: 'monitor-steps-1', pin: '7411' };
    const job = await gql(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Monitor, no online", modules: $m) { id } }',
      { m: [{ code: 'operations', status: true, permissions: [{ code: 'order-monitor', status: true }] }] },
    );
    expect(job.errors).toBeUndefined();
    const employee = await gql(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Nico", last_name: "Steps", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: (job.data!.createJob as { id: string }).id, ...reader },
    );
    expect(employee.errors).toBeUndefined();
    const { token } = await signIn(server, reader);
    const refused = await mark(order.id, 'preparing', 'en', token);
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors![0]!.extensions.code).toBe('597-1');
    expect(await guestStatus(order.token)).toBe('received');
  });

  it('is completed when a POS of the store takes its payment and closes its check', async () => {
    const order = await place();
    expect((await mark(order.id, 'ready')).errors).toBeUndefined();
    const tax = Math.round(order.tax * 100);
    const body = paidCheck(bistro, order.number, {
      id: order.id,
      order_type_id: takeOut,
      table_name: 'Ada',
      opened_at: order.placed_at,
      closed_at: new Date().toISOString(),
      items: [checkLine(plain, 1, { tax })],
    });
    expect(body.total).toBe(Math.round(order.total * 100));
    const closed = await postDevice(server, '/api/devices/checks', bistro.token, body);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect((closed.body.check as { id: string; status: string }).id).toBe(order.id);
    expect(await guestStatus(order.token)).toBe('completed');
    const row = await server.database.db
      .selectFrom('pos_check')
      .select(['status', 'source', 'device_id'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    // Still the online channel's check: the store's id as its device.
    expect(row).toEqual({ status: 'closed', source: 'olo', device_id: bistro.id });
    const paid = (await gql(`{ orderMonitor(hours: 2) { checks { id paid } } }`)).data!.orderMonitor as {
      checks: { id: string; paid: number }[];
    };
    expect(paid.checks.find((c) => c.id === order.id)!.paid).toBe(body.total);
    // A retry answers the same and writes nothing more.
    const again = await postDevice(server, '/api/devices/checks', bistro.token, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(closed.body);
    const checks = await server.database.db
      .selectFrom('pos_check')
      .select('id')
      .where('store_id', '=', bistro.id)
      .where('number', '=', order.number)
      .execute();
    expect(checks).toHaveLength(1);
  });

  it('closes from the POS straight from received, and keeps new numbers in the device block', async () => {
    const order = await place();
    const body = paidCheck(bistro, order.number, {
      id: order.id,
      order_type_id: takeOut,
      opened_at: order.placed_at,
      closed_at: new Date().toISOString(),
      items: [checkLine(plain, 1, { tax: Math.round(order.tax * 100) })],
    });
    // Under another number, or as a new check of the online number, it is out of the device's block.
    const moved = await postDevice(server, '/api/devices/checks', bistro.token, {
      ...body,
      number: order.number + 1,
    });
    expect(moved.status).toBe(400);
    expect(JSON.stringify(moved.body)).toContain('deviceApi.errors.numberOutOfBlock');
    const fresh = await postDevice(server, '/api/devices/checks', bistro.token, {
      ...body,
      id: randomUUID(),
    });
    expect(fresh.status).toBe(400);
    expect(fresh.body.key).toBe('deviceApi.errors.invalid');
    expect(JSON.stringify(fresh.body)).toContain('deviceApi.errors.numberOutOfBlock');
    // A device of another store does not find it.
    const taqueria = await storeWithDevice(server, 'demo-taqueria');
    const elsewhere = await postDevice(server, '/api/devices/checks', taqueria.token, {
      ...paidCheck(taqueria, order.number, { id: order.id }),
    });
    expect(elsewhere.status).toBe(400);
    expect(JSON.stringify(elsewhere.body)).toContain('deviceApi.errors.numberOutOfBlock');
    expect(await guestStatus(order.token)).toBe('received');

    const closed = await postDevice(server, '/api/devices/checks', bistro.token, body);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(await guestStatus(order.token)).toBe('completed');
    const refused = await mark(order.id, 'ready');
    expect(refused.errors![0]!.extensions.key).toBe('orderMonitor.errors.completed');
  });
});

describe('online order progress messages', () => {
  it('are in both languages', () => {
    const keys = (o: object, at = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? keys(v as object, `${at}${k}.`) : [`${at}${k}`],
      );
    expect(keys(es.orderMonitor)).toEqual(keys(en.orderMonitor));
  });
});
