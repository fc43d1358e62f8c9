import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  paidCheck,
  postDevice,
  recordCounts,
  storeWithDevice,
  type DeviceStore,
} from '../helpers/devices.js';
import { describeEachDb } from '../helpers/optional.js';
import { startServer, type TestServer } from '../helpers/server.js';

/*
 * Checks a device sends at once are written together (src/server/pos/check-batches.ts): every check
 * gets the answer it would have had alone — recorded, a retry answered as the first, a bad check
 * refused — and the reports' rollups add up to the checks recorded.
 */
describeEachDb('checks sent at once by one device on %s', (kind) => {
  let server: TestServer;
  let store: DeviceStore;

  beforeAll(async () => {
    server = await startServer(kind);
    store = await storeWithDevice(server, 'demo-bistro');
  });
  afterAll(() => server?.close());

  const post = (body: unknown) => postDevice(server, '/api/devices/checks', store.token, body);

  /** The store's payments in the reports' daily rollup and in its checks. */
  async function sales() {
    const { rows } = await sql<{ rollup: string | null; checks: string | null }>`select
      (select sum(amount) from report_payment_day where store_id = ${store.id}) as rollup,
      (select sum(amount) from check_payment where store_id = ${store.id}) as checks`.execute(
      server.database.db,
    );
    return { rollup: Number(rows[0]!.rollup ?? 0), checks: Number(rows[0]!.checks ?? 0) };
  }

  it('records twenty checks sent at once, answers a retry among them as the first and refuses the bad one alone', async () => {
    const before = await recordCounts(server, store.id);
    const salesBefore = await sales();
    const good = Array.from({ length: 20 }, (_, i) => paidCheck(store, 500 + i));
    const bad = { ...paidCheck(store, 600), total: 1 };
    // The first check twice (a retry sent before the first answer came back), and one bad check.
    const bodies = [...good, good[0], bad];
    const answers = await Promise.all(bodies.map(post));

    for (const [i, answer] of answers.slice(0, 20).entries()) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect((answer.body.check as { number: number }).number).toBe(500 + i);
    }
    expect(answers[20]!.status).toBe(200);
    expect(answers[20]!.body).toEqual(answers[0]!.body);
    expect(answers[21]!.status).toBe(400);
    expect(JSON.stringify(answers[21]!.body)).toContain('deviceApi.errors.totalsMismatch');

    const after = await recordCounts(server, store.id);
    expect(after.pos_check).toBe(before.pos_check! + 20);
    expect(after.check_item).toBe(before.check_item! + 40);
    expect(after.check_payment).toBe(before.check_payment! + 20);
    const added = good.reduce((sum, c) => sum + c.payments.reduce((s, p) => s + p.amount, 0), 0);
    const salesAfter = await sales();
    expect(salesAfter.checks - salesBefore.checks).toBe(added);
    expect(salesAfter.rollup - salesBefore.rollup).toBe(added);

    // Sent again, all at once: every one a retry, nothing written.
    const again = await Promise.all(good.map(post));
    expect(again.map((a) => a.body)).toEqual(answers.slice(0, 20).map((a) => a.body));
    expect(await recordCounts(server, store.id)).toEqual(after);
  });
});
