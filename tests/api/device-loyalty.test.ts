import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CheckInput } from '../../src/core/checks.js';
import { activateDevice, paidCheck, storeRecords, type StoreRecords } from '../helpers/devices.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * A device's closed check naming its customer earns the points of its total under the store's active
 * loyalty plan (Demo Bistro: one point per 1.00), once whatever the retries, and spends the reward it
 * names with the customer's points — refused, with nothing kept, when the points are not there.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
interface Body {
  check: { id: string };
  errors: { field: string; key: string; message: string }[];
}

describeEachDb('loyalty points on device checks on %s', (kind) => {
  let server: TestServer;
  let bistro: StoreRecords;
  let token: string;
  let owner: Gql;
  let number = 700;
  let serial = 0;

  const post = (body: unknown, language?: string) =>
    fetch(`${server.url}/api/devices/checks`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(language ? { 'accept-language': language } : {}),
      },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Body }));
  const db = () => server.database.db;

  async function customer(name: string) {
    const res = await owner<{ createCustomer: { id: string } }>(
      'mutation ($name: String!, $email: String) { createCustomer(name: $name, email: $email) { id } }',
      { name, email: `loyal${++serial}.${Date.now()}@example.test` },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createCustomer.id;
  }
  const movements = (customerId: string) =>
    db()
      .selectFrom('loyalty_movement')
      .select(['kind', 'points', 'check_id', 'reward_index'])
      .where('customer_id', '=', customerId)
      .orderBy('kind')
      .execute()
      .then((rows) => rows.map((r) => ({ ...r, points: Number(r.points) })));
  const checksOf = async (customerId: string) =>
    (await db().selectFrom('pos_check').select('id').where('customer_id', '=', customerId).execute()).length;
  const closed = (overrides: Partial<CheckInput>) => paidCheck(bistro, ++number, overrides);

  beforeAll(async () => {
    server = await startServer(kind);
    bistro = await storeRecords(server, 'demo-bistro');
    token = await activateDevice(server, bistro.devices[0]!.code);
    ({ gql: owner } = await signIn(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('earns one point per 1.00 of a closed check, once however often the device sends it', async () => {
    const ana = await customer('Ana Puntos');
    const body = closed({ customer_id: ana });
    const first = await post(body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await post(body).then((r) => r.status)).toBe(200);
    expect(await movements(ana)).toEqual([
      {
        kind: 'earn',
        points: Math.floor(body.total / 100),
        check_id: first.body.check.id,
        reward_index: null,
      },
    ]);
    // An open check earns nothing yet.
    const open = closed({ customer_id: ana, status: 'open', closed_at: undefined, payments: [] });
    expect((await post(open)).status).toBe(200);
    expect(await movements(ana)).toHaveLength(1);
  });

  it('spends a reward with the points it takes, and refuses it without them, keeping nothing', async () => {
    const luis = await customer('Luis Recompensa');
    const refused = await post(closed({ customer_id: luis, loyalty_reward: 0 }), 'es');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        field: 'loyalty_reward',
        key: 'deviceApi.errors.loyaltyOverBalance',
        message: 'Esta recompensa cuesta 50 puntos; el cliente tiene 0.',
      }),
    ]);
    expect(await checksOf(luis)).toBe(0);
    expect(await movements(luis)).toEqual([]);

    const adjusted = await owner(
      'mutation ($id: ID!) { adjustLoyaltyPoints(customer_id: $id, points: 60, reason: "Welcome") { points } }',
      { id: luis },
    );
    expect(adjusted.errors).toBeUndefined();
    const body = closed({ customer_id: luis, loyalty_reward: 0 });
    const paid = await post(body);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const rows = await movements(luis);
    expect(rows.find((r) => r.kind === 'spend')).toEqual({
      kind: 'spend',
      points: -50,
      check_id: paid.body.check.id,
      reward_index: 0,
    });
    expect(rows.reduce((sum, r) => sum + r.points, 0)).toBe(60 - 50 + Math.floor(body.total / 100));
  });

  it('asks for the customer and for a reward the plan has, in the device language', async () => {
    const nobody = await post(closed({ loyalty_reward: 0 }));
    expect(nobody.status).toBe(400);
    expect(nobody.body.errors.map((e) => [e.field, e.message])).toEqual([
      ['loyalty_reward', "A loyalty reward needs the check's customer (customer_id)."],
    ]);
    const rich = await customer('Rita Rica');
    await owner(
      'mutation ($id: ID!) { adjustLoyaltyPoints(customer_id: $id, points: 500, reason: "Gift") { points } }',
      { id: rich },
    );
    const unknown = await post(closed({ customer_id: rich, loyalty_reward: 42 }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.map((e) => [e.field, e.key])).toEqual([
      ['loyalty_reward', 'deviceApi.errors.unknownLoyaltyReward'],
    ]);
    expect(await checksOf(rich)).toBe(0);
  });
});
