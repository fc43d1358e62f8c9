import { afterAll, beforeAll, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import { zonedWallTime } from '../../src/core/formats.js';
import { TRACKER_DAYS } from '../../src/core/order-tracker.js';
import { paidCheck, postDevice, storeWithDevice, type DeviceStore } from '../helpers/devices.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * The order tracker: its settings over GraphQL (each rule refused in English and in Spanish before
 * anything is written, and only for a job holding the permission), and the public screen of a store
 * by its slug: its board, which follows the checks its POS records, and nothing else of the store.
 */

const FIELDS = `title icon background alignment image_id columns { status title shown } days from to`;
const READ = `{ orderTrackerSettings { ${FIELDS} } }`;
const SAVE = `mutation ($input: OrderTrackerSettingsInput!) { saveOrderTrackerSettings(input: $input) { ${FIELDS} } }`;
const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };

const VALID = {
  title: 'Pick up here',
  icon: 'pizza',
  background: '#FFEE00',
  alignment: 'left',
  image_id: null,
  columns: [
    { status: 'preparing', title: 'Cooking', shown: true },
    { status: 'ready', title: 'Come and get it', shown: true },
  ],
  days: [...TRACKER_DAYS],
  from: '00:00',
  to: '23:59',
};

type Words = typeof en.orderTracker.errors;
const RULES: [string, Record<string, unknown>, keyof Words, Record<string, string>][] = [
  ['a long title', { title: 'x'.repeat(61) }, 'titleTooLong', { max: '60' }],
  ['an unknown icon', { icon: 'rocket' }, 'icon', {}],
  ['a colour that is no colour', { background: 'yellow' }, 'background', {}],
  ['no column shown', { columns: VALID.columns.map((c) => ({ ...c, shown: false })) }, 'noColumn', {}],
  ['an unknown status', { columns: [{ status: 'eaten', title: '', shown: true }] }, 'unknownStatus', {}],
  [
    'a long column title',
    { columns: [{ ...VALID.columns[0], title: 'y'.repeat(31) }] },
    'columnTitleTooLong',
    {},
  ],
  ['no day', { days: [] }, 'daysRequired', {}],
  ['an unknown day', { days: ['someday'] }, 'unknownDay', {}],
  ['a time that is no time', { from: '25:00' }, 'time', {}],
  ['an end before the start', { from: '18:00', to: '09:00' }, 'toAfterFrom', {}],
  ['an image of no one', { image_id: '00000000-0000-4000-8000-000000000000' }, 'imageUnknown', {}],
];

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/%\{(\w+)\}/g, (_, k: string) => params[k] ?? `%{${k}}`);

describeEachDb('order tracker on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let bistro: DeviceStore;

  const gqlIn = async (language: string, query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'accept-language': language,
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions: { code: string; key: string } }[];
    };
  };
  const board = async (slug = 'demo-bistro', language = 'en') => {
    const res = await fetch(`${server.url}/api/public/order-tracker/${slug}`, {
      headers: { 'accept-language': language },
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { columns: never[] } };
  };
  const column = (b: { columns: { status: string; title: string; orders: number[] }[] }, status: string) =>
    b.columns.find((c) => c.status === status);

  beforeAll(async () => {
    server = await startServer(kind);
    token = (await signIn(server)).token;
    bistro = await storeWithDevice(server, 'demo-bistro', 'Front counter POS');
  });
  afterAll(() => server?.close());

  it('answers its defaults before the first save, and the settings as saved after', async () => {
    const before = await gqlIn('en', READ);
    expect(before.data!.orderTrackerSettings).toMatchObject({
      title: '',
      alignment: 'center',
      days: TRACKER_DAYS,
    });
    const saved = await gqlIn('en', SAVE, { input: VALID });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveOrderTrackerSettings).toEqual({ ...VALID, background: '#ffee00' });
    expect((await gqlIn('en', READ)).data!.orderTrackerSettings).toEqual({ ...VALID, background: '#ffee00' });
  });

  it.each(RULES)('refuses %s in English and Spanish, writing nothing', async (_what, change, key, params) => {
    for (const [language, words] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const res = await gqlIn(language, SAVE, { input: { ...VALID, title: 'Changed', ...change } });
      expect(res.errors?.[0]?.extensions.key).toBe(`orderTracker.errors.${key}`);
      const expected = fill(words.orderTracker.errors[key], params);
      if (Object.keys(params).length) expect(res.errors![0]!.message).toContain(expected);
      else expect(res.errors![0]!.message).toContain(expected.split('%{')[0]!.trim());
    }
    expect((await gqlIn('en', READ)).data!.orderTrackerSettings).toMatchObject({ title: VALID.title });
  });

  it('refuses a job without the order tracker permission', async () => {
    const manager = await signIn(server, MANAGER);
    for (const query of [READ, SAVE]) {
      const res = await manager.gql(query, { input: VALID });
      expect(res.errors?.[0]?.extensions.code).toBe('597-1');
    }
    expect((await gqlIn('en', READ)).data!.orderTrackerSettings).toMatchObject({ title: VALID.title });
  });

  it("shows the store's orders by the order monitor's status, and follows the POS", async () => {
    // Listen to the screen's stream first: a recorded check must tell it.
    const stream = await fetch(`${server.url}/api/public/order-tracker/demo-bistro/events`);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    const open = paidCheck(bistro, 601, { status: 'open', closed_at: undefined, payments: [] });
    const recorded = await postDevice(server, '/api/devices/checks', bistro.token, open);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    let seen = '';
    while (!seen.includes('event: change')) seen += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();

    const first = (await board()).body as never as Parameters<typeof column>[0] & Record<string, unknown>;
    expect(first).toMatchObject({ title: 'Pick up here', background: '#ffee00', text_colour: '#000000' });
    expect(first.alignment).toBe('left');
    expect(column(first, 'preparing')).toMatchObject({ title: 'Cooking' });
    expect(column(first, 'preparing')!.orders).toContain(601);
    expect(column(first, 'ready')!.orders).not.toContain(601);

    const closed = paidCheck(bistro, 601, { opened_at: open.opened_at });
    expect((await postDevice(server, '/api/devices/checks', bistro.token, closed)).status).toBe(200);
    const after = (await board()).body as never as Parameters<typeof column>[0];
    expect(column(after, 'preparing')!.orders).not.toContain(601);
    expect(column(after, 'ready')!.orders).toContain(601);
  });

  it('exposes nothing of the store but the look and the order numbers', async () => {
    const { body } = await board();
    expect(Object.keys(body).sort()).toEqual(
      [
        'alignment',
        'background',
        'closed_text',
        'columns',
        'empty_text',
        'hours_text',
        'icon',
        'icon_char',
        'image_url',
        'open',
        'text_colour',
        'title',
      ].sort(),
    );
    for (const c of body.columns as Record<string, unknown>[])
      expect(Object.keys(c).sort()).toEqual(['orders', 'status', 'title']);
    const text = JSON.stringify(body);
    const employee = bistro.employees[0]!;
    for (const secret of ['Demo Bistro', 'T601', employee.name, bistro.id, 'total'])
      expect(text).not.toContain(secret);
  });

  it('says it is closed outside its days and hours, in the reader language, with no orders', async () => {
    const wall = zonedWallTime(new Date(), bistro.zone)!;
    const today = (new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay() + 6) % 7;
    const other = TRACKER_DAYS.filter((_, i) => i !== today);
    expect(
      (await gqlIn('en', SAVE, { input: { ...VALID, days: other, from: '09:00', to: '17:30' } })).errors,
    ).toBeUndefined();
    const { body } = await board('demo-bistro', 'es');
    expect(body).toMatchObject({ open: false, closed_text: es.orderTracker.screen.closed });
    expect(String(body.hours_text)).toContain('09:00');
    expect(JSON.stringify(body.columns)).not.toContain('601');
  });

  it('answers 404 for a slug no store has, in the JSON answer and on the screen', async () => {
    const json = await board('no-such-store', 'es');
    expect(json.status).toBe(404);
    expect(json.body.message).toBe(es.orderTracker.screen.unknown);
    const page = await fetch(`${server.url}/order/no-such-store/tracker`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain(en.orderTracker.screen.unknown);
    const screen = await fetch(`${server.url}/order/demo-bistro/tracker`);
    expect(screen.status).toBe(200);
    expect(await screen.text()).toContain('src="/order/tracker.js"');
  });
});
