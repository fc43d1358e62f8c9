import {
  formatDate,
  formatDateOnly,
  formatMoney,
  formatPercent,
  formatTime,
  formatTimeOfDay,
  parseDateOnly,
} from '../../core/formats.js';
import type { ColumnKind, SeriesUnit } from '../../core/reports.js';
import type { StoreSettings } from '../store/formats.js';
import type { ReportData, ReportRowData } from './data.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How a cell is written on screen and in the files: its text, and the number behind it when it has one. */
export interface Cell {
  text: string;
  /** Dollars for money, the count, the percentage; null for text. */
  number: number | null;
  unit: 'money' | 'count' | 'percent' | 'date' | 'datetime' | 'time' | 'text';
  /**
   * What a date, datetime or time cell stands for on the store's clock (YYYY-MM-DD, YYYY-MM-DD HH:mm,
   * HH:mm): the table sorts by it, whatever the store's formats, and the spreadsheet reads it.
   */
  date?: string;
}

export interface TableColumn {
  key: string;
  label: string;
  numeric: boolean;
}

export interface TableRow {
  id: string;
  cells: Cell[];
  /** A heading row of its own (summary: Payments by type). */
  heading?: boolean;
}

/** A report as the screen and the exports show it: the same words and numbers in both. */
export interface ReportTable {
  columns: TableColumn[];
  rows: TableRow[];
  /** Totals, the previous period's totals and the change, under the rows. */
  footer: TableRow[];
}

const EMPTY: Cell = { text: '', number: null, unit: 'text' };

function cellOf(
  kind: ColumnKind,
  raw: string | null,
  row: Pick<ReportRowData, 'unit' | 'group'>,
  settings: StoreSettings,
  translate: Translate,
): Cell {
  if (raw === null) return EMPTY;
  const unit = kind === 'value' ? (row.unit ?? 'money') : kind;
  switch (unit) {
    case 'money': {
      const dollars = Number(raw) / 100;
      return { text: formatMoney(dollars, settings.currencySymbol), number: dollars, unit: 'money' };
    }
    case 'count':
      return { text: Number(raw).toLocaleString('en-US'), number: Number(raw), unit: 'count' };
    case 'percent':
      return { text: `${raw}%`, number: Number(raw), unit: 'percent' };
    case 'date':
      return { text: formatDateOnly(raw, settings.dateFormat), number: null, unit: 'date', date: raw };
    case 'datetime': {
      const t = wallTimeOf(raw);
      return t
        ? {
            text: `${formatDate(t, settings.dateFormat)} ${formatTime(t, settings.hourFormat)}`,
            number: null,
            unit: 'datetime',
            date: raw,
          }
        : { text: raw, number: null, unit: 'text' };
    }
    case 'time': {
      const text = formatTimeOfDay(raw, settings.hourFormat);
      return text
        ? { text, number: null, unit: 'time', date: raw }
        : { text: raw, number: null, unit: 'text' };
    }
    case 'hour':
      return {
        text: formatTime({ hour: Number(raw), minute: 0, second: 0 }, settings.hourFormat),
        number: Number(raw),
        unit: 'text',
      };
    case 'label':
      return { text: row.group ? raw : translate(raw), number: null, unit: 'text' };
    default:
      return { text: raw, number: null, unit: 'text' };
  }
}

/** A moment the server wrote on the store's clock (YYYY-MM-DD HH:mm), or null when it is not one. */
export function wallTimeOf(raw: string) {
  const m = /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)$/.exec(raw);
  const day = m ? parseDateOnly(m[1]) : null;
  return day ? { ...day, hour: Number(m![2]), minute: Number(m![3]) } : null;
}

/** The change from a previous figure to this one, in percent with one decimal; null when there was none. */
export function change(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

const changeCell = (value: number | null): Cell =>
  value === null
    ? { text: '—', number: null, unit: 'text' }
    : { text: `${value > 0 ? '+' : ''}${value.toFixed(1)}%`, number: value, unit: 'percent' };

export function reportTable(data: ReportData, settings: StoreSettings, translate: Translate): ReportTable {
  const label = (key: string) => translate(`reports.columns.${key}`);
  // Stores side by side share a key: each is told apart by its place.
  const columns: TableColumn[] = data.columns.map((c, i) => ({
    key: c.title ? `${c.key}:${i}` : c.key,
    label: c.title ?? label(c.key),
    numeric: !['label', 'text', 'date', 'datetime', 'time', 'hour'].includes(c.kind),
  }));
  const cellsOf = (r: ReportRowData) =>
    data.columns.map((c, i) => cellOf(c.kind, r.cells[i] ?? null, r, settings, translate));
  const key = (r: ReportRowData) => `${r.group ?? ''}:${r.cells[0] ?? ''}`;
  const previous = data.previous;
  // A report without totals (summary) compares row by row: the previous value and the change beside each.
  if (previous && !data.totals) {
    const before = new Map(previous.rows.map((r) => [key(r), r]));
    columns.push(
      { key: 'previous', label: label('previous'), numeric: true },
      { key: 'change', label: label('change'), numeric: true },
    );
    // Stores side by side: the previous period is compared with the column of all of them, the last.
    const valueIndex = data.columns.findLastIndex((c) => c.kind === 'value');
    const rows = data.rows.map((r) => {
      const cells = cellsOf(r);
      const old = before.get(key(r));
      const prev = old
        ? cellOf('value', old.cells[valueIndex] ?? null, old, settings, translate)
        : cellOf('value', '0', r, settings, translate);
      return { r, cells: [...cells, prev, changeCell(change(cells[valueIndex]!.number, prev.number))] };
    });
    return { columns, rows: withHeadings(rows, translate, columns.length), footer: [] };
  }
  const rows = withHeadings(
    data.rows.map((r) => ({ r, cells: cellsOf(r) })),
    translate,
    columns.length,
  );
  const footer: TableRow[] = [];
  if (data.totals) {
    const totals = cellsOf({ cells: data.totals, unit: null, group: null });
    // A first column that totals something (the check report's count of checks) keeps its figure
    // beside the word: the files write the totals row as the screen does, count included.
    const counted = data.totals[0] ?? null;
    totals[0] = {
      text:
        counted === null
          ? translate('reports.totals')
          : translate('reports.totalsCount', { count: Number(counted).toLocaleString('en-US') }),
      number: null,
      unit: 'text',
    };
    footer.push({ id: 'totals', cells: totals });
    if (previous?.totals) {
      const prev = cellsOf({ cells: previous.totals, unit: null, group: null });
      prev[0] = {
        text: translate('reports.previousPeriod', {
          from: formatDateOnly(previous.from, settings.dateFormat),
          to: formatDateOnly(previous.to, settings.dateFormat),
        }),
        number: null,
        unit: 'text',
      };
      footer.push({ id: 'previous', cells: prev });
      footer.push({
        id: 'change',
        cells: totals.map((c, i) =>
          i === 0
            ? { text: translate('reports.changeRow'), number: null, unit: 'text' }
            : columns[i]!.numeric
              ? changeCell(change(c.number, prev[i]!.number))
              : EMPTY,
        ),
      });
    }
  }
  return { columns, rows, footer };
}

/** Rows with a heading before each group after the first (summary: Payments by type). */
function withHeadings(
  rows: { r: ReportRowData; cells: Cell[] }[],
  translate: Translate,
  width: number,
): TableRow[] {
  const out: TableRow[] = [];
  let group: string | null = null;
  rows.forEach(({ r, cells }, i) => {
    if (r.group && r.group !== group)
      out.push({
        id: `heading:${r.group}`,
        heading: true,
        cells: [
          { text: translate(`reports.groups.${r.group}`), number: null, unit: 'text' },
          ...Array.from({ length: width - 1 }, () => EMPTY),
        ],
      });
    group = r.group;
    out.push({ id: `${r.group ?? ''}:${i}`, cells });
  });
  return out;
}

/** A figure of a series as the table writes it: money (cents) in the store's symbol, a count, a percentage. */
export function seriesText(unit: SeriesUnit, value: number | null, settings: StoreSettings): string {
  const v = value ?? 0;
  switch (unit) {
    case 'money':
      return formatMoney(v / 100, settings.currencySymbol);
    case 'percent':
      return formatPercent(v);
    case 'count':
      return v.toLocaleString('en-US');
    default:
      return v.toLocaleString('en-US', { maximumFractionDigits: 2 });
  }
}
