import { sql } from 'kysely';
import { AppError } from '../../../core/errors.js';
import {
  DEFAULT_TRACKER_SETTINGS,
  isClockTime,
  isHexColour,
  TRACKER_ALIGNMENTS,
  TRACKER_COLUMN_TITLE_MAX,
  TRACKER_DAYS,
  TRACKER_ICONS,
  TRACKER_STATUSES,
  TRACKER_TITLE_MAX,
  type OrderTrackerSettings,
  type TrackerColumn,
  type TrackerDay,
} from '../../../core/order-tracker.js';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../services/ids.js';

/** The settings as the API takes them: the numbers and lists as sent, checked here. */
export type OrderTrackerInput = Partial<Record<keyof OrderTrackerSettings, unknown>>;

const refuse = (field: string, key: string, params: Record<string, string | number> = {}): never => {
  const full = `orderTracker.errors.${key}`;
  throw new AppError('VALIDATION', full, params, [{ field, key: full, params }]);
};

/** Both columns, preparing first, from what was stored or sent (a missing one shown, untitled). */
function allColumns(given: readonly Partial<TrackerColumn>[]): TrackerColumn[] {
  return TRACKER_STATUSES.map((status) => {
    const c = given.find((x) => x.status === status);
    return { status, title: String(c?.title ?? ''), shown: c?.shown ?? true };
  });
}

/** The store's order tracker settings; its defaults before the first save. */
export async function readTrackerSettings(db: Db, storeId: string): Promise<OrderTrackerSettings> {
  const row = await db
    .selectFrom('order_tracker_setting')
    .selectAll()
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_TRACKER_SETTINGS, columns: allColumns(DEFAULT_TRACKER_SETTINGS.columns) };
  return {
    title: row.title as string,
    icon: row.icon as OrderTrackerSettings['icon'],
    background: row.background as string,
    alignment: row.alignment as OrderTrackerSettings['alignment'],
    image_id: (row.image_id as string | null) ?? null,
    columns: allColumns(row.columns as TrackerColumn[]),
    days: TRACKER_DAYS.filter((d) => (row.days as string[]).includes(d)),
    from: row.from_time as string,
    to: row.to_time as string,
  };
}

/** The settings as sent, checked and trimmed; a refusal names the first field at fault. */
export async function checkedTrackerSettings(
  db: Db,
  storeId: string,
  input: OrderTrackerInput,
): Promise<OrderTrackerSettings> {
  const title = String(input.title ?? '').trim();
  if (title.length > TRACKER_TITLE_MAX) refuse('title', 'titleTooLong', { max: TRACKER_TITLE_MAX });
  const icon = String(input.icon ?? '');
  if (!Object.hasOwn(TRACKER_ICONS, icon)) refuse('icon', 'icon');
  if (!isHexColour(input.background)) refuse('background', 'background');
  const alignment = String(input.alignment ?? '');
  if (!(TRACKER_ALIGNMENTS as readonly string[]).includes(alignment)) refuse('alignment', 'alignment');
  const given = (Array.isArray(input.columns) ? input.columns : []) as Partial<TrackerColumn>[];
  for (const c of given)
    if (!(TRACKER_STATUSES as readonly string[]).includes(String(c.status)))
      refuse('columns', 'unknownStatus', { status: String(c.status) });
  if (new Set(given.map((c) => c.status)).size !== given.length) refuse('columns', 'statusTwice');
  const columns = allColumns(given.map((c) => ({ ...c, title: String(c.title ?? '').trim() })));
  if (!columns.some((c) => c.shown)) refuse('columns', 'noColumn');
  for (const c of columns)
    if (c.title.length > TRACKER_COLUMN_TITLE_MAX)
      refuse(`columns.${c.status}`, 'columnTitleTooLong', { max: TRACKER_COLUMN_TITLE_MAX });
  const days = (Array.isArray(input.days) ? input.days : []) as string[];
  if (days.some((d) => !(TRACKER_DAYS as readonly string[]).includes(d))) refuse('days', 'unknownDay');
  if (days.length === 0) refuse('days', 'daysRequired');
  if (!isClockTime(input.from)) refuse('from', 'time');
  if (!isClockTime(input.to)) refuse('to', 'time');
  if ((input.to as string) <= (input.from as string)) refuse('to', 'toAfterFrom');
  const image = input.image_id ? String(input.image_id) : null;
  if (image !== null) {
    const found =
      isUuid(image) &&
      (await db
        .selectFrom('media')
        .select('id')
        .where('store_id', '=', storeId)
        .where('id', '=', image)
        .where('use', '=', 'order-tracker')
        .executeTakeFirst());
    if (!found) refuse('image_id', 'imageUnknown');
  }
  return {
    title,
    icon: icon as OrderTrackerSettings['icon'],
    background: (input.background as string).toLowerCase(),
    alignment: alignment as OrderTrackerSettings['alignment'],
    image_id: image,
    columns,
    days: TRACKER_DAYS.filter((d) => days.includes(d)) as TrackerDay[],
    from: input.from as string,
    to: input.to as string,
  };
}

/** Saves the store's settings (checked first, then written in one transaction) and answers them as stored. */
export async function saveTrackerSettings(
  db: Db,
  storeId: string,
  input: OrderTrackerInput,
): Promise<OrderTrackerSettings> {
  const s = await checkedTrackerSettings(db, storeId, input);
  const row = {
    title: s.title,
    icon: s.icon,
    background: s.background,
    alignment: s.alignment,
    image_id: s.image_id,
    columns: JSON.stringify(s.columns),
    days: JSON.stringify(s.days),
    from_time: s.from,
    to_time: s.to,
  };
  await db.transaction().execute((tx) =>
    tx
      .insertInto('order_tracker_setting')
      .values({ store_id: storeId, ...row })
      .onConflict((oc) => oc.column('store_id').doUpdateSet({ ...row, updated_at: sql`now()` }))
      .execute(),
  );
  return readTrackerSettings(db, storeId);
}
