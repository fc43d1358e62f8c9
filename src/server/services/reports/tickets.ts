import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { pageLimit, pageOf, pageOrder } from './paged.js';
import { share } from './sales.js';
import {
  cellsOf,
  columnChart,
  field,
  sumOf,
  tableReport,
  type ReadColumn,
  type ReportModule,
  type ReportQuery,
} from './types.js';

/** Payment types paid by card. */
export const CARD_PAYMENT_TYPES = ['credit-card', 'debit-card'] as const;

/**
 * Entry types of a card typed in by hand rather than read from the card (chip, contactless, swiped):
 * the history writes `manual`; devices may send `keyed` or either with "entry" after it. Compared
 * without case.
 */
export const MANUAL_ENTRY_TYPES = ['manual', 'keyed', 'manual entry', 'keyed entry'] as const;

/** A payment `p` paid by a card typed in by hand, in SQL (rollups.ts's isManualCard in JS). */
export const MANUAL_CARD_SQL = sql`p.payment_type in (${sql.join([...CARD_PAYMENT_TYPES])})
  and lower(p.entry_type) in (${sql.join([...MANUAL_ENTRY_TYPES])})`;

/** A payment's row as read (with the time it was paid), or the totals of the range (none). */
type TicketLine = Partial<Record<'paid_at' | 'number' | 'payment' | 'amount' | 'tip' | 'change', string>> &
  Partial<Record<'last_four' | 'entry_type' | 'auth_code', string | null>>;

/** A text of the payment that it may lack: blank on its row, nothing on the totals row. */
const optional =
  (field: 'last_four' | 'entry_type' | 'auth_code') =>
  (r: TicketLine): string | null =>
    r.paid_at === undefined ? null : (r[field] ?? '');

const TICKET_COLUMNS: readonly ReadColumn<TicketLine>[] = [
  field('paidAt', 'datetime', 'paid_at'),
  field('check', 'text', 'number'),
  field('payment', 'text'),
  { key: 'lastFour', kind: 'text', read: optional('last_four') },
  { key: 'entryType', kind: 'text', read: optional('entry_type') },
  { key: 'authCode', kind: 'text', read: optional('auth_code') },
  field('amount', 'money'),
  field('tips', 'money', 'tip'),
  field('changeGiven', 'money', 'change'),
];

/** Every payment of the range's checks, or only the cards typed in by hand, in the order they were paid. */
async function tickets(db: Db, q: ReportQuery, manualOnly: boolean) {
  const page = pageOf(q);
  const manual = manualOnly ? sql`and ${MANUAL_CARD_SQL}` : sql``;
  // Day by day (a lateral join on each working day of the range), so that the first page in the
  // report's own order reads the first days only (`offset 0` keeps the planner from flattening it).
  const range = sql`from working_day w
    cross join lateral (select c.number, p.*
      from pos_check c join check_payment p on p.store_id = c.store_id and p.check_id = c.id
      where c.store_id = w.store_id and c.working_day_id = w.id ${manual} offset 0) p
    where w.store_id = ${q.storeId} and w.business_date between ${q.from}::date and ${q.to}::date`;
  const sorts = [
    sql`p.paid_at`,
    sql`p.number`,
    sql`p.payment_name`,
    sql`p.card_last_four`,
    sql`p.entry_type`,
    sql`p.auth_code`,
    sql`p.amount`,
    sql`p.tip`,
    sql`p.change`,
  ];
  const { rows } = await sql<{
    paid_at: string;
    number: string;
    payment: string;
    last_four: string | null;
    entry_type: string | null;
    auth_code: string | null;
    amount: string;
    tip: string;
    change: string;
  }>`select
      to_char(p.paid_at at time zone (select time_zone from store where id = ${q.storeId}),
        'YYYY-MM-DD HH24:MI') as paid_at,
      p.number::text as number, p.payment_name as payment, p.card_last_four as last_four,
      p.entry_type, p.auth_code, p.amount::text as amount, p.tip::text as tip, p.change::text as change
    ${range}
    ${pageOrder(page, sorts, sql`w.business_date, p.paid_at, p.number, p.id`)} ${pageLimit(page)}`.execute(
    db,
  );
  // The totals of every payment of the range, from the payment rollup.
  const pre = manualOnly ? 'manual_' : '';
  const [sums] = (
    await sql<{ n: string; amount: string; tip: string; change: string }>`select
        coalesce(sum(${sql.ref(`${pre}payments`)}), 0)::text as n,
        coalesce(sum(${sql.ref(`${pre}amount`)}), 0)::text as amount,
        coalesce(sum(${sql.ref(`${pre}tip`)}), 0)::text as tip,
        coalesce(sum(${sql.ref(`${pre}change`)}), 0)::text as change
      from report_payment_day
      where store_id = ${q.storeId} and business_date between ${q.from}::date and ${q.to}::date`.execute(db)
  ).rows;
  return {
    rows: rows.map((r) => ({ cells: cellsOf(TICKET_COLUMNS, r) })),
    totals: cellsOf(TICKET_COLUMNS, {
      number: sums!.n,
      amount: sums!.amount,
      tip: sums!.tip,
      change: sums!.change,
    }),
    chart: null,
    count: Number(sums!.n),
  };
}

/** One row per payment of the range: when, which check, how it was paid and for how much. */
export const detailedPaymentTicketsReport: ReportModule = {
  columns: TICKET_COLUMNS,
  run: (db, q) => tickets(db, q, false),
};

/** The card payments of the range whose card was typed in by hand (MANUAL_ENTRY_TYPES). */
export const manualCcTransactionsReport: ReportModule = {
  columns: TICKET_COLUMNS,
  run: (db, q) => tickets(db, q, true),
};

/** A menu item's ratings (the totals row has no name). */
interface Rated {
  name?: string;
  ratings: number;
  points: number;
  likes: number;
  dislikes: number;
}

/** An average rating with two decimals, as text; 0.00 without ratings. */
const averageRating = (x: Rated) =>
  x.ratings ? (Math.round((x.points / x.ratings) * 100) / 100).toFixed(2) : '0.00';

const RATING_COLUMNS: readonly ReadColumn<Rated>[] = [
  field('menuItem', 'text', 'name'),
  field('ratings', 'count'),
  { key: 'averageRating', kind: 'text', read: averageRating },
  field('likes', 'count'),
  field('dislikes', 'count'),
  {
    key: 'likeShare',
    kind: 'percent',
    read: (x) => share(x.likes, x.ratings),
    whole: { share: ['likes', 'ratings'] },
  },
];

/**
 * The guests' ratings of the range's checks per menu item: how many, their average (two decimals),
 * the likes (4 or 5) and dislikes (1 or 2); best average first.
 */
export const rateSystemReport = tableReport(RATING_COLUMNS, async (db, q) => {
  const { rows } = await sql<Required<Rated>>`select g.*,
      coalesce(m.name, (select i.name from check_item i where i.store_id = ${q.storeId}
        and i.menu_item_id = g.menu_item_id order by i.id desc limit 1), '—') as name
    from (select menu_item_id, sum(ratings)::int as ratings, sum(points)::int as points,
        sum(likes)::int as likes, sum(dislikes)::int as dislikes
      from report_rating_day
      where store_id = ${q.storeId} and business_date between ${q.from}::date and ${q.to}::date
      group by menu_item_id) g
    left join menu_item m on m.store_id = ${q.storeId} and m.id = g.menu_item_id`.execute(db);
  const items = rows
    .map((r) => ({
      name: r.name,
      ratings: Number(r.ratings),
      points: Number(r.points),
      likes: Number(r.likes),
      dislikes: Number(r.dislikes),
    }))
    .sort(
      (a, b) =>
        b.points / b.ratings - a.points / a.ratings || b.ratings - a.ratings || a.name.localeCompare(b.name),
    );
  const all = sumOf(['ratings', 'points', 'likes', 'dislikes'], items);
  return {
    rows: items,
    totals: all,
    chart: columnChart(RATING_COLUMNS, items, (x) => x.name, 'averageRating'),
  };
});
