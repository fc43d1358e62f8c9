import type { Cells, Expected, Row } from './compare.js';
import {
  n,
  t,
  average,
  share,
  hoursOf,
  hoursText,
  sumOf,
  SALES_KEYS,
  sumRows,
  salesCells,
  soldBy,
  byServer,
  net,
  tickets,
  payrollCells,
} from './cells.js';

/** A group's checks, guests, net sales and average check. */
const checkCells = (r: Row): Cells => [
  t(r.checks),
  t(r.guests),
  String(net(r)),
  String(average(net(r), n(r.checks))),
];

/** Per report code: what the rows of its statements say it shows. */
export const EXPECTED: Record<string, (hand: Row[][]) => Expected> = {
  summary: ([sales, payments]) => {
    const s = sales![0];
    const netSales = net(s!);
    const metric = (key: string, value: number): Cells => [`reports.metrics.${key}`, String(value)];
    return {
      rows: [
        metric('netSales', netSales),
        metric('grossSales', n(s!.subtotal)),
        metric('discounts', n(s!.discount)),
        metric('checks', n(s!.checks)),
        metric('guests', n(s!.guests)),
        metric('averageCheck', average(netSales, n(s!.checks))),
        metric('tax', n(s!.tax)),
        metric('tips', n(s!.tip)),
        metric('gratuities', n(s!.gratuity)),
        metric('total', n(s!.total)),
        metric('voids', n(s!.void_amount)),
        metric('voidedChecks', n(s!.voided_checks)),
        metric('refunds', sumOf(payments!, 'refunds')),
        ...payments!.map((p) => [p.name as string, t(p.collected)]),
      ],
      ordered: false,
      totals: null,
    };
  },
  'check-report': ([rows, totals]) => {
    const sums = totals![0]!;
    return {
      rows: rows!.map((r) => [
        r.number as string,
        r.date as string,
        r.opened as string,
        (r.closed as string | null) ?? '',
        r.order_type_name as string,
        r.server_name as string,
        `reports.checks.status.${r.status as string}`,
        ...['subtotal', 'discount', 'tax', 'tip', 'total', 'paid', 'refunded'].map((k) => t(r[k])),
      ]),
      ordered: true,
      totals: [
        t(sums!.checks),
        null,
        null,
        null,
        null,
        null,
        null,
        ...['subtotal', 'discount', 'tax', 'tip', 'total'].map((k) => t(sums![k])),
        t(sums.paid),
        t(sums.refunded),
      ],
      count: n(sums.checks),
    };
  },
  'daily-sales': ([rows]) => ({
    rows: rows!.map((r) => [r.key as string, ...salesCells(r)]),
    ordered: true,
    totals: [null, ...salesCells(sumRows(rows!, SALES_KEYS))],
  }),
  'hourly-report': ([rows]) => ({
    rows: rows!.map((r) => [r.key as string, ...salesCells(r)]),
    ordered: true,
    totals: [null, ...salesCells(sumRows(rows!, SALES_KEYS))],
  }),
  'category-report': soldBy(false),
  'menu-item-report': soldBy(true),
  'department-report': soldBy(false),
  'order-type-report': byServer((r, whole) => [
    ...checkCells(r),
    share(net(r), net(whole)),
    t(r.tax),
    t(r.total),
  ]),
  'server-report': byServer((r) => [
    ...checkCells(r),
    t(r.tax),
    t(r.tip),
    t(r.gratuity),
    t(r.total),
    t(r.void_amount),
  ]),
  'tips-report': byServer((r) => [
    t(r.checks),
    String(net(r)),
    t(r.tip),
    t(r.gratuity),
    share(n(r.tip), net(r)),
  ]),
  'payment-report': ([rows]) => {
    const keys = ['payments', 'amount', 'change', 'tip', 'refunds', 'refund_amount'];
    const cells = (r: Row): Cells =>
      [
        n(r.payments),
        n(r.amount),
        n(r.change),
        n(r.amount) - n(r.change),
        n(r.tip),
        n(r.refunds),
        n(r.refund_amount),
        n(r.amount) - n(r.change) - n(r.refund_amount),
      ].map(String);
    return {
      rows: rows!.map((r) => [r.name as string, r.type as string, ...cells(r)]),
      ordered: false,
      totals: [null, null, ...cells(sumRows(rows!, keys))],
    };
  },
  'tax-report': ([rows]) => ({
    rows: rows!.map((r) => [r.name as string, r.rate === null ? null : t(r.rate), t(r.taxable), t(r.tax)]),
    ordered: false,
    totals: [null, null, String(sumOf(rows!, 'taxable')), String(sumOf(rows!, 'tax'))],
  }),
  'discount-report': ([rows]) => {
    const cells = (checks: number, gross: number, items: number, all: number): Cells => [
      String(checks),
      String(gross),
      String(items),
      String(all - items),
      String(all),
      share(all, gross),
    ];
    const of = (r: Row) => cells(n(r.checks), n(r.gross), n(r.item_discount), n(r.discount));
    return {
      rows: rows!.map((r) => [r.date as string, ...of(r)]),
      ordered: true,
      totals: [null, ...of(sumRows(rows!, ['checks', 'gross', 'item_discount', 'discount']))],
    };
  },
  'void-report': ([rows]) => ({
    rows: rows!.map((r) => [
      r.label as string,
      (r.category as string | null) ?? '—',
      t(r.void_quantity),
      t(r.void_amount),
    ]),
    ordered: false,
    totals: [null, null, String(sumOf(rows!, 'void_quantity')), String(sumOf(rows!, 'void_amount'))],
  }),
  'refund-report': ([rows]) => ({
    rows: rows!.map((r) => [
      r.date as string,
      r.number as string,
      r.payment as string,
      r.employee as string,
      (r.reason as string | null) ?? null,
      t(r.amount),
    ]),
    ordered: true,
    totals: [null, String(rows!.length), null, null, null, String(sumOf(rows!, 'amount'))],
  }),
  'paid-outs-report': ([rows]) => ({
    rows: rows!.map((r) => [
      r.date as string,
      (r.reason as string | null) ?? null,
      r.employee as string,
      r.approver as string,
      r.comment as string,
      t(r.amount),
    ]),
    ordered: true,
    totals: [null, String(rows!.length), null, null, null, String(sumOf(rows!, 'amount'))],
  }),
  'drawer-report': ([rows]) => {
    const sums = [0, 0, 0, 0, 0, 0, 0];
    const out = rows!.map((r): Cells => {
      const expected = n(r.starting_bank) + n(r.cash) + n(r.adjustments) - n(r.paid_outs);
      const closing = r.closing_bank === null ? null : n(r.closing_bank);
      const overShort = closing === null ? null : closing - expected;
      const figures = [n(r.starting_bank), n(r.cash), n(r.paid_outs), n(r.adjustments), expected];
      figures.forEach((v, i) => (sums[i]! += v));
      sums[5]! += closing ?? 0;
      sums[6]! += overShort ?? 0;
      return [
        r.date as string,
        r.employee as string,
        r.device as string,
        r.opened as string,
        r.closed as string,
        ...figures.map(String),
        closing === null ? null : String(closing),
        overShort === null ? null : String(overShort),
      ];
    });
    return {
      rows: out,
      ordered: true,
      totals: [null, String(rows!.length), null, null, null, ...sums.map(String)],
    };
  },
  'labor-report': ([rows]) => {
    let hours = 0;
    let cost = 0;
    let netSales = 0;
    const out = rows!.map((r): Cells => {
      const h = hoursOf(n(r.worked));
      hours += h;
      cost += n(r.cost);
      netSales += n(r.net);
      return [r.date as string, hoursText(h), t(r.cost), t(r.net), share(n(r.cost), n(r.net))];
    });
    return {
      rows: out,
      ordered: true,
      totals: [
        null,
        hoursText(Math.round(hours * 100) / 100),
        String(cost),
        String(netSales),
        share(cost, netSales),
      ],
    };
  },
  'payroll-report': ([rows]) => {
    const sums = sumRows(rows!, ['worked', 'regular', 'overtime', 'regular_pay', 'overtime_pay']);
    return {
      rows: rows!.map((r) => [r.name as string, ...payrollCells(r)]),
      ordered: false,
      totals: [null, ...payrollCells(sums)],
    };
  },
  'employee-report': ([servers, cards]) => {
    const workedOf = new Map(cards!.map((c) => [c.employee_id as string, n(c.worked)]));
    // A server's sales figures and hours worked, on its row or the totals row.
    const cells = (s: Row, h: number): Cells => [
      ...checkCells(s),
      t(s.tip),
      t(s.void_amount),
      hoursText(h),
      String(h > 0 ? Math.round(net(s) / h) : 0),
    ];
    let hours = 0;
    const rows = servers!.map((s): Cells => {
      const h = hoursOf(workedOf.get(s.key as string) ?? 0);
      hours += h;
      return [s.label as string, ...cells(s, h)];
    });
    hours = Math.round(hours * 100) / 100;
    return {
      rows,
      ordered: false,
      totals: [null, ...cells(sumRows(servers!, SALES_KEYS), hours)],
    };
  },
  'rate-system-report': ([rows]) => {
    const cells = (r: Row): Cells => [
      t(r.ratings),
      n(r.ratings) ? (Math.round((n(r.points) / n(r.ratings)) * 100) / 100).toFixed(2) : '0.00',
      t(r.likes),
      t(r.dislikes),
      share(n(r.likes), n(r.ratings)),
    ];
    return {
      rows: rows!.map((r) => [r.name as string, ...cells(r)]),
      ordered: false,
      totals: [null, ...cells(sumRows(rows!, ['ratings', 'points', 'likes', 'dislikes']))],
    };
  },
  'detailed-payment-tickets-report': tickets,
  'manual-cc-transactions-report': tickets,
  'resend-audit-report': ([rows, totals]) => ({
    rows: rows!.map((r) => [
      r.resent_at as string,
      r.number as string,
      (r.item as string | null) ?? 'reports.resend-audit-report.wholeCheck',
      t(r.quantity),
      r.employee as string,
      r.reason as string,
    ]),
    ordered: true,
    totals: [null, t(totals![0]!.n), null, t(totals![0]!.quantity), null, null],
    count: n(totals![0]!.n),
  }),
  'daily-report-olo': ([rows]) => {
    const keys = ['orders', 'subtotal', 'discount', 'tax', 'tip', 'total'];
    const cells = (r: Row): Cells => [...keys.map((k) => t(r[k])), String(average(n(r.total), n(r.orders)))];
    return {
      rows: rows!.map((r) => [r.date as string, ...cells(r)]),
      ordered: true,
      totals: [null, ...cells(sumRows(rows!, keys))],
    };
  },
};
