import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import type { CheckInput } from '../../src/core/checks.js';
import { makeTranslate, type Phrases } from '../../src/core/messages.js';
import { segmentCustomers } from '../../src/server/services/segments.js';
import { paidCheck, postDevice, storeWithDevice, type DeviceStore } from '../helpers/devices.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * Customer segments: each condition alone and together gives exactly the customers worked out by
 * hand from the checks the store's device recorded; customers without marketing agreement count
 * only when asked; another store's customers never count; the page's right guards the count and
 * the records; bad conditions are refused in the caller's language before anything is written.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
type Conditions = Record<string, unknown>;

const t = { en: makeTranslate(en as Phrases), es: makeTranslate(es as Phrases) };
const CLERK = { email: 'coupons.clerk@demo.test', password: 'clerk-pass-1', pin: '82614' };
const PREVIEW = `query ($c: SegmentConditionsInput!) {
  segmentPreview(conditions: $c, limit: 100) { total customers { id name } } }`;
const COUNT = 'query ($c: SegmentConditionsInput!) { segmentCount(conditions: $c) }';

describeEachDb('customer segments on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let token: string;
  let bistro: DeviceStore;
  /** A check's total, in cents: every check here is the same two lines. */
  let total: number;
  const ids: Record<string, string> = {};
  let number = 700;

  async function call(query: string, variables: Record<string, unknown>, language: string, bearer = token) {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${bearer}`,
        'accept-language': language,
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as {
      data: Record<string, unknown> | null;
      errors?: { message: string; extensions: { code: string; key: string; errors?: { field: string }[] } }[];
    };
  }

  /** The names of the customers the conditions reach, sorted; checked against the count too. */
  async function reached(c: Conditions): Promise<string[]> {
    const res = await owner<{ segmentPreview: { total: number; customers: { id: string; name: string }[] } }>(
      PREVIEW,
      { c },
    );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    const { total: n, customers } = res.data!.segmentPreview;
    expect(n).toBe(customers.length);
    const count = await owner<{ segmentCount: number }>(COUNT, { c });
    expect(count.data!.segmentCount).toBe(n);
    return customers.map((x) => x.name).sort();
  }

  async function customer(name: string, agreed: boolean, enrolled: string, as: Gql = owner) {
    const res = await as<{ createCustomer: { id: string } }>(
      `mutation ($name: String!, $email: String, $agreed: Boolean) {
        createCustomer(name: $name, email: $email, marketing_agreement: $agreed) { id } }`,
      { name, email: `${name.replace(/\W/g, '').toLowerCase()}@segments.test`, agreed },
    );
    expect(res.errors).toBeUndefined();
    const id = res.data!.createCustomer.id;
    // Enrolled at noon of that day, so that the store's calendar gives the same day.
    await sql`update customer set created_at = ${`${enrolled}T12:00:00Z`}::timestamptz where id = ${id}`.execute(
      server.database.db,
    );
    return id;
  }

  async function record(customerId: string, source: string, overrides: Partial<CheckInput> = {}) {
    const body = paidCheck(bistro, ++number, {
      customer_id: customerId,
      source,
      ...overrides,
    } as Partial<CheckInput>);
    const res = await postDevice(server, '/api/devices/checks', bistro.token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    total = body.total;
    return (res.body.check as { id: string }).id;
  }

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner, token } = await signIn(server));
    bistro = await storeWithDevice(server, 'demo-bistro');
    const db = server.database.db;
    // The demo's own customers are set aside: the store's customers are this test's only.
    const store = bistro.id;
    await sql`update pos_check set customer_id = null where store_id = ${store}`.execute(db);
    await sql`update gift_card set customer_id = null where store_id = ${store}`.execute(db);
    await sql`delete from loyalty_movement where store_id = ${store}`.execute(db);
    await sql`delete from house_account_movement where store_id = ${store}`.execute(db);
    await sql`delete from customer where store_id = ${store}`.execute(db);

    ids.ana = await customer('Ana Agree', true, '2024-01-10');
    ids.ben = await customer('Ben Kiosk', true, '2024-03-05');
    ids.cara = await customer('Cara NoAgreement', false, '2024-01-20');
    ids.dan = await customer('Dan Idle', true, '2024-06-01');
    ids.eva = await customer('Eva Mobile', true, '2024-02-15');
    for (let i = 0; i < 3; i++) await record(ids.ana, 'pos');
    const old = await record(ids.ana, 'olo');
    await record(ids.ben, 'kiosk');
    await record(ids.cara, 'pos');
    await record(ids.cara, 'pos');
    await record(ids.eva, 'mobile');
    // An open check counts for nothing.
    await record(ids.eva, 'pos', { status: 'open', closed_at: undefined, payments: [] });
    // Ana's online order was 40 business days ago.
    await sql`insert into working_day (store_id, id, business_date, opened_at, closed_at, status)
      values (${store}, gen_random_uuid(), (now() at time zone ${bistro.zone})::date - 40,
        now() - interval '40 days', now() - interval '40 days', 'closed')`.execute(db);
    await sql`update pos_check set working_day_id = (select id from working_day where store_id = ${store}
        and business_date = (now() at time zone ${bistro.zone})::date - 40)
      where id = ${old}`.execute(db);
    // The other checks' day is within the last two days.
    const { rows } = await sql<{
      ok: boolean;
    }>`select bool_and(w.business_date >= (now() at time zone ${bistro.zone})::date - 1) as ok
      from pos_check k join working_day w on w.store_id = k.store_id and w.id = k.working_day_id
      where k.store_id = ${store} and k.customer_id is not null and k.id <> ${old}`.execute(db);
    expect(rows[0]!.ok).toBe(true);

    // The other store's customer agrees, and enrolled when Ana did.
    const { gql: owner2 } = await signIn(server, { email: 'owner2@demo.test', password: 'demo-owner-2' });
    await customer('Olga Otherstore', true, '2024-01-10', owner2);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('reaches only customers with marketing agreement unless the others are included', async () => {
    expect(await reached({})).toEqual(['Ana Agree', 'Ben Kiosk', 'Dan Idle', 'Eva Mobile']);
    expect(await reached({ include_without_agreement: false })).toEqual([
      'Ana Agree',
      'Ben Kiosk',
      'Dan Idle',
      'Eva Mobile',
    ]);
    expect(await reached({ include_without_agreement: true })).toEqual([
      'Ana Agree',
      'Ben Kiosk',
      'Cara NoAgreement',
      'Dan Idle',
      'Eva Mobile',
    ]);
  });

  it('takes each condition alone', async () => {
    // Platform: a closed check from that channel, whenever.
    expect(await reached({ platform: 'pos' })).toEqual(['Ana Agree']);
    expect(await reached({ platform: 'pos', include_without_agreement: true })).toEqual([
      'Ana Agree',
      'Cara NoAgreement',
    ]);
    expect(await reached({ platform: 'olo' })).toEqual(['Ana Agree']);
    expect(await reached({ platform: 'kiosk' })).toEqual(['Ben Kiosk']);
    expect(await reached({ platform: 'mobile' })).toEqual(['Eva Mobile']);
    // Enrolled at: both days included.
    expect(await reached({ enrolled_from: '2024-01-01', enrolled_to: '2024-02-15' })).toEqual([
      'Ana Agree',
      'Eva Mobile',
    ]);
    expect(await reached({ enrolled_from: '2024-03-05' })).toEqual(['Ben Kiosk', 'Dan Idle']);
    expect(await reached({ enrolled_to: '2024-01-10' })).toEqual(['Ana Agree']);
    // Order frequency: closed checks of the last days.
    expect(await reached({ min_orders: 3, orders_days: 7 })).toEqual(['Ana Agree']);
    expect(await reached({ min_orders: 1, orders_days: 7 })).toEqual([
      'Ana Agree',
      'Ben Kiosk',
      'Eva Mobile',
    ]);
    expect(await reached({ min_orders: 4, orders_days: 7 })).toEqual([]);
    expect(await reached({ min_orders: 4, orders_days: 60 })).toEqual(['Ana Agree']);
    // Amount spent: closed checks' totals of the last days.
    const amount = (checks: number) => (checks * total) / 100;
    expect(await reached({ min_spent: amount(3), spent_days: 7 })).toEqual(['Ana Agree']);
    expect(await reached({ min_spent: amount(3) + 0.01, spent_days: 7 })).toEqual([]);
    expect(await reached({ min_spent: amount(1), spent_days: 7 })).toEqual([
      'Ana Agree',
      'Ben Kiosk',
      'Eva Mobile',
    ]);
    expect(await reached({ min_spent: amount(4), spent_days: 60 })).toEqual(['Ana Agree']);
    expect(await reached({ min_spent: amount(2), spent_days: 7, include_without_agreement: true })).toEqual([
      'Ana Agree',
      'Cara NoAgreement',
    ]);
  });

  it('takes the conditions together, the platform naming the checks that count', async () => {
    expect(
      await reached({ platform: 'pos', min_orders: 2, orders_days: 7, include_without_agreement: true }),
    ).toEqual(['Ana Agree', 'Cara NoAgreement']);
    expect(await reached({ platform: 'olo', min_orders: 1, orders_days: 7 })).toEqual([]);
    expect(await reached({ platform: 'olo', min_orders: 1, orders_days: 60 })).toEqual(['Ana Agree']);
    expect(
      await reached({
        enrolled_to: '2024-02-28',
        min_spent: total / 100,
        spent_days: 7,
        include_without_agreement: true,
      }),
    ).toEqual(['Ana Agree', 'Cara NoAgreement', 'Eva Mobile']);
    expect(
      await reached({
        enrolled_from: '2024-02-01',
        platform: 'mobile',
        min_spent: total / 100,
        spent_days: 1,
      }),
    ).toEqual(['Eva Mobile']);
  });

  it('counts the working day in progress as today, when it began the evening before', async () => {
    // At 00:30 the checks still belong to the evening's working day, dated the day before.
    const db = server.database.db;
    const shift = (days: number) =>
      sql`update working_day set business_date = business_date + ${days}::int
        where store_id = ${bistro.id} and status = 'open'`.execute(db);
    await shift(-1);
    try {
      expect(await reached({ platform: 'mobile', min_spent: total / 100, spent_days: 1 })).toEqual([
        'Eva Mobile',
      ]);
    } finally {
      await shift(1);
    }
  });

  it('gives the service a query campaigns can start from', async () => {
    const rows = await segmentCustomers(server.database.db, bistro.id, { platform: 'kiosk' })
      .select('c.id')
      .execute();
    expect(rows.map((r) => r.id)).toEqual([ids.ben]);
  });

  it('keeps a segment with the total it reached when saved', async () => {
    const made = await owner<{ createSegment: { id: string; total_customers: number; platform: string } }>(
      `mutation { createSegment(description: "Regulars", min_orders: 1, orders_days: 7) {
        id total_customers platform } }`,
    );
    expect(made.errors).toBeUndefined();
    expect(made.data!.createSegment).toMatchObject({ total_customers: 3, platform: null });
    const changed = await owner<{ updateSegment: { total_customers: number } }>(
      `mutation ($id: ID!) { updateSegment(id: $id, include_without_agreement: true) { total_customers } }`,
      { id: made.data!.createSegment.id },
    );
    expect(changed.data!.updateSegment.total_customers).toBe(4);
    const other = await signIn(server, { email: 'owner2@demo.test', password: 'demo-owner-2' });
    const seen = await other.gql<{ allSegments: unknown[] }>('{ allSegments { id } }');
    expect(seen.data!.allSegments).toEqual([]);
  });

  describe('bad conditions', () => {
    const cases: [string, Conditions, string, string][] = [
      [
        'an enrolment ending before it starts',
        { enrolled_from: '2024-03-01', enrolled_to: '2024-02-01' },
        'enrolled_to',
        'validation.segment.enrolledRange',
      ],
      [
        'a frequency without its days',
        { min_orders: 2 },
        'orders_days',
        'validation.segment.ordersDaysNeeded',
      ],
      ['days without a frequency', { orders_days: 7 }, 'min_orders', 'validation.segment.ordersNeeded'],
      ['an amount without its days', { min_spent: 10 }, 'spent_days', 'validation.segment.spentDaysNeeded'],
      ['a negative amount', { min_spent: -5, spent_days: 7 }, 'min_spent', 'validation.minimum'],
      ['an unknown platform', { platform: 'fax' }, 'platform', 'validation.enum'],
      ['a date that is none', { enrolled_from: '1 March' }, 'enrolled_from', 'validation.date'],
    ];
    for (const [what, c, field, key] of cases)
      it(`refuses ${what} in English and Spanish`, async () => {
        for (const language of ['en', 'es'] as const) {
          const res = await call(COUNT, { c }, language);
          const error = res.errors![0]!;
          expect(error.extensions.code).toBe('VALIDATION');
          expect(error.extensions.key).toBe(key);
          expect(error.extensions.errors![0]!.field).toBe(field);
          if (key.startsWith('validation.segment.')) expect(error.message).toBe(t[language](key));
          else expect(error.message).not.toBe(key);
        }
      });

    it('refuses a negative frequency, and writes no segment with bad conditions', async () => {
      const res = await call(COUNT, { c: { min_orders: -1, orders_days: 7 } }, 'es');
      expect(res.errors![0]!.extensions.errors![0]!.field).toBe('min_orders');
      const before = await sql<{ n: string }>`select count(*) as n from segment`.execute(server.database.db);
      for (const language of ['en', 'es'] as const) {
        const made = await call(
          `mutation { createSegment(description: "Backwards", enrolled_from: "2024-03-01", enrolled_to: "2024-02-01") { id } }`,
          {},
          language,
        );
        expect(made.errors![0]!.message).toBe(t[language]('validation.segment.enrolledRange'));
      }
      const after = await sql<{ n: string }>`select count(*) as n from segment`.execute(server.database.db);
      expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    });
  });

  it('refuses the count and the segments to a job without the segments right', async () => {
    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Coupons only", modules: $m) { id } }',
      { m: [{ code: 'marketing', status: true, permissions: [{ code: 'coupons', status: true }] }] },
    );
    expect(job.errors).toBeUndefined();
    const employee = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Cora", last_name: "Coupons", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...CLERK },
    );
    expect(employee.errors).toBeUndefined();
    const clerk = await signIn(server, CLERK);
    for (const query of [COUNT, PREVIEW]) {
      const res = await call(query, { c: {} }, 'en', clerk.token);
      expect(res.errors![0]!.extensions.code).toBe('597-1');
    }
    const list = await call('{ allSegments { id } }', {}, 'en', clerk.token);
    expect(list.errors![0]!.extensions.code).toBe('597-1');
    const made = await call(
      'mutation { createSegment(description: "Sneaky") { id } }',
      {},
      'en',
      clerk.token,
    );
    expect(made.errors![0]!.extensions.code).toBe('597-1');
  });
});
