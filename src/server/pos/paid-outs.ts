import { AppError } from '../../core/errors.js';
import type { FieldError } from '../../core/validation.js';
import type { DevicePaidOut } from '../../../generated/device-types.js';
import type { Db } from '../db/database.js';
import type { Catalog } from './catalog.js';
import { bodyHash, insertRecord, invalid, storedRecord, type DeviceScope } from './records.js';

/** The body of a paid out as the device sends it (schemas/device/device-paid-out.schema.json), defaults filled in. */
export type PaidOutInput = DevicePaidOut;

/** Records cash paid out of the drawer; the same id again answers the same, another body is refused. */
export async function recordPaidOut(
  tx: Db,
  scope: DeviceScope,
  input: PaidOutInput,
  catalog: Catalog,
): Promise<{ paid_out: { id: string; working_day_id: string; amount: number } }> {
  const errors: FieldError[] = [];
  const reason = catalog.paidOuts.get(input.paid_out_id);
  if (!reason) errors.push({ field: 'paid_out_id', key: 'deviceApi.errors.unknownPaidOut' });
  if (!catalog.employees.has(input.employee_id))
    errors.push({ field: 'employee_id', key: 'deviceApi.errors.unknownEmployee' });
  const approver = input.approved_by ? catalog.employees.get(input.approved_by) : undefined;
  if (input.approved_by && !approver)
    errors.push({ field: 'approved_by', key: 'deviceApi.errors.unknownEmployee' });
  else if (reason?.managerApproval && !approver?.manager)
    errors.push({ field: 'approved_by', key: 'deviceApi.errors.managerApproval' });
  if (errors.length) throw invalid(errors);
  const hash = bodyHash(input);
  const existing = await storedRecord(tx, 'paid_out_record', scope, input.id, [
    'working_day_id',
    'request_hash',
  ]);
  if (existing) {
    if (existing.request_hash !== hash) throw new AppError('DUPLICATE', 'deviceApi.errors.recordChanged');
    return {
      paid_out: { id: input.id, working_day_id: existing.working_day_id as string, amount: input.amount },
    };
  }
  const values = {
    id: input.id,
    paid_out_id: input.paid_out_id,
    reason: reason!.reason,
    amount: input.amount,
    employee_id: input.employee_id,
    approved_by: input.approved_by ?? null,
    comment: input.comment ?? null,
    paid_at: input.paid_at,
  };
  const day = await insertRecord(tx, scope, catalog.timeZone, 'paid_out_record', input.paid_at, values, hash);
  return { paid_out: { id: input.id, working_day_id: day.id, amount: input.amount } };
}
