import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { compareWithReport, HAND_SQL } from '../../bench/report-sql.js';
import { anyReport } from '../../src/core/reports.js';
import { resourceByName } from '../../src/core/registry.js';
import { recordMovement } from '../../src/server/features/house-accounts/service.js';
import { generateHistory } from '../../src/server/seed/history.js';
import { zonedInstant } from '../../src/server/seed/history-day.js';
import { uuidv7 } from '../../src/server/services/ids.js';
import { closeWorkingDay, loadCatalog, recordPaidOut, recordShift } from '../../src/server/pos/index.js';
import { REPORT_MODULES, runReport } from '../../src/server/reports/run.js';
import { describeEachDb } from '../helpers/optional.js';
import { DEMO, signIn, startServer, type TestServer } from '../helpers/server.js';

const ZONE = 'America/Chicago';
const RANGES = [
  { name: 'a week', from: '2026-11-03', to: '2026-11-09' },
  { name: 'a day', from: '2026-11-09', to: '2026-11-09' },
];
const REFUND = `mutation ($id: ID!, $amount: Int, $reason: String) {
  refundPayment(check_payment_id: $id, amount: $amount, reason: $reason) { id } }`;

describeEachDb('hand-written report SQL on %s', (kind) => {
  let server: TestServer;
  let storeId: string;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startServer(kind);
    storeId = (
      await db().selectFrom('store').select('id').where('slug', '=', 'demo-bistro').executeTakeFirstOrThrow()
    ).id as string;
    await db().updateTable('store').set({ time_zone: ZONE }).where('id', '=', storeId).execute();
    await db().updateTable('device').set({ number_block: 9999 }).where('store_id', '=', storeId).execute();
    // Limits low enough that the generated days have daily and weekly overtime.
    await db()
      .updateTable(resourceByName('store-info').table)
      .set({
        overtime_daily_hours: 4,
        overtime_weekly_hours: 12,
        overtime_multiplier: 1.5,
        week_start: 'monday',
      })
      .where('store_id', '=', storeId)
      .execute();
    await generateHistory(db(), storeId, { days: 8, perDay: 30, seed: 5, until: '2026-11-10' });

    // Every kind of pay: who worked first on a weekly salary, the others by the hour, and someone who
    // did not work on a daily salary.
    const { rows: workers } = await sql<{ employee_id: string }>`select distinct employee_id
      from time_card where store_id = ${storeId} order by employee_id`.execute(db());
    expect(workers.length).toBeGreaterThan(1);
    const pay = (ids: string[], set: Record<string, unknown>) =>
      db().updateTable('employee').set(set).where('store_id', '=', storeId).where('id', 'in', ids).execute();
    await pay([workers[0]!.employee_id], { salary_type: 'salary', salary: 700, pay_period: 'weekly' });
    await pay(
      workers.slice(1).map((w) => w.employee_id),
      { salary_type: 'hourly', salary: 18.5, pay_period: 'weekly' },
    );
    const idle = await db()
      .selectFrom('employee')
      .select('id')
      .where('store_id', '=', storeId)
      .where('status', '=', 'active')
      .where(
        'id',
        'not in',
        workers.map((w) => w.employee_id),
      )
      .executeTakeFirstOrThrow();
    await pay([idle.id as string], { salary_type: 'salary', salary: 120, pay_period: 'daily' });

    // Two drawers of the last day, one closed and one left open, and a paid out in the first.
    const deviceId = (
      await db()
        .selectFrom('pos_check')
        .select('device_id')
        .where('store_id', '=', storeId)
        .executeTakeFirstOrThrow()
    ).device_id as string;
    const catalog = await loadCatalog(db(), storeId);
    const employees = [...catalog.employees.keys()];
    const day = await db()
      .selectFrom('working_day')
      .select(['id', 'closed_at'])
      .where('store_id', '=', storeId)
      .where('business_date', '=', sql<Date>`'2026-11-09'::date`)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('working_day')
      .set({ status: 'open', closed_at: null })
      .where('store_id', '=', storeId)
      .where('id', '=', day.id)
      .execute();
    const at = (minute: number) => zonedInstant('2026-11-09', minute, ZONE).toISOString();
    const scope = { storeId, deviceId };
    await db()
      .transaction()
      .execute(async (tx) => {
        await recordShift(
          tx,
          scope,
          {
            id: uuidv7(),
            employee_id: employees[0]!,
            opened_at: at(10 * 60),
            closed_at: at(16 * 60),
            starting_bank: 20000,
            closing_bank: 61234,
            adjustments: [{ amount: -5000, reason: 'Safe drop', at: at(13 * 60) }],
          },
          catalog,
        );
        await recordShift(
          tx,
          scope,
          {
            id: uuidv7(),
            employee_id: employees[1 % employees.length]!,
            opened_at: at(16 * 60),
            starting_bank: 15000,
            adjustments: [{ amount: 2500, reason: 'Change', at: at(17 * 60) }],
          },
          catalog,
        );
        const manager = [...catalog.employees].find(([, e]) => e.manager)![0];
        await recordPaidOut(
          tx,
          scope,
          {
            id: uuidv7(),
            paid_out_id: [...catalog.paidOuts][0]![0],
            amount: 1875,
            employee_id: employees[0]!,
            approved_by: manager,
            comment: 'Ice',
            paid_at: at(12 * 60),
          },
          catalog,
        );
        await closeWorkingDay(tx, storeId, new Date(day.closed_at as string));
      });

    // A refund of part of a payment of the last day, as the console makes it.
    const { rows: paid } = await sql<{ id: string }>`select p.id from check_payment p
      join pos_check c on c.store_id = p.store_id and c.id = p.check_id
      join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
      where p.store_id = ${storeId} and w.business_date = '2026-11-09'::date and c.status = 'closed'
        and p.amount - p.change > 500
      order by p.paid_at, p.id limit 1`.execute(db());
    const { gql } = await signIn(server);
    const refund = await gql(REFUND, { id: paid[0]!.id, amount: 350, reason: 'Cold soup' });
    expect(refund.errors).toBeUndefined();

    // A gift card sold in the week and redeemed on its last day, and a check of that day put on a
    // customer's house account: the account and card reports read these rows.
    const issued = await gql<{ issueGiftCard: { gift_card_id: string; transaction: { id: string } } }>(
      `mutation { issueGiftCard(number: "4000999988887777", amount: 60) { gift_card_id transaction { id } } }`,
    );
    expect(issued.errors).toBeUndefined();
    const card = issued.data!.issueGiftCard;
    const redeemed = await gql<{ recordGiftCardTransaction: { transaction: { id: string } } }>(
      `mutation ($card: ID!) { recordGiftCardTransaction(gift_card_id: $card, kind: "redemption", amount: 12.5) {
        transaction { id } } }`,
      { card: card.gift_card_id },
    );
    expect(redeemed.errors).toBeUndefined();
    const moveTo = (table: string, id: string, date: string, minute: number) =>
      db()
        .updateTable(table)
        .set({ at: zonedInstant(date, minute, ZONE).toISOString() })
        .where('id', '=', id)
        .execute();
    await moveTo('gift_card_transaction', card.transaction.id, '2026-11-05', 14 * 60);
    await moveTo(
      'gift_card_transaction',
      redeemed.data!.recordGiftCardTransaction.transaction.id,
      '2026-11-09',
      19 * 60,
    );
    const account = await db()
      .selectFrom('customer')
      .select('id')
      .where('store_id', '=', storeId)
      .where('house_account_enabled', '=', true)
      .where('house_account_balance', '=', '0.00')
      .executeTakeFirstOrThrow();
    const owner = await db()
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', DEMO.email)
      .executeTakeFirstOrThrow();
    const { check_id: checkId } = await db()
      .selectFrom('check_payment')
      .select('check_id')
      .where('id', '=', paid[0]!.id)
      .executeTakeFirstOrThrow();
    const charged = await recordMovement(
      db(),
      { storeId, userId: owner.id as string, userName: 'Owner' },
      { customer_id: account.id as string, kind: 'charge', amount: 21.4, check_id: checkId as string },
    );
    await moveTo('house_account_movement', charged.movement.id as string, '2026-11-09', 20 * 60);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('has statements for every report', () => {
    expect(Object.keys(REPORT_MODULES).filter((code) => !HAND_SQL[code])).toEqual([]);
  });

  it('has data for the reports that read raw rows', async () => {
    const { rows } = await sql<Record<string, string>>`select
        (select count(*) from check_refund where store_id = ${storeId})::text as refunds,
        (select count(*) from paid_out_record where store_id = ${storeId})::text as paid_outs,
        (select count(*) from cash_drawer where store_id = ${storeId})::text as drawers,
        (select count(*) from item_rating where store_id = ${storeId})::text as ratings,
        (select count(*) from kitchen_resend where store_id = ${storeId})::text as resends,
        (select count(*) from pos_check where store_id = ${storeId} and source = 'olo')::text as online,
        (select count(*) from check_payment where store_id = ${storeId}
          and lower(entry_type) = 'manual')::text as manual`.execute(db());
    for (const [what, count] of Object.entries(rows[0]!)) expect(Number(count), what).toBeGreaterThan(0);
  });

  for (const range of RANGES)
    it(`gives each report's figures over ${range.name}`, async () => {
      const differences: string[] = [];
      for (const code of Object.keys(REPORT_MODULES)) {
        const paged = anyReport(code)?.paged;
        const report = await runReport(db(), storeId, {
          code,
          from: range.from,
          to: range.to,
          ...(paged ? { page: { offset: 0, limit: 50, sort: null } } : {}),
        });
        const statements = HAND_SQL[code]?.({ storeId, from: range.from, to: range.to }) ?? [];
        const hand: Record<string, unknown>[][] = [];
        for (const q of statements)
          hand.push(
            (await db().executeQuery(CompiledQuery.raw(q.text, q.values))).rows as Record<string, unknown>[],
          );
        if (!report.rows.length) differences.push(`${code}: no rows to compare`);
        const difference = compareWithReport(code, report, hand);
        if (difference) differences.push(difference);
      }
      expect(differences).toEqual([]);
    }, 60_000);

  it('tells a figure that differs', async () => {
    const range = RANGES[0]!;
    for (const [code, field] of [
      ['daily-sales', 'subtotal'],
      ['payroll-report', 'overtime_pay'],
      ['labor-report', 'cost'],
      ['check-report', 'tip'],
      ['rate-system-report', 'likes'],
      ['house-account-report', 'charges'],
      ['gift-card-report', 'sold'],
    ] as const) {
      const paged = anyReport(code)?.paged;
      const report = await runReport(db(), storeId, {
        code,
        ...range,
        ...(paged ? { page: { offset: 0, limit: 50, sort: null } } : {}),
      });
      const hand: Record<string, unknown>[][] = [];
      for (const q of HAND_SQL[code]!({ storeId, ...range }))
        hand.push(
          (await db().executeQuery(CompiledQuery.raw(q.text, q.values))).rows as Record<string, unknown>[],
        );
      expect(compareWithReport(code, report, hand)).toBeNull();
      const row = hand[0]!.find((r) => Number(r[field]) > 0)!;
      row[field] = Number(row[field]) + 1;
      expect(compareWithReport(code, report, hand), code).not.toBeNull();
    }
  });
});
