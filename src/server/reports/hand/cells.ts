import { SALES_FIGURES } from '../../db/sales-figures.js';
import { one, type Cells, type Expected, type HandCheck, type Row } from './compare.js';
import { BY_SERVER, itemsBy } from './statements.js';

// The report's arithmetic on the sums: averages and shares rounded as the reports round them.

export const n = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const t = (v: unknown): string => String(n(v));
/** amount per count, half up; 0 without a count. */
export const average = (amount: number, count: number) => (count ? Math.round(amount / count) : 0);
/** A share in percent with two decimals. */
export const share = (part: number, whole: number) =>
  whole ? (Math.round((part / whole) * 10000) / 100).toFixed(2) : '0.00';
/** Milliseconds as hours, two decimals. */
export const hoursOf = (ms: number) => Math.round(ms / 36_000) / 100;
export const hoursText = (hours: number) => hours.toFixed(2);
export const sumOf = (rows: Row[], key: string) => rows.reduce((s, r) => s + n(r[key]), 0);

/** The sums of the sales rows: the rollups' sales figures. */
export const SALES_KEYS: readonly string[] = SALES_FIGURES;
export const sumRows = (rows: Row[], keys: readonly string[]): Row =>
  Object.fromEntries(keys.map((k) => [k, sumOf(rows, k)]));

export const salesCells = (r: Row): Cells => {
  const net = n(r.subtotal) - n(r.discount);
  return [
    n(r.checks),
    n(r.guests),
    n(r.subtotal),
    n(r.discount),
    net,
    average(net, n(r.checks)),
    n(r.tax),
    n(r.tip),
    n(r.gratuity),
    n(r.delivery_fee),
    n(r.total),
    n(r.void_amount),
  ].map(String);
};

export const ITEM_KEYS = ['quantity', 'gross', 'discount', 'tax', 'void_quantity', 'void_amount'];
export const soldCells = (r: Row, whole: Row): Cells => [
  t(r.quantity),
  t(r.gross),
  t(r.discount),
  String(n(r.gross) - n(r.discount)),
  share(n(r.gross) - n(r.discount), n(whole.gross) - n(whole.discount)),
  t(r.tax),
  t(r.void_quantity),
  t(r.void_amount),
];

export const soldBy =
  (withCategory: boolean) =>
  ([rows]: Row[][]): Expected => {
    const whole = sumRows(rows!, ITEM_KEYS);
    return {
      rows: rows!.map((r) => [
        r.label as string,
        ...(withCategory ? [(r.category as string | null) ?? '—'] : []),
        ...soldCells(r, whole),
      ]),
      ordered: false,
      totals: [null, ...(withCategory ? [null] : []), ...soldCells(whole, whole)],
    };
  };

export const byServer =
  (cells: (r: Row, whole: Row) => Cells) =>
  ([rows]: Row[][]): Expected => {
    const whole = sumRows(rows!, SALES_KEYS);
    return {
      rows: rows!.map((r) => [r.label as string, ...cells(r, whole)]),
      ordered: false,
      totals: [null, ...cells(whole, whole)],
    };
  };

/** The check of a report of the servers' sales (BY_SERVER): each server's cells after the name. */
export const serverSales = (cells: (r: Row, whole: Row) => Cells): HandCheck => ({
  statements: one(BY_SERVER),
  expected: byServer(cells),
});

/** The check of a report of the items sold by a level of the catalogue: `c` categories, `d` departments. */
export const soldByLevel = (level: 'c' | 'd'): HandCheck => ({
  statements: one(itemsBy(`${level}.id::text`, `coalesce(max(${level}.name), '—')`)),
  expected: soldBy(false),
});
export const net = (r: Row) => n(r.subtotal) - n(r.discount);

export const ticketCells = (r: Row): Cells => [
  r.paid_at as string,
  r.number as string,
  r.payment as string,
  (r.last_four as string | null) ?? '',
  (r.entry_type as string | null) ?? '',
  (r.auth_code as string | null) ?? '',
  t(r.amount),
  t(r.tip),
  t(r.change),
];
export const tickets = ([rows, totals]: Row[][]): Expected => {
  const sums = totals![0]!;
  return {
    rows: rows!.map(ticketCells),
    ordered: true,
    totals: [null, t(sums.n), null, null, null, null, t(sums.amount), t(sums.tip), t(sums.change)],
    count: n(sums.n),
  };
};

export const payrollCells = (r: Row): Cells => [
  hoursText(hoursOf(n(r.worked))),
  hoursText(hoursOf(n(r.regular))),
  hoursText(hoursOf(n(r.overtime))),
  t(r.regular_pay),
  t(r.overtime_pay),
  String(n(r.regular_pay) + n(r.overtime_pay)),
];

/** A group's checks, guests, net sales and average check. */
export const checkCells = (r: Row): Cells => [
  t(r.checks),
  t(r.guests),
  String(net(r)),
  String(average(net(r), n(r.checks))),
];
