import { afterAll, beforeAll, expect, it } from 'vitest';
import { activateDevice, postDevice, storeRecords, type StoreRecords } from '../helpers/devices.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * What a device looks up at the counter: the store's customers by name, phone or e-mail, whatever
 * the accents and case, a page at a time; a gift card's balance by its number, never answered whole.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

interface Body {
  message: string;
  errors: { field: string; key: string; params?: Record<string, unknown>; message: string }[];
  customers: { id: string; name: string; email: string }[];
  [other: string]: unknown;
}

let serial = 0;

describeEachDb('device lookups on %s', (kind) => {
  let server: TestServer;
  let bistro: StoreRecords;
  let token: string;
  let owner: Gql;

  const post = (path: string, body: unknown, language?: string, bearer = token) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${bearer}`,
        ...(language ? { 'accept-language': language } : {}),
      },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Body }));

  async function customer(name: string, enabled: boolean, limit: number, phone?: string) {
    const res = await owner<{ createCustomer: { id: string } }>(
      `mutation ($name: String!, $email: String, $phone: String, $enabled: Boolean, $limit: Float) {
        createCustomer(name: $name, email: $email, phone: $phone, house_account_enabled: $enabled,
          house_account_limit: $limit) { id } }`,
      { name, email: `lookup${++serial}@example.test`, phone, enabled, limit },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createCustomer.id;
  }
  async function giftCard(amount: number) {
    const cardNumber = `9${String(Date.now()).slice(-9)}${String(++serial).padStart(4, '0')}`;
    const res = await owner<{ issueGiftCard: { gift_card_id: string } }>(
      `mutation ($number: String!, $amount: Float!) {
        issueGiftCard(number: $number, amount: $amount) { gift_card_id } }`,
      { number: cardNumber, amount },
    );
    expect(res.errors).toBeUndefined();
    return { number: cardNumber, id: res.data!.issueGiftCard.gift_card_id };
  }

  beforeAll(async () => {
    server = await startServer(kind);
    bistro = await storeRecords(server, 'demo-bistro');
    token = await activateDevice(server, bistro.devices[0]!.code);
    ({ gql: owner } = await signIn(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('looks up customers by name, phone or e-mail, a page at a time, and a card’s balance by number', async () => {
    const id = await customer('Zoëlle Ñúñez', true, 200, '(555) 010-7788');
    const find = (body: unknown, language?: string) => post('/api/devices/customers/lookup', body, language);
    const byName = await find({ q: 'ZOELLE nunez' });
    expect(byName.status).toBe(200);
    expect(byName.body.customers).toEqual([
      {
        id,
        name: 'Zoëlle Ñúñez',
        phone: '(555) 010-7788',
        email: expect.stringContaining('@example.test'),
        house_account: { enabled: true, balance: 0, limit: 20000 },
      },
    ]);
    expect((await find({ q: '555-010 7788' })).body.customers.map((c: { id: string }) => c.id)).toEqual([id]);
    const email = byName.body.customers[0]!.email as string;
    expect((await find({ q: email.toUpperCase() })).body.customers.map((c: { id: string }) => c.id)).toEqual([
      id,
    ]);
    const page = await find({ q: 'an', per_page: 2, page: 1 });
    expect(page.body).toMatchObject({ page: 1, per_page: 2, more: true });
    expect(page.body.customers).toHaveLength(2);
    const tooMany = await find({ q: 'an', per_page: 100 }, 'es');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0]).toMatchObject({ field: 'per_page', params: { min: 1, max: 25 } });

    const card = await giftCard(12.5);
    const balance = await post('/api/devices/gift-cards/balance', { gift_card_number: card.number });
    expect(balance.status).toBe(200);
    expect(balance.body).toEqual({
      gift_card: { id: card.id, last_four: card.number.slice(-4), state: 'activated', balance: 1250 },
    });
    expect(JSON.stringify(balance.body)).not.toContain(card.number);
    const unknown = await post('/api/devices/gift-cards/balance', { gift_card_number: '12345678' }, 'es');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Ninguna tarjeta de regalo de la tienda tiene este número.');
    const noToken = await fetch(`${server.url}/api/devices/gift-cards/balance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gift_card_number: card.number }),
    });
    expect(noToken.status).toBe(401);
    // Another store's device finds neither.
    const taqueria = await storeRecords(server, 'demo-taqueria');
    const foreign = await activateDevice(server, taqueria.devices[0]!.code);
    expect(
      (await post('/api/devices/customers/lookup', { q: 'Zoëlle' }, undefined, foreign)).body.customers,
    ).toEqual([]);
    expect(
      (await post('/api/devices/gift-cards/balance', { gift_card_number: card.number }, undefined, foreign))
        .status,
    ).toBe(404);
    expect((await postDevice(server, '/api/devices/customers/lookup', undefined, { q: 'x' })).status).toBe(
      401,
    );
  });
});
