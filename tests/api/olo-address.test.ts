import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import es from '../../locales/es.json' with { type: 'json' };
import { testGeocoder } from '../helpers/geocoder.js';
import { guestToken, olo } from '../helpers/olo.js';
import { startServer, type TestServer } from '../helpers/server.js';

const SEARCH = `query ($a: String!) { addressSearch(address: $a) { label lat lng } }`;
const STORE = `{ store { address_search location { lat lng } } }`;

/** Places as a Nominatim-compatible geocoder answers them (`format=jsonv2`), one unreadable. */
const ANSWER = [
  {
    display_name: '742 Evergreen Terrace, Springfield, IL',
    lat: '39.80017',
    lon: '-89.64371',
    importance: 0.5,
  },
  { display_name: 'Evergreen Terrace, Shelbyville', lat: '39.4', lon: '-88.8' },
  { display_name: 'No point here', lat: 'north', lon: '' },
];

/*
 * Address search for delivery (the storefront's "address → quote"): a guest's typed address turned
 * into places by the geocoder the server is pointed at, near the store, in the guest's language;
 * refused, in both languages, when too short or long, when there is no geocoder or it does not answer.
 */
describe('address search of the online ordering API', () => {
  const geo = testGeocoder(() => ANSWER);
  let server: TestServer;
  let bare: TestServer;
  let token: string;

  beforeAll(async () => {
    const url = await geo.start();
    server = await startServer('pglite', { geocoderUrl: url });
    bare = await startServer('pglite');
    token = await guestToken(server);
  });
  afterAll(async () => {
    await server?.close();
    await bare?.close();
    await geo.close();
  });

  it('finds the places of a typed address near the store, in the guest language, once', async () => {
    const store = (await olo(server, STORE, {}, { token })).body.data!.store as unknown as {
      address_search: boolean;
      location: { lat: number; lng: number } | null;
    };
    expect(store.address_search).toBe(true);
    const res = await olo(server, SEARCH, { a: '  742   Evergreen Terrace ' }, { token, lang: 'es' });
    expect(res.body.errors).toBeUndefined();
    expect((res.body.data as unknown as { addressSearch: unknown }).addressSearch).toEqual([
      { label: '742 Evergreen Terrace, Springfield, IL', lat: 39.80017, lng: -89.64371 },
      { label: 'Evergreen Terrace, Shelbyville', lat: 39.4, lng: -88.8 },
    ]);
    expect(geo.asked).toHaveLength(1);
    const { url, language } = geo.asked[0]!;
    expect(url.searchParams.get('q')).toBe('742 Evergreen Terrace');
    expect(url.searchParams.get('format')).toBe('jsonv2');
    expect(language).toBe('es');
    if (store.location) {
      const [left, top, right, bottom] = url.searchParams.get('viewbox')!.split(',').map(Number);
      expect(left! < store.location.lng && store.location.lng < right!).toBe(true);
      expect(bottom! < store.location.lat && store.location.lat < top!).toBe(true);
    }
    // The same address again: answered from what was kept.
    await olo(server, SEARCH, { a: '742 evergreen terrace' }, { token, lang: 'es' });
    expect(geo.asked).toHaveLength(1);
  });

  it('refuses an address too short or too long before asking the geocoder, in both languages', async () => {
    const before = geo.asked.length;
    for (const a of ['ab', 'x'.repeat(201)]) {
      for (const lang of ['en', 'es']) {
        const res = await olo(server, SEARCH, { a }, { token, lang });
        const error = res.body.errors![0]!;
        expect(error.extensions.key).toBe('olo.errors.addressLength');
        expect(error.message).toBe(
          lang === 'en'
            ? 'Type an address of 3 to 200 characters'
            : es.olo.errors.addressLength.replace('%{min}', '3').replace('%{max}', '200'),
        );
      }
    }
    expect(geo.asked).toHaveLength(before);
  });

  it('says so when the geocoder does not answer, and when the server has none', async () => {
    geo.setDown(true);
    const down = await olo(server, SEARCH, { a: '1 Down Street' }, { token });
    geo.setDown(false);
    expect(down.body.errors![0]!.extensions).toMatchObject({
      code: 'UNAVAILABLE',
      key: 'olo.errors.addressSearchDown',
    });
    const bareToken = await guestToken(bare);
    const store = (await olo(bare, STORE, {}, { token: bareToken })).body.data!.store as unknown as {
      address_search: boolean;
    };
    expect(store.address_search).toBe(false);
    const none = await olo(bare, SEARCH, { a: '742 Evergreen Terrace' }, { token: bareToken, lang: 'es' });
    expect(none.body.errors![0]!.extensions.key).toBe('olo.errors.noAddressSearch');
    expect(none.body.errors![0]!.message).toBe(es.olo.errors.noAddressSearch);
  });

  it('answers only a guest of a store', async () => {
    const res = await olo(server, SEARCH, { a: '742 Evergreen Terrace' });
    expect(res.body.errors![0]!.extensions.code).toBe('UNAUTHENTICATED');
  });
});
