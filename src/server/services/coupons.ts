import { sql } from 'kysely';
import { AppError } from '../../core/errors.js';
import { inSchedule, type Schedule } from '../../core/schedule.js';
import type { Db } from '../db/database.js';
import { uuidv7 } from './ids.js';

/** One use of a coupon on a check, as the POS records it. */
export interface Redemption {
  storeId: string;
  couponId: string;
  checkId: string;
  /** The store's wall clock at the moment (`YYYY-MM-DD`, `HH:mm`): the coupon's duration must hold it. */
  local?: { date: string; time: string };
  /** When it happened; now by default. */
  at?: Date;
}

export interface Redeemed {
  id: string;
  code: string;
  /** How many times the coupon has been redeemed, this one included. */
  redeemed: number;
  max: number | null;
}

interface CouponRow {
  code: string;
  status: string;
  duration: Schedule | null;
  redeemed: number;
  max_coupons: number | null;
}

/** Whether a coupon's duration holds at a local moment: empty, it is always available. */
function durationHolds(duration: Schedule | null, local: { date: string; time: string }): boolean {
  if (!duration) return true;
  const hasHours = (duration.hours ?? []).length > 0;
  if (!hasHours)
    return (!duration.from || local.date >= duration.from) && (!duration.to || local.date <= duration.to);
  return inSchedule(duration, local.date, local.time);
}

/**
 * Redeems a coupon on a check inside the caller's transaction: refused when the coupon is missing or
 * disabled, outside its duration, already on the check, or used its maximum number of times. The
 * count grows by a conditional update of the coupon's row, which holds the row's lock until the
 * transaction ends: of two redemptions of the last coupon the second waits, finds the count at the
 * maximum and is refused, so exactly one is written. A refusal throws, rolling the caller's
 * transaction back with what it wrote.
 */
export async function redeemCoupon(tx: Db, r: Redemption): Promise<Redeemed> {
  const coupon = (
    await sql<CouponRow>`select code, status, duration, redeemed, max_coupons from coupon
      where store_id = ${r.storeId} and id = ${r.couponId}`.execute(tx)
  ).rows[0];
  if (!coupon || coupon.status !== 'active') throw new AppError('NOT_FOUND', 'errors.coupon.notFound');
  if (r.local && !durationHolds(coupon.duration, r.local))
    throw new AppError('VALIDATION', 'errors.coupon.notActive', { code: coupon.code });
  const id = uuidv7();
  const inserted = await sql<{ id: string }>`insert into coupon_redemption
      (store_id, id, coupon_id, coupon_code, check_id, redeemed_at)
    values (${r.storeId}, ${id}, ${r.couponId}, ${coupon.code}, ${r.checkId}, ${(r.at ?? new Date()).toISOString()})
    on conflict (store_id, coupon_id, check_id) do nothing returning id`.execute(tx);
  if (inserted.rows.length === 0)
    throw new AppError('VALIDATION', 'errors.coupon.alreadyOnCheck', { code: coupon.code });
  // The row's lock is taken here; a concurrent redemption re-reads the row once it is released.
  const counted = (
    await sql<{ redeemed: number; max_coupons: number | null }>`update coupon
      set redeemed = redeemed + 1
      where store_id = ${r.storeId} and id = ${r.couponId} and status = 'active'
        and (max_coupons is null or redeemed < max_coupons)
      returning redeemed, max_coupons`.execute(tx)
  ).rows[0];
  if (!counted)
    throw new AppError('VALIDATION', 'errors.coupon.exhausted', {
      code: coupon.code,
      max: coupon.max_coupons ?? 0,
    });
  return { id, code: coupon.code, redeemed: Number(counted.redeemed), max: counted.max_coupons };
}

/** The redemptions of a coupon, newest first. */
export async function couponRedemptions(
  db: Db,
  storeId: string,
  couponId: string,
): Promise<{ id: string; check_id: string; redeemed_at: Date }[]> {
  return (
    await sql<{ id: string; check_id: string; redeemed_at: Date }>`select id, check_id, redeemed_at
      from coupon_redemption where store_id = ${storeId} and coupon_id = ${couponId}
      order by redeemed_at desc, id desc`.execute(db)
  ).rows;
}
