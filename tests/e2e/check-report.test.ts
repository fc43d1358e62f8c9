import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { businessDate } from '../../src/core/checks.js';
import { addDays } from '../../src/core/reports.js';
import { chooseOption, LOGIN_LABELS, signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, poll } from '../helpers/suite.js';

const PATH = '/office/pages/reports/check-report';
const SPANISH_LOGIN = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

const L = {
  en: {
    heading: 'Check Report',
    range: 'Date range',
    rowsPerPage: /^Rows per page/,
    displayed: /^1–\d+ of \d+$/,
    preset: 'Last 30 Days',
    table: 'Check Report table',
    ticket: (n: number) => `Check ${n}`,
    refund: 'Refund',
    confirm: /^Refund from /,
    amount: 'Amount',
    reason: 'Reason',
    needsValue: 'Refund needs a value',
    done: 'The refund was recorded.',
    close: 'Close',
  },
  es: {
    heading: 'Informe de cuentas',
    range: 'Periodo',
    rowsPerPage: /^Filas por página/,
    displayed: /^1–\d+ de \d+$/,
    preset: 'Últimos 30 días',
    table: 'Tabla de Informe de cuentas',
    ticket: (n: number) => `Cuenta ${n}`,
    refund: 'Reembolsar',
    confirm: /^Reembolso de /,
    amount: 'Monto',
    reason: 'Motivo',
    needsValue: 'El reembolso necesita un valor',
    done: 'El reembolso fue registrado.',
    close: 'Cerrar',
  },
};
type Words = (typeof L)['en'];

/** Money as the screen writes it ("$1,234.56"), in cents. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);

/*
 * The owner, who holds every office and point-of-sale right, opens the check report, opens a ticket and
 * refunds part of a payment: an empty amount is refused first, then the refund shows on the ticket and
 * in the report's refund total.
 */
describe('check report', () => {
  const { server, freshPage } = consoleSuite({ seedHistoryDays: 6 });
  let checks: { number: number; left: number }[];

  beforeAll(async () => {
    const db = server().database.db;
    const store = await db
      .selectFrom('store')
      .select(['id', 'time_zone'])
      .where('slug', '=', 'demo-bistro')
      .executeTakeFirstOrThrow();
    const today = businessDate(new Date(), store.time_zone as string);
    // Closed checks of the last 30 days whose number no other check of the range has, with one payment.
    const { rows } = await sql<{ number: number; left: string }>`select c.number,
        min(p.amount - p.change) as left
      from pos_check c
      join working_day w on w.store_id = c.store_id and w.id = c.working_day_id
      join check_payment p on p.store_id = c.store_id and p.check_id = c.id
      where c.store_id = ${store.id} and c.status = 'closed'
        and w.business_date between ${addDays(today, -29)}::date and ${today}::date
        and (select count(*) from pos_check o join working_day ow on ow.store_id = o.store_id
          and ow.id = o.working_day_id where o.store_id = c.store_id and o.number = c.number
          and ow.business_date between ${addDays(today, -29)}::date and ${today}::date) = 1
        and not exists (select 1 from check_refund r where r.store_id = c.store_id and r.check_id = c.id)
      group by c.id, c.number having count(p.id) = 1 and min(p.amount - p.change) > 1000
      order by c.number`.execute(db);
    checks = rows.map((r) => ({ number: Number(r.number), left: Number(r.left) }));
    expect(checks.length).toBeGreaterThan(1);
  });

  async function openReport(page: Page, t: Words) {
    await page.getByRole('heading', { name: t.heading, level: 1 }).waitFor();
    await chooseOption(page, page.getByRole('combobox', { name: t.range }), t.preset);
    await page.getByRole('table', { name: t.table }).waitFor();
    const totals = page.getByTestId('report-row-totals').getByRole('cell').last();
    await totals.waitFor();
    // A page holds 50 checks at first; the range's every check on one page of 1000.
    await page.getByText(t.displayed).waitFor();
    const count = Number(
      (await page.getByText(t.displayed).textContent())!.split(/\s/).pop()!.replace(/\D/g, ''),
    );
    expect(count).toBeGreaterThan(50);
    await expect.poll(() => page.getByRole('table', { name: t.table }).locator('tbody tr').count()).toBe(50);
    await chooseOption(page, page.getByRole('combobox', { name: t.rowsPerPage }), '1000');
    await expect
      .poll(() => page.getByRole('table', { name: t.table }).locator('tbody tr').count())
      .toBe(count);
    return totals;
  }

  /** Opens a ticket from its row, asks for a refund with no amount, and answers the message shown. */
  async function refundWithoutAmount(page: Page, t: Words, number: number) {
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: String(number), exact: true }) })
      .click();
    const ticket = page.getByRole('dialog', { name: t.ticket(number) });
    await ticket.waitFor();
    await ticket.getByRole('button', { name: t.refund, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: t.confirm });
    await confirm.getByRole('textbox', { name: t.reason, exact: true }).fill('Cold soup');
    await confirm.getByRole('button', { name: t.refund, exact: true }).click();
    await confirm.getByRole('alert').filter({ hasText: t.needsValue }).waitFor();
    return { ticket, confirm };
  }

  test('a refund of part of a payment, after the empty amount is refused, moves the totals', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: PATH, labels: LOGIN_LABELS });
    const totals = await openReport(page, L.en);
    const before = cents(await totals.textContent());
    const { ticket, confirm } = await refundWithoutAmount(page, L.en, checks[0]!.number);
    await confirm.getByRole('textbox', { name: L.en.amount, exact: true }).fill('2.50');
    await confirm.getByRole('button', { name: L.en.refund, exact: true }).click();
    await ticket.getByRole('status').filter({ hasText: L.en.done }).waitFor();
    await ticket.getByTestId('check-refund').filter({ hasText: 'Cold soup' }).waitFor();
    await ticket.getByRole('button', { name: L.en.close, exact: true }).click();
    await poll(async () => cents(await totals.textContent())).toBe(before + 250);
    const refunded = await server()
      .database.db.selectFrom('check_refund')
      .select(['amount', 'reason'])
      .where('reason', '=', 'Cold soup')
      .execute();
    expect(refunded).toEqual([{ amount: 250, reason: 'Cold soup' }]);
  });

  test('the empty amount is refused in Spanish too, and nothing is refunded', async () => {
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: PATH, labels: SPANISH_LOGIN });
    await openReport(page, L.es);
    const count = async () =>
      (await server().database.db.selectFrom('check_refund').select('id').execute()).length;
    const before = await count();
    await refundWithoutAmount(page, L.es, checks[1]!.number);
    expect(await count()).toBe(before);
  });
});
