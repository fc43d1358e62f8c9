/**
 * The manager's writes of time cards and working days (SPEC §5), each checked against every rule of
 * `core/time-cards` inside its transaction, with the employee's cards locked, and logged.
 */
import { AppError } from '../../../core/errors.js';
import {
  businessDateOf,
  isBusinessDate,
  pastWorkingDaySpan,
  workingDayFor,
  type TimeCardDraft,
  type WorkingDaySpan,
} from '../../../core/time-cards.js';
import type { Db } from '../../db/database.js';
import { logScoped } from '../../services/events.js';
import { isUuid, uuidv7 } from '../../services/ids.js';
import type { Scope } from '../../services/items.js';
import { cardErrors } from '../../pos/time-card-rules.js';
import { insertBreaks } from '../../pos/time-cards.js';
import {
  breaksOf,
  cardsQuery,
  daysBetween,
  employeeInStore,
  fieldError,
  KEY,
  shapeCard,
  storeClock,
  unknownCard,
  type CardRow,
  type TimeCardInput,
} from './service.js';

/** The system log's names for these writes. */
const CARD_ENTITY = 'time-card';
const DAY_ENTITY = 'working-day';

const draftOf = (input: TimeCardInput): TimeCardDraft => ({
  employee_id: input.employee_id || null,
  business_date: input.business_date || null,
  clock_in: input.clock_in || null,
  clock_out: input.clock_out || null,
  breaks: (input.breaks ?? []).map((b) => ({ break_in: b.break_in || null, break_out: b.break_out || null })),
});

/**
 * Checks a card against every rule, inside the caller's transaction and with the employee and their
 * cards locked; answers the working day it goes to. Refused with every broken rule at its field.
 */
async function checkedCard(
  tx: Db,
  storeId: string,
  draft: TimeCardDraft,
  exclude: string | null,
  now: number,
): Promise<WorkingDaySpan> {
  if (draft.employee_id) await employeeInStore(tx, storeId, draft.employee_id, true);
  const date = draft.business_date && isBusinessDate(draft.business_date) ? draft.business_date : null;
  const days = date ? await daysBetween(tx, storeId, date, date) : [];
  const clockIn = draft.clock_in ? Date.parse(draft.clock_in) : NaN;
  const day = date ? workingDayFor(days, date, Number.isNaN(clockIn) ? null : clockIn, now) : null;
  const errors = await cardErrors(tx, storeId, day, draft, exclude, now);
  if (errors.length) {
    const first = errors[0]!;
    throw new AppError('VALIDATION', first.key, first.params ?? {}, errors);
  }
  return day!;
}

async function writeCard(tx: Db, storeId: string, id: string, draft: TimeCardDraft, day: WorkingDaySpan) {
  const values = {
    employee_id: draft.employee_id!,
    working_day_id: day.id,
    clock_in: new Date(draft.clock_in!).toISOString(),
    clock_out: draft.clock_out ? new Date(draft.clock_out).toISOString() : null,
  };
  await tx
    .deleteFrom('time_card_break')
    .where('store_id', '=', storeId)
    .where('time_card_id', '=', id)
    .execute();
  const updated = await tx
    .updateTable('time_card')
    .set(values)
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await tx
      .insertInto('time_card')
      .values({ store_id: storeId, id, ...values, request_hash: `office:${id}` })
      .execute();
  await insertBreaks(
    tx,
    storeId,
    id,
    draft.breaks.map((b) => ({
      break_in: new Date(b.break_in!).toISOString(),
      break_out: new Date(b.break_out!).toISOString(),
    })),
  );
}

async function readCard(db: Db, storeId: string, id: string, now: number) {
  const row = (await cardsQuery(db, storeId).where('tc.id', '=', id).executeTakeFirst()) as
    CardRow | undefined;
  if (!row) throw unknownCard();
  const breaks = await breaksOf(db, storeId, [id]);
  return shapeCard(row, breaks.get(id) ?? [], now);
}

/** A card, locked until the transaction ends, with the status of its working day; refused when not the store's. */
async function lockCard(tx: Db, storeId: string, id: string) {
  if (!isUuid(id)) throw unknownCard();
  const card = await tx
    .selectFrom('time_card')
    .select(['id', 'employee_id', 'working_day_id'])
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!card) throw unknownCard();
  const day = await tx
    .selectFrom('working_day')
    .select('status')
    .where('store_id', '=', storeId)
    .where('id', '=', card.working_day_id as string)
    .executeTakeFirstOrThrow();
  return { ...card, dayStatus: day.status as string };
}

/** What the system log keeps of a card: who, which day, the times and the breaks. */
async function loggedCard(tx: Db, storeId: string, id: string) {
  const card = await readCard(tx, storeId, id, Date.now());
  return {
    employee_id: card.employee_id,
    business_date: card.business_date,
    clock_in: card.clock_in,
    clock_out: card.clock_out,
    breaks: card.breaks.map((b) => ({ break_in: b.break_in, break_out: b.break_out })),
  };
}

const log = (
  tx: Db,
  scope: Scope,
  entity: string,
  action: string,
  recordId: string,
  change: { before?: unknown; after?: unknown } = {},
) =>
  logScoped(tx, scope, {
    entity,
    action,
    recordId,
    ...change,
  });

export async function createTimeCard(db: Db, scope: Scope, input: TimeCardInput, now = Date.now()) {
  const draft = draftOf(input);
  const id = uuidv7();
  await db.transaction().execute(async (tx) => {
    const day = await checkedCard(tx, scope.storeId, draft, null, now);
    await writeCard(tx, scope.storeId, id, draft, day);
    await log(tx, scope, CARD_ENTITY, 'create', id, { after: await loggedCard(tx, scope.storeId, id) });
  });
  return readCard(db, scope.storeId, id, now);
}

/** Refused while the card's working day, or the one it moves to, is open (SPEC §5). */
export async function updateTimeCard(
  db: Db,
  scope: Scope,
  id: string,
  input: TimeCardInput,
  now = Date.now(),
) {
  const draft = draftOf(input);
  await db.transaction().execute(async (tx) => {
    const card = await lockCard(tx, scope.storeId, id);
    if (card.dayStatus === 'open') throw new AppError('VALIDATION', `${KEY}.editDayOpen`);
    const day = await checkedCard(tx, scope.storeId, draft, id, now);
    if (day.status === 'open') throw new AppError('VALIDATION', `${KEY}.editDayOpen`);
    const before = await loggedCard(tx, scope.storeId, id);
    await writeCard(tx, scope.storeId, id, draft, day);
    const after = await loggedCard(tx, scope.storeId, id);
    await log(tx, scope, CARD_ENTITY, 'update', id, { before, after });
  });
  return readCard(db, scope.storeId, id, now);
}

/** Refused while the card's working day is open (SPEC §5). Answers the card's id. */
export async function deleteTimeCard(db: Db, scope: Scope, id: string): Promise<string> {
  await db.transaction().execute(async (tx) => {
    const card = await lockCard(tx, scope.storeId, id);
    if (card.dayStatus === 'open') throw new AppError('DELETE_GUARDED', `${KEY}.deleteDayOpen`);
    const before = await loggedCard(tx, scope.storeId, id);
    await tx
      .deleteFrom('time_card_break')
      .where('store_id', '=', scope.storeId)
      .where('time_card_id', '=', id)
      .execute();
    await tx.deleteFrom('time_card').where('store_id', '=', scope.storeId).where('id', '=', id).execute();
    await log(tx, scope, CARD_ENTITY, 'delete', id, { before });
  });
  return id;
}

/**
 * A closed working day for a past date that has none, so that cards can be entered for it: from the
 * store's opening time that day (local midnight when it has no hours) to the end of that business day.
 */
export async function createWorkingDay(db: Db, scope: Scope, date: string, now = Date.now()) {
  if (!isBusinessDate(date)) throw fieldError('VALIDATION', 'business_date', 'dateInvalid');
  const { storeId } = scope;
  const id = uuidv7();
  await db.transaction().execute(async (tx) => {
    // Two managers creating the same date at once: the second waits, then finds the first's day.
    await tx.selectFrom('store').select('id').where('id', '=', storeId).forUpdate().execute();
    const { timeZone, hours, dayStart } = await storeClock(tx, storeId);
    if (date >= businessDateOf(now, timeZone))
      throw fieldError('VALIDATION', 'business_date', 'workingDayNotPast');
    if ((await daysBetween(tx, storeId, date, date)).length)
      throw fieldError('VALIDATION', 'business_date', 'workingDayExists');
    const span = pastWorkingDaySpan(hours, date, timeZone, dayStart);
    await tx
      .insertInto('working_day')
      .values({
        store_id: storeId,
        id,
        business_date: date,
        opened_at: new Date(span.opened_at).toISOString(),
        closed_at: new Date(span.closed_at).toISOString(),
        status: 'closed',
      })
      .execute();
    await log(tx, scope, DAY_ENTITY, 'create', id, {
      after: {
        business_date: date,
        status: 'closed',
        opened_at: new Date(span.opened_at).toISOString(),
        closed_at: new Date(span.closed_at).toISOString(),
      },
    });
  });
  const [day] = (await daysBetween(db, storeId, date, date)).filter((d) => d.id === id);
  return day!;
}
