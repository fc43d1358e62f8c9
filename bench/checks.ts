/**
 * Recording checks through the device API: a device of its own (created with the office token,
 * activated with its installation code) sends paid checks of three items, several at a time, and the
 * figure is how many the server records per second and how long each takes (p50, p95); then some one
 * at a time, for the latency of a request that waits behind no other.
 */
import { performance } from 'node:perf_hooks';
import { checkTotals, type CheckInput } from '../src/core/checks.js';
import { percentile, round } from './load.js';

/** Checks sent one at a time after the load: the latency of a request without queueing. */
const SERIAL = 50;

type Gql = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

function caller(url: string, token: string): Gql {
  return async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(`${url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length || !body.data) throw new Error(`GraphQL refused: ${body.errors?.[0]?.message}`);
    return body.data;
  };
}

/** `url` is the server, `token` an office access token of a store with menu items, an order type and a cash payment. */
export async function recordCheckFigure(
  url: string,
  token: string,
  { checks: CHECKS, concurrency: CONCURRENCY }: { checks: number; concurrency: number },
): Promise<{
  checks: number;
  concurrency: number;
  checks_per_s: number;
  p50_ms: number;
  p95_ms: number;
  serial_p50_ms: number;
  serial_p95_ms: number;
}> {
  const gql = caller(url, token);
  const { createDevice } = await gql<{ createDevice: { installation_code: string } }>(
    `mutation ($name: String) { createDevice(name: $name, number_block: 999999) { installation_code } }`,
    { name: `Bench POS ${Date.now().toString(36)}` },
  );
  const activated = await fetch(`${url}/api/devices/activate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ installation_code: createDevice.installation_code }),
  });
  const { token: deviceToken } = (await activated.json()) as { token: string };
  const filter = { status: 'active' };
  const data = await gql<{
    allOrderTypes: { id: string }[];
    allEmployees: { id: string }[];
    allMenuItems: { id: string; prices: { price: number }[] }[];
    allPayments: { id: string; type: string }[];
  }>(
    `query ($filter: OrderTypeFilter, $e: EmployeeFilter, $m: MenuItemFilter, $p: PaymentFilter) {
      allOrderTypes(perPage: 1, filter: $filter) { id }
      allEmployees(perPage: 1, filter: $e) { id }
      allMenuItems(perPage: 20, filter: $m) { id prices { price } }
      allPayments(perPage: 50, filter: $p) { id type }
    }`,
    { filter, e: filter, m: filter, p: filter },
  );
  const cash = data.allPayments.find((p) => p.type === 'cash');
  if (!data.allOrderTypes[0] || !data.allEmployees[0] || data.allMenuItems.length < 3 || !cash)
    throw new Error('The store needs an order type, an employee, three menu items and a cash payment');
  // Numbers of their own in the working day, away from the store's other devices.
  const first = 100_000 + Math.floor(Math.random() * 800_000);
  const check = (n: number): CheckInput => {
    const items = [0, 1, 2].map((k) => {
      const m = data.allMenuItems[(n + k) % data.allMenuItems.length]!;
      const unit = Math.round(m.prices[0]!.price * 100);
      return {
        menu_item_id: m.id,
        quantity: 1 + (k % 2),
        unit_price: unit,
        modifiers: [],
        discount: 0,
        tax: Math.round(unit * 0.08),
      };
    });
    const now = new Date().toISOString();
    const base = { items, discount: 0, gratuity: 0, payments: [] };
    const totals = checkTotals(base);
    return {
      number: first + n,
      order_type_id: data.allOrderTypes[0]!.id,
      server_id: data.allEmployees[0]!.id,
      guests: 2,
      opened_at: now,
      closed_at: now,
      status: 'closed',
      ...base,
      subtotal: totals.subtotal,
      tax: totals.tax,
      total: totals.total,
      payments: [{ payment_id: cash.id, amount: totals.total, tip: 0, change: 0, paid_at: now }],
      refunds: [],
      ratings: [],
    };
  };
  /** Sends check `n`; its latency in milliseconds. */
  const send = async (n: number) => {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/devices/checks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${deviceToken}` },
      body: JSON.stringify(check(n)),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`Check ${n} refused with ${res.status}`);
    return performance.now() - t0;
  };
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CHECKS) latencies.push(await send(next++));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const serial: number[] = [];
  for (let i = 0; i < SERIAL; i++) serial.push(await send(CHECKS + i));
  serial.sort((a, b) => a - b);
  return {
    checks: CHECKS,
    concurrency: CONCURRENCY,
    checks_per_s: round(CHECKS / seconds, 1),
    p50_ms: round(percentile(latencies, 50)),
    p95_ms: round(percentile(latencies, 95)),
    serial_p50_ms: round(percentile(serial, 50)),
    serial_p95_ms: round(percentile(serial, 95)),
  };
}
