import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTranslate, type Phrases } from '../../src/core/messages.js';
import { buildApp } from '../../src/server/app.js';
import { configFromEnv } from '../../src/server/config.js';
import { CloseDayScheduler } from '../../src/server/features/close-day/scheduler.js';
import { closeDay } from '../../src/server/features/close-day/service.js';
import es from '../../locales/es.json' with { type: 'json' };
import { checkLine, paidCheck, postDevice, storeWithDevice, type DeviceStore } from '../helpers/devices.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

const esT = makeTranslate(es as Phrases);
const OWNER_2 = { email: 'owner2@demo.test', password: 'demo-owner-2' };
const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };
const NOT_AUTHORIZED = 'You are not authorized!';
const MINUTE = 60_000;
const silent = { info: () => undefined, error: () => undefined };

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

const STATUS = `{ closeDayStatus {
  has_working_days
  day { id business_date opened_at checks sales
    shifts { first_name last_name device opened_at }
    clocked_in { id first_name last_name clock_in clock_out } }
  auto_close { enabled time time_zone next_run } } }`;
const CLOSE = `mutation ($id: ID) { closeDay(working_day_id: $id) {
  id business_date closed_at clocked_out { id first_name last_name clock_in clock_out } } }`;

interface Status {
  has_working_days: boolean;
  day: {
    id: string;
    business_date: string;
    opened_at: string;
    checks: number;
    sales: number;
    shifts: { first_name: string; last_name: string; device: string; opened_at: string }[];
    clocked_in: { id: string; first_name: string; last_name: string; clock_in: string }[];
  } | null;
  auto_close: { enabled: boolean; time: string | null; time_zone: string; next_run: string | null };
}

/** A store's records, its first device's name and token, and its employees' ids by first name. */
interface Store {
  records: DeviceStore;
  id: string;
  zone: string;
  token: string;
  device: string;
  employees: Record<string, string>;
}

/** A minute's wall time (HH:MM) on a zone's clock. */
const wallTime = (at: Date, zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

const floorMinute = (ms: number) => new Date(Math.floor(ms / MINUTE) * MINUTE);

/*
 * Closing Demo Bistro's working day over HTTP, every refusal first, then the automatic close of Demo
 * Taqueria at its set time and after a restart. The server starts without history: no store has a
 * working day until a device records something. The tests run in order and share the stores.
 */
describeEachDb('close day on %s', (kind) => {
  let server: TestServer;
  let restarted: FastifyInstance | null = null;
  let owner: Gql;
  let owner2: Gql;
  let ownerToken: string;
  let bistro: Store;
  let taqueria: Store;
  const sockets: Socket[] = [];
  const now = Date.now();
  const ago = (minutes: number) => new Date(now - minutes * MINUTE).toISOString();
  const ids = { carla: '', dana: '', shift: '01937a4e-0000-7000-8000-0000000c1d01' };

  async function post(path: string, body: unknown, token: string) {
    const res = await postDevice(server, path, token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  async function storeOf(slug: string): Promise<Store> {
    const records = await storeWithDevice(server, slug);
    return {
      records,
      id: records.id,
      zone: records.zone,
      token: records.token,
      device: records.device.name,
      employees: Object.fromEntries(records.employees.map((e) => [e.firstName, e.id])),
    };
  }

  /** A paid check of one item, recorded by Demo Bistro's device. */
  async function recordCheck(number: number): Promise<number> {
    const check = paidCheck(bistro.records, number, {
      table_name: undefined,
      server_id: bistro.employees.Marco!,
      guests: 1,
      opened_at: ago(90),
      closed_at: ago(80),
      items: [checkLine(bistro.records.items[0]!, 2, { tax: 120 })],
    });
    await post('/api/devices/checks', check, bistro.token);
    return check.total;
  }

  const status = async (gql: Gql = owner) => {
    const res = await gql<{ closeDayStatus: Status }>(STATUS);
    expect(res.errors).toBeUndefined();
    return res.data!.closeDayStatus;
  };

  /** Everything a close may write, for a store: its days, time cards and log. */
  async function snapshot(storeId: string) {
    const db = server.database.db;
    const of = (table: string) => db.selectFrom(table).selectAll().where('store_id', '=', storeId);
    return {
      days: await of('working_day').orderBy('id').execute(),
      cards: await of('time_card').orderBy('id').execute(),
      shifts: await of('shift').orderBy('id').execute(),
      log: await of('system_log').orderBy('id').execute(),
    };
  }

  async function openDay(storeId: string) {
    return server.database.db
      .selectFrom('working_day')
      .select(['id', 'status', 'closed_at'])
      .where('store_id', '=', storeId)
      .where('status', '=', 'open')
      .executeTakeFirst();
  }

  async function cardsOf(storeId: string) {
    const rows = await server.database.db
      .selectFrom('time_card')
      .select(['id', 'clock_out'])
      .where('store_id', '=', storeId)
      .execute();
    return Object.fromEntries(
      rows.map((r) => [r.id as string, r.clock_out ? new Date(r.clock_out as string).toISOString() : null]),
    );
  }

  async function setAutoClose(gql: Gql, storeId: string, time: string) {
    const res = await gql(
      'mutation ($id: ID!, $t: String) { updateStoreInfo(id: $id, auto_close_day: true, auto_close_time: $t) { id } }',
      { id: storeId, t: time },
    );
    expect(res.errors).toBeUndefined();
  }

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner, token: ownerToken } = await signIn(server));
    ({ gql: owner2 } = await signIn(server, OWNER_2));
    bistro = await storeOf('demo-bistro');
    taqueria = await storeOf('demo-taqueria');
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await restarted?.close();
    await server?.close();
  });

  it('refuses to close a store that never had a working day', async () => {
    expect(await status()).toMatchObject({ has_working_days: false, day: null });
    const res = await owner(CLOSE);
    expect(res.errors![0]).toMatchObject({
      message: 'The day cannot be closed: the store has no working days',
      extensions: { code: 'BAD_REQUEST', key: 'closeDay.errors.noWorkingDays' },
    });
    expect(esT('closeDay.errors.noWorkingDays')).toBe(
      'No se puede cerrar la jornada: la tienda no tiene jornadas laborales',
    );
  });

  it('shows the open day: its checks and sales, the open shifts with employee and device, the employees clocked in', async () => {
    ids.carla = '01937a4e-0000-7000-8000-0000000c1c01';
    ids.dana = '01937a4e-0000-7000-8000-0000000c1c02';
    await post(
      '/api/devices/time-cards',
      {
        id: ids.carla,
        employee_id: bistro.employees.Carla,
        clock_in: ago(240),
        breaks: [{ break_in: ago(120), break_out: ago(110) }],
      },
      bistro.token,
    );
    await post(
      '/api/devices/shifts',
      { id: ids.shift, employee_id: bistro.employees.Marco, opened_at: ago(180), starting_bank: 20000 },
      bistro.token,
    );
    await post(
      '/api/devices/time-cards',
      { id: ids.dana, employee_id: bistro.employees.Dana, clock_in: ago(100) },
      bistro.token,
    );
    const sales = (await recordCheck(1)) + (await recordCheck(2));
    // Demo Taqueria's own day, which nothing here may touch.
    await post(
      '/api/devices/time-cards',
      {
        id: '01937a4e-0000-7000-8000-0000000c1c09',
        employee_id: Object.values(taqueria.employees)[0],
        clock_in: ago(200),
      },
      taqueria.token,
    );

    const s = await status();
    expect(s.has_working_days).toBe(true);
    expect(s.day).toMatchObject({ checks: 2, sales, opened_at: ago(240) });
    expect(s.day!.business_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(s.day!.shifts).toEqual([
      { first_name: 'Marco', last_name: 'Manager', device: bistro.device, opened_at: ago(180) },
    ]);
    expect(s.day!.clocked_in.map((c) => [c.first_name, c.last_name, c.clock_in])).toEqual([
      ['Carla', 'Cashier', ago(240)],
      ['Dana', 'Owner', ago(100)],
    ]);
    expect(s.auto_close).toMatchObject({ enabled: false, time_zone: bistro.zone, next_run: null });
    // Another store sees its own day only.
    const theirs = await status(owner2);
    expect(theirs.day!.id).not.toBe(s.day!.id);
    expect(theirs.day!.shifts).toEqual([]);
    expect(theirs.day!.clocked_in).toHaveLength(1);
  });

  it('refuses while a shift is open, naming its employee, with nothing written', async () => {
    const before = await snapshot(bistro.id);
    const res = await owner(CLOSE);
    expect(res.errors![0]).toMatchObject({
      message: 'The day cannot be closed: open shifts exist (Marco Manager)',
      extensions: { key: 'closeDay.errors.openShifts', params: { names: 'Marco Manager' } },
    });
    expect(esT('closeDay.errors.openShifts', { names: 'Marco Manager' })).toBe(
      'No se puede cerrar la jornada: hay turnos abiertos (Marco Manager)',
    );
    expect(await snapshot(bistro.id)).toEqual(before);
  });

  it('refuses when some employees cannot be clocked out at the close time, naming each, with nothing written', async () => {
    await post(
      '/api/devices/shifts',
      {
        id: ids.shift,
        employee_id: bistro.employees.Marco,
        opened_at: ago(180),
        closed_at: ago(20),
        starting_bank: 20000,
        closing_bank: 26000,
      },
      bistro.token,
    );
    const before = await snapshot(bistro.id);
    // A close at 2 h 30 ago: Dana clocked in after it, and Carla's break ended after it.
    const refusal = await closeDay(server.database.db, bistro.id, {
      at: new Date(now - 150 * MINUTE),
      by: { userId: '01937a4e-0000-7000-8000-00000000a001', userName: 'Dana Owner' },
    }).catch((e: unknown) => e);
    expect(refusal).toMatchObject({
      key: 'closeDay.errors.clockOutImpossible',
      params: { names: 'Carla Cashier, Dana Owner' },
    });
    expect(esT('closeDay.errors.clockOutImpossible', { names: 'Dana Owner' })).toBe(
      'No se puede cerrar la jornada: no es posible marcar automáticamente la salida de algunos empleados (Dana Owner)',
    );
    // Between the end of Carla's break and Dana's clock-in, only Dana is named.
    const onlyDana = await closeDay(server.database.db, bistro.id, {
      at: new Date(now - 105 * MINUTE),
      by: 'schedule',
    }).catch((e: unknown) => e);
    expect(onlyDana).toMatchObject({ params: { names: 'Dana Owner' } });
    expect(await snapshot(bistro.id)).toEqual(before);
  });

  it("closes the day: everyone clocked in is clocked out at the close time, the day closes, it is logged and the store's consoles are told", async () => {
    const socket = connectClient(server.url, {
      path: '/socket.io/',
      forceNew: true,
      reconnection: false,
      query: { storeId: bistro.id },
      extraHeaders: { Authorization: `Bearer ${ownerToken}` },
    });
    sockets.push(socket);
    await new Promise<void>((done, fail) => {
      socket.once('connect', () => done());
      socket.once('connect_error', fail);
    });
    expect(await socket.timeout(5000).emitWithAck('joinRoom', { room: bistro.id })).toMatchObject({
      ok: true,
    });
    const told = new Promise<Record<string, unknown>>((done) => socket.once('dayClosed', done));

    const day = (await status()).day!;
    const theirsBefore = await snapshot(taqueria.id);
    const started = Date.now();
    const res = await owner<{
      closeDay: { id: string; closed_at: string; clocked_out: { first_name: string; clock_out: string }[] };
    }>(CLOSE, { id: day.id });
    expect(res.errors).toBeUndefined();
    const closed = res.data!.closeDay;
    expect(closed.id).toBe(day.id);
    expect(Date.parse(closed.closed_at)).toBeGreaterThanOrEqual(started - 1000);
    expect(closed.clocked_out.map((c) => [c.first_name, c.clock_out])).toEqual([
      ['Carla', closed.closed_at],
      ['Dana', closed.closed_at],
    ]);
    const cards = await cardsOf(bistro.id);
    expect(cards[ids.carla]).toBe(closed.closed_at);
    expect(cards[ids.dana]).toBe(closed.closed_at);
    expect(await openDay(bistro.id)).toBeUndefined();
    expect(await told).toMatchObject({ id: day.id, closed_at: closed.closed_at, automatic: false });

    const log = await owner<{ allSystemLogs: { user_name: string; action: string; record_id: string }[] }>(
      '{ allSystemLogs(filter: { entity: "working-day" }) { user_name action record_id } }',
    );
    expect(log.data!.allSystemLogs).toEqual([
      { user_name: 'Dana Owner', action: 'update', record_id: day.id },
    ]);
    // Demo Taqueria's day is still open, its employee still clocked in.
    expect(await snapshot(taqueria.id)).toEqual(theirsBefore);
  });

  it('a second close answers that there is no open working day', async () => {
    expect(await status()).toMatchObject({ has_working_days: true, day: null });
    const before = await snapshot(bistro.id);
    const res = await owner(CLOSE);
    expect(res.errors![0]).toMatchObject({
      message: 'The day cannot be closed: there is no open working day',
      extensions: { key: 'closeDay.errors.noOpenDay' },
    });
    expect(esT('closeDay.errors.noOpenDay')).toBe(
      'No se puede cerrar la jornada: no hay ninguna jornada laboral abierta',
    );
    expect(await snapshot(bistro.id)).toEqual(before);
  });

  it('refuses both operations to a job without the close day permission', async () => {
    // The Manager job loses close day, and keeps the rest of Employees.
    const jobs = await owner<{
      allJobs: {
        id: string;
        name: string;
        modules: { code: string; status: boolean; permissions: { code: string; status: boolean }[] }[];
      }[];
    }>('{ allJobs(perPage: 50) { id name modules { code status permissions { code status } } } }');
    const managerJob = jobs.data!.allJobs.find((j) => j.name === 'Manager')!;
    const modules = managerJob.modules.map((m) => ({
      ...m,
      permissions: m.permissions.map((p) => (p.code === 'close-day' ? { ...p, status: false } : p)),
    }));
    expect(modules.find((m) => m.code === 'employees-office')!.permissions).toContainEqual({
      code: 'close-day',
      status: false,
    });
    const updated = await owner(
      'mutation ($id: ID!, $m: [JobModulesInput!]) { updateJob(id: $id, modules: $m) { id } }',
      {
        id: managerJob.id,
        m: modules,
      },
    );
    expect(updated.errors).toBeUndefined();
    const { gql: manager } = await signIn(server, MANAGER);
    // A new day opens, which the manager may no longer close.
    await post(
      '/api/devices/time-cards',
      {
        id: '01937a4e-0000-7000-8000-0000000c1c03',
        employee_id: bistro.employees.Dana,
        // After the day closed above.
        clock_in: new Date().toISOString(),
      },
      bistro.token,
    );
    const before = await snapshot(bistro.id);
    for (const query of [STATUS, CLOSE]) {
      const res = await manager(query);
      expect(res.errors![0]).toMatchObject({ message: NOT_AUTHORIZED, extensions: { code: '597-1' } });
    }
    expect(await snapshot(bistro.id)).toEqual(before);
    expect(await openDay(bistro.id)).toBeDefined();
  });

  it("closes a store's day at its automatic close time, on the store's clock", async () => {
    // Demo Taqueria closes by itself at a minute half an hour ago on its clock; its day opened before.
    const closeAt = floorMinute(now - 30 * MINUTE);
    await setAutoClose(owner2, taqueria.id, wallTime(closeAt, taqueria.zone));
    expect((await status(owner2)).auto_close).toMatchObject({
      enabled: true,
      time: wallTime(closeAt, taqueria.zone),
      time_zone: 'America/Mexico_City',
      next_run: new Date(closeAt.getTime() + 24 * 3600_000).toISOString(),
    });
    let clock = new Date(closeAt.getTime() - MINUTE);
    const scheduler = new CloseDayScheduler({ db: server.database.db, log: silent, now: () => clock });
    try {
      await scheduler.start();
      // Before the time nothing is due, and the next run is that minute.
      expect(await openDay(taqueria.id)).toBeDefined();
      expect(scheduler.nextRun(taqueria.id)?.toISOString()).toBe(closeAt.toISOString());
      expect(scheduler.nextRun(bistro.id)).toBeNull();
      expect(await scheduler.closeDue(taqueria.id)).toBe('nothing-due');

      // The time passes; a second server process on the same database fires at the same moment.
      clock = new Date(closeAt.getTime() + 5000);
      const second = new CloseDayScheduler({ db: server.database.db, log: silent, now: () => clock });
      const outcomes = await Promise.all([scheduler.closeDue(taqueria.id), second.closeDue(taqueria.id)]);
      expect(outcomes.sort()).toEqual(['closed', 'nothing-due']);
      const day = await server.database.db
        .selectFrom('working_day')
        .select(['status', 'closed_at'])
        .where('store_id', '=', taqueria.id)
        .executeTakeFirstOrThrow();
      expect([day.status, new Date(day.closed_at as string).toISOString()]).toEqual([
        'closed',
        closeAt.toISOString(),
      ]);
      expect(Object.values(await cardsOf(taqueria.id))).toEqual([closeAt.toISOString()]);
      // Run again: nothing to do, nothing logged twice.
      expect(await scheduler.closeDue(taqueria.id)).toBe('nothing-due');
      const log = await owner2<{ allSystemLogs: { user_name: string | null; action: string }[] }>(
        '{ allSystemLogs(filter: { entity: "working-day" }) { user_name action } }',
      );
      expect(log.data!.allSystemLogs).toEqual([{ user_name: null, action: 'update' }]);
      // Demo Bistro, without an automatic close, keeps its day open.
      expect(await openDay(bistro.id)).toBeDefined();
    } finally {
      await scheduler.stop();
    }
  });

  it('records a refused automatic close in the system log, naming who keeps it open', async () => {
    await post(
      '/api/devices/shifts',
      {
        id: '01937a4e-0000-7000-8000-0000000c1d02',
        employee_id: taqueria.employees.Tomás ?? Object.values(taqueria.employees)[0],
        opened_at: ago(20),
        starting_bank: 10000,
      },
      taqueria.token,
    );
    await post(
      '/api/devices/time-cards',
      {
        id: '01937a4e-0000-7000-8000-0000000c1c08',
        employee_id: Object.values(taqueria.employees)[0],
        clock_in: ago(15),
      },
      taqueria.token,
    );
    const closeAt = floorMinute(now - 5 * MINUTE);
    await setAutoClose(owner2, taqueria.id, wallTime(closeAt, taqueria.zone));
    const scheduler = new CloseDayScheduler({
      db: server.database.db,
      log: silent,
      now: () => new Date(closeAt.getTime() + 1000),
    });
    try {
      await scheduler.refresh();
      expect(await scheduler.closeDue(taqueria.id)).toBe('refused');
    } finally {
      await scheduler.stop();
    }
    expect(await openDay(taqueria.id)).toBeDefined();
    const failed = await server.database.db
      .selectFrom('system_log')
      .select(['user_id', 'after'])
      .where('store_id', '=', taqueria.id)
      .where('action', '=', 'auto-close-failed')
      .execute();
    expect(failed).toHaveLength(1);
    const after = (
      typeof failed[0]!.after === 'string' ? JSON.parse(failed[0]!.after) : failed[0]!.after
    ) as Record<string, unknown>;
    expect(failed[0]!.user_id).toBeNull();
    expect(after).toMatchObject({ key: 'closeDay.errors.openShifts', close_time: closeAt.toISOString() });
    expect(after.error).toMatch(/^The day cannot be closed: open shifts exist \(.+\)$/);
  });

  it('after a restart, makes the automatic close that fell due while the server was down', async () => {
    const shift = '01937a4e-0000-7000-8000-0000000c1d02';
    const shiftRow = await server.database.db
      .selectFrom('shift')
      .select(['employee_id'])
      .where('store_id', '=', taqueria.id)
      .where('id', '=', shift)
      .executeTakeFirstOrThrow();
    await post(
      '/api/devices/shifts',
      {
        id: shift,
        employee_id: shiftRow.employee_id,
        opened_at: ago(20),
        closed_at: ago(1),
        starting_bank: 10000,
        closing_bank: 12000,
      },
      taqueria.token,
    );
    const due = floorMinute(now - 5 * MINUTE).toISOString();
    // The server stops before the close could run, and starts again on the same database.
    await server.app.close();
    expect(await openDay(taqueria.id)).toBeDefined();
    restarted = await buildApp(
      {
        ...configFromEnv({}),
        port: 0,
        host: '127.0.0.1',
        seed: 'demo',
        seedHistoryDays: 0,
        webDir: resolve('dist'),
        logLevel: 'silent',
      },
      server.database,
    );
    await restarted.ready();
    expect(await openDay(taqueria.id)).toBeUndefined();
    expect((await cardsOf(taqueria.id))['01937a4e-0000-7000-8000-0000000c1c08']).toBe(due);
    // Demo Bistro, without an automatic close, is as it was.
    expect(await openDay(bistro.id)).toBeDefined();
  });
});
