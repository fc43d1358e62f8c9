import type { TimeCardDraft, WorkingDaySpan } from '../../core/time-cards.js';
import { AppError } from '../../core/errors.js';
import type { FieldError } from '../../core/validation.js';
import type { DeviceTimeCard } from '../../../generated/device-types.js';
import type { Db } from '../db/database.js';
import type { Catalog } from './catalog.js';
import { bodyHash, insertNew, invalid, storedRecord, updateRecord, type DeviceScope } from './records.js';
import { cardErrors } from './time-card-rules.js';
import { openWorkingDay, workingDaySpan } from './working-day.js';

/** The body of a time card as the device sends it (schemas/device/device-time-card.schema.json), defaults filled in. */
export type TimeCardInput = DeviceTimeCard;

/**
 * The rules of a time card (SPEC §5) a device's record breaks in the working day it goes to: those
 * of `core/time-cards`, read as the office reads them, so that a card the point of sale recorded can
 * always be corrected in the office, and one the office would refuse is refused here too.
 */
export async function timeCardErrors(
  tx: Db,
  scope: DeviceScope,
  input: TimeCardInput,
  day: WorkingDaySpan,
  now = Date.now(),
): Promise<FieldError[]> {
  const draft: TimeCardDraft = {
    employee_id: input.employee_id,
    business_date: day.business_date,
    clock_in: input.clock_in,
    clock_out: input.clock_out ?? null,
    breaks: input.breaks,
  };
  return cardErrors(tx, scope.storeId, day, draft, input.id, now);
}

/**
 * Records a time card: the clock-in, and later the same card with its clock-out and breaks. A new
 * card goes to the open working day (opened at its clock-in when there is none), a clock-out to its
 * card's day; either is checked there by the office's rules. A card already clocked out is not
 * changed by the device; the same body again answers the same.
 */
export async function recordTimeCard(
  tx: Db,
  scope: DeviceScope,
  input: TimeCardInput,
  catalog: Catalog,
  now = Date.now(),
): Promise<{
  time_card: { id: string; working_day_id: string; clock_in: string; clock_out: string | null };
}> {
  if (!catalog.employees.has(input.employee_id))
    throw invalid([{ field: 'employee_id', key: 'deviceApi.errors.unknownEmployee' }]);
  const hash = bodyHash(input);
  const existing = await storedRecord(tx, 'time_card', scope, input.id, [
    'employee_id',
    'working_day_id',
    'clock_in',
    'clock_out',
    'request_hash',
  ]);
  const answer = (workingDayId: string) => ({
    time_card: {
      id: input.id,
      working_day_id: workingDayId,
      clock_in: new Date(input.clock_in).toISOString(),
      clock_out: input.clock_out ? new Date(input.clock_out).toISOString() : null,
    },
  });
  if (existing) {
    if (existing.request_hash === hash) return answer(existing.working_day_id as string);
    const sameStart =
      existing.employee_id === input.employee_id &&
      new Date(existing.clock_in as string).getTime() === Date.parse(input.clock_in);
    if (existing.clock_out || !sameStart) throw new AppError('DUPLICATE', 'deviceApi.errors.timeCardChanged');
  }
  // A refused card opens no day: the refusal rolls the transaction back.
  const dayId = existing
    ? (existing.working_day_id as string)
    : (await openWorkingDay(tx, scope.storeId, new Date(input.clock_in), catalog.timeZone)).id;
  const day = await workingDaySpan(tx, scope.storeId, dayId);
  const errors = await timeCardErrors(tx, scope, input, day, now);
  if (errors.length) throw invalid(errors);
  if (existing) {
    await updateRecord(tx, 'time_card', scope, input.id, { clock_out: input.clock_out ?? null }, hash);
    await tx
      .deleteFrom('time_card_break')
      .where('store_id', '=', scope.storeId)
      .where('time_card_id', '=', input.id)
      .execute();
  } else
    await tx
      .insertInto('time_card')
      .values({
        store_id: scope.storeId,
        id: input.id,
        employee_id: input.employee_id,
        working_day_id: day.id,
        clock_in: input.clock_in,
        clock_out: input.clock_out ?? null,
        request_hash: hash,
      })
      .execute();
  await insertBreaks(tx, scope.storeId, input.id, input.breaks);
  return answer(day.id);
}

/** Writes a time card's breaks (the device's, or the office's). */
export const insertBreaks = (
  tx: Db,
  storeId: string,
  timeCardId: string,
  breaks: readonly { break_in: string; break_out: string }[],
) =>
  insertNew(
    tx,
    'time_card_break',
    storeId,
    breaks.map((b) => ({ time_card_id: timeCardId, break_in: b.break_in, break_out: b.break_out })),
  );
