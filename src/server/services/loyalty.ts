/**
 * Customers' loyalty points (Perks): every movement is a row of `loyalty_movement` — points earned
 * on a check, points spent on a reward, an adjustment with its reason — and a customer's points are
 * their sum, read with the customer locked so that two spends at once cannot take more than he has.
 * The point of sale calls `earnLoyaltyForCheckIn` and `spendLoyaltyIn` inside a check's transaction;
 * the office adjusts through `adjustLoyaltyIn`.
 */
import { resourceByName } from '../../core/registry.js';
import type { Db } from '../db/database.js';
import { isUuid } from './ids.js';
import type { Scope } from './items.js';
import { toRecord } from './item-rows.js';
import { invalid, ledgerSum, lockOwner, LOYALTY_LEDGER, REASON_MAX, writeEntry } from './ledger.js';

export interface LoyaltyReward {
  points: number;
  name: string;
  type: 'percent' | 'amount' | 'item' | 'coupon';
  value?: number | null;
  menu_item_id?: string | null;
  coupon_id?: string | null;
}

export interface LoyaltyPlan {
  id: string;
  name: string;
  earn_by: 'spending' | 'visit';
  points_per_amount: number;
  points_per_visit: number;
  rewards: LoyaltyReward[];
}

export interface LoyaltyMovement {
  id: string;
  customer_id: string;
  kind: 'earn' | 'spend' | 'adjustment';
  points: number;
  amount: number | null;
  plan_id: string | null;
  reward_index: number | null;
  reason: string | null;
  check_id: string | null;
  user_name: string;
  at: string;
}

/** The most points one movement may move, and the largest check amount that earns. */
const MAX_POINTS = 100_000_000;
const MAX_AMOUNT = 9_999_999.99;

/** The store's active plan, if it has one (only one may be active). */
export async function activeLoyaltyPlan(db: Db, storeId: string): Promise<LoyaltyPlan | null> {
  const r = resourceByName('loyalty-plan');
  const row = await db
    .selectFrom(r.table)
    .selectAll()
    .where('store_id', '=', storeId)
    .where('status', '=', 'active')
    .orderBy('created_at')
    .executeTakeFirst();
  if (!row) return null;
  const plan = toRecord(r, row);
  return {
    id: String(plan.id),
    name: String(plan.name),
    earn_by: plan.earn_by === 'visit' ? 'visit' : 'spending',
    points_per_amount: Number(plan.points_per_amount ?? 1),
    points_per_visit: Number(plan.points_per_visit ?? 1),
    rewards: ((plan.rewards as LoyaltyReward[] | null) ?? []).map((w) => ({
      ...w,
      points: Number(w.points),
    })),
  };
}

/** The reward a balance reaches next (the cheapest one above it) and how many points are missing. */
export function nextReward(plan: LoyaltyPlan | null, points: number) {
  const ahead = (plan?.rewards ?? [])
    .map((reward, index) => ({ reward, index }))
    .filter((x) => x.reward.points > points)
    .sort((a, b) => a.reward.points - b.reward.points)[0];
  return ahead
    ? {
        index: ahead.index,
        name: ahead.reward.name,
        points: ahead.reward.points,
        missing: ahead.reward.points - points,
      }
    : null;
}

/** The points a check of this amount earns under the plan: per 1.00 spent (whole points) or per visit. */
export function pointsFor(plan: LoyaltyPlan, amount: number): number {
  if (plan.earn_by === 'visit') return plan.points_per_visit;
  // Cents times the rate, so that 12.30 at 1 point per 1.00 is 12 points, not 12.299999.
  return Math.floor((Math.round(amount * 100) * Math.round(plan.points_per_amount * 100)) / 10_000);
}

/** The sum of a customer's movements. */
export const loyaltyBalance = (db: Db, storeId: string, customerId: string) =>
  ledgerSum(db, LOYALTY_LEDGER, storeId, customerId);

/** The customer, locked until the transaction ends; refused when he is not of the store. */
const lockedCustomer = async (tx: Db, storeId: string, customerId: string) =>
  String((await lockOwner(tx, LOYALTY_LEDGER, storeId, customerId, ['name'])).name);

function wholePoints(points: unknown, field = 'points'): number {
  const n = Number(points);
  if (!Number.isInteger(n)) throw invalid(field, 'errors.loyalty.pointsWhole');
  if (Math.abs(n) > MAX_POINTS) throw invalid(field, 'errors.loyalty.pointsTooLarge');
  return n;
}

export const movementRecord = (row: Record<string, unknown>) =>
  toRecord(resourceByName('loyalty-movement'), row) as unknown as LoyaltyMovement;

/** Writes one movement and its log entry; answers the movement and the customer's new points. */
async function write(
  tx: Db,
  scope: Scope,
  customerName: string,
  { customer_id, at, ...m }: Omit<LoyaltyMovement, 'id' | 'user_name' | 'at'> & { at?: string | null },
) {
  const values = { ...m, amount: m.amount === null ? null : m.amount.toFixed(2) };
  const done = await writeEntry(
    tx,
    LOYALTY_LEDGER,
    scope,
    customer_id,
    values,
    { customer_name: customerName },
    at,
  );
  return { movement: movementRecord(done.row), balance: done.balance };
}

export interface EarnInput {
  customerId: string;
  checkId: string;
  /** What the check came to (the amount the plan's points per 1.00 count). */
  amount: number;
  /** When the check was paid; now when left out. */
  at?: string | null;
}

/**
 * The points a check earns its customer under the store's active plan, inside the caller's (the
 * check's) transaction. A check earns once: called again for it, it answers what it earned then and
 * writes nothing. Without an active plan, or for a check worth no point, nothing is written.
 */
export async function earnLoyaltyForCheckIn(tx: Db, scope: Scope, input: EarnInput) {
  const amount = Number(input.amount);
  if (!Number.isFinite(amount) || amount < 0) throw invalid('amount', 'errors.loyalty.amountPositive');
  if (amount > MAX_AMOUNT) throw invalid('amount', 'errors.loyalty.amountTooLarge');
  if (!isUuid(input.checkId)) throw invalid('checkId', 'errors.loyalty.checkRequired');
  const name = await lockedCustomer(tx, scope.storeId, input.customerId);
  const earned = await tx
    .selectFrom('loyalty_movement')
    .selectAll()
    .where('store_id', '=', scope.storeId)
    .where('check_id', '=', input.checkId)
    .where('kind', '=', 'earn')
    .executeTakeFirst();
  if (earned)
    return {
      earned: Number(earned.points),
      already: true,
      movement: movementRecord(earned),
      balance: await loyaltyBalance(tx, scope.storeId, input.customerId),
    };
  const plan = await activeLoyaltyPlan(tx, scope.storeId);
  const points = plan ? pointsFor(plan, amount) : 0;
  if (!plan || points <= 0)
    return {
      earned: 0,
      already: false,
      movement: null,
      balance: await loyaltyBalance(tx, scope.storeId, input.customerId),
    };
  const done = await write(tx, scope, name, {
    customer_id: input.customerId,
    kind: 'earn',
    points,
    amount,
    plan_id: plan.id,
    reward_index: null,
    reason: null,
    check_id: input.checkId,
    at: input.at ?? null,
  });
  return { earned: points, already: false, ...done };
}

export interface SpendInput {
  customerId: string;
  /** The points to spend; with a reward, the reward's own (and, when given, they must match). */
  points?: number | null;
  /** A reward of the active plan, by its place in the plan's list. */
  rewardIndex?: number | null;
  checkId?: string | null;
}

/**
 * Spends points, on a reward of the active plan or a number of them, inside the caller's
 * transaction: refused, before anything is written, over the customer's points.
 */
export async function spendLoyaltyIn(tx: Db, scope: Scope, input: SpendInput) {
  let points = input.points === null || input.points === undefined ? null : wholePoints(input.points);
  let reward: LoyaltyReward | null = null;
  let planId: string | null = null;
  const hasReward = input.rewardIndex !== null && input.rewardIndex !== undefined;
  if (hasReward) {
    const plan = await activeLoyaltyPlan(tx, scope.storeId);
    reward = plan?.rewards[Number(input.rewardIndex)] ?? null;
    if (!plan || !reward) throw invalid('rewardIndex', 'errors.loyalty.rewardUnknown');
    if (points !== null && points !== reward.points)
      throw invalid('points', 'errors.loyalty.rewardPoints', { points: reward.points, name: reward.name });
    points = reward.points;
    planId = plan.id;
  }
  if (points === null || points <= 0) throw invalid('points', 'errors.loyalty.pointsPositive');
  const name = await lockedCustomer(tx, scope.storeId, input.customerId);
  const balance = await loyaltyBalance(tx, scope.storeId, input.customerId);
  if (points > balance) throw invalid('points', 'errors.loyalty.overBalance', { points, balance });
  const done = await write(tx, scope, name, {
    customer_id: input.customerId,
    kind: 'spend',
    points: -points,
    amount: null,
    plan_id: planId,
    reward_index: hasReward ? Number(input.rewardIndex) : null,
    reason: null,
    check_id: input.checkId && isUuid(input.checkId) ? input.checkId : null,
  });
  return { spent: points, reward, ...done };
}

export interface AdjustInput {
  customerId: string;
  /** Signed: points added or taken away. */
  points: number;
  reason: string;
}

/** Corrects a customer's points either way, with its reason; never below zero. */
export async function adjustLoyaltyIn(tx: Db, scope: Scope, input: AdjustInput) {
  const points = wholePoints(input.points);
  if (points === 0) throw invalid('points', 'errors.loyalty.pointsNonZero');
  const reason = input.reason?.trim() || '';
  if (!reason) throw invalid('reason', 'errors.loyalty.reasonRequired');
  if (reason.length > REASON_MAX) throw invalid('reason', 'errors.loyalty.reasonTooLong');
  const name = await lockedCustomer(tx, scope.storeId, input.customerId);
  const balance = await loyaltyBalance(tx, scope.storeId, input.customerId);
  if (balance + points < 0) throw invalid('points', 'errors.loyalty.belowZero', { balance });
  return write(tx, scope, name, {
    customer_id: input.customerId,
    kind: 'adjustment',
    points,
    amount: null,
    plan_id: null,
    reward_index: null,
    reason,
    check_id: null,
  });
}
