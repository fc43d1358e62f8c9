/**
 * The Perks members view: customers with loyalty movements, their points (the sum of their
 * movements) and the reward of the active plan they reach next; and the office's adjustments.
 */
import { sql } from 'kysely';
import { AppError } from '../../../core/errors.js';
import type { Db } from '../../db/database.js';
import { searchedTogether } from '../../db/entity-tables.js';
import { resourceByName } from '../../../core/registry.js';
import { isUuid } from '../../services/ids.js';
import type { Scope } from '../../services/items.js';
import { escapeLike } from '../../services/listing.js';
import { activeLoyaltyPlan, adjustLoyaltyIn, loyaltyBalance, nextReward } from '../../services/loyalty.js';

export interface MembersQuery {
  q?: string | null;
  page?: number | null;
  perPage?: number | null;
  /** `points` (most first, the default) or `name`. */
  sortField?: string | null;
}

const PER_PAGE_MAX = 100;

/** A page of members, searched and sorted, with how many match in all. */
export async function loyaltyMembers(db: Db, storeId: string, query: MembersQuery) {
  const perPage = Math.min(Math.max(Math.trunc(query.perPage ?? 25) || 25, 1), PER_PAGE_MAX);
  const page = Math.max(Math.trunc(query.page ?? 1) || 1, 1);
  const text = query.q?.trim() ?? '';
  const pattern = `%${escapeLike(text)}%`;
  const found = text
    ? sql`and office_unaccent(${sql.raw(searchedTogether(resourceByName('customer').search, 'c.'))})
          ilike office_unaccent(${pattern})`
    : sql``;
  const order = query.sortField === 'name' ? sql`c.name asc, c.id` : sql`points desc, c.name asc, c.id`;
  const members = sql<{
    id: string;
    name: string;
    phone: string | null;
    email: string | null;
    points: string;
  }>`
    select c.id, c.name, c.phone, c.email, sum(m.points) as points
    from loyalty_movement m
    join customer c on c.store_id = m.store_id and c.id = m.customer_id
    where m.store_id = ${storeId} ${found}
    group by c.id, c.name, c.phone, c.email`;
  const [rows, count, plan] = await Promise.all([
    sql<{ id: string; name: string; phone: string | null; email: string | null; points: string }>`
      ${members} order by ${order} limit ${perPage} offset ${(page - 1) * perPage}`.execute(db),
    sql<{ total: string }>`select count(*) as total from (${members}) as x`.execute(db),
    activeLoyaltyPlan(db, storeId),
  ]);
  return {
    members: rows.rows.map((row) => {
      const points = Number(row.points);
      return {
        customer_id: row.id,
        name: row.name,
        phone: row.phone,
        email: row.email,
        points,
        next_reward: nextReward(plan, points),
      };
    }),
    total: Number(count.rows[0]?.total ?? 0),
    plan_name: plan?.name ?? null,
  };
}

/** One customer as a member (0 points when he never moved). */
export async function loyaltyMember(db: Db, storeId: string, customerId: string) {
  const customer = isUuid(customerId)
    ? await db
        .selectFrom('customer')
        .select(['id', 'name', 'phone', 'email'])
        .where('store_id', '=', storeId)
        .where('id', '=', customerId)
        .executeTakeFirst()
    : undefined;
  if (!customer) throw new AppError('NOT_FOUND', 'errors.customer.unknown');
  const [points, plan] = await Promise.all([
    loyaltyBalance(db, storeId, customerId),
    activeLoyaltyPlan(db, storeId),
  ]);
  return {
    customer_id: String(customer.id),
    name: String(customer.name),
    phone: (customer.phone as string | null) ?? null,
    email: (customer.email as string | null) ?? null,
    points,
    next_reward: nextReward(plan, points),
  };
}

/** An adjustment in a transaction of its own; answers the member as it stands after it. */
export async function adjustLoyaltyPoints(
  db: Db,
  scope: Scope,
  input: { customer_id: string; points: number; reason: string },
) {
  await db.transaction().execute((tx) =>
    adjustLoyaltyIn(tx, scope, {
      customerId: input.customer_id,
      points: input.points,
      reason: input.reason,
    }),
  );
  return loyaltyMember(db, scope.storeId, input.customer_id);
}
