import { lastFour, modifiersTotal, type CheckInput } from '../../core/checks.js';
import type { Db } from '../db/database.js';
import { uuidv7 } from '../services/ids.js';
import type { Catalog } from './catalog.js';
import { insertRows } from './records.js';
import { addToRollups } from './rollups/project.js';

/**
 * Writes the lines, modifiers, payments, refunds and ratings of checks whose rows are written, and
 * adds them (with the checks' own rows) to the rollups. A check's new version gives its lines the ids its older lines had, in
 * order (`lineIds`), so what names a line (a kitchen resend) still does.
 */
export async function writeCheckRows(
  tx: Db,
  storeId: string,
  businessDate: string,
  catalog: Catalog,
  checks: { input: CheckInput; row: Record<string, unknown> }[],
  oldLineIds: string[] = [],
): Promise<void> {
  if (!checks.length) return;
  const lineIds = new Map(checks.length === 1 ? [[checks[0]!.row.id as string, oldLineIds]] : []);
  const items: Record<string, unknown>[] = [];
  const modifiers: Record<string, unknown>[] = [];
  const payments: Record<string, unknown>[] = [];
  const refunds: Record<string, unknown>[] = [];
  const ratings: Record<string, unknown>[] = [];
  for (const { input, row } of checks) {
    const checkId = row.id as string;
    const lines = lineIds.get(checkId) ?? [];
    input.items.forEach((item, line) => {
      const itemId = lines[line] ?? uuidv7();
      items.push({
        store_id: storeId,
        id: itemId,
        check_id: checkId,
        line: line + 1,
        menu_item_id: item.menu_item_id,
        name: catalog.menuItems.get(item.menu_item_id)!,
        quantity: item.quantity,
        unit_price: item.unit_price,
        modifiers_total: modifiersTotal(item),
        tax: item.tax,
        discount: item.discount,
        void_reason_id: item.void?.reason_id ?? null,
        void_reason_name: item.void ? catalog.voidReasons.get(item.void.reason_id)!.name : null,
        void_approved_by: item.void?.approved_by ?? null,
      });
      for (const m of item.modifiers)
        modifiers.push({
          store_id: storeId,
          id: uuidv7(),
          check_item_id: itemId,
          modifier_item_id: m.modifier_item_id,
          name: catalog.modifierItems.get(m.modifier_item_id)!,
          quantity: m.quantity,
          price: m.price,
        });
    });
    const paymentIds = input.payments.map((p) => {
      const id = uuidv7();
      const type = catalog.payments.get(p.payment_id)!;
      payments.push({
        store_id: storeId,
        id,
        check_id: checkId,
        payment_id: p.payment_id,
        payment_name: type.name,
        payment_type: type.type,
        amount: p.amount,
        tip: p.tip,
        change: p.change,
        // Only the last four digits of a card, or of a gift card, are ever kept.
        card_last_four:
          p.card_number !== undefined
            ? lastFour(p.card_number)
            : p.gift_card_number !== undefined
              ? lastFour(p.gift_card_number)
              : null,
        account_type: p.account_type ?? null,
        entry_type: p.entry_type ?? null,
        auth_code: p.auth_code ?? null,
        approval_code: p.approval_code ?? null,
        terminal_number: p.terminal_number ?? null,
        transaction_id: p.transaction_id ?? null,
        authorized_amount: p.authorized_amount ?? null,
        expiration: p.expiration ?? null,
        paid_at: p.paid_at,
      });
      return id;
    });
    for (const r of input.refunds)
      refunds.push({
        store_id: storeId,
        id: uuidv7(),
        check_id: checkId,
        check_payment_id: paymentIds[r.payment]!,
        amount: r.amount,
        reason: r.reason,
        employee_id: r.employee_id,
        refunded_at: r.refunded_at,
      });
    for (const r of input.ratings)
      ratings.push({
        store_id: storeId,
        id: uuidv7(),
        check_id: checkId,
        menu_item_id: r.menu_item_id,
        rating: r.rating,
        comment: r.comment ?? null,
        rated_at: r.rated_at,
      });
  }
  await insertRows(tx, 'check_item', items);
  await insertRows(tx, 'check_item_modifier', modifiers);
  await insertRows(tx, 'check_payment', payments);
  await insertRows(tx, 'check_refund', refunds);
  await insertRows(tx, 'item_rating', ratings);
  await addToRollups(tx, storeId, {
    businessDate,
    timeZone: catalog.timeZone,
    checks: checks.map((c) => c.row),
    items,
    payments,
    refunds,
    ratings,
  });
}
