import { downloadCSV, type Exporter, type TranslateFunction } from 'react-admin';
import type { SystemLogEntry } from '../../providers/systemLog';
import { actionLabel, entityLabel, recordName } from './format';

/** The API's page limit: an export holds at most this many entries. */
export const EXPORT_LIMIT = 1000;

function csvCell(value: string): string {
  // A leading = + - @ would be read as a formula by spreadsheets.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text (with a byte-order mark, so spreadsheets read UTF-8): a header line, then one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return '\uFEFF' + [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The export's columns: headers in the user's language, values as recorded (ids, JSON). */
export function csvOf(translate: TranslateFunction, entries: readonly SystemLogEntry[]): string {
  const header = [
    translate('systemLog.columns.at'),
    translate('systemLog.columns.user'),
    'user_id',
    translate('systemLog.columns.entity'),
    translate('systemLog.columns.action'),
    translate('systemLog.columns.record'),
    translate('systemLog.columns.recordId'),
    translate('systemLog.details.before'),
    translate('systemLog.details.after'),
  ];
  const lines = entries.map((e) => [
    e.at,
    e.user_name ?? '',
    e.user_id ?? '',
    entityLabel(translate, e.entity),
    actionLabel(translate, e.action),
    recordName(e) ?? '',
    e.record_id ?? '',
    e.before ?? '',
    e.after ?? '',
  ]);
  return toCsv(header, lines);
}

/**
 * The list's exporter: the entries the list shows (its filter and order, up to EXPORT_LIMIT) as a
 * dated CSV file, and a note saying how many went out — and how many did not fit.
 */
export function systemLogExporter(options: {
  translate: TranslateFunction;
  notify: (message: string) => void;
  /** How many entries match the list's filter. */
  total: number | undefined;
}): Exporter<SystemLogEntry> {
  const { translate, notify, total } = options;
  return (entries) => {
    if (entries.length === 0) {
      notify(translate('systemLog.export.empty'));
      return;
    }
    downloadCSV(csvOf(translate, entries), `system-log-${new Date().toISOString().slice(0, 10)}`);
    notify(
      total !== undefined && total > entries.length
        ? translate('systemLog.export.limited', { limit: entries.length, count: total })
        : translate('systemLog.export.done', { count: entries.length }),
    );
  };
}
