import { AppError } from '../../core/errors.js';
import type { FieldError } from '../../core/validation.js';
import type { DeviceShift } from '../../../generated/device-types.js';
import type { Db } from '../db/database.js';
import { uuidv7 } from '../services/ids.js';
import type { Catalog } from './catalog.js';
import {
  bodyHash,
  insertNew,
  insertRecord,
  invalid,
  storedRecord,
  updateRecord,
  type DeviceScope,
} from './records.js';

/** The body of a shift as the device sends it (schemas/device/device-shift.schema.json), defaults filled in. */
export type ShiftInput = DeviceShift;

/**
 * Records a shift and its cash drawer: the opening, and later the same shift with its adjustments,
 * closing bank and close. A closed shift is not changed; the same body again answers the same.
 */
export async function recordShift(
  tx: Db,
  scope: DeviceScope,
  input: ShiftInput,
  catalog: Catalog,
): Promise<{ shift: { id: string; working_day_id: string; status: 'open' | 'closed' } }> {
  const errors: FieldError[] = [];
  if (!catalog.employees.has(input.employee_id))
    errors.push({ field: 'employee_id', key: 'deviceApi.errors.unknownEmployee' });
  if (input.closed_at && Date.parse(input.closed_at) < Date.parse(input.opened_at))
    errors.push({ field: 'closed_at', key: 'deviceApi.errors.closedBeforeOpened' });
  if (input.closed_at && input.closing_bank === undefined)
    errors.push({ field: 'closing_bank', key: 'deviceApi.errors.closingBankRequired' });
  if (errors.length) throw invalid(errors);
  const hash = bodyHash(input);
  const answer = (dayId: string) => ({
    shift: {
      id: input.id,
      working_day_id: dayId,
      status: input.closed_at ? ('closed' as const) : ('open' as const),
    },
  });
  const existing = await storedRecord(tx, 'shift', scope, input.id, [
    'employee_id',
    'device_id',
    'working_day_id',
    'closed_at',
    'request_hash',
  ]);
  let drawerId: string;
  if (existing) {
    if (existing.request_hash === hash) return answer(existing.working_day_id as string);
    if (
      existing.closed_at ||
      existing.employee_id !== input.employee_id ||
      existing.device_id !== scope.deviceId
    )
      throw new AppError('DUPLICATE', 'deviceApi.errors.recordChanged');
    await updateRecord(tx, 'shift', scope, input.id, { closed_at: input.closed_at ?? null }, hash);
    const drawer = await tx
      .updateTable('cash_drawer')
      .set({ starting_bank: input.starting_bank, closing_bank: input.closing_bank ?? null })
      .where('store_id', '=', scope.storeId)
      .where('shift_id', '=', input.id)
      .returning('id')
      .executeTakeFirstOrThrow();
    drawerId = drawer.id as string;
    await tx
      .deleteFrom('cash_drawer_adjustment')
      .where('store_id', '=', scope.storeId)
      .where('drawer_id', '=', drawerId)
      .execute();
  } else {
    const day = await insertRecord(
      tx,
      scope,
      catalog.timeZone,
      'shift',
      input.opened_at,
      {
        id: input.id,
        employee_id: input.employee_id,
        opened_at: input.opened_at,
        closed_at: input.closed_at ?? null,
      },
      hash,
    );
    drawerId = uuidv7();
    await tx
      .insertInto('cash_drawer')
      .values({
        store_id: scope.storeId,
        id: drawerId,
        shift_id: input.id,
        starting_bank: input.starting_bank,
        closing_bank: input.closing_bank ?? null,
      })
      .execute();
    if (!input.adjustments.length) return answer(day.id);
    await insertAdjustments(tx, scope.storeId, drawerId, input);
    return answer(day.id);
  }
  await insertAdjustments(tx, scope.storeId, drawerId, input);
  return answer(existing.working_day_id as string);
}

const insertAdjustments = (tx: Db, storeId: string, drawerId: string, input: ShiftInput) =>
  insertNew(
    tx,
    'cash_drawer_adjustment',
    storeId,
    input.adjustments.map((a) => ({ drawer_id: drawerId, amount: a.amount, reason: a.reason, at: a.at })),
  );
