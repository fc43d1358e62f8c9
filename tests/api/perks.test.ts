import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AppError } from '../../src/core/errors.js';
import { uuidv7 } from '../../src/server/services/ids.js';
import type { Scope } from '../../src/server/services/items.js';
import { earnLoyaltyForCheckIn, spendLoyaltyIn } from '../../src/server/services/loyalty.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/* Perks: loyalty plans (one active per store), points as a ledger, the members view and adjustments. */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
const TAQUERIA_OWNER = { email: 'owner2@demo.test', password: 'demo-owner-2' };

const PLANS =
  '{ allLoyaltyPlans(perPage: 50) { id name status earn_by points_per_amount points_per_visit rewards { points name type value menu_item_id coupon_id } } }';
const MEMBERS = `query ($q: String, $page: Int, $perPage: Int, $sort: String) {
  loyaltyMembers(q: $q, page: $page, perPage: $perPage, sortField: $sort) {
    total plan_name members { customer_id name points next_reward { name points missing } }
  }
}`;
const MEMBER =
  'query ($id: ID!) { loyaltyMember(customer_id: $id) { name points next_reward { name missing } } }';
const ADJUST = `mutation ($id: ID!, $points: Int!, $reason: String!) {
  adjustLoyaltyPoints(customer_id: $id, points: $points, reason: $reason) { points }
}`;

interface Member {
  customer_id: string;
  name: string;
  points: number;
  next_reward: { name: string; points: number; missing: number } | null;
}

describeEachDb('perks on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let token: string;
  let taqueria: Gql;
  let bistro: Scope;
  let tq: Scope;

  async function inLanguage(language: string, query: string, variables: Record<string, unknown>) {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'accept-language': language,
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions: { key: string } }[];
    };
  }

  const storeOf = async (name: string) =>
    String(
      (
        await server.database.db
          .selectFrom('store')
          .select('id')
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).id,
    );

  /** A customer of the store with no loyalty movement yet. */
  async function freshCustomer(gql: Gql, name: string): Promise<string> {
    const res = await gql<{ createCustomer: { id: string } }>(
      'mutation ($n: String!) { createCustomer(name: $n) { id } }',
      { n: name },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createCustomer.id;
  }

  const inTx = <T>(fn: (tx: TestServer['database']['db']) => Promise<T>) =>
    server.database.db.transaction().execute(fn);
  const member = async (gql: Gql, id: string) =>
    (
      await gql<{ loyaltyMember: { points: number; next_reward: { name: string; missing: number } | null } }>(
        MEMBER,
        { id },
      )
    ).data!.loyaltyMember;
  const movements = async (customerId: string) =>
    Number(
      (
        await server.database.db
          .selectFrom('loyalty_movement')
          .select(sql<string>`count(*)`.as('n'))
          .where('customer_id', '=', customerId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner, token } = await signIn(server));
    ({ gql: taqueria } = await signIn(server, TAQUERIA_OWNER));
    bistro = { storeId: await storeOf('Demo Bistro'), userId: uuidv7(), userName: 'Register 1' };
    tq = { storeId: await storeOf('Demo Taqueria'), userId: uuidv7(), userName: 'Caja 1' };
  });
  afterAll(() => server?.close());

  it('each demo store has one active plan with rewards of every kind, and members with points', async () => {
    for (const gql of [owner, taqueria]) {
      const plans = (await gql<{ allLoyaltyPlans: { status: string; rewards: { type: string }[] }[] }>(PLANS))
        .data!.allLoyaltyPlans;
      expect(plans.filter((p) => p.status === 'active')).toHaveLength(1);
      expect(new Set(plans[0]!.rewards.map((r) => r.type)).size).toBe(3);
      const page = (await gql<{ loyaltyMembers: { total: number; members: Member[] } }>(MEMBERS, {})).data!
        .loyaltyMembers;
      expect(page.total).toBe(7);
      expect(page.members.map((m) => m.points)).toEqual(
        [...page.members.map((m) => m.points)].sort((a, b) => b - a),
      );
    }
  });

  it('earns per amount spent: whole points per 1.00 at the plan rate, once per check', async () => {
    const customerId = await freshCustomer(owner, 'Paula Points');
    const checkId = uuidv7();
    const first = await inTx((tx) =>
      earnLoyaltyForCheckIn(tx, bistro, { customerId, checkId, amount: 42.99 }),
    );
    expect(first).toMatchObject({ earned: 42, already: false, balance: 42 });
    const again = await inTx((tx) =>
      earnLoyaltyForCheckIn(tx, bistro, { customerId, checkId, amount: 42.99 }),
    );
    expect(again).toMatchObject({ earned: 42, already: true, balance: 42 });
    expect(await movements(customerId)).toBe(1);
    // The rate counts: at 2.5 points per 1.00, 12.30 is 30 points (30.75 rounded down).
    const [plan] = (await owner<{ allLoyaltyPlans: { id: string }[] }>(PLANS)).data!.allLoyaltyPlans;
    expect(
      (await owner(`mutation { updateLoyaltyPlan(id: "${plan!.id}", points_per_amount: 2.5) { id } }`))
        .errors,
    ).toBeUndefined();
    const other = await inTx((tx) =>
      earnLoyaltyForCheckIn(tx, bistro, { customerId, checkId: uuidv7(), amount: 12.3 }),
    );
    expect(other).toMatchObject({ earned: 30, balance: 72 });
    expect(
      (await owner(`mutation { updateLoyaltyPlan(id: "${plan!.id}", points_per_amount: 1) { id } }`)).errors,
    ).toBeUndefined();
    expect((await member(owner, customerId)).points).toBe(72);
  });

  it('earns per visit: the same points for each check, whatever it came to', async () => {
    const customerId = await freshCustomer(taqueria, 'Victor Visitas');
    const a = await inTx((tx) => earnLoyaltyForCheckIn(tx, tq, { customerId, checkId: uuidv7(), amount: 3 }));
    const b = await inTx((tx) =>
      earnLoyaltyForCheckIn(tx, tq, { customerId, checkId: uuidv7(), amount: 900 }),
    );
    expect([a.earned, b.earned, b.balance]).toEqual([10, 10, 20]);
    const m = await member(taqueria, customerId);
    expect(m).toEqual({
      name: 'Victor Visitas',
      points: 20,
      next_reward: { name: 'Horchata gratis', missing: 30 },
    });
  });

  it('earns nothing without an active plan, and keeps the points already earned', async () => {
    const customerId = await freshCustomer(owner, 'Nora Noplan');
    await inTx((tx) => earnLoyaltyForCheckIn(tx, bistro, { customerId, checkId: uuidv7(), amount: 10 }));
    const [plan] = (await owner<{ allLoyaltyPlans: { id: string }[] }>(PLANS)).data!.allLoyaltyPlans;
    await owner(`mutation { updateLoyaltyPlan(id: "${plan!.id}", status: "inactive") { id } }`);
    try {
      const none = await inTx((tx) =>
        earnLoyaltyForCheckIn(tx, bistro, { customerId, checkId: uuidv7(), amount: 50 }),
      );
      expect(none).toMatchObject({ earned: 0, movement: null, balance: 10 });
      const page = (await owner<{ loyaltyMembers: { plan_name: string | null } }>(MEMBERS, {})).data!
        .loyaltyMembers;
      expect(page.plan_name).toBeNull();
    } finally {
      await owner(`mutation { updateLoyaltyPlan(id: "${plan!.id}", status: "active") { id } }`);
    }
  });

  it('spends on a reward or a number of points, and refuses more than the balance in both languages, writing nothing', async () => {
    const customerId = await freshCustomer(owner, 'Sergio Spender');
    await inTx((tx) => earnLoyaltyForCheckIn(tx, bistro, { customerId, checkId: uuidv7(), amount: 120 }));
    const spent = await inTx((tx) =>
      spendLoyaltyIn(tx, bistro, { customerId, rewardIndex: 1, checkId: uuidv7() }),
    );
    expect(spent).toMatchObject({
      spent: 100,
      balance: 20,
      reward: { name: 'Free Crème Brûlée', type: 'item' },
    });
    const refused = await inTx((tx) => spendLoyaltyIn(tx, bistro, { customerId, points: 21 })).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ key: 'errors.loyalty.overBalance', params: { points: 21, balance: 20 } });
    const reward = await inTx((tx) =>
      spendLoyaltyIn(tx, bistro, { customerId, rewardIndex: 0, points: 7 }),
    ).catch((e: unknown) => e);
    expect(reward).toMatchObject({ key: 'errors.loyalty.rewardPoints' });
    expect(await movements(customerId)).toBe(2);
    expect((await inTx((tx) => spendLoyaltyIn(tx, bistro, { customerId, points: 20 }))).balance).toBe(0);
    // The same refusal over the API: taking away more than the customer has.
    for (const [language, text] of <[string, string][]>[
      ['en', 'The customer has 0 points: an adjustment cannot leave fewer than zero'],
      ['es', 'El cliente tiene 0 puntos: un ajuste no puede dejarlo por debajo de cero'],
    ])
      expect(
        (await inLanguage(language, ADJUST, { id: customerId, points: -1, reason: 'Mistake' })).errors?.[0]
          ?.message,
      ).toBe(text);
  });

  it('adjusts with a reason, a whole non-zero number of points, in both languages', async () => {
    const customerId = await freshCustomer(owner, 'Ada Adjusted');
    for (const [language, text] of <[string, string][]>[
      ['en', 'Give the reason for the adjustment'],
      ['es', 'Indique el motivo del ajuste'],
    ]) {
      const res = await inLanguage(language, ADJUST, { id: customerId, points: 25, reason: '   ' });
      expect(res.errors?.[0]?.message).toBe(text);
    }
    expect(
      (await owner(ADJUST, { id: customerId, points: 0, reason: 'Nothing' })).errors?.[0]?.extensions.key,
    ).toBe('errors.loyalty.pointsNonZero');
    expect(await movements(customerId)).toBe(0);
    const done = await owner<{ adjustLoyaltyPoints: { points: number } }>(ADJUST, {
      id: customerId,
      points: 25,
      reason: 'Birthday gift',
    });
    expect(done.data?.adjustLoyaltyPoints.points).toBe(25);
    const log = await server.database.db
      .selectFrom('system_log')
      .select(['entity', 'user_name'])
      .where('entity', '=', 'loyalty-movement')
      .where('store_id', '=', bistro.storeId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.entity).toBe('loyalty-movement');
    // The customer's movements read through the read-only resource.
    const read = await owner<{ allLoyaltyMovements: { kind: string; points: number; reason: string }[] }>(
      `{ allLoyaltyMovements(filter: { customer_id: "${customerId}" }) { kind points reason } }`,
    );
    expect(read.data!.allLoyaltyMovements).toEqual([
      { kind: 'adjustment', points: 25, reason: 'Birthday gift' },
    ]);
    // A customer with points keeps his history.
    const del = await owner(`mutation { deleteCustomer(id: "${customerId}") { id } }`);
    expect(del.errors?.[0]?.extensions.key).toBe('errors.customer.hasLoyaltyPoints');
  });

  it('keeps one active plan per store: a second one active is refused, naming the first, in both languages', async () => {
    const create = `mutation { createLoyaltyPlan(name: "Second plan", earn_by: "visit", points_per_visit: 5,
      status: "active", rewards: [{ points: 10, name: "Coffee", type: "amount", value: 2 }]) { id status } }`;
    for (const [language, text] of <[string, string][]>[
      [
        'en',
        'Only one loyalty plan can be active in a store: “Bistro Rewards” is active. Deactivate it first.',
      ],
      [
        'es',
        'Solo un plan de lealtad puede estar activo en una tienda: «Bistro Rewards» está activo. Desactívelo primero.',
      ],
    ])
      expect((await inLanguage(language, create, {})).errors?.[0]?.message).toBe(text);
    // A new plan starts inactive.
    const inactive = await owner<{ createLoyaltyPlan: { id: string; status: string } }>(
      create.replace('status: "active",', ''),
    );
    expect(inactive.errors).toBeUndefined();
    expect(inactive.data!.createLoyaltyPlan.status).toBe('inactive');
    const id = inactive.data!.createLoyaltyPlan.id;
    const on = await owner(`mutation { updateLoyaltyPlan(id: "${id}", status: "active") { id } }`);
    expect(on.errors?.[0]?.extensions.key).toBe('errors.loyaltyPlan.oneActive');
    // The other store's active plan does not count.
    expect((await taqueria(`{ allLoyaltyPlans { name status } }`)).data).toEqual({
      allLoyaltyPlans: [{ name: 'Club Taquero', status: 'active' }],
    });
    expect((await owner(`mutation { deleteLoyaltyPlan(id: "${id}") { id } }`)).errors).toBeUndefined();
  });

  it('checks a reward by its type: a discount needs its value, a free item its menu item, a coupon its coupon', async () => {
    const res =
      await owner(`mutation { createLoyaltyPlan(name: "Broken", status: "inactive", earn_by: "spending",
      rewards: [{ points: 10, name: "Free", type: "item" }]) { id } }`);
    expect(res.errors?.[0]?.extensions.errors?.[0]).toMatchObject({
      field: 'rewards.0.menu_item_id',
      key: 'validation.loyaltyPlan.rewardItem',
    });
    const pct =
      await owner(`mutation { createLoyaltyPlan(name: "Broken", status: "inactive", earn_by: "spending",
      rewards: [{ points: 10, name: "Half", type: "percent", value: 150 }]) { id } }`);
    expect(pct.errors?.[0]?.extensions.errors?.[0]).toMatchObject({
      field: 'rewards.0.value',
      key: 'validation.loyaltyPlan.percentMax',
    });
  });

  it('keeps each store to its own: members, customers and movements of another store are not reached', async () => {
    const theirs = await freshCustomer(taqueria, 'Teresa Taquera');
    await inTx((tx) => earnLoyaltyForCheckIn(tx, tq, { customerId: theirs, checkId: uuidv7(), amount: 1 }));
    const adjusted = await owner(ADJUST, { id: theirs, points: 5, reason: 'Not ours' });
    expect(adjusted.errors?.[0]?.extensions.key).toBe('errors.customer.unknown');
    expect((await owner(MEMBER, { id: theirs })).errors?.[0]?.extensions.key).toBe('errors.customer.unknown');
    const earn = await inTx((tx) =>
      earnLoyaltyForCheckIn(tx, bistro, { customerId: theirs, checkId: uuidv7(), amount: 5 }),
    ).catch((e: unknown) => e);
    expect(earn).toMatchObject({ key: 'errors.customer.unknown' });
    const page = (await owner<{ loyaltyMembers: { members: Member[] } }>(MEMBERS, { q: 'Teresa' })).data!
      .loyaltyMembers;
    expect(page.members).toEqual([]);
    const ours = (await taqueria<{ loyaltyMembers: { members: Member[] } }>(MEMBERS, { q: 'teresa taquera' }))
      .data!.loyaltyMembers;
    expect(ours.members.map((m) => m.points)).toEqual([10]);
  });

  it('searches members by name whatever the accents and case, sorts and pages them', async () => {
    const customerId = await freshCustomer(owner, 'Zoë Ñandú');
    await owner(ADJUST, { id: customerId, points: 3, reason: 'Welcome' });
    const found = (
      await owner<{ loyaltyMembers: { total: number; members: Member[] } }>(MEMBERS, { q: 'zoe nandu' })
    ).data!.loyaltyMembers;
    expect(found.members.map((m) => m.name)).toEqual(['Zoë Ñandú']);
    expect(found.members[0]!.next_reward).toEqual({ name: '5% off the check', points: 50, missing: 47 });
    const all = (
      await owner<{ loyaltyMembers: { total: number; members: Member[] } }>(MEMBERS, { perPage: 1000 })
    ).data!.loyaltyMembers;
    const byName = (
      await owner<{ loyaltyMembers: { total: number; members: Member[] } }>(MEMBERS, {
        sort: 'name',
        perPage: 3,
        page: 2,
      })
    ).data!.loyaltyMembers;
    expect(byName.total).toBe(all.total);
    const names = [...all.members.map((m) => m.name)].sort((a, b) => a.localeCompare(b, 'en'));
    expect(byName.members).toHaveLength(3);
    expect(all.members).toHaveLength(Math.min(all.total, 100));
    expect(byName.members.every((m) => names.includes(m.name))).toBe(true);
  });

  it('guards the members with the Perks members permission', async () => {
    // Someone with the customers but not the Perks members permission reads no points and adjusts none.
    const clerk = { email: 'clerk@demo.test', password: 'clerk-pass-1', pin: '48213' };
    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Customers clerk", modules: $m) { id } }',
      { m: [{ code: 'customers-office', status: true, permissions: [{ code: 'customers', status: true }] }] },
    );
    expect(job.errors).toBeUndefined();
    const employee = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Cleo", last_name: "Clerk", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...clerk },
    );
    expect(employee.errors).toBeUndefined();
    const { gql } = await signIn(server, clerk);
    expect((await gql(MEMBERS, {})).errors?.[0]?.extensions.code).toBe('597-1');
    const customerId = await freshCustomer(owner, 'Gus Guarded');
    expect(
      (await gql(ADJUST, { id: customerId, points: 5, reason: 'Sneaky' })).errors?.[0]?.extensions.code,
    ).toBe('597-1');
    expect(await movements(customerId)).toBe(0);
  });
});
