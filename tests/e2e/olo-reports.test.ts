import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { businessDate } from '../../src/core/checks.js';
import { addDays } from '../../src/core/reports.js';
import { loadCatalog, recordKitchenResend } from '../../src/server/pos/index.js';
import { uuidv7 } from '../../src/server/services/ids.js';
import { chooseOption, LOGIN_LABELS, signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, poll } from '../helpers/suite.js';

const OLO = '/office/pages/daily-report-olo';
const AUDIT = '/office/pages/reports/resend-audit-report';
const SPANISH_LOGIN = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

const L = {
  en: {
    range: 'Date range',
    preset: 'Last 30 Days',
    totals: 'Totals',
    olo: 'Daily Report',
    oloSection: 'Online Ordering',
    audit: 'Resend Audit Report',
    wholeCheck: 'Whole check',
    table: (title: string) => `${title} table`,
    chart: (title: string) => `Chart of the ${title}`,
    columns: ['Orders', 'Subtotal', 'Total', 'Average ticket'],
    auditColumns: ['Date and time', 'Check', 'Item', 'Quantity', 'Employee', 'Reason'],
  },
  es: {
    range: 'Periodo',
    preset: 'Últimos 30 días',
    totals: 'Totales',
    olo: 'Informe diario',
    oloSection: 'Pedidos en línea',
    audit: 'Auditoría de reenvíos',
    wholeCheck: 'Cuenta completa',
    table: (title: string) => `Tabla de ${title}`,
    chart: (title: string) => `Gráfico de ${title}`,
    columns: ['Pedidos', 'Subtotal', 'Total', 'Ticket promedio'],
    auditColumns: ['Fecha y hora', 'Cuenta', 'Artículo', 'Cantidad', 'Empleado', 'Motivo'],
  },
};
type Words = (typeof L)['en'];

/** Money as the screen writes it ("$1,234.56"), as a number of dollars. */
const dollars = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));
const count = (text: string) => Number(text.replace(/[^0-9-]/g, ''));

/** The texts of the totals row's cells after its heading. */
async function totalsOf(page: Page): Promise<string[]> {
  return page.getByTestId('report-row-totals').getByRole('cell').allTextContents();
}

/*
 * Online ordering's daily report (/pages/daily-report-olo, under Online Ordering) and the resend audit
 * (/pages/reports/resend-audit-report) over a store's generated month: the owner sees each page's rows
 * and totals, equal to what the raw online checks and resends add up to, in English and in Spanish.
 */
describe('online ordering and resend reports', () => {
  const { server, freshPage } = consoleSuite({ seedHistoryDays: 12 });
  let olo: { orders: number; subtotal: number; total: number; days: number };
  let resends: { count: number; quantity: number; newest: { number: string; item: string } };

  beforeAll(async () => {
    const db = server().database.db;
    const store = await db
      .selectFrom('store')
      .select(['id', 'time_zone'])
      .where('slug', '=', 'demo-bistro')
      .executeTakeFirstOrThrow();
    const storeId = store.id as string;
    const today = businessDate(new Date(), store.time_zone as string);
    const range = { from: addDays(today, -29), to: today };
    // A whole check resent, beside the history's resends of one line: the last check of the history.
    const last = await db
      .selectFrom('pos_check')
      .select(['id', 'device_id', 'server_id', 'closed_at'])
      .where('store_id', '=', storeId)
      .where('status', '=', 'closed')
      .orderBy('opened_at', 'desc')
      .executeTakeFirstOrThrow();
    const latest = await db
      .selectFrom('kitchen_resend')
      .select(db.fn.max('resent_at').as('at'))
      .where('store_id', '=', storeId)
      .executeTakeFirst();
    const after = Math.max(
      new Date(last.closed_at as Date | string).getTime(),
      latest?.at ? new Date(latest.at as Date | string).getTime() : 0,
    );
    const catalog = await loadCatalog(db, storeId, { employees: [last.server_id as string] });
    await db.transaction().execute((tx) =>
      recordKitchenResend(
        tx,
        { storeId, deviceId: last.device_id as string },
        {
          id: uuidv7(),
          check_id: last.id as string,
          employee_id: last.server_id as string,
          reason: 'Customer request',
          // After every other resend, so that it leads the audit.
          resent_at: new Date(after + 60_000).toISOString(),
        },
        catalog,
      ),
    );
    const { rows } = await sql<Record<string, string>>`select
        count(*) filter (where c.status <> 'voided') as orders, coalesce(sum(c.subtotal), 0) as subtotal,
        coalesce(sum(c.total), 0) as total, count(distinct w.business_date) as days
      from pos_check c join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
      where c.store_id = ${storeId} and c.source = 'olo'
        and w.business_date between ${range.from}::date and ${range.to}::date`.execute(db);
    olo = {
      orders: Number(rows[0]!.orders),
      subtotal: Number(rows[0]!.subtotal) / 100,
      total: Number(rows[0]!.total) / 100,
      days: Number(rows[0]!.days),
    };
    expect(olo.orders).toBeGreaterThan(20);
    const { rows: sent } = await sql<Record<string, string>>`select count(*) as n,
        coalesce(sum(quantity), 0) as quantity
      from kitchen_resend where store_id = ${storeId}
        and business_date between ${range.from}::date and ${range.to}::date`.execute(db);
    const { rows: newest } = await sql<Record<string, string>>`select c.number::text as number,
        coalesce(i.name, '') as item
      from kitchen_resend r join pos_check c on c.store_id = r.store_id and c.id = r.check_id
      left join check_item i on i.store_id = r.store_id and i.id = r.check_item_id
      where r.store_id = ${storeId} order by r.resent_at desc limit 1`.execute(db);
    resends = {
      count: Number(sent[0]!.n),
      quantity: Number(sent[0]!.quantity),
      newest: { number: newest[0]!.number!, item: newest[0]!.item! },
    };
    expect(resends.count).toBeGreaterThan(2);
  });

  async function openOlo(page: Page, t: Words) {
    await page.getByRole('heading', { name: t.olo, level: 1 }).waitFor();
    // The page is Online Ordering's, in its section of the sidebar.
    await page
      .getByRole('list', { name: t.oloSection })
      .getByRole('link', { name: t.olo, exact: true })
      .waitFor();
    await chooseOption(page, page.getByRole('combobox', { name: t.range }), t.preset);
    const table = page.getByRole('table', { name: t.table(t.olo) });
    await table.waitFor();
    for (const column of t.columns)
      await table.getByRole('columnheader', { name: column, exact: true }).waitFor();
    await page.getByRole('img', { name: t.chart(t.olo) }).waitFor();
    // Sales are drawn as money.
    await poll(async () => (await page.getByTestId('report-chart').textContent()) ?? '').toContain('$');
    await poll(async () => count((await totalsOf(page))[0] ?? '')).toBe(olo.orders);
    const totals = await totalsOf(page);
    expect(dollars(totals[1]!)).toBe(olo.subtotal);
    expect(dollars(totals[5]!)).toBe(olo.total);
    expect(dollars(totals[6]!)).toBe(Math.round((olo.total * 100) / olo.orders) / 100);
    await page.getByTestId('report-row-totals').getByRole('rowheader', { name: t.totals }).waitFor();
    // One row per business date with online orders, then the totals, the previous period and the change.
    expect(await table.locator('tbody').getByRole('row').count()).toBe(olo.days);
    await page.getByTestId('report-row-previous').waitFor();
  }

  async function openAudit(page: Page, t: Words) {
    await page.goto(AUDIT);
    await page.getByRole('heading', { name: t.audit, level: 1 }).waitFor();
    await chooseOption(page, page.getByRole('combobox', { name: t.range }), t.preset);
    const table = page.getByRole('table', { name: t.table(t.audit) });
    await table.waitFor();
    for (const column of t.auditColumns)
      await table.getByRole('columnheader', { name: column, exact: true }).waitFor();
    await page.getByRole('img', { name: t.chart(t.audit) }).waitFor();
    // Resends per employee are counted, not money.
    const chart = page.getByTestId('report-chart');
    await poll(async () => /\d/.test((await chart.textContent()) ?? '')).toBe(true);
    expect(await chart.textContent()).not.toContain('$');
    await poll(async () => count((await totalsOf(page))[0] ?? '')).toBe(resends.count);
    expect(count((await totalsOf(page))[2]!)).toBe(resends.quantity);
    expect(await table.locator('tbody').getByRole('row').count()).toBe(resends.count);
    // Newest first: the whole check resent last leads.
    const first = table.locator('tbody').getByRole('row').first();
    const cells = await first.getByRole('cell').allTextContents();
    expect(cells.slice(0, 2)).toEqual([resends.newest.number, t.wholeCheck]);
    expect(cells[4]).toBe('Customer request');
  }

  test('shows the online orders and the resends with their totals, in English', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: OLO, labels: LOGIN_LABELS });
    await openOlo(page, L.en);
    await openAudit(page, L.en);
  });

  test('the same in Spanish', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: OLO, labels: SPANISH_LOGIN });
    await openOlo(page, L.es);
    await openAudit(page, L.es);
  });
});
