import { sql } from 'kysely';
import type { KitchenResendInput } from '../../core/checks.js';
import { AppError } from '../../core/errors.js';
import type { FieldError } from '../../core/validation.js';
import type { Db } from '../db/database.js';
import type { Catalog } from './catalog.js';
import { bodyHash, insertRows, invalid, recordOne, unique, type DeviceScope } from './records.js';
import { inWorkingDays } from './working-day.js';

export interface KitchenResendAnswer {
  kitchen_resend: {
    id: string;
    check_id: string;
    check_item_id: string | null;
    working_day_id: string;
    business_date: string;
    quantity: number;
  };
}

/**
 * Records kitchen resends (a whole check, or one line of it, sent to the kitchen again), inside the
 * caller's transaction: each is validated first (the employee, the check and its line of this store,
 * not before the check opened), then all are written in one statement, in the working day of their
 * check. The same id with the same body answers the first answer; another body is refused.
 */
export async function recordKitchenResends(
  tx: Db,
  scope: DeviceScope,
  resends: { input: KitchenResendInput; hash?: string }[],
  catalog: Catalog,
): Promise<KitchenResendAnswer[]> {
  if (!resends.length) return [];
  const { storeId } = scope;
  const checkIds = unique(resends.map((r) => r.input.check_id));
  const checks = new Map(
    (
      await inWorkingDays(tx, 'pos_check', 'c')
        .select(['c.id', 'c.working_day_id', 'c.opened_at'])
        .where('c.store_id', '=', storeId)
        .where('c.id', 'in', checkIds)
        .execute()
    ).map((r) => [r.id as string, r]),
  );
  const itemIds = unique(resends.map((r) => r.input.check_item_id));
  const items = new Map(
    itemIds.length
      ? (
          await tx
            .selectFrom('check_item')
            .select(['id', 'check_id', 'quantity'])
            .where('store_id', '=', storeId)
            .where('id', 'in', itemIds)
            .execute()
        ).map((r) => [r.id as string, r])
      : [],
  );
  const errors: FieldError[] = [];
  const err = (field: string, key: string) => errors.push({ field, key });
  for (const { input } of resends) {
    if (!catalog.employees.has(input.employee_id)) err('employee_id', 'deviceApi.errors.unknownEmployee');
    const check = checks.get(input.check_id);
    if (!check) err('check_id', 'deviceApi.errors.unknownCheck');
    const item = input.check_item_id ? items.get(input.check_item_id) : undefined;
    if (input.check_item_id && (!item || item.check_id !== input.check_id))
      err('check_item_id', 'deviceApi.errors.unknownCheckLine');
    if (item && input.quantity !== undefined && input.quantity > Number(item.quantity))
      err('quantity', 'deviceApi.errors.resendQuantity');
    if (check && Date.parse(input.resent_at) < new Date(check.opened_at as string).getTime())
      err('resent_at', 'deviceApi.errors.resentBeforeOpened');
  }
  if (errors.length) throw invalid(errors);
  const existing = new Map(
    (
      await tx
        .selectFrom('kitchen_resend')
        .select([
          'id',
          'check_id',
          'check_item_id',
          'working_day_id',
          'quantity',
          'request_hash',
          sql<string>`to_char(business_date, 'YYYY-MM-DD')`.as('business_date'),
        ])
        .where('store_id', '=', storeId)
        .where(
          'id',
          'in',
          resends.map((r) => r.input.id),
        )
        .execute()
    ).map((r) => [r.id as string, r]),
  );
  const answers: KitchenResendAnswer[] = [];
  const rows: Record<string, unknown>[] = [];
  for (const { input, hash = bodyHash(input) } of resends) {
    const found = existing.get(input.id);
    if (found) {
      if (found.request_hash !== hash) throw new AppError('DUPLICATE', 'deviceApi.errors.recordChanged');
      answers.push({
        kitchen_resend: {
          id: input.id,
          check_id: found.check_id as string,
          check_item_id: (found.check_item_id as string | null) ?? null,
          working_day_id: found.working_day_id as string,
          business_date: found.business_date as string,
          quantity: Number(found.quantity),
        },
      });
      continue;
    }
    const check = checks.get(input.check_id)!;
    const item = input.check_item_id ? items.get(input.check_item_id) : undefined;
    const answer: KitchenResendAnswer = {
      kitchen_resend: {
        id: input.id,
        check_id: input.check_id,
        check_item_id: input.check_item_id ?? null,
        working_day_id: check.working_day_id as string,
        business_date: check.business_date,
        quantity: input.quantity ?? (item ? Number(item.quantity) : 1),
      },
    };
    answers.push(answer);
    existing.set(input.id, { ...answer.kitchen_resend, request_hash: hash });
    rows.push({
      store_id: storeId,
      ...answer.kitchen_resend,
      employee_id: input.employee_id,
      employee_name: catalog.employees.get(input.employee_id)!.name,
      reason: input.reason ?? null,
      resent_at: input.resent_at,
      request_hash: hash,
    });
  }
  await insertRows(tx, 'kitchen_resend', rows);
  return answers;
}

/** Records one kitchen resend from a device, as `recordKitchenResends` does a batch. */
export const recordKitchenResend = recordOne(recordKitchenResends);
