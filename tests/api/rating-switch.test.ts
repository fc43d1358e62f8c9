import { afterAll, beforeAll, expect, it } from 'vitest';
import { ratingLink } from '../../src/server/features/survey/index.js';
import {
  moveToAfternoon,
  paidCheck,
  postDevice,
  storeWithDevice,
  takeRatings,
  type DeviceStore,
} from '../helpers/devices.js';
import { describeEachDb } from '../helpers/optional.js';
import { startServer, type TestServer } from '../helpers/server.js';

/*
 * The rating system switch (General Settings → Customers) beyond the console: a device learns from
 * `connect` whether the store takes ratings, and a check carrying ratings is refused while it is off;
 * the guest's rating page (online, from the rating link) neither shows its form nor takes answers.
 */

const DEVICE_OFF = {
  en: 'This store is not taking ratings: its rating system is off in General Settings → Customers.',
  es: 'Esta tienda no está recibiendo calificaciones: su sistema de calificación está desactivado en Configuración general → Clientes.',
};
const PAGE_OFF = {
  en: 'This store is not taking ratings at the moment.',
  es: 'Esta tienda no está recibiendo calificaciones por ahora.',
};

describeEachDb('the rating system switch on %s', (kind) => {
  let server: TestServer;
  let bistro: DeviceStore;
  let number = 700;

  beforeAll(async () => {
    server = await startServer(kind);
    bistro = await storeWithDevice(server, 'demo-bistro');
    await moveToAfternoon(server, bistro);
  });
  afterAll(() => server?.close());

  const send = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const connect = () => send('/api/devices/connect', { installation_code: bistro.device.code });
  const ratedCheck = () => {
    const check = paidCheck(bistro, ++number);
    check.ratings = [{ menu_item_id: bistro.items[0]!.id, rating: 5, rated_at: check.closed_at! }];
    return check;
  };
  const postCheck = (body: unknown, language: 'en' | 'es') =>
    send('/api/devices/checks', body, {
      authorization: `Bearer ${bistro.token}`,
      'accept-language': language,
    });

  /** The guest's page of a closed check: GET reads it, POST answers it. */
  async function page(checkId: string, language: 'en' | 'es', body?: unknown) {
    const link = await ratingLink(server.database.db, bistro.id, checkId);
    const path = new URL(link).pathname.replace('/office/rate/', '/api/rating/');
    const res = await fetch(`${server.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'accept-language': language,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  async function closedCheck(): Promise<string> {
    const res = await postDevice(server, '/api/devices/checks', bistro.token, paidCheck(bistro, ++number));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.check as { id: string }).id;
  }
  const answers = (items: { menu_item_id: string }[]) => ({
    waiting_time: 4,
    food_quality: 5,
    service: 4,
    recommend: true,
    review_comment: 'Lovely',
    items: items.map((i) => ({ menu_item_id: i.menu_item_id, rating: 5 })),
    language: 'en',
  });

  it('off: devices are told so, and a check carrying ratings is refused in English and Spanish', async () => {
    await takeRatings(server, bistro.id, false);
    expect((await connect()).body.settings).toEqual({ rating_system: false });
    for (const language of ['en', 'es'] as const) {
      const res = await postCheck(ratedCheck(), language);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        expect.objectContaining({
          field: 'ratings',
          key: 'deviceApi.errors.ratingOff',
          message: DEVICE_OFF[language],
        }),
      ]);
    }
    const ratings = await server.database.db
      .selectFrom('item_rating')
      .select('id')
      .where('store_id', '=', bistro.id)
      .execute();
    expect(ratings).toEqual([]);
    // The same check without its ratings is taken.
    expect((await postCheck({ ...ratedCheck(), ratings: [] }, 'en')).status).toBe(200);
  });

  it('on: devices are told so, and a check carrying ratings is recorded with them', async () => {
    await takeRatings(server, bistro.id, true);
    expect((await connect()).body.settings).toEqual({ rating_system: true });
    const res = await postCheck(ratedCheck(), 'es');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ratings = await server.database.db
      .selectFrom('item_rating')
      .select('rating')
      .where('store_id', '=', bistro.id)
      .execute();
    expect(ratings.map((r) => Number(r.rating))).toEqual([5]);
  });

  it('off: the guest’s rating page shows no form and takes no answers, in English and Spanish', async () => {
    await takeRatings(server, bistro.id, true);
    const checkId = await closedCheck();
    const form = await page(checkId, 'en');
    expect(form.status).toBe(200);
    const items = form.body.items as { menu_item_id: string }[];
    await takeRatings(server, bistro.id, false);
    for (const language of ['en', 'es'] as const) {
      for (const res of [await page(checkId, language), await page(checkId, language, answers(items))])
        expect(res).toEqual({
          status: 400,
          body: expect.objectContaining({
            key: 'survey.errors.ratingOff',
            message: PAGE_OFF[language],
          }) as unknown,
        });
    }
    const stored = await server.database.db
      .selectFrom('survey_answer')
      .select('id')
      .where('check_id', '=', checkId)
      .execute();
    expect(stored).toEqual([]);

    // On again: the same link offers the form and takes the answers.
    await takeRatings(server, bistro.id, true);
    expect((await page(checkId, 'es')).status).toBe(200);
    const done = await page(checkId, 'en', answers(items));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  });
});
