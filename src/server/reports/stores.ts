import { AppError } from '../../core/errors.js';
import { operationAllowed } from '../../core/permissions.js';
import { DATE_PRESETS, presetRange, REPORT_MODULE, type DatePreset } from '../../core/reports.js';
import { toAccessUser, type AccessService, type Principal } from '../auth/access.js';
import type { Database, Db } from '../db/database.js';
import { storeCalendar } from '../services/calendar.js';
import { byStore, type StorePart } from './consolidate.js';
import type { ReportDeclaration } from './define.js';
import { reportOf, runReport, type ReportAnswer } from './run.js';

/** The most stores one report is run over. */
export const REPORT_STORES_MAX = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Access = Pick<AccessService, 'principal' | 'storesOf'>;

/** What guards a report: its module (or its own page's) and its own code, as in one store. */
const guardOf = (def: ReportDeclaration) => ({
  module: def.page?.module ?? REPORT_MODULE,
  permission: def.code,
});

/** Whether the user may see the report in a store: his jobs there hold its module and code. */
async function mayRun(access: Access, userId: string, storeId: string, def: ReportDeclaration) {
  const principal = await access.principal(userId, storeId);
  return !!principal && operationAllowed(toAccessUser(principal), guardOf(def));
}

/** The stores where the user may see a report, by name: the choice of "All my stores". */
export async function reportStores(
  access: Access,
  userId: string,
  def: ReportDeclaration,
): Promise<{ id: string; name: string }[]> {
  const stores = await access.storesOf(userId);
  const allowed = await Promise.all(stores.map((s) => mayRun(access, userId, s.id, def)));
  return stores.filter((_, i) => allowed[i]).map(({ id, name }) => ({ id, name }));
}

/** A store a report was run over, and the business dates it was run over there. */
export interface ReportStore {
  id: string;
  name: string;
  from: string;
  to: string;
}

export interface StoresAnswer extends ReportAnswer {
  stores: ReportStore[];
  leftOut: string[];
}

/**
 * A store's own report. Dates chosen by a preset are the preset's in that store's calendar (its
 * Today is its own business date, in its time zone); dates chosen by hand are the same everywhere.
 */
async function storeAnswer(
  conn: Db,
  storeId: string,
  args: Parameters<typeof runReport>[2],
  reports: readonly ReportDeclaration[],
): Promise<ReportAnswer> {
  const preset = (DATE_PRESETS as readonly unknown[]).includes(args.preset)
    ? (args.preset as DatePreset)
    : null;
  if (!preset) return runReport(conn, storeId, args, reports);
  const { today, weekStart } = await storeCalendar(conn, storeId);
  return runReport(conn, storeId, { ...args, ...presetRange(preset, today, weekStart) }, reports);
}

/**
 * A report run over several stores and put together (the declaration's `consolidate`, by store
 * unless it says otherwise): each store's own report, with its own business dates and time zone
 * (storeAnswer).
 * A store where the user may not see the report is left out and named so; money is added only when
 * the stores keep it in one currency; a report whose rows are records (paged), and filters (which
 * name one store's records), are for one store at a time.
 */
export async function consolidatedReport(
  database: Pick<Database, 'db' | 'inOneTurn'>,
  access: Access,
  principal: Principal,
  storeIds: readonly string[],
  args: Parameters<typeof runReport>[2],
  reports: readonly ReportDeclaration[],
): Promise<StoresAnswer> {
  const def = reportOf(reports, args.code);
  const ids = [...new Set(storeIds)];
  if (ids.length > REPORT_STORES_MAX)
    throw new AppError('VALIDATION', 'reports.errors.tooManyStores', { max: REPORT_STORES_MAX });
  if (ids.some((id) => !UUID.test(id))) throw new AppError('VALIDATION', 'reports.errors.badStore');
  const allowed = await Promise.all(ids.map((id) => mayRun(access, principal.userId, id, def)));
  const leftOut = ids.filter((_, i) => !allowed[i]);
  const chosen = ids.filter((_, i) => allowed[i]);
  if (!chosen.length) throw new AppError('597-1', 'errors.notAuthorized');
  const stores = await database.db
    .selectFrom('store')
    .leftJoin('store_info', 'store_info.store_id', 'store.id')
    .select(['store.id', 'store.name', 'store_info.currency'])
    .where('store.id', 'in', chosen)
    .orderBy('store.name')
    .orderBy('store.id')
    .execute();
  if (stores.length > 1) {
    if (def.paged) throw new AppError('VALIDATION', 'reports.errors.pagedOneStore');
    if (Object.values(args.filters ?? {}).some(Boolean))
      throw new AppError('VALIDATION', 'reports.errors.filtersOneStore');
    const currencies = [...new Set(stores.map((s) => (s.currency as string | null) ?? 'USD'))].sort();
    if (currencies.length > 1)
      throw new AppError('VALIDATION', 'reports.errors.currencies', { currencies: currencies.join(', ') });
  }
  const parts: StorePart[] = await Promise.all(
    stores.map(async (s) => ({
      store: { id: s.id as string, name: s.name as string },
      answer: await database.inOneTurn((conn) => storeAnswer(conn, s.id as string, args, reports)),
    })),
  );
  const named = parts.map((p) => ({ ...p.store, from: p.answer.from, to: p.answer.to }));
  if (parts.length === 1) return { ...parts[0]!.answer, stores: named, leftOut };
  const { count: _count, ...first } = parts[0]!.answer;
  return {
    ...first,
    ...(def.consolidate ?? byStore)(def.columns, parts),
    stores: named,
    leftOut,
  };
}
