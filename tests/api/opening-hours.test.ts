import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * A store's hours may close on the next day (a bar open 17:00–01:00), no later than the store's
 * business-day start when it has one; the server checks it before any write, in the caller's language.
 */

type Range = { day: string; start: string; end: string };

describeEachDb('opening hours past midnight on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let storeId: string;

  beforeAll(async () => {
    server = await startServer(kind);
    const session = await signIn(server);
    token = session.token;
    const list = await session.gql<{ allStoreInfos: { id: string }[] }>('{ allStoreInfos { id } }');
    storeId = list.data!.allStoreInfos[0]!.id;
  });
  afterAll(() => server?.close());

  interface Answer {
    data?: { updateStoreInfo?: { opening_hours: { hours: Range[] } } } | null;
    errors?: { message: string; extensions: { key: string; errors?: { field: string; key: string }[] } }[];
  }

  async function save(patch: { hours?: Range[]; dayStart?: string }, language = 'en'): Promise<Answer> {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'accept-language': language,
      },
      body: JSON.stringify({
        query: `mutation ($id: ID!, $h: ScheduleInput, $d: String) {
          updateStoreInfo(id: $id, opening_hours: $h, business_day_start: $d) { opening_hours { hours { day start end } } }
        }`,
        variables: {
          id: storeId,
          ...(patch.hours ? { h: { hours: patch.hours } } : {}),
          ...(patch.dayStart ? { d: patch.dayStart } : {}),
        },
      }),
    });
    return (await res.json()) as Answer;
  }
  const refused = (a: Answer) => ({
    key: a.errors?.[0]?.extensions.key,
    fields: a.errors?.[0]?.extensions.errors?.map((e) => e.field),
  });

  it('keeps a range that closes the next day, and one that closes at midnight', async () => {
    const hours = [
      { day: 'friday', start: '17:00', end: '01:00' },
      { day: 'saturday', start: '18:00', end: '00:00' },
    ];
    const res = await save({ hours, dayStart: '00:00' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateStoreInfo!.opening_hours.hours).toEqual(hours);
  });

  it('refuses a range that ends when it starts', async () => {
    const res = await save({ hours: [{ day: 'monday', start: '17:00', end: '17:00' }] });
    expect(refused(res)).toEqual({ key: 'validation.endEqualsStart', fields: ['opening_hours.hours.0.end'] });
    expect(res.errors![0]!.message).toBe('The end hour must not be the start hour');
    const es = await save({ hours: [{ day: 'monday', start: '17:00', end: '17:00' }] }, 'es');
    expect(es.errors![0]!.message).toBe('La hora de fin no puede ser la de inicio');
  });

  it('refuses a close on the next day past the business-day start, in the caller language', async () => {
    const late = [{ day: 'friday', start: '20:00', end: '05:00' }];
    const res = await save({ hours: late, dayStart: '04:00' });
    expect(refused(res)).toEqual({
      key: 'validation.endPastDayStart',
      fields: ['opening_hours.hours.0.end'],
    });
    expect(res.errors![0]!.message).toBe(
      'A closing time on the next day must not be later than the business day start (04:00)',
    );
    const es = await save({ hours: late, dayStart: '04:00' }, 'es');
    expect(es.errors![0]!.message).toBe(
      'Un cierre al día siguiente no puede ser posterior al inicio del día de negocio (04:00)',
    );
    const ok = await save({ hours: [{ day: 'friday', start: '20:00', end: '04:00' }], dayStart: '04:00' });
    expect(ok.errors).toBeUndefined();
    // Moving the day start earlier than the stored close is refused too: the whole record is checked.
    const earlier = await save({ dayStart: '03:00' });
    expect(refused(earlier)).toEqual({
      key: 'validation.endPastDayStart',
      fields: ['opening_hours.hours.0.end'],
    });
  });

  it('refuses a close on the next day that runs into that day’s own hours', async () => {
    const res = await save({
      hours: [
        { day: 'sunday', start: '20:00', end: '02:00' },
        { day: 'monday', start: '01:00', end: '09:00' },
      ],
      dayStart: '00:00',
    });
    expect(refused(res)).toEqual({ key: 'validation.hoursOverlap', fields: ['opening_hours.hours.1.start'] });
    expect(res.errors![0]!.message).toBe('The hours of Monday overlap');
  });

  it("leaves a menu item's availability to end after it starts", async () => {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: `mutation { createMenuItem(name: "Late bite", category_id: "00000000-0000-0000-0000-000000000000",
          prices: [{ description: "Regular", price: 5 }],
          availability: { hours: [{ day: "friday", start: "17:00", end: "01:00" }] }) { id } }`,
      }),
    });
    const body = (await res.json()) as Answer;
    expect(body.errors?.[0]?.extensions.errors).toContainEqual(
      expect.objectContaining({ field: 'availability.hours.0.end', key: 'validation.endAfterStart' }),
    );
  });
});
