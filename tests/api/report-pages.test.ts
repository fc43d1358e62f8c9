import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateHistory } from '../../src/server/seed/history.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

const FROM = '2026-11-03';
const TO = '2026-11-09';
const REPORT = `query ($code: String!, $from: String!, $to: String!, $filters: ReportFilters, $page: ReportPage) {
  report(code: $code, from: $from, to: $to, filters: $filters, page: $page) {
    count rows { id cells } totals } }`;

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
interface Answer {
  count: number | null;
  rows: { id: string | null; cells: (string | null)[] }[];
  totals: (string | null)[];
}

describeEachDb('paged reports on %s', (kind) => {
  let server: TestServer;
  let storeId: string;
  let owner: Gql;
  const db = () => server.database.db;
  const ask = (code: string, page?: Record<string, unknown>, filters?: Record<string, string>) =>
    owner<{ report: Answer }>(REPORT, { code, from: FROM, to: TO, page, filters });
  const report = async (code: string, page?: Record<string, unknown>, filters?: Record<string, string>) => {
    const res = await ask(code, page, filters);
    expect(res.errors).toBeUndefined();
    return res.data!.report;
  };
  /** Every page of `size` rows in the given order, one after the other. */
  const everyPage = async (code: string, size: number, sort: { column: number; desc: boolean }) => {
    const pages: Answer[] = [];
    for (let offset = 0; ; offset += size) {
      const page = await report(code, { offset, limit: size, sort });
      pages.push(page);
      if (page.rows.length < size) break;
    }
    return pages;
  };

  beforeAll(async () => {
    server = await startServer(kind);
    storeId = (
      await db().selectFrom('store').select('id').where('slug', '=', 'demo-bistro').executeTakeFirstOrThrow()
    ).id as string;
    await db().updateTable('device').set({ number_block: 9999 }).where('store_id', '=', storeId).execute();
    await generateHistory(db(), storeId, { days: 8, perDay: 30, seed: 5, until: '2026-11-10' });
    ({ gql: owner } = await signIn(server));
  });
  afterAll(() => server?.close());

  it('pages the check report in the chosen order, and its totals and count cover the whole range', async () => {
    const { rows: raw } = await sql<{
      id: string;
      total: string;
      subtotal: string;
      paid: string;
    }>`select c.id,
        c.total::text as total, c.subtotal::text as subtotal,
        (select coalesce(sum(p.amount - p.change), 0) from check_payment p
          where p.store_id = c.store_id and p.check_id = c.id)::text as paid
      from pos_check c join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
      where c.store_id = ${storeId} and w.business_date between ${FROM}::date and ${TO}::date`.execute(db());
    expect(raw.length).toBeGreaterThan(100);

    // Column 11 is the total: largest first, 37 at a time.
    const pages = await everyPage('check-report', 37, { column: 11, desc: true });
    const rows = pages.flatMap((p) => p.rows);
    expect(pages.every((p) => p.count === raw.length)).toBe(true);
    expect(pages.slice(0, -1).every((p) => p.rows.length === 37)).toBe(true);
    expect(rows.map((r) => r.id).sort()).toEqual(raw.map((r) => r.id).sort());
    const totals = rows.map((r) => Number(r.cells[11]));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    const sum = (k: 'total' | 'subtotal' | 'paid') => raw.reduce((s, r) => s + Number(r[k]), 0);
    for (const p of pages) {
      expect(p.totals[0]).toBe(String(raw.length));
      expect(p.totals[7]).toBe(String(sum('subtotal')));
      expect(p.totals[11]).toBe(String(sum('total')));
      expect(p.totals[12]).toBe(String(sum('paid')));
    }

    // Without a page: the first 1000 rows in the report's own order (business date, then opening).
    const whole = await report('check-report');
    expect(whole.count).toBe(raw.length);
    expect(whole.rows).toHaveLength(raw.length);
    const dates = whole.rows.map((r) => r.cells[1]!);
    expect(dates).toEqual([...dates].sort());
  });

  it('pages the payment tickets by amount, smallest first, with every payment once', async () => {
    const { rows: raw } = await sql<{ n: string; amount: string }>`select count(*)::text as n,
        coalesce(sum(p.amount), 0)::text as amount
      from check_payment p join pos_check c on c.store_id = p.store_id and c.id = p.check_id
      join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
      where p.store_id = ${storeId} and w.business_date between ${FROM}::date and ${TO}::date`.execute(db());
    const pages = await everyPage('detailed-payment-tickets-report', 50, { column: 6, desc: false });
    const amounts = pages.flatMap((p) => p.rows.map((r) => Number(r.cells[6])));
    expect(amounts).toHaveLength(Number(raw[0]!.n));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(amounts.reduce((s, a) => s + a, 0)).toBe(Number(raw[0]!.amount));
    expect(pages[0]!.totals[6]).toBe(raw[0]!.amount);
    expect(pages[0]!.count).toBe(Number(raw[0]!.n));
  });

  it('refuses a page it cannot give, in words', async () => {
    const message = async (code: string, page: Record<string, unknown>) =>
      (await ask(code, page)).errors?.[0]?.message;
    expect(await message('check-report', { limit: 0 })).toBe(
      'A page holds from 1 to 5000 rows, from row 0 on.',
    );
    expect(await message('check-report', { limit: 5001 })).toBe(
      'A page holds from 1 to 5000 rows, from row 0 on.',
    );
    expect(await message('check-report', { offset: -1, limit: 10 })).toBe(
      'A page holds from 1 to 5000 rows, from row 0 on.',
    );
    expect(await message('check-report', { limit: 10, sort: { column: 14 } })).toBe(
      'The report has no such column to sort by.',
    );
    expect(await message('summary', { limit: 10 })).toBe('This report has no pages.');
  });
});
