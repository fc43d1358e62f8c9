/**
 * A coupon on an online order: what it takes off, worked out by the store from the priced lines, never
 * sent by the guest. An amount or a percentage comes off the order's items (spread over its lines, so
 * each line's tax is on what it charges); a buy-1-get-1 coupon takes its award off reward units, each
 * paired with a required unit of the order (the cheapest reward units first). The redemption itself,
 * with the coupon's maximum held under its row's lock, is written with the check (`redeemCoupon`).
 */
import { sql } from 'kysely';
import { itemGross, spreadCheckDiscount, type CheckItemInput } from '../../core/checks.js';
import { AppError } from '../../core/errors.js';
import { resourceByName } from '../../core/registry.js';
import { joinTableOf } from '../../core/resource.js';
import { inSchedule, type Schedule } from '../../core/schedule.js';
import type { Db } from '../db/database.js';
import { json } from '../services/promotions.js';

/** The longest code a guest may send (coupon codes are at most 40 characters). */
export const COUPON_CODE_MAX = 40;

interface CouponRow {
  id: string;
  code: string;
  description: string | null;
  type: 'percent' | 'amount';
  value: string | number | null;
  minimum_value: string | number | null;
  duration: unknown;
  max_coupons: number | null;
  redeemed: number;
  buy_one_get_one: boolean | null;
  award_discount: string | number | null;
}

/** A coupon that applies to an order, and what it takes off each of the order's lines, in cents. */
export interface AppliedCoupon {
  id: string;
  code: string;
  description: string | null;
  /** One share per line, in the lines' order. */
  shares: number[];
  /** The shares' sum. */
  discount: number;
}

const cents = (amount: string | number | null | undefined) => Math.round(Number(amount ?? 0) * 100);

/** Whether a coupon's duration holds on the store's wall clock: empty, it always does. */
function durationHolds(duration: Schedule | null, date: string, time: string): boolean {
  if (!duration) return true;
  if (!(duration.hours ?? []).length)
    return (!duration.from || date >= duration.from) && (!duration.to || date <= duration.to);
  return inSchedule(duration, date, time);
}

/** The ids of one of a coupon's lists of items, from its join table. */
async function itemList(db: Db, storeId: string, couponId: string, field: string): Promise<Set<string>> {
  const coupon = resourceByName('coupon');
  const table = joinTableOf(
    coupon,
    coupon.fields.find((f) => f.name === field)!,
  );
  const rows = await sql<{ target_id: string }>`select target_id from ${sql.table(table)}
    where store_id = ${storeId} and owner_id = ${couponId}`.execute(db);
  return new Set(rows.rows.map((r) => r.target_id));
}

/**
 * The reward of a buy-1-get-1 coupon, per line: each reward unit needs a required unit of its own
 * (a unit that is both cannot be its own requirement). Units only rewarded are taken first, then
 * units that are both, the cheapest of each first; the award is a percentage of the unit's price
 * with its choices.
 */
export function bogoShares(
  lines: readonly Pick<CheckItemInput, 'menu_item_id' | 'quantity' | 'unit_price' | 'modifiers'>[],
  required: ReadonlySet<string>,
  reward: ReadonlySet<string>,
  awardPercent: number,
): number[] {
  const unitOf = (i: number) => itemGross({ ...lines[i]!, quantity: 1 });
  const units = (pick: (id: string) => boolean) =>
    lines
      .flatMap((l, i) => (pick(l.menu_item_id) ? Array.from({ length: l.quantity }, () => i) : []))
      .sort((a, b) => unitOf(a) - unitOf(b));
  const onlyRequired = units((id) => required.has(id) && !reward.has(id)).length;
  const onlyReward = units((id) => reward.has(id) && !required.has(id));
  const both = units((id) => reward.has(id) && required.has(id));
  // Rewards from units only rewarded, each paired with a required unit (only required ones first).
  const x = Math.min(onlyReward.length, onlyRequired + both.length);
  const bothLeft = both.length - Math.max(0, x - onlyRequired);
  const requiredLeft = Math.max(0, onlyRequired - x);
  // Rewards from units that are both, each paired with another unit still unpaired.
  const y = Math.min(bothLeft, Math.floor((requiredLeft + bothLeft) / 2));
  const shares = lines.map(() => 0);
  for (const i of [...onlyReward.slice(0, x), ...both.slice(0, y)])
    shares[i]! += Math.round((unitOf(i) * awardPercent) / 100);
  return shares;
}

/**
 * The store's coupon with this code (any case) applied to priced lines at the store's wall clock;
 * refused, with the reason in the guest's words, when it is unknown or disabled, not valid then,
 * used up, the order is under its minimum, or (buy-1-get-1) the order has no unit to reward.
 */
export async function applyCoupon(
  db: Db,
  storeId: string,
  code: string,
  lines: readonly CheckItemInput[],
  local: { date: string; time: string },
  currency: string,
): Promise<AppliedCoupon> {
  const wanted = code.trim();
  const coupon =
    wanted && wanted.length <= COUPON_CODE_MAX
      ? (
          await sql<CouponRow>`select id, code, description, type, value, minimum_value, duration, max_coupons,
              redeemed, buy_one_get_one, award_discount
            from coupon where store_id = ${storeId} and upper(code) = ${wanted.toUpperCase()} and status = 'active'`.execute(
            db,
          )
        ).rows[0]
      : undefined;
  if (!coupon) throw new AppError('NOT_FOUND', 'errors.coupon.notFound');
  if (!durationHolds(json<Schedule | null>(coupon.duration ?? null), local.date, local.time))
    throw new AppError('VALIDATION', 'errors.coupon.notActive', { code: coupon.code });
  if (coupon.max_coupons != null && Number(coupon.redeemed) >= coupon.max_coupons)
    throw new AppError('VALIDATION', 'errors.coupon.exhausted', {
      code: coupon.code,
      max: coupon.max_coupons,
    });
  const gross = lines.map((l) => itemGross(l));
  const subtotal = gross.reduce((s, g) => s + g, 0);
  const minimum = cents(coupon.minimum_value);
  if (minimum > 0 && subtotal < minimum)
    throw new AppError('VALIDATION', 'olo.errors.couponMinimum', {
      code: coupon.code,
      amount: `${currency}${(minimum / 100).toFixed(2)}`,
    });
  let shares: number[];
  if (coupon.buy_one_get_one) {
    const [required, reward] = await Promise.all([
      itemList(db, storeId, coupon.id, 'required_item_ids'),
      itemList(db, storeId, coupon.id, 'reward_item_ids'),
    ]);
    shares = bogoShares(lines, required, reward, Number(coupon.award_discount ?? 100));
    if (!shares.some((s) => s > 0))
      throw new AppError('VALIDATION', 'olo.errors.couponNoReward', { code: coupon.code });
  } else {
    const off =
      coupon.type === 'percent'
        ? Math.round((subtotal * Number(coupon.value ?? 0)) / 100)
        : Math.min(cents(coupon.value), subtotal);
    shares = spreadCheckDiscount(off, gross);
  }
  return {
    id: coupon.id,
    code: coupon.code,
    description: coupon.description,
    shares,
    discount: shares.reduce((s, d) => s + d, 0),
  };
}
