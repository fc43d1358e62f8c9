import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsCardNumber, holdsCardNumber } from '../../src/core/checks.js';
import { paidCheck, postDevice, storeWithDevice, takeRatings, type DeviceStore } from '../helpers/devices.js';
import { postgresReachable, startServer, type DbKind, type TestServer } from '../helpers/server.js';

const kinds: DbKind[] = ['pglite', ...((await postgresReachable()) ? (['postgres'] as const) : [])];
if (kinds.length === 1)
  console.warn('PostgreSQL is not reachable: its card number spelling tests are skipped');

/** A test card number (it passes the card check digit), and the ways a till may spell it. */
const CARD = '4111111111111111';
const SPELLINGS = [
  '4111.1111.1111.1111',
  '4111  1111  1111  1111',
  '4111/1111/1111/1111',
  CARD.split('').join('_'),
  String.fromCodePoint(...[...CARD].map((d) => 0xff10 + Number(d))),
  `Card ${CARD.replace(/(\d{4})(?=\d)/g, '$1\u200b')} 12/27`,
];

type Body = Record<string, unknown>;

/** Sets a dotted path (`payments.0.transaction_id`) of a copy of a body. */
function withText(body: Body, path: string, text: string): Body {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = text;
  return copy;
}

/** Every text a table holds, column by column: plain text, and jsonb read as data. */
async function storedTexts(server: TestServer): Promise<{ where: string; value: unknown }[]> {
  const db = server.database.db;
  const { rows: columns } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = current_schema() and data_type in ('text', 'jsonb', 'json', 'character varying')`.execute(
    db,
  );
  expect(columns.length).toBeGreaterThan(50);
  const out: { where: string; value: unknown }[] = [];
  for (const { table_name, column_name, data_type } of columns) {
    const { rows } = await sql<{
      v: unknown;
    }>`select ${sql.ref(column_name)} as v from ${sql.table(table_name)}
      where ${sql.ref(column_name)} is not null`.execute(db);
    for (const { v } of rows) {
      const value = data_type.startsWith('json') && typeof v === 'string' ? JSON.parse(v) : v;
      out.push({ where: `${table_name}.${column_name}`, value });
    }
  }
  return out;
}

/** The texts among them that hold a card number by the check's own reading. */
const luhnRuns = (texts: { where: string; value: unknown }[]) =>
  texts
    .filter(({ value }) => (typeof value === 'string' ? holdsCardNumber(value) : containsCardNumber(value)))
    .map(({ where, value }) => `${where}: ${JSON.stringify(value)}`);

/*
 * A card number spelled with dots, double spaces, slashes, underscores, full-width digits or
 * invisible spaces, sent in each text field of every kind of record a device sends, is refused with
 * 400 naming the field, and none reaches the database: after all of them, no stored text holds the
 * card's digits, whatever stands between them, nor any card number that was not there before.
 */
describe.each(kinds)('card numbers in any spelling on %s', (kind) => {
  let server: TestServer;
  let bistro: DeviceStore;
  let serial = 0;
  const newId = () => `01937a4e-0000-7000-8000-${String(++serial).padStart(12, '0')}`;
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
  const post = (path: string, body: unknown) => postDevice(server, path, bistro.token, body);

  /** Each kind of record with every text field filled in ordinary words, and those fields by path. */
  let records: { path: string; body: () => Body; fields: string[] }[];

  beforeAll(async () => {
    server = await startServer(kind);
    bistro = await storeWithDevice(server, 'demo-bistro');
    await takeRatings(server, bistro.id);
    expect(
      (
        await post('/api/devices/shifts', {
          id: newId(),
          employee_id: bistro.employees[0]!.id,
          opened_at: minutesAgo(95),
          starting_bank: 15000,
        })
      ).status,
    ).toBe(200);
    const employee = bistro.employees[0]!.id;
    const check = (): Body => {
      const c = paidCheck(bistro, 100 + ++serial, { table_name: 'Patio 12' });
      const payment = {
        payment_id: bistro.card,
        amount: c.total,
        tip: 0,
        change: 0,
        card_number: '************1111',
        account_type: 'Visa',
        entry_type: 'Chip',
        auth_code: 'A12345',
        approval_code: 'B67890',
        terminal_number: 'T-07',
        transaction_id: 'TX 2026-000123',
        expiration: '12/27',
        paid_at: c.closed_at!,
      };
      return {
        ...c,
        payments: [payment],
        refunds: [
          { payment: 0, amount: 100, reason: 'Cold soup', employee_id: employee, refunded_at: c.closed_at },
        ],
        ratings: [
          { menu_item_id: bistro.items[0]!.id, rating: 5, comment: 'Lovely, 10/10', rated_at: c.closed_at },
        ],
      };
    };
    const recorded = await post('/api/devices/checks', check());
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    const checkId = (recorded.body.check as { id: string }).id;
    records = [
      {
        path: '/api/devices/checks',
        body: check,
        fields: [
          'table_name',
          ...['card_number', 'account_type', 'entry_type', 'auth_code', 'approval_code']
            .concat(['terminal_number', 'transaction_id', 'expiration'])
            .map((f) => `payments.0.${f}`),
          'refunds.0.reason',
          'ratings.0.comment',
        ],
      },
      {
        path: '/api/devices/paid-outs',
        body: () => ({
          id: newId(),
          paid_out_id: bistro.paidOut,
          amount: 1250,
          employee_id: employee,
          comment: 'Ice',
          paid_at: minutesAgo(15),
        }),
        fields: ['comment'],
      },
      {
        path: '/api/devices/shifts',
        body: () => ({
          id: newId(),
          employee_id: employee,
          opened_at: minutesAgo(80),
          starting_bank: 15000,
          adjustments: [{ amount: 2000, reason: 'Float', at: minutesAgo(30) }],
        }),
        fields: ['adjustments.0.reason'],
      },
      {
        path: '/api/devices/kitchen-resends',
        body: () => ({
          id: newId(),
          check_id: checkId,
          employee_id: employee,
          reason: 'Dropped',
          resent_at: minutesAgo(5),
        }),
        fields: ['reason'],
      },
      // A time card has no text of its own: a field it does not know is read all the same.
      {
        path: '/api/devices/time-cards',
        body: () => ({
          id: newId(),
          employee_id: employee,
          clock_in: minutesAgo(90),
          clock_out: minutesAgo(20),
        }),
        fields: ['note'],
      },
    ];
  });
  afterAll(() => server?.close());

  it('refuses every spelling in every text field, naming it, and stores none', async () => {
    const before = luhnRuns(await storedTexts(server));
    for (const record of records) {
      // The record as it stands is taken: the refusals below are the card's doing.
      const plain = await post(record.path, record.body());
      expect(plain.status, `${record.path} ${JSON.stringify(plain.body)}`).toBe(200);
      for (const field of record.fields)
        for (const spelling of SPELLINGS) {
          const res = await post(record.path, withText(record.body(), field, spelling));
          const what = `${record.path} ${field} = ${JSON.stringify(spelling)}`;
          expect(res.status, `${what} → ${JSON.stringify(res.body)}`).toBe(400);
          expect(res.body.message, what).toMatch(/card numbers are stored masked/);
          expect(res.body.errors, what).toEqual([expect.objectContaining({ field })]);
        }
    }

    const texts = await storedTexts(server);
    // The card's digits, whatever was between them, in no stored text.
    const digits = (value: unknown) => JSON.stringify(value).normalize('NFKC').replace(/\D/g, '');
    expect(texts.filter(({ value }) => digits(value).includes(CARD)).map((t) => t.where)).toEqual([]);
    // Nor a card number of any other digits that was not there before.
    expect(luhnRuns(texts).filter((hit) => !before.includes(hit))).toEqual([]);
  });
});
