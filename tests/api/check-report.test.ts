import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateHistory } from '../../src/server/seed/history.js';
import { recomputeRollups } from '../../src/server/pos/rollups/index.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

const ZONE = 'America/Chicago';
const FROM = '2026-11-03';
const TO = '2026-11-09';
const CLERK = { email: 'clerk.voids@demo.test', password: 'clerk-voids-1', pin: '48213' };
const VIEWER = { email: 'viewer.checks@demo.test', password: 'viewer-checks-1', pin: '59314' };
const MANAGER_PIN = '2222';

const REPORT = `query ($code: String!, $from: String!, $to: String!, $filters: ReportFilters) {
  report(code: $code, from: $from, to: $to, filters: $filters) { rows { id cells group } totals } }`;
const DETAIL = `id number status subtotal discount tax total
  items { id line gross voided void_reason_name }
  payments { id amount change refunded left card_last_four }
  refunds { amount reason } can_void can_refund`;
const VOID_ITEM = `mutation ($id: ID!, $line: Int!, $reason: ID!, $pin: String) {
  voidCheckItem(check_id: $id, line: $line, void_reason_id: $reason, approver_pin: $pin) { ${DETAIL} } }`;
const VOID_CHECK = `mutation ($id: ID!, $reason: ID!, $pin: String) {
  voidCheck(check_id: $id, void_reason_id: $reason, approver_pin: $pin) { ${DETAIL} } }`;
const REFUND = `mutation ($id: ID!, $amount: Int, $reason: String, $pin: String) {
  refundPayment(check_payment_id: $id, amount: $amount, reason: $reason, approver_pin: $pin) { ${DETAIL} } }`;

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
interface Row {
  id: string;
  cells: (string | null)[];
}

describeEachDb('check report on %s', (kind) => {
  let server: TestServer;
  let storeId: string;
  let owner: Gql;
  let clerk: Gql;
  let viewer: Gql;
  let freeReason: string;
  let approvalReason: string;

  const db = () => server.database.db;
  const report = async (code: string, filters?: Record<string, string>, gql = owner) => {
    const res = await gql<{ report: { rows: Row[]; totals: (string | null)[] } }>(REPORT, {
      code,
      from: FROM,
      to: TO,
      filters,
    });
    expect(res.errors).toBeUndefined();
    return res.data!.report;
  };
  /** The reports a void or refund moves, as the rollups answer them. */
  const snapshot = async () => ({
    summary: await report('summary'),
    payments: await report('payment-report'),
    daily: await report('daily-sales'),
    items: await report('menu-item-report'),
    checks: await report('check-report'),
  });
  /** What the writes touch, counted, so that a refusal can be shown to leave everything as it was. */
  const footprint = async () => {
    const { rows } = await sql<Record<string, string>>`select
        (select count(*) from check_refund where store_id = ${storeId})::text as refunds,
        (select count(*) from check_item where store_id = ${storeId} and void_reason_id is not null)::text as voids,
        (select count(*) from pos_check where store_id = ${storeId} and status = 'voided')::text as voided,
        (select coalesce(sum(total), 0) from report_sales_hour where store_id = ${storeId})::text as sales,
        (select coalesce(sum(refund_amount), 0) from report_payment_day where store_id = ${storeId})::text as refunded,
        (select count(*) from system_log where store_id = ${storeId} and entity = 'pos_check')::text as logged`.execute(
      db(),
    );
    return rows[0]!;
  };
  /** A paid, closed check of the range with at least two live lines and none voided. */
  const paidCheck = async (skip: string[] = []) => {
    const { rows } = await sql<{ id: string }>`select c.id from pos_check c
      join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
      where c.store_id = ${storeId} and c.status = 'closed' and w.business_date between ${FROM}::date and ${TO}::date
        and (select count(*) from check_item i where i.store_id = c.store_id and i.check_id = c.id
          and i.void_reason_id is null) >= 2
        and exists (select 1 from check_payment p where p.store_id = c.store_id and p.check_id = c.id
          and p.amount - p.change > 500)
        and not exists (select 1 from check_refund r where r.store_id = c.store_id and r.check_id = c.id)
      order by c.opened_at`.execute(db());
    return rows.map((r) => r.id).find((id) => !skip.includes(id))!;
  };
  const detail = async (id: string, gql = owner) => {
    const res = await gql<{
      checkDetail: Record<string, unknown> & {
        payments: {
          id: string;
          amount: number;
          change: number;
          left: number;
          card_last_four: string | null;
        }[];
      };
    }>(`query ($id: ID!) { checkDetail(id: $id) { ${DETAIL} } }`, { id });
    expect(res.errors).toBeUndefined();
    return res.data!.checkDetail;
  };
  const refused = async (gql: Gql, query: string, variables: Record<string, unknown>, message: string) => {
    const before = await footprint();
    const res = await gql(query, variables);
    expect(res.errors?.[0]?.message).toBe(message);
    expect(res.data).toBeNull();
    expect(await footprint()).toEqual(before);
  };

  beforeAll(async () => {
    server = await startServer(kind);
    storeId = (
      await db().selectFrom('store').select('id').where('slug', '=', 'demo-bistro').executeTakeFirstOrThrow()
    ).id as string;
    await db().updateTable('store').set({ time_zone: ZONE }).where('id', '=', storeId).execute();
    await db().updateTable('device').set({ number_block: 9999 }).where('store_id', '=', storeId).execute();
    await generateHistory(db(), storeId, { days: 8, perDay: 30, seed: 11, until: '2026-11-10' });
    owner = (await signIn(server)).gql;
    const reasons = await db()
      .selectFrom('void_reason')
      .select(['id', 'manager_approval'])
      .where('store_id', '=', storeId)
      .execute();
    freeReason = reasons.find((r) => !r.manager_approval)!.id as string;
    approvalReason = reasons.find((r) => r.manager_approval)!.id as string;
    const job = async (name: string, pos: string[]) => {
      const res = await owner<{ createJob: { id: string } }>(
        'mutation ($n: String, $m: [JobModulesInput!]) { createJob(name: $n, modules: $m) { id } }',
        {
          n: name,
          m: [
            { code: 'reports-office', status: true, permissions: [{ code: 'check-report', status: true }] },
            { code: 'pos', status: pos.length > 0, permissions: pos.map((code) => ({ code, status: true })) },
          ],
        },
      );
      expect(res.errors).toBeUndefined();
      return res.data!.createJob.id;
    };
    const person = async (first: string, jobId: string, creds: typeof CLERK) => {
      const res = await owner(
        `mutation ($job: ID!, $email: String, $password: String, $pin: String, $first: String) {
          createEmployee(first_name: $first, last_name: "Tester", email: $email, password: $password,
            pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
        { job: jobId, first, ...creds },
      );
      expect(res.errors).toBeUndefined();
      return (await signIn(server, creds)).gql;
    };
    clerk = await person(
      'Clara',
      await job('Check clerk', ['approve-voids', 'void-payments', 'create-refund']),
      CLERK,
    );
    viewer = await person('Vera', await job('Check viewer', []), VIEWER);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('lists every check of the range with its sums, equal to the raw rows', async () => {
    const { rows } = await sql<Record<string, unknown>>`select c.id, c.number, c.server_id, c.order_type_id,
        to_char(w.business_date, 'YYYY-MM-DD') as date, c.status, c.subtotal, c.discount, c.tax, c.tip, c.total
      from pos_check c join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
      where c.store_id = ${storeId} and w.business_date between ${FROM}::date and ${TO}::date`.execute(db());
    const payments = await db()
      .selectFrom('check_payment')
      .select(['check_id', 'amount', 'change'])
      .where('store_id', '=', storeId)
      .execute();
    const refunds = await db()
      .selectFrom('check_refund')
      .select(['check_id', 'amount'])
      .where('store_id', '=', storeId)
      .execute();
    expect(rows.length).toBeGreaterThan(50);
    const expected = (list: typeof rows) => {
      const byId = new Map(
        list.map((c) => {
          const paid = payments
            .filter((p) => p.check_id === c.id)
            .reduce((s, p) => s + Number(p.amount) - Number(p.change), 0);
          const refunded = refunds
            .filter((r) => r.check_id === c.id)
            .reduce((s, r) => s + Number(r.amount), 0);
          const money = ['subtotal', 'discount', 'tax', 'tip', 'total'].map((k) => Number(c[k]));
          return [
            c.id as string,
            [
              String(c.number),
              c.date,
              `reports.checks.status.${c.status}`,
              ...[...money, paid, refunded].map(String),
            ],
          ];
        }),
      );
      const totals = [
        String(list.length),
        ...[3, 4, 5, 6, 7, 8, 9].map((k) =>
          String([...byId.values()].reduce((s, cells) => s + Number(cells[k]), 0)),
        ),
      ];
      return { byId, totals };
    };
    const pick = (cells: (string | null)[]) => [cells[0], cells[1], cells[6], ...cells.slice(7)];
    const all = await report('check-report');
    const want = expected(rows);
    expect(all.rows).toHaveLength(rows.length);
    for (const r of all.rows) expect(pick(r.cells)).toEqual(want.byId.get(r.id));
    expect([all.totals[0], ...all.totals.slice(7)]).toEqual(want.totals);
    expect(want.totals.slice(1).some((v) => v !== '0')).toBe(true);

    const server_id = rows[0]!.server_id as string;
    const order_type_id = rows[0]!.order_type_id as string;
    const some = rows.filter((c) => c.server_id === server_id && c.order_type_id === order_type_id);
    const filtered = await report('check-report', { employee_id: server_id, order_type_id });
    const wantFiltered = expected(some);
    expect(filtered.rows.map((r) => r.id).sort()).toEqual(some.map((c) => c.id as string).sort());
    expect([filtered.totals[0], ...filtered.totals.slice(7)]).toEqual(wantFiltered.totals);
  });

  it('a void and a refund change the check and every report at once, as a recomputation would', async () => {
    const before = await snapshot();
    const id = await paidCheck();
    const check = await detail(id);
    expect(check.can_void).toBe(true);
    expect(check.can_refund).toBe(true);
    const items = check.items as { line: number; gross: number }[];
    const line = items[0]!;
    const voided = await owner<{ voidCheckItem: Record<string, unknown> }>(VOID_ITEM, {
      id,
      line: line.line,
      reason: freeReason,
    });
    expect(voided.errors).toBeUndefined();
    const after = voided.data!.voidCheckItem;
    expect(after.subtotal).toBe((check.subtotal as number) - line.gross);
    expect((after.items as { voided: boolean }[])[0]!.voided).toBe(true);

    const payment = check.payments[0]!;
    const refund = await owner<{
      refundPayment: { payments: { id: string; refunded: number; left: number }[] };
    }>(REFUND, { id: payment.id, amount: 250, reason: 'Cold soup' });
    expect(refund.errors).toBeUndefined();
    const paid = refund.data!.refundPayment.payments.find((p) => p.id === payment.id)!;
    expect(paid.refunded).toBe(250);
    expect(paid.left).toBe(payment.amount! - payment.change! - 250);

    // The whole of a second check, approved by a manager's PIN, by a clerk who is no manager.
    const second = await paidCheck([id]);
    const whole = await clerk<{ voidCheck: { status: string; total: number } }>(VOID_CHECK, {
      id: second,
      reason: approvalReason,
      pin: MANAGER_PIN,
    });
    expect(whole.errors).toBeUndefined();
    expect(whole.data!.voidCheck).toMatchObject({ status: 'voided', total: 0 });

    const moved = await snapshot();
    expect(moved.summary).not.toEqual(before.summary);
    expect(moved.payments).not.toEqual(before.payments);
    const row = moved.checks.rows.find((r) => r.id === id)!;
    expect(row.cells[13]).toBe('250');
    expect(moved.checks.rows.find((r) => r.id === second)!.cells[6]).toBe('reports.checks.status.voided');
    await recomputeRollups(db(), storeId);
    expect(await snapshot()).toEqual(moved);
    const logged = await db()
      .selectFrom('system_log')
      .select('action')
      .where('store_id', '=', storeId)
      .where('entity', '=', 'pos_check')
      .execute();
    expect(logged.map((l) => l.action).sort()).toEqual(['refund', 'void', 'void_item']);
  });

  it('refuses what it may not do, with its message, writing nothing', async () => {
    const id = await paidCheck();
    const check = await detail(id);
    const payment = check.payments[0]!;
    const refund = { id: payment.id, reason: 'Wrong dish' };
    await refused(owner, REFUND, refund, 'Refund needs a value');
    await refused(owner, REFUND, { ...refund, amount: 0 }, 'Refund needs a value');
    await refused(
      owner,
      REFUND,
      { ...refund, amount: payment.left! + 1 },
      'The refund is larger than what is left on the payment.',
    );
    await refused(owner, REFUND, { ...refund, amount: 100, reason: ' ' }, 'Give a reason for the refund.');
    await refused(owner, REFUND, { ...refund, amount: 100, pin: '0000' }, "That PIN is not a manager's.");
    const unknown = '01900000-0000-7000-8000-000000000000';
    await refused(owner, REFUND, { ...refund, id: unknown, amount: 100 }, 'The payment was not found.');
    await refused(owner, VOID_CHECK, { id: unknown, reason: freeReason }, 'The check was not found.');
    await refused(owner, VOID_ITEM, { id, line: 99, reason: freeReason }, 'The item was not found.');
    await refused(owner, VOID_CHECK, { id, reason: unknown }, 'Choose a void reason of this store.');
    const voidedCheck = (
      await db()
        .selectFrom('pos_check')
        .select('id')
        .where('store_id', '=', storeId)
        .where('status', '=', 'voided')
        .executeTakeFirstOrThrow()
    ).id as string;
    await refused(owner, VOID_CHECK, { id: voidedCheck, reason: freeReason }, 'The check is already voided.');
    await refused(
      clerk,
      VOID_CHECK,
      { id, reason: approvalReason },
      "This reason needs a manager's approval: enter a manager's PIN.",
    );
    await refused(
      clerk,
      VOID_CHECK,
      { id, reason: approvalReason, pin: CLERK.pin },
      "That PIN is not a manager's.",
    );
    // A write the database refuses half-way (after the lines were voided, or before the refund row is
    // in) leaves nothing behind and answers the operation's own message.
    await sql`alter table pos_check add constraint no_void_here check (id <> ${sql.lit(id)} or status <> 'voided')`.execute(
      db(),
    );
    await sql`alter table check_refund add constraint no_refund_here check (check_payment_id <> ${sql.lit(payment.id)})`.execute(
      db(),
    );
    await refused(owner, VOID_CHECK, { id, reason: freeReason }, 'Error voiding transaction');
    await refused(owner, REFUND, { ...refund, amount: 100 }, 'Error refunding transaction');
    expect((await detail(id)).items).toEqual(check.items);
    await sql`alter table pos_check drop constraint no_void_here`.execute(db());
    await sql`alter table check_refund drop constraint no_refund_here`.execute(db());
    // Another store's check and payment are not found.
    const other = await db()
      .selectFrom('store')
      .select('id')
      .where('slug', '=', 'demo-taqueria')
      .executeTakeFirstOrThrow();
    await generateHistory(db(), other.id as string, { days: 1, perDay: 5, seed: 2, until: '2026-11-10' });
    const foreign = await db()
      .selectFrom('check_payment')
      .select(['id', 'check_id'])
      .where('store_id', '=', other.id as string)
      .executeTakeFirstOrThrow();
    await refused(owner, REFUND, { ...refund, id: foreign.id, amount: 100 }, 'The payment was not found.');
    await refused(
      owner,
      VOID_CHECK,
      { id: foreign.check_id, reason: freeReason },
      'The check was not found.',
    );
    expect(
      (await owner(`query ($id: ID!) { checkDetail(id: $id) { id } }`, { id: foreign.check_id })).errors![0]!
        .message,
    ).toBe('The check was not found.');
  });

  it('refuses a void or a refund without the point-of-sale permissions, and the ticket without the report', async () => {
    const id = await paidCheck();
    const seen = await detail(id, viewer);
    expect(seen).toMatchObject({ can_void: false, can_refund: false });
    expect(
      seen.payments[0]!.card_last_four === null || /^\d{4}$/.test(String(seen.payments[0]!.card_last_four)),
    ).toBe(true);
    const denied = 'You are not authorized!';
    await refused(viewer, VOID_CHECK, { id, reason: freeReason }, denied);
    await refused(viewer, VOID_ITEM, { id, line: 1, reason: freeReason }, denied);
    await refused(viewer, REFUND, { id: seen.payments[0]!.id, amount: 100, reason: 'No' }, denied);
    // A job without the report itself: refused, whatever its point-of-sale rights.
    const manager = (await signIn(server, { email: 'manager@demo.test', password: 'demo-manager-1' })).gql;
    await refused(manager, REFUND, { id: seen.payments[0]!.id, amount: 100, reason: 'No' }, denied);
    const res = await manager(`query ($id: ID!) { checkDetail(id: $id) { id } }`, { id });
    expect(res.errors?.[0]?.message).toBe(denied);
  });
});
