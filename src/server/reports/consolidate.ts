import type { ReportColumn } from '../../core/report-def.js';
import type { AnsweredChart, ReportAnswer, ReportRow } from '../services/reports/types.js';

/** A store's own answer, as its own report gave it (its business days, its time zone). */
export interface StorePart {
  store: { id: string; name: string };
  answer: ReportAnswer;
}

/** The answer of several stores put together: what a consolidation writes. */
export type Consolidated = Pick<ReportAnswer, 'columns' | 'rows' | 'totals' | 'chart' | 'previous'>;

/** How a report puts its stores' answers together (a declaration's `consolidate`). */
export type Consolidate = (columns: readonly ReportColumn[], parts: readonly StorePart[]) => Consolidated;

/** The store's column that leads a report consolidated by store. */
const STORE_COLUMN: ReportColumn = { key: 'store', kind: 'text' };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ADDED: ReadonlySet<ReportColumn['kind']> = new Set(['money', 'count']);

/** The average of two totals, rounded to a whole number as the reports round it; 0 without a divisor. */
const ratio = (part: number, whole: number) => (whole ? Math.round(part / whole) : 0);
/** A percentage with two decimals, as the reports write it (services/reports/sales.ts `share`). */
const share = (part: number, whole: number) =>
  whole ? (Math.round((part / whole) * 10000) / 100).toFixed(2) : '0.00';

/** Decimals written by any of the cells (hours: 2; cents: 0). */
const decimals = (cells: readonly string[]) =>
  Math.max(0, ...cells.map((c) => (c.includes('.') ? c.length - c.indexOf('.') - 1 : 0)));

/** Cells added up: whole numbers exactly, decimals to the most any of them writes. */
function added(cells: readonly (string | null | undefined)[]): string | null {
  const present = cells.filter((c): c is string => c !== null && c !== undefined && c !== '');
  if (!present.length) return null;
  const places = decimals(present);
  if (places === 0) return String(present.reduce((sum, c) => sum + BigInt(c), 0n));
  const scale = 10 ** places;
  return (present.reduce((sum, c) => sum + Math.round(Number(c) * scale), 0) / scale).toFixed(places);
}

/**
 * The totals row of several stores, column by column (ReportColumn `whole`): money and counts (and
 * what says `sum`) added; ratios and shares recomputed from the consolidated totals of their columns;
 * any other cell kept where every store's is the same.
 */
export function wholeOf(
  columns: readonly ReportColumn[],
  totals: readonly (readonly (string | null)[] | null)[],
): (string | null)[] | null {
  const rows = totals.filter((t): t is readonly (string | null)[] => t !== null);
  if (!rows.length) return null;
  const at = (key: string) => columns.findIndex((c) => c.key === key);
  const out = columns.map((c, i) => {
    const cells = rows.map((r) => r[i] ?? null);
    if (c.whole === 'sum' || (!c.whole && ADDED.has(c.kind))) return added(cells);
    if (c.whole) return null;
    return cells.every((cell) => cell === cells[0]) ? cells[0]! : null;
  });
  columns.forEach((c, i) => {
    if (!c.whole || c.whole === 'sum') return;
    const [part, of] = 'ratio' in c.whole ? c.whole.ratio : c.whole.share;
    const [p, w] = [at(part), at(of)];
    if (p < 0 || w < 0) throw new Error(`column ${c.key}: no column ${p < 0 ? part : of} to compute it from`);
    const [a, b] = [Number(out[p] ?? 0), Number(out[w] ?? 0)];
    out[i] = 'ratio' in c.whole ? String(ratio(a, b)) : share(a, b);
  });
  return out;
}

/** Labels in the order they first come, dates in date order. */
function labelsOf(lists: readonly (readonly string[])[]): string[] {
  const labels = [...new Set(lists.flat())];
  return labels.every((l) => ISO_DATE.test(l)) ? labels.sort() : labels;
}

/**
 * The stores' charts as one: each series' values added at each label (money and counts); percentages
 * and other figures cannot be added and are left out. None when nothing is left.
 */
export function mergedChart(charts: readonly (AnsweredChart | null)[]): AnsweredChart | null {
  const present = charts.filter((c): c is AnsweredChart => c !== null);
  if (!present.length) return null;
  const labels = labelsOf(present.map((c) => c.labels));
  const place = new Map(labels.map((l, i) => [l, i]));
  const series: AnsweredChart['series'] = [];
  for (const chart of present)
    for (const s of chart.series) {
      if (s.unit !== 'money' && s.unit !== 'count') continue;
      let merged = series.find((m) => m.key === s.key);
      if (!merged) series.push((merged = { ...s, values: labels.map(() => 0) }));
      s.values.forEach((v, i) => (merged.values[place.get(chart.labels[i]!)!]! += v));
    }
  return series.length ? { labels, series } : null;
}

/** Each store's rows under its name, in the stores' order. */
const storeRows = (parts: readonly StorePart[], rowsOf: (a: ReportAnswer) => readonly ReportRow[]) =>
  parts.flatMap((p) => rowsOf(p.answer).map((r) => ({ ...r, cells: [p.store.name, ...r.cells] })));

/**
 * The default consolidation: every store's rows, each led by the store's name (a grouping by store),
 * the totals of all of them (wholeOf), and one chart of the stores' figures added up.
 */
export const byStore: Consolidate = (columns, parts) => {
  const whole = (totalsOf: (a: ReportAnswer) => (string | null)[] | null | undefined) => {
    const t = wholeOf(
      columns,
      parts.map((p) => totalsOf(p.answer) ?? null),
    );
    return t && [null, ...t];
  };
  const first = parts[0]!.answer.previous;
  return {
    columns: [STORE_COLUMN, ...columns],
    rows: storeRows(parts, (a) => a.rows),
    totals: whole((a) => a.totals),
    chart: mergedChart(parts.map((p) => p.answer.chart)),
    previous: first
      ? {
          from: first.from,
          to: first.to,
          rows: storeRows(parts, (a) => a.previous?.rows ?? []),
          totals: whole((a) => a.previous?.totals),
        }
      : null,
  };
};

/**
 * Figures side by side (the summary): a row per figure, a column per store with its own figure, and
 * a column of all of them. Money and counts are added; each of `ratios` (a figure's label: the
 * labels of the figures it divides) is the ratio of the added figures (an average check).
 */
export const sideBySide =
  (ratios: Readonly<Record<string, readonly [string, string]>>): Consolidate =>
  (columns, parts) => {
    const [label, value] = columns as [ReportColumn, ReportColumn];
    const table = (rowsOf: (a: ReportAnswer) => readonly ReportRow[]): ReportRow[] => {
      const byKey = new Map<string, { row: ReportRow; cells: (string | null)[] }>();
      parts.forEach((p, i) => {
        for (const r of rowsOf(p.answer)) {
          const key = `${r.group ?? ''}\u0000${r.cells[0]}`;
          let entry = byKey.get(key);
          if (!entry) byKey.set(key, (entry = { row: r, cells: parts.map(() => null) }));
          entry.cells[i] = r.cells[1] ?? null;
        }
      });
      const all = new Map([...byKey.values()].map((e) => [e.row.cells[0], added(e.cells)]));
      return [...byKey.values()].map(({ row, cells }) => {
        const divided = row.group ? undefined : ratios[row.cells[0] ?? ''];
        const sum = divided
          ? String(ratio(Number(all.get(divided[0]) ?? 0), Number(all.get(divided[1]) ?? 0)))
          : added(cells);
        return { ...row, cells: [row.cells[0] ?? null, ...cells, sum] };
      });
    };
    const first = parts[0]!.answer.previous;
    return {
      columns: [
        label,
        ...parts.map((p) => ({ ...value, key: 'store', title: p.store.name })),
        { ...value, key: 'allStores' },
      ],
      rows: table((a) => a.rows),
      totals: null,
      chart: mergedChart(parts.map((p) => p.answer.chart)),
      previous: first
        ? { from: first.from, to: first.to, rows: table((a) => a.previous?.rows ?? []), totals: null }
        : null,
    };
  };
