/** The system log's GraphQL calls (allSystemLogs, _allSystemLogsMeta, systemLogUsers). */
import { graphqlRequest } from '../../graphql';

export interface SystemLogEntry {
  id: string;
  user_id: string | null;
  user_name: string | null;
  entity: string;
  record_id: string | null;
  action: string;
  /** JSON text of the record before the write; null for a create. */
  before: string | null;
  /** JSON text of the record after the write; null for a delete. */
  after: string | null;
  /** ISO date and time. */
  at: string;
}

export interface SystemLogUser {
  user_id: string;
  user_name: string | null;
}

/** The filter the API takes; `from` and `to` are ISO dates and times (both inclusive). */
export interface SystemLogQueryFilter {
  user_id?: string;
  entity?: string;
  action?: string;
  from?: string;
  to?: string;
}

/** The system log's calls, told apart from others by their network message. */
const request = <T>(query: string, variables?: Record<string, unknown>) =>
  graphqlRequest<T>(query, variables, 'systemLog.errors.network');

const ENTRY_FIELDS = 'id user_id user_name entity record_id action before after at';

export interface SystemLogPage {
  entries: SystemLogEntry[];
  total: number;
}

/** One page of entries, newest first, and how many match the filter. */
export async function fetchSystemLogs(params: {
  page: number;
  perPage: number;
  filter: SystemLogQueryFilter;
}): Promise<SystemLogPage> {
  const data = await request<{
    allSystemLogs: SystemLogEntry[];
    _allSystemLogsMeta: { count: number };
  }>(
    `query ($page: Int, $perPage: Int, $filter: SystemLogFilter) {
      allSystemLogs(page: $page, perPage: $perPage, sortField: "at", sortOrder: "DESC", filter: $filter) { ${ENTRY_FIELDS} }
      _allSystemLogsMeta(filter: $filter) { count }
    }`,
    params,
  );
  return { entries: data.allSystemLogs, total: data._allSystemLogsMeta.count };
}

export async function fetchSystemLogUsers(): Promise<SystemLogUser[]> {
  const data = await request<{ systemLogUsers: SystemLogUser[] }>('{ systemLogUsers { user_id user_name } }');
  return data.systemLogUsers;
}

/** The start of a local calendar day (`YYYY-MM-DD`) as an ISO instant. */
export function startOfLocalDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y!, m! - 1, d!).toISOString();
}

/** The last millisecond of a local calendar day (`YYYY-MM-DD`) as an ISO instant. */
export function endOfLocalDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(new Date(y!, m! - 1, d! + 1).getTime() - 1).toISOString();
}

/** Parses the JSON text of a recorded record; anything else is shown as it is. */
export function parseRecord(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { value: text };
  }
}

/** A recorded value as text: strings as they are, everything else as JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function csvCell(value: string): string {
  // A leading = + - @ would be read as a formula by spreadsheets.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text (with a byte-order mark, so spreadsheets read UTF-8): a header line, then one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return '\uFEFF' + [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** How a logged record is named: its name, or a person's first and last name, from after or before. */
export function recordName(entry: Pick<SystemLogEntry, 'before' | 'after'>): string | null {
  for (const json of [entry.after, entry.before]) {
    if (!json) continue;
    try {
      const r = JSON.parse(json) as Record<string, unknown>;
      if (typeof r.name === 'string' && r.name) return r.name;
      const person = [r.first_name, r.last_name].filter((x) => typeof x === 'string' && x).join(' ');
      if (person) return person;
    } catch {
      // Not JSON: no name to show.
    }
  }
  return null;
}
