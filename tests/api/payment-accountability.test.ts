import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckInput } from '../../src/core/checks.js';
import {
  moveToAfternoon,
  paidCheck,
  postDevice,
  storeWithDevice,
  type DeviceStore,
} from '../helpers/devices.js';
import { postgresReachable, signIn, startServer, type DbKind, type TestServer } from '../helpers/server.js';

const kinds: DbKind[] = ['pglite', ...((await postgresReachable()) ? (['postgres'] as const) : [])];

const REPORT = `query ($code: String!, $from: String!, $to: String!) {
  report(code: $code, from: $from, to: $to) { columns { key } rows { cells } } }`;
const ACCOUNTABILITY = `mutation ($id: ID!, $a: String!) { updatePayrollSetting(id: $id, payment_accountability: $a) { id } }`;
const VOID_ITEM = `mutation ($id: ID!, $line: Int!, $reason: ID!) {
  voidCheckItem(check_id: $id, line: $line, void_reason_id: $reason) { id } }`;

/*
 * Payment accountability (General Settings → Payroll): a check the device says another employee
 * closed is credited, in the server, tips and employee reports, to its server while the store counts
 * the employee who started it, and to that other employee once the store counts the one who closed it,
 * past checks included, from the save on; corrections made afterwards move the credited employee's
 * figures. A check naming an employee the store does not have is refused, in the device's language.
 */
describe.each(kinds)('payment accountability on %s', (kind) => {
  let server: TestServer;
  let bistro: DeviceStore;
  let owner: Awaited<ReturnType<typeof signIn>>['gql'];
  let today: string;
  const ids: string[] = [];

  /** A report's rows by their first cell (the employee's name), each as its cells by column key. */
  const report = async (code: string) => {
    const res = await owner<{ report: { columns: { key: string }[]; rows: { cells: (string | null)[] }[] } }>(
      REPORT,
      { code, from: today, to: today },
    );
    expect(res.errors).toBeUndefined();
    const { columns, rows } = res.data!.report;
    return Object.fromEntries(
      rows.map((r) => [r.cells[0], Object.fromEntries(columns.map((c, i) => [c.key, r.cells[i]]))]),
    ) as Record<string, Record<string, string | null>>;
  };
  const setAccountability = async (a: 'started' | 'closed') => {
    const res = await owner(ACCOUNTABILITY, { id: bistro.id, a });
    expect(res.errors).toBeUndefined();
  };
  const post = async (check: CheckInput) => {
    const res = await postDevice(server, '/api/devices/checks', bistro.token, check);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push((res.body.check as { id: string }).id);
  };
  const withTip = (check: CheckInput, tip: number) => {
    check.payments = [
      { payment_id: bistro.cash, amount: check.total, tip, change: 0, paid_at: check.closed_at! },
    ];
    return check;
  };

  beforeAll(async () => {
    server = await startServer(kind);
    bistro = await storeWithDevice(server, 'demo-bistro');
    await moveToAfternoon(server, bistro);
    owner = (await signIn(server)).gql;
    today = new Intl.DateTimeFormat('en-CA', { timeZone: bistro.zone }).format(new Date());
    await server.database.db.deleteFrom('pos_check').where('store_id', '=', bistro.id).execute();
    await server.database.db.deleteFrom('report_sales_hour').where('store_id', '=', bistro.id).execute();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('credits the server, then the employee who closed it once the store says so, past checks included', async () => {
    const [ana, ben, cora] = bistro.employees;
    await post(withTip(paidCheck(bistro, 1, { server_id: ana!.id, closed_by_id: ben!.id }), 300));
    await post(withTip(paidCheck(bistro, 2, { server_id: ana!.id }), 100));
    const check = paidCheck(bistro, 1);

    let servers = await report('server-report');
    expect(Object.keys(servers)).toEqual([ana!.name]);
    expect(servers[ana!.name]!.checks).toBe('2');
    expect((await report('tips-report'))[ana!.name]!.tips).toBe('400');

    await setAccountability('closed');
    servers = await report('server-report');
    expect(Object.keys(servers).sort()).toEqual([ana!.name, ben!.name].sort());
    expect(servers[ana!.name]!.checks).toBe('1');
    expect(servers[ben!.name]!.checks).toBe('1');
    expect(servers[ben!.name]!.netSales).toBe(String(check.subtotal));
    const tips = await report('tips-report');
    expect(tips[ana!.name]!.tips).toBe('100');
    expect(tips[ben!.name]!.tips).toBe('300');
    expect(Object.keys(await report('employee-report'))).toContain(ben!.name);

    // A check recorded now is credited the new way at once, and a line voided in the office later
    // comes off the employee it is credited to.
    await post(withTip(paidCheck(bistro, 3, { server_id: ana!.id, closed_by_id: cora!.id }), 50));
    expect((await report('tips-report'))[cora!.name]!.tips).toBe('50');
    const voided = await owner(VOID_ITEM, { id: ids[0], line: 1, reason: bistro.voidReason });
    expect(voided.errors).toBeUndefined();
    servers = await report('server-report');
    expect(Number(servers[ben!.name]!.netSales)).toBeLessThan(check.subtotal);
    expect(servers[ben!.name]!.voidAmount).not.toBe('0');

    await setAccountability('started');
    servers = await report('server-report');
    expect(Object.keys(servers)).toEqual([ana!.name]);
    expect(servers[ana!.name]!.checks).toBe('3');
    expect((await report('tips-report'))[ana!.name]!.tips).toBe('450');
  });

  it('refuses a check closed by an employee the store does not have, in English and in Spanish', async () => {
    const body = paidCheck(bistro, 4, { closed_by_id: '00000000-0000-4000-8000-000000000001' });
    for (const [language, words] of [
      ['en', 'employee'],
      ['es', 'empleado'],
    ] as const) {
      const res = await fetch(`${server.url}/api/devices/checks`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': language,
          authorization: `Bearer ${bistro.token}`,
        },
        body: JSON.stringify(body),
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      const answer = JSON.stringify(await res.json());
      expect(answer).toContain('closed_by_id');
      expect(answer.toLowerCase()).toContain(words);
    }
  });
});
