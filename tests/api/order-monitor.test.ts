import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTranslate, type Phrases } from '../../src/core/messages.js';
import es from '../../locales/es.json' with { type: 'json' };
import { paidCheck, postDevice, storeWithDevice, type DeviceStore } from '../helpers/devices.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

const HOUR = 3600_000;
const OWNER_2 = { email: 'owner2@demo.test', password: 'demo-owner-2' };
const OPS_READER = { email: 'ops.monitor@demo.test', password: 'ops-reader-1', pin: '7391' };
const MONITOR = `query ($hours: Int) { orderMonitor(hours: $hours) { hours default_hours since
  checks { id number opened_at closed_at status order_type_name table_name server_name guests item_count total paid } } }`;

interface MonitorCheck {
  number: number;
  opened_at: string;
  status: string;
  order_type_name: string;
  table_name: string | null;
  server_name: string;
  guests: number;
  item_count: number;
  total: number;
  paid: number;
}
interface Monitor {
  hours: number;
  default_hours: number;
  since: string;
  checks: MonitorCheck[];
}

/** A store's records, one of its devices activated, and the employee who serves its checks. */
interface Store extends DeviceStore {
  server: { id: string; name: string };
}

/*
 * The order monitor reads the store's checks of the last hours as the devices recorded them: the
 * master device's setting is the default window, 1 to 72 hours may be asked, and another store's
 * checks never show.
 */
describeEachDb('order monitor on %s', (kind) => {
  let server: TestServer;
  let bistro: Store;
  let taqueria: Store;
  type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
  let owner: Gql;
  let owner2: Gql;

  async function storeOf(slug: string, deviceName: string): Promise<Store> {
    const store = await storeWithDevice(server, slug, deviceName);
    return { ...store, server: store.employees[0]! };
  }

  /** A check opened `hoursAgo`: two lines (one of two units), open or paid in cash. */
  async function record(
    store: Store,
    number: number,
    hoursAgo: number,
    status: 'open' | 'closed' | 'voided',
  ) {
    const opened = new Date(Date.now() - hoursAgo * HOUR);
    const check = paidCheck(store, number, {
      guests: 3,
      opened_at: opened.toISOString(),
      closed_at: status === 'open' ? undefined : new Date(opened.getTime() + 60_000).toISOString(),
      status,
      ...(status === 'closed' ? {} : { payments: [] }),
    });
    // Cash over the total, the rest given back as change.
    if (status === 'closed')
      check.payments = [{ ...check.payments[0]!, amount: check.total + 500, change: 500 }];
    // A voided check carries no totals.
    if (status === 'voided') Object.assign(check, { subtotal: 0, tax: 0, total: 0 });
    const res = await postDevice(server, '/api/devices/checks', store.token, check);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return check;
  }

  async function monitor(gql: Gql, hours?: number | null): Promise<Monitor> {
    const res = await gql<{ orderMonitor: Monitor }>(MONITOR, hours === undefined ? {} : { hours });
    expect(res.errors).toBeUndefined();
    return res.data!.orderMonitor;
  }

  const setDevice = (storeId: string, name: string, values: Record<string, unknown>) =>
    server.database.db
      .updateTable('device')
      .set(values)
      .where('store_id', '=', storeId)
      .where('name', '=', name)
      .execute();

  beforeAll(async () => {
    server = await startServer(kind);
    bistro = await storeOf('demo-bistro', 'Front counter POS');
    taqueria = await storeOf('demo-taqueria', 'Caja');
    owner = (await signIn(server)).gql;
    owner2 = (await signIn(server, OWNER_2)).gql;
    // Demo Bistro: checks 10 minutes, 2 hours, 4.5 hours, 7 hours and 30 hours old.
    await record(bistro, 11, 0.17, 'open');
    await record(bistro, 12, 2, 'closed');
    await record(bistro, 13, 4.5, 'voided');
    await record(bistro, 14, 7, 'closed');
    await record(bistro, 15, 30, 'closed');
    // Demo Taqueria: one check, 1 hour old.
    await record(taqueria, 11, 1, 'closed');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows the last 5 hours by default, newest first, each check with what the monitor shows', async () => {
    const m = await monitor(owner);
    expect(m.hours).toBe(5);
    expect(m.default_hours).toBe(5);
    expect(Date.now() - Date.parse(m.since)).toBeGreaterThan(5 * HOUR - 60_000);
    expect(m.checks.map((c) => c.number)).toEqual([11, 12, 13]);
    const [open, closed, voided] = m.checks;
    const lines = 2 * bistro.items[0]!.price + bistro.items[1]!.price;
    expect(open).toMatchObject({
      status: 'open',
      order_type_name: bistro.orderType.name,
      table_name: 'T11',
      server_name: bistro.server.name,
      guests: 3,
      item_count: 3,
      total: lines + 130,
      paid: 0,
    });
    // Paid in cash with change: what stays in the store is the total.
    expect(closed).toMatchObject({ status: 'closed', total: lines + 130, paid: lines + 130 });
    expect(voided).toMatchObject({ status: 'voided', total: 0, paid: 0 });
  });

  it('shows only the checks of the hours asked for', async () => {
    expect((await monitor(owner, 1)).checks.map((c) => c.number)).toEqual([11]);
    expect((await monitor(owner, 8)).checks.map((c) => c.number)).toEqual([11, 12, 13, 14]);
    const all = await monitor(owner, 72);
    expect(all.hours).toBe(72);
    expect(all.checks.map((c) => c.number)).toEqual([11, 12, 13, 14, 15]);
  });

  it("takes the master device's maximum hours as the default, and 5 without a master", async () => {
    // The kitchen display is not the master: its setting does not count.
    await setDevice(bistro.id, 'Kitchen display', { monitor_hours: 2 });
    await setDevice(bistro.id, 'Front counter POS', { monitor_hours: 8 });
    const m = await monitor(owner);
    expect([m.hours, m.default_hours]).toEqual([8, 8]);
    expect(m.checks.map((c) => c.number)).toEqual([11, 12, 13, 14]);
    // Asked for, another window wins over the default.
    expect(await monitor(owner, 3)).toMatchObject({ hours: 3, default_hours: 8 });

    await setDevice(bistro.id, 'Front counter POS', { master: false });
    expect(await monitor(owner)).toMatchObject({ hours: 5, default_hours: 5 });
    await setDevice(bistro.id, 'Front counter POS', { master: true, monitor_hours: 5 });
    await setDevice(bistro.id, 'Kitchen display', { monitor_hours: 5 });
  });

  it("shows only the store's own checks", async () => {
    const theirs = await monitor(owner2, 72);
    expect(theirs.checks).toHaveLength(1);
    expect(theirs.checks[0]).toMatchObject({ number: 11, server_name: taqueria.server.name });
    // Demo Bistro's check 11 is not Demo Taqueria's: their openings differ.
    const mine = await monitor(owner, 72);
    expect(mine.checks.find((c) => c.number === 11)!.opened_at).not.toBe(theirs.checks[0]!.opened_at);
    expect(mine.checks.every((c) => c.server_name !== taqueria.server.name)).toBe(true);
  });

  it('refuses hours outside 1 to 72 with a translated message', async () => {
    const esT = makeTranslate(es as Phrases);
    for (const hours of [0, -3, 73, 1000]) {
      const res = await owner(MONITOR, { hours });
      expect(res.data).toBeNull();
      const error = res.errors![0]!;
      expect(error.message).toBe('The hours shown must be a whole number from 1 to 72.');
      expect(error.extensions).toMatchObject({ code: 'VALIDATION', key: 'orderMonitor.errors.hours' });
      expect(esT(error.extensions.key, { min: 1, max: 72 })).toBe(
        'Las horas mostradas deben ser un número entero de 1 a 72.',
      );
    }
    // Not a whole number: GraphQL itself refuses it.
    const res = await owner(MONITOR, { hours: 2.5 });
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.length).toBeGreaterThan(0);
  });

  it('refuses the monitor to a job without the order monitor permission', async () => {
    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Order types only", modules: $m) { id } }',
      { m: [{ code: 'operations', status: true, permissions: [{ code: 'order-type', status: true }] }] },
    );
    expect(job.errors).toBeUndefined();
    const employee = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Olga", last_name: "Types", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...OPS_READER },
    );
    expect(employee.errors).toBeUndefined();
    const { gql: reader } = await signIn(server, OPS_READER);
    expect((await reader('{ allOrderTypes(perPage: 1) { id } }')).errors).toBeUndefined();
    const res = await reader(MONITOR, {});
    expect(res.data).toBeNull();
    expect(res.errors![0]).toMatchObject({
      message: 'You are not authorized!',
      extensions: { code: '597-1' },
    });
  });
});

/*
 * Online orders on the monitor: shown with their channel to a job holding "access OLO orders" (the
 * Online Ordering module's), counted but left out for a job that may open the monitor without it.
 */
describeEachDb('online orders on the order monitor on %s', (kind) => {
  let server: TestServer;
  const MONITOR_READER = { email: 'monitor.only@demo.test', password: 'monitor-only-1', pin: '7392' };
  const WITH_SOURCE = `{ orderMonitor(hours: 2) { online_hidden checks { number source } } }`;

  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows online orders only to a job holding access OLO orders', async () => {
    const store = await storeWithDevice(server, 'demo-bistro', 'Front counter POS');
    const opened = new Date(Date.now() - 0.2 * HOUR).toISOString();
    for (const [number, source] of [
      [21, 'pos'],
      [22, 'olo'],
    ] as const) {
      const check = paidCheck(store, number, {
        opened_at: opened,
        closed_at: undefined,
        source,
        status: 'open',
        payments: [],
      });
      const res = await postDevice(server, '/api/devices/checks', store.token, check);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const { gql: owner } = await signIn(server);
    type Seen = { orderMonitor: { online_hidden: number; checks: { number: number; source: string }[] } };
    const all = await owner<Seen>(WITH_SOURCE);
    expect(all.errors).toBeUndefined();
    expect(all.data!.orderMonitor).toEqual({
      online_hidden: 0,
      checks: [
        { number: 22, source: 'olo' },
        { number: 21, source: 'pos' },
      ],
    });

    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Monitor only", modules: $m) { id } }',
      { m: [{ code: 'operations', status: true, permissions: [{ code: 'order-monitor', status: true }] }] },
    );
    expect(job.errors).toBeUndefined();
    const employee = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Mona", last_name: "Monitor", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...MONITOR_READER },
    );
    expect(employee.errors).toBeUndefined();
    const { gql: reader } = await signIn(server, MONITOR_READER);
    const some = await reader<Seen>(WITH_SOURCE);
    expect(some.errors).toBeUndefined();
    expect(some.data!.orderMonitor).toEqual({ online_hidden: 1, checks: [{ number: 21, source: 'pos' }] });
  });
});
