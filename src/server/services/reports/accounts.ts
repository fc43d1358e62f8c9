import { sql } from 'kysely';
import {
  cellsOf,
  field,
  tableReport,
  type ReadColumn,
  type ReportModule,
  type ReportQuery,
  type ReportRow,
} from './types.js';

/*
 * The reports of money kept outside the checks: customers' house accounts (house_account_movement)
 * and gift cards (gift_card_transaction). Movements carry the moment they were made; a range of
 * business dates is the moments from the first day's start (the store's business day start, in its
 * time zone) to the start of the day after the last one. These tables are small beside the checks,
 * so the reports read them directly.
 */

/** The range's first and last moments, and the store's time zone, as the one-row table `b` (start_at, end_at, time_zone). */
const bounds = (q: ReportQuery) => sql`(select
    ((${q.from}::date + coalesce(si.business_day_start, '00:00')::time)::timestamp at time zone s.time_zone) as start_at,
    (((${q.to}::date + 1) + coalesce(si.business_day_start, '00:00')::time)::timestamp at time zone s.time_zone) as end_at,
    s.time_zone
  from store s left join store_info si on si.store_id = s.id where s.id = ${q.storeId}) b`;

/** numeric(12,2) as cents, as text. */
const cents = (amount: string) => sql`(coalesce(${sql.raw(amount)}, 0) * 100)::bigint::text`;

/** A row as the queries read it; the totals row is marked by `totals`. */
type Row = { [field: string]: string | null | undefined };
const sum = (rows: readonly Row[], name: string) =>
  String(rows.reduce((s, r) => s + Number(r[name] ?? 0), 0));

// House account report ---------------------------------------------------------------------------

const HOUSE_COLUMNS: readonly ReadColumn<Row>[] = [
  field('customer', 'text', 'name'),
  field('openingBalance', 'money', 'opening'),
  field('charges', 'money'),
  field('payments', 'money'),
  field('adjustments', 'money'),
  field('closingBalance', 'money', 'closing'),
];

/**
 * Every customer with a house account (enabled, or with movements up to the range's end), by name:
 * what he owed when the range began, the range's charges, payments (what he paid, as a positive
 * amount) and adjustments, and what he owed at its end; the totals add them up.
 */
export const houseAccountReport = tableReport(HOUSE_COLUMNS, async (db, q) => {
  const { rows } = await sql<Row>`with m as (
      select m.customer_id,
        sum(m.amount) filter (where m.at < b.start_at) as opening,
        sum(m.amount) filter (where m.at >= b.start_at and m.kind = 'charge') as charges,
        -sum(m.amount) filter (where m.at >= b.start_at and m.kind = 'payment') as payments,
        sum(m.amount) filter (where m.at >= b.start_at and m.kind = 'adjustment') as adjustments,
        sum(m.amount) as closing
      from house_account_movement m cross join ${bounds(q)}
      where m.store_id = ${q.storeId} and m.at < b.end_at
      group by m.customer_id)
    select c.name, ${cents('m.opening')} as opening, ${cents('m.charges')} as charges,
      ${cents('m.payments')} as payments, ${cents('m.adjustments')} as adjustments,
      ${cents('m.closing')} as closing
    from customer c left join m on m.customer_id = c.id
    where c.store_id = ${q.storeId} and (c.house_account_enabled or m.customer_id is not null)
    order by c.name, c.id`.execute(db);
  const totals: Row = { totals: 'yes' };
  for (const k of ['opening', 'charges', 'payments', 'adjustments', 'closing']) totals[k] = sum(rows, k);
  return { rows, totals };
});

// Customer statement -----------------------------------------------------------------------------

/** The words of a statement's opening and closing rows (i18n keys); a movement's kind is the customer's. */
export const OPENING = 'reports.customer-statement.opening';
export const CLOSING = 'reports.customer-statement.closing';
export const movementLabel = (kind: string) => `entities.customer.choices.${kind}`;

const STATEMENT_COLUMNS: readonly ReadColumn<Row>[] = [
  field('movedAt', 'datetime', 'at'),
  field('customer', 'text', 'name'),
  field('movement', 'label'),
  field('check', 'text', 'number'),
  field('reason', 'text'),
  field('amount', 'money'),
  field('balance', 'money'),
];

/**
 * A customer's statement over the range (filter `customer_id`): his balance when it began, every
 * movement of his house account in order with the balance after it, and his balance at its end; a
 * charge that put a check on the account shows the check's number. With no customer chosen, the
 * statements of every customer whose account moved in the range or owed something, one after the
 * other by name. The totals: the movements' sum and the closing balances'.
 */
export const customerStatement: ReportModule = {
  columns: STATEMENT_COLUMNS,
  async run(db, q) {
    const chosen = q.filters.customer_id ?? null;
    const only = chosen ? sql`and c.id = ${chosen}` : sql``;
    const [{ rows: accounts }, { rows: moves }] = await Promise.all([
      sql<{ id: string; name: string; opening: string; moved: boolean }>`select c.id, c.name,
          ${cents('(select sum(m.amount) from house_account_movement m where m.store_id = c.store_id and m.customer_id = c.id and m.at < b.start_at)')} as opening,
          exists (select 1 from house_account_movement m where m.store_id = c.store_id and m.customer_id = c.id
            and m.at >= b.start_at and m.at < b.end_at) as moved
        from customer c cross join ${bounds(q)}
        where c.store_id = ${q.storeId} ${only}
        order by c.name, c.id`.execute(db),
      sql<Row>`select m.customer_id, to_char(m.at at time zone b.time_zone, 'YYYY-MM-DD HH24:MI') as at,
          m.kind, ch.number::text as number, m.reason, ${cents('m.amount')} as amount
        from house_account_movement m cross join ${bounds(q)}
        join customer c on c.store_id = m.store_id and c.id = m.customer_id
        left join pos_check ch on ch.store_id = m.store_id and ch.id = m.check_id
        where m.store_id = ${q.storeId} and m.at >= b.start_at and m.at < b.end_at ${only}
        order by m.at, m.id`.execute(db),
    ]);
    const byCustomer = new Map<string, Row[]>();
    for (const m of moves) byCustomer.set(m.customer_id!, [...(byCustomer.get(m.customer_id!) ?? []), m]);
    const rows: ReportRow[] = [];
    let moved = 0;
    let closing = 0;
    for (const a of accounts) {
      if (!chosen && !a.moved && Number(a.opening) === 0) continue;
      let balance = Number(a.opening);
      const line = (r: Row) => rows.push({ cells: cellsOf(STATEMENT_COLUMNS, { name: a.name, ...r }) });
      line({ movement: OPENING, number: '', reason: '', balance: String(balance) });
      for (const m of byCustomer.get(a.id) ?? []) {
        balance += Number(m.amount);
        moved += Number(m.amount);
        line({
          ...m,
          movement: movementLabel(m.kind!),
          number: m.number ?? '',
          reason: m.reason ?? '',
          balance: String(balance),
        });
      }
      line({ movement: CLOSING, number: '', reason: '', balance: String(balance) });
      closing += balance;
    }
    return {
      rows,
      totals: rows.length ? [null, null, null, null, null, String(moved), String(closing)] : null,
      chart: null,
    };
  },
};

// Gift card report -------------------------------------------------------------------------------

export const cardLabel = (lastFour: string | null | undefined) => `•••• ${lastFour ?? ''}`;
export const stateLabel = (state: string) => `entities.gift-card.choices.${state}`;

const CARD_COLUMNS: readonly ReadColumn<Row>[] = [
  { key: 'card', kind: 'text', read: (r) => (r.totals ? null : cardLabel(r.last_four)) },
  { key: 'state', kind: 'label', read: (r) => (r.totals ? null : stateLabel(r.state!)) },
  field('sold', 'money'),
  field('reloaded', 'money'),
  field('redeemed', 'money'),
  field('adjusted', 'money'),
  field('balance', 'money'),
  field('liability', 'money'),
];

/**
 * Every gift card with transactions up to the range's end, by its last four digits: its state when
 * the range ended, what the range sold, reloaded, redeemed (as a positive amount) and adjusted on
 * it, its balance at the range's end, and that balance again as outstanding liability when the card
 * was activated then. The totals add them up: the last one is the store's outstanding liability at
 * the range's end, which a later change of a card's state leaves as it was. A card's state then is
 * the last it took before the end (gift_card_state); a card whose transactions began before its
 * state was first recorded (made-up or moved history) had until then the state it was made with.
 */
export const giftCardReport = tableReport(CARD_COLUMNS, async (db, q) => {
  const { rows } = await sql<Row>`with c as (
      select g.id, g.last_four, g.state, b.end_at,
        sum(t.amount) filter (where t.at >= b.start_at and t.kind = 'sale') as sold,
        sum(t.amount) filter (where t.at >= b.start_at and t.kind = 'reload') as reloaded,
        -sum(t.amount) filter (where t.at >= b.start_at and t.kind = 'redemption') as redeemed,
        sum(t.amount) filter (where t.at >= b.start_at and t.kind = 'adjustment') as adjusted,
        sum(t.amount) as balance
      from gift_card g
      join gift_card_transaction t on t.store_id = g.store_id and t.gift_card_id = g.id
      cross join ${bounds(q)}
      where g.store_id = ${q.storeId} and t.at < b.end_at
      group by g.id, g.last_four, g.state, b.end_at)
    select c.last_four, s.state, ${cents('c.sold')} as sold, ${cents('c.reloaded')} as reloaded,
      ${cents('c.redeemed')} as redeemed, ${cents('c.adjusted')} as adjusted,
      ${cents('c.balance')} as balance,
      ${cents(`case when s.state = 'activated' then c.balance else 0 end`)} as liability
    from c cross join lateral (select coalesce(
        (select h.state from gift_card_state h where h.store_id = ${q.storeId} and h.gift_card_id = c.id
          and h.at < c.end_at order by h.at desc, h.id desc limit 1),
        (select h.state from gift_card_state h where h.store_id = ${q.storeId} and h.gift_card_id = c.id
          order by h.at, h.id limit 1),
        c.state) as state) s
    order by c.last_four, c.id`.execute(db);
  const totals: Row = { totals: 'yes' };
  for (const k of ['sold', 'reloaded', 'redeemed', 'adjusted', 'balance', 'liability'])
    totals[k] = sum(rows, k);
  return { rows, totals };
});
