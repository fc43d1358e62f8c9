import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import { guestToken, olo, type Answer } from '../helpers/olo.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type DbKind, type TestServer } from '../helpers/server.js';

/*
 * A gift card at online checkout: quoted by its number (its balance and last four digits, never the
 * whole number), paying min(balance, total) of an order as a redemption in the check's transaction,
 * the rest due at pickup; two orders at once never take more than the card holds; an unknown,
 * deactivated or empty card is refused in the guest's language with nothing written, and a session
 * guessing numbers is refused after a handful of wrong ones.
 */

const fill = (text: string, params: Record<string, unknown> = {}) =>
  text.replace(/%\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `%{${k}}`));

const PLACE = `mutation ($order: OloOrderInput!) { placeOrder(order: $order) {
  subtotal tax total gift_card amount_due token } }`;
const QUOTE = `query ($number: String!) { giftCardQuote(number: $number) { last_four balance } }`;
const READ = `query ($token: String!) { order(token: $token) { total gift_card amount_due } }`;
const MENU = `{ menu { categories { items { id price available modifier_groups { min } } } } }`;
const TYPES = `{ orderTypes { id prompts { name_only } } }`;
const ISSUE = `mutation ($number: String!, $amount: Float!, $state: String) {
  issueGiftCard(number: $number, amount: $amount, state: $state) { gift_card_id balance } }`;

type Data = Record<string, Record<string, unknown>>;
const data = (res: Answer) => res.body.data as unknown as Data;
const firstError = (res: Answer) => res.body.errors![0]!;
interface Placed {
  subtotal: number;
  tax: number;
  total: number;
  gift_card: number;
  amount_due: number;
  token: string;
}

describeEachDb('gift cards on online orders on %s', (kind: DbKind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signIn>>;
  let token: string;
  let takeOut: string;
  let item: { id: string; price: number };
  let serial = 0;

  const order = (over: Record<string, unknown> = {}) => ({
    idempotency_key: randomUUID(),
    order_type_id: takeOut,
    customer: { name: 'Ada' },
    lines: [{ menu_item_id: item.id, quantity: 2 }],
    ...over,
  });
  const place = (o: object, lang = 'en', as = token) => olo(server, PLACE, { order: o }, { token: as, lang });
  const quote = (number: string, lang = 'en', as = token) =>
    olo(server, QUOTE, { number }, { token: as, lang });
  /** A new card of the store holding `amount`, by its number. */
  const card = async (amount: number, state?: string) => {
    serial += 1;
    const number = `77001234${String(serial).padStart(4, '0')}${kind === 'pglite' ? '11' : '22'}`;
    const res = await owner.gql<{ issueGiftCard: { gift_card_id: string } }>(ISSUE, {
      number,
      amount,
      ...(state ? { state } : {}),
    });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return { number, id: res.data!.issueGiftCard.gift_card_id };
  };
  const balance = async (id: string) =>
    Number(
      (
        await sql<{ balance: number }>`select balance from gift_card where id = ${id}`.execute(
          server.database.db,
        )
      ).rows[0]!.balance,
    );
  const redemptions = async (id: string) =>
    (
      await sql<{
        amount: number;
        check_id: string | null;
      }>`select amount, check_id from gift_card_transaction
        where gift_card_id = ${id} and kind = 'redemption' order by at, id`.execute(server.database.db)
    ).rows.map((r) => ({ amount: Number(r.amount), check_id: r.check_id }));
  const onlineChecks = async () =>
    Number(
      (
        await sql<{ n: string }>`select count(*) as n from pos_check where source = 'olo'`.execute(
          server.database.db,
        )
      ).rows[0]!.n,
    );

  beforeAll(async () => {
    server = await startServer(kind);
    owner = await signIn(server);
    const db = server.database.db;
    const always = JSON.stringify({
      hours: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
        day,
        start: '00:00',
        end: '24:00',
      })),
    });
    const bistro = await db
      .selectFrom('store')
      .select('id')
      .where('slug', '=', 'demo-bistro')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('store_info')
      .set({ pickup_hours: always, online_minimum_order: 0 })
      .where('store_id', '=', bistro.id as string)
      .execute();
    token = await guestToken(server);
    const menu = data(await olo(server, MENU, {}, { token })).menu as {
      categories: {
        items: { id: string; price: number | null; available: boolean; modifier_groups: { min: number }[] }[];
      }[];
    };
    const plain = menu.categories
      .flatMap((c) => c.items)
      .filter((i) => i.available && (i.price ?? 0) > 5 && i.modifier_groups.every((g) => g.min === 0));
    item = { id: plain[0]!.id, price: plain[0]!.price! };
    const types = data(await olo(server, TYPES, {}, { token })).orderTypes as unknown as {
      id: string;
      prompts: { name_only: boolean };
    }[];
    takeOut = types.find((t) => t.prompts.name_only)!.id;
  });
  afterAll(() => server?.close());

  it('quotes a card by its balance and last four digits, never its whole number', async () => {
    const { number } = await card(12.5);
    const res = await quote(number.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    expect(data(res).giftCardQuote).toEqual({ last_four: number.slice(-4), balance: 12.5 });
    expect(JSON.stringify(res.body)).not.toContain(number);
  });

  it('pays part of an order with a card holding less than its total, the rest due at pickup', async () => {
    const { number, id } = await card(5);
    const res = await place(order({ gift_card_number: number }));
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    const placed = data(res).placeOrder as unknown as Placed;
    expect(placed.total).toBeGreaterThan(5);
    expect(placed.gift_card).toBe(5);
    expect(placed.amount_due).toBeCloseTo(placed.total - 5, 2);
    expect(await balance(id)).toBe(0);
    const rows = await redemptions(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amount).toBe(-5);
    const read = data(await olo(server, READ, { token: placed.token })).order;
    expect(read).toEqual({ total: placed.total, gift_card: 5, amount_due: placed.amount_due });
    // The payment names the card by its last four digits only.
    const payments = await sql<{ payment_type: string; amount: number; card_last_four: string | null }>`
      select payment_type, amount, card_last_four from check_payment where check_id = ${rows[0]!.check_id}`.execute(
      server.database.db,
    );
    expect(payments.rows.map((p) => ({ ...p, amount: Number(p.amount) }))).toEqual([
      { payment_type: 'gift-card', amount: 500, card_last_four: number.slice(-4) },
    ]);
  });

  it('pays a whole order with a card holding more, never more than the total', async () => {
    const { number, id } = await card(500);
    const res = await place(order({ gift_card_number: number }));
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    const placed = data(res).placeOrder as unknown as Placed;
    expect(placed.gift_card).toBe(placed.total);
    expect(placed.amount_due).toBe(0);
    expect(await balance(id)).toBeCloseTo(500 - placed.total, 2);
  });

  it('lets two orders at once take no more than the card holds', async () => {
    const { number, id } = await card(item.price * 2 + 1);
    const before = await onlineChecks();
    const [a, b] = await Promise.all([
      place(order({ gift_card_number: number })),
      place(order({ gift_card_number: number })),
    ]);
    const ok = [a, b].filter((r) => !r.body.errors).map((r) => data(r).placeOrder as unknown as Placed);
    const paid = ok.reduce((s, p) => s + p.gift_card, 0);
    expect(paid).toBeCloseTo(item.price * 2 + 1, 2);
    for (const p of ok) expect(p.gift_card).toBeLessThanOrEqual(p.total);
    expect(await balance(id)).toBe(0);
    // The second paid only what was left, or was refused because nothing was left.
    const refused = [a, b].filter((r) => r.body.errors);
    for (const r of refused) expect(firstError(r).extensions.key).toBe('olo.errors.giftCardNoBalance');
    expect(await onlineChecks()).toBe(before + ok.length);
    const sum = (await redemptions(id)).reduce((s, r) => s + r.amount, 0);
    expect(sum).toBeCloseTo(-(item.price * 2 + 1), 2);
  });

  it('refuses an unknown, deactivated, not activated or empty card in English and Spanish, writing nothing', async () => {
    const off = await card(20);
    await owner.gql(`mutation ($id: ID!) { updateGiftCard(id: $id, state: "deactivated") { id } }`, {
      id: off.id,
    });
    const fresh = await card(20, 'preactivated');
    const empty = await card(3);
    await owner.gql(
      `mutation ($id: ID!) { recordGiftCardTransaction(gift_card_id: $id, kind: "redemption", amount: 3) { balance } }`,
      { id: empty.id },
    );
    const session = await guestToken(server);
    const before = await onlineChecks();
    const cases: [string, string, Record<string, unknown>][] = [
      ['6000000000000000', 'olo.errors.unknownGiftCard', {}],
      [off.number, 'olo.errors.giftCardNotActivated', { last_four: off.number.slice(-4) }],
      [fresh.number, 'olo.errors.giftCardNotActivated', { last_four: fresh.number.slice(-4) }],
      [empty.number, 'olo.errors.giftCardNoBalance', { last_four: empty.number.slice(-4) }],
    ];
    for (const [number, key, params] of cases)
      for (const [lang, words] of [
        ['en', en],
        ['es', es],
      ] as const) {
        const phrase = key
          .split('.')
          .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], words) as string;
        const placed = await place(order({ gift_card_number: number }), lang, session);
        expect(firstError(placed).extensions.key, number).toBe(key);
        expect(firstError(placed).message).toBe(fill(phrase, params));
        const quoted = await quote(number, lang, session);
        expect(firstError(quoted).message).toBe(fill(phrase, params));
      }
    expect(await onlineChecks()).toBe(before);
    expect(await balance(off.id)).toBe(20);
    expect(await balance(fresh.id)).toBe(20);
    expect(await redemptions(off.id)).toEqual([]);
  });

  it('refuses a session after a handful of wrong numbers, even a right one then', async () => {
    const good = await card(10);
    const session = await guestToken(server);
    for (let i = 0; i < 5; i++) {
      const res = await quote(`60000000000000${String(i).padStart(2, '0')}`, 'en', session);
      expect(firstError(res).extensions.key).toBe('olo.errors.unknownGiftCard');
    }
    const locked = await quote(good.number, 'es', session);
    expect(firstError(locked).message).toBe(es.olo.errors.giftCardTooManyTries);
    const placed = await place(order({ gift_card_number: good.number }), 'en', session);
    expect(firstError(placed).message).toBe(en.olo.errors.giftCardTooManyTries);
    expect(await balance(good.id)).toBe(10);
    // Another session is not held back by this one's guesses.
    const other = await quote(good.number, 'en', await guestToken(server));
    expect(data(other).giftCardQuote).toEqual({ last_four: good.number.slice(-4), balance: 10 });
  });
});
