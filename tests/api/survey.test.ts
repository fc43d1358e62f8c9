import { afterAll, beforeAll, expect, it } from 'vitest';
import { surveyResults } from '../../src/server/features/survey/results.js';
import { ratingEmail, ratingLink } from '../../src/server/features/survey/index.js';
import { LINK_DAYS, signRatingToken } from '../../src/server/features/survey/link.js';
import {
  paidCheck,
  postDevice,
  storeWithDevice,
  moveToAfternoon,
  type DeviceStore,
} from '../helpers/devices.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * Rating and survey: the settings over GraphQL, the ratings e-mail and its signed one-use link, the
 * guest's page answered over HTTP without sign-in, and where the answers go (the ratings report,
 * the coupon, the results).
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

const SETTINGS = `rating_by_product email_delay email_delay_unit min_likes max_items_per_category coupon_id title
  questions { key text enabled }`;
const SAVE = `mutation ($input: SurveySettingsInput!) { saveSurveySettings(input: $input) { ${SETTINGS} } }`;
const REPORT = `query ($from: String!, $to: String!) {
  report(code: "rate-system-report", from: $from, to: $to) { columns { key } rows { cells } } }`;

interface Settings {
  rating_by_product: boolean;
  email_delay: number;
  email_delay_unit: string;
  min_likes: number;
  max_items_per_category: number;
  coupon_id: string | null;
  title: string;
  questions: { key: string; text: string; enabled: boolean }[];
}

describeEachDb('rating and survey on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let token: string;
  let bistro: DeviceStore;
  let customer: string;
  let coupon: { id: string; code: string };
  let number = 700;

  async function gqlIn(language: string, query: string, variables: Record<string, unknown>) {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'accept-language': language,
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  }

  /** The guest's page: GET reads it, POST answers it, in a language. */
  async function page(link: string, body?: unknown, language = 'en') {
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

  /** A closed check of Demo Bistro, paid, for the customer given; its id. */
  async function closedCheck(customerId: string | null): Promise<string> {
    const check = paidCheck(bistro, ++number, customerId ? { customer_id: customerId } : {});
    const res = await postDevice(server, '/api/devices/checks', bistro.token, check);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await server.database.db
      .selectFrom('pos_check')
      .select('id')
      .where('store_id', '=', bistro.id)
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    return row.id as string;
  }

  const settingsInput = (over: Partial<Settings> = {}): Settings => ({
    rating_by_product: true,
    email_delay: 2,
    email_delay_unit: 'hours',
    min_likes: 3,
    max_items_per_category: 5,
    coupon_id: coupon.id,
    title: 'How was Demo Bistro?',
    questions: [
      { key: 'waiting_time', text: 'Was the wait short?', enabled: true },
      { key: 'food_quality', text: '', enabled: true },
      { key: 'service', text: '', enabled: true },
      { key: 'recommend', text: '', enabled: true },
      { key: 'item_review', text: '', enabled: true },
      { key: 'review_comment', text: '', enabled: true },
      { key: 'other_comments', text: '', enabled: false },
    ],
    ...over,
  });

  const setRating = (on: boolean) =>
    server.database.db
      .updateTable('store_info')
      .set({ rating_system: on })
      .where('store_id', '=', bistro.id)
      .execute();

  beforeAll(async () => {
    server = await startServer(kind);
    bistro = await storeWithDevice(server, 'demo-bistro');
    await moveToAfternoon(server, bistro);
    ({ gql: owner, token } = await signIn(server));
    const made = await owner<{ createCustomer: { id: string } }>(
      'mutation { createCustomer(name: "Rita Rater", email: "rita@example.test", marketing_agreement: true) { id } }',
    );
    expect(made.errors).toBeUndefined();
    customer = made.data!.createCustomer.id;
    const c = await server.database.db
      .selectFrom('coupon')
      .select(['id', 'code'])
      .where('store_id', '=', bistro.id)
      .where('status', '=', 'active')
      .orderBy('code')
      .executeTakeFirstOrThrow();
    coupon = { id: c.id as string, code: c.code as string };
    await setRating(true);
  });
  afterAll(async () => server?.close());

  it('saves the settings, and refuses numbers out of range and a coupon not the store’s, in English and Spanish', async () => {
    const before = await owner<{ surveySettings: Settings }>(`{ surveySettings { ${SETTINGS} } }`);
    expect(before.data!.surveySettings.questions.map((q) => q.key)).toEqual([
      'waiting_time',
      'food_quality',
      'service',
      'recommend',
      'item_review',
      'review_comment',
      'other_comments',
    ]);
    const saved = await owner<{ saveSurveySettings: Settings }>(SAVE, {
      input: settingsInput({ title: '  How was Demo Bistro?  ' }),
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveSurveySettings).toEqual(settingsInput());
    const read = await owner<{ surveySettings: Settings }>(`{ surveySettings { ${SETTINGS} } }`);
    expect(read.data!.surveySettings).toEqual(settingsInput());

    const en = await gqlIn('en', SAVE, { input: settingsInput({ min_likes: -1 }) });
    expect(en.errors?.[0]?.message).toBe('The minimum likes must be a whole number from 0 to 1000.');
    const es = await gqlIn('es', SAVE, { input: settingsInput({ email_delay: 0 }) });
    expect(es.errors?.[0]?.message).toBe('El retraso del correo debe ser un número entero de 1 a 999.');
    const other = await gqlIn('es', SAVE, { input: settingsInput({ coupon_id: bistro.id }) });
    expect(other.errors?.[0]?.message).toBe('El cupón debe ser un cupón activo de la tienda.');
    const long = await gqlIn('en', SAVE, { input: settingsInput({ title: 'x'.repeat(121) }) });
    expect(long.errors?.[0]?.message).toBe('The survey title can have 120 characters at most.');
    // Nothing refused was written.
    expect(
      (await owner<{ surveySettings: Settings }>(`{ surveySettings { ${SETTINGS} } }`)).data!.surveySettings,
    ).toEqual(settingsInput());
  });

  it('writes the e-mail only for a customer who agreed to marketing, while the rating system is on', async () => {
    const db = server.database.db;
    expect(await ratingEmail(db, bistro.id, await closedCheck(null))).toBeNull();
    const checkId = await closedCheck(customer);
    const mail = await ratingEmail(db, bistro.id, checkId);
    expect(mail).toMatchObject({ to: 'rita@example.test', subject: 'How was your visit to Demo Bistro?' });
    expect(mail!.link).toMatch(/\/office\/rate\/[\w-]{70}$/);
    expect(mail!.html).toContain(mail!.link);
    expect(mail!.text).toContain('How was Demo Bistro?');
    await setRating(false);
    expect(await ratingEmail(db, bistro.id, checkId)).toBeNull();
    expect((await page(await ratingLink(db, bistro.id, checkId))).body.message).toBe(
      'This store is not taking ratings at the moment.',
    );
    await setRating(true);
    await db.updateTable('customer').set({ marketing_agreement: false }).where('id', '=', customer).execute();
    expect(await ratingEmail(db, bistro.id, checkId)).toBeNull();
    await db.updateTable('customer').set({ marketing_agreement: true }).where('id', '=', customer).execute();
  });

  it('takes the answers of a link once, gives the coupon, and the ratings reach the ratings report', async () => {
    const db = server.database.db;
    const checkId = await closedCheck(customer);
    const link = await ratingLink(db, bistro.id, checkId);
    const form = await page(link);
    expect(form.status).toBe(200);
    expect(form.body.title).toBe('How was Demo Bistro?');
    expect((form.body.questions as { key: string }[]).map((q) => q.key)).not.toContain('other_comments');
    const items = form.body.items as { menu_item_id: string; name: string }[];
    expect(items.map((i) => i.menu_item_id)).toEqual([bistro.items[0]!.id, bistro.items[1]!.id]);

    const answers = {
      waiting_time: 4,
      food_quality: 5,
      service: 3,
      recommend: true,
      items: [
        { menu_item_id: items[0]!.menu_item_id, rating: 5 },
        { menu_item_id: items[1]!.menu_item_id, rating: 2 },
      ],
      language: 'es',
    };
    // The review comment is on, so it is required.
    const missing = await page(link, { ...answers, review_comment: '  ' }, 'es');
    expect(missing).toEqual({
      status: 400,
      body: expect.objectContaining({
        message: 'Escriba unas palabras sobre su visita: este comentario es obligatorio.',
      }) as unknown,
    });
    const stray = await page(link, {
      ...answers,
      review_comment: 'ok',
      items: [{ menu_item_id: bistro.id, rating: 4 }],
    });
    expect(stray.body.message).toBe('Rate only the items of your check, each once.');
    const range = await page(link, { ...answers, review_comment: 'ok', service: 6 });
    expect(range.body.message).toBe('Answers go from 1 to 5.');

    const done = await page(link, { ...answers, review_comment: 'Great tacos, slow drinks' }, 'es');
    expect(done).toEqual({
      status: 200,
      body: { coupon_code: coupon.code, coupon_description: expect.anything() as unknown },
    });

    for (const again of [await page(link), await page(link, { ...answers, review_comment: 'again' })])
      expect(again).toEqual({
        status: 409,
        body: expect.objectContaining({
          message: 'This survey has been answered already: each link works once. Thank you!',
        }) as unknown,
      });
    const stored = await db.selectFrom('survey_answer').selectAll().where('check_id', '=', checkId).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      service: 3,
      recommend: true,
      coupon_code: coupon.code,
      language: 'es',
    });

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: bistro.zone }).format(new Date());
    const report = await owner<{
      report: { columns: { key: string }[]; rows: { cells: (string | null)[] }[] };
    }>(REPORT, { from: today, to: today });
    expect(report.errors).toBeUndefined();
    const cols = report.data!.report.columns.map((c) => c.key);
    const rows = report.data!.report.rows.map((r) => Object.fromEntries(cols.map((k, i) => [k, r.cells[i]])));
    const names = items.map((i) => i.name);
    expect(
      rows.filter((r) => names.includes(String(r.menuItem))).map((r) => [r.menuItem, Number(r.ratings)]),
    ).toEqual([
      [names[0], 1],
      [names[1], 1],
    ]);

    const results = await surveyResults(db, bistro.id, today, today);
    expect(results).toMatchObject({
      answers: 1,
      waiting_time: 4,
      food_quality: 5,
      service: 3,
      recommend: 100,
    });
    expect(results.item_review).toBe(3.5);
    expect(results.comments[0]).toMatchObject({ review_comment: 'Great tacos, slow drinks' });
    const viaApi = await owner<{ surveyResults: { answers: number } }>(
      'query ($f: String!, $t: String!) { surveyResults(from: $f, to: $t) { answers } }',
      { f: today, t: today },
    );
    expect(viaApi.data!.surveyResults.answers).toBe(1);
  });

  it('refuses a tampered, foreign or expired link, in the guest’s language', async () => {
    const db = server.database.db;
    const checkId = await closedCheck(customer);
    const link = await ratingLink(db, bistro.id, checkId);
    const token = link.split('/').pop()!;
    const [body, mac] = [token.slice(0, 48), token.slice(48)];
    // The same check, its expiry pushed later, under the signature of the one that came.
    const bytes = Buffer.from(body, 'base64url');
    bytes[32] = 0xff;
    const forged = bytes.toString('base64url');
    const flip = (s: string) => (s.startsWith('A') ? `B${s.slice(1)}` : `A${s.slice(1)}`);
    for (const bad of [`${forged}${mac}`, `${body}${flip(mac)}`, body, `${token}A`])
      expect(await page(`${server.url}/office/rate/${bad}`)).toEqual({
        status: 400,
        body: expect.objectContaining({
          message: 'This rating link is not valid. Use the link of your e-mail as it came.',
        }) as unknown,
      });
    const old = await signRatingToken(
      db,
      bistro.id,
      checkId,
      new Date(Date.now() - (LINK_DAYS + 1) * 86_400_000),
    );
    expect((await page(`${server.url}/office/rate/${old}`, undefined, 'es')).body.message).toBe(
      'Este enlace de calificación ha caducado.',
    );
    // The link still works as it came.
    expect((await page(link)).status).toBe(200);
  });
});
