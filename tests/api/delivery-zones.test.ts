import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTranslate, type Phrases } from '../../src/core/messages.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';
import es from '../../locales/es.json' with { type: 'json' };

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

const OWNER_2 = { email: 'owner2@demo.test', password: 'demo-owner-2' };
const ORDER_TAKER = { email: 'order.taker@demo.test', password: 'order-taker-1', pin: '80461' };
const NOT_AUTHORIZED = 'You are not authorized!';
const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const inSpanish = makeTranslate(es as Phrases);

interface LatLng {
  lat: number;
  lng: number;
}
interface Zone {
  id?: string;
  name: string | null;
  fee: number | null;
  distance?: number | null;
  color?: string | null;
  polygon?: LatLng[] | null;
}
interface Settings {
  type: 'distance' | 'map';
  latitude: number | null;
  longitude: number | null;
  tile_url: string;
  unit: 'mi' | 'km';
  distance_zones: Zone[];
  map_zones: Zone[];
}
interface Saved extends Settings {
  saved: boolean;
  updated_at: string | null;
  limits: { maxZones: number; maxPoints: number };
}
interface Quote {
  type: string;
  fee: number;
  distance: number | null;
  zone: { name: string; fee: number };
}

const ZONE = 'id name fee distance color polygon { lat lng }';
const SETTINGS = `type latitude longitude tile_url unit saved updated_at limits { maxZones maxPoints }
  distance_zones { ${ZONE} } map_zones { ${ZONE} }`;
const SAVE = `mutation ($s: DeliverySettingsInput!) { saveDeliverySettings(settings: $s) { ${SETTINGS} } }`;
const QUOTE = `query ($lat: Float!, $lng: Float!) {
  deliveryQuote(lat: $lat, lng: $lng) { type fee distance zone { name fee } } }`;

/** Kilometres per degree of latitude on turf's sphere (6,371,008.8 m). */
const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180;
const KM_PER_MILE = 1.609344;
/** A point `km` due north of another. */
const north = (from: LatLng, km: number): LatLng => ({ lat: from.lat + km / KM_PER_DEGREE, lng: from.lng });

const square = (south: number, west: number, north: number, east: number): LatLng[] => [
  { lat: north, lng: west },
  { lat: north, lng: east },
  { lat: south, lng: east },
  { lat: south, lng: west },
];

/** Without ids and read-only fields: what a save sends. */
function input(s: Saved): Settings {
  const zone = ({ name, fee, distance, color, polygon }: Zone) => ({ name, fee, distance, color, polygon });
  return {
    type: s.type,
    latitude: s.latitude,
    longitude: s.longitude,
    tile_url: s.tile_url,
    unit: s.unit,
    distance_zones: s.distance_zones.map(zone),
    map_zones: s.map_zones.map(zone),
  };
}

/*
 * Delivery zones over HTTP: the settings and zones the page edits, the rules a save must pass, and the
 * quote online ordering asks for. The tests run in order and share Demo Bistro's settings.
 */
describeEachDb('delivery zones on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;

  const read = async (gql: Gql = owner) => {
    const res = await gql<{ deliverySettings: Saved }>(`{ deliverySettings { ${SETTINGS} } }`);
    expect(res.errors).toBeUndefined();
    return res.data!.deliverySettings;
  };
  const save = (settings: Settings, gql: Gql = owner) =>
    gql<{ saveDeliverySettings: Saved }>(SAVE, { s: settings });
  const quote = async (at: LatLng, gql: Gql = owner) => {
    const res = await gql<{ deliveryQuote: Quote | null }>(QUOTE, { ...at });
    expect(res.errors).toBeUndefined();
    return res.data!.deliveryQuote;
  };
  const logCount = async () =>
    (
      await owner<{ _allSystemLogsMeta: { count: number } }>(
        '{ _allSystemLogsMeta(filter: { entity: "delivery-zones" }) { count } }',
      )
    ).data!._allSystemLogsMeta.count;

  /** Refuses the save with the message, names the field at fault, and writes nothing. */
  const refuses = async (settings: Settings, message: string, field: string, spanish?: string) => {
    const before = await read();
    const logged = await logCount();
    const res = await save(settings);
    expect(res.data).toBeNull();
    const error = res.errors![0]!;
    expect(error.message).toBe(message);
    expect(error.extensions.code).toBe('VALIDATION');
    expect(error.extensions.errors!.map((e) => e.field)).toContain(field);
    if (spanish) expect(inSpanish(error.extensions.key, {})).toBe(spanish);
    expect(await read()).toEqual(before);
    expect(await logCount()).toBe(logged);
    return error;
  };

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner } = await signIn(server));
  });
  afterAll(() => server?.close());

  it("answers the demo's zones: Demo Bistro uses its zones by map, and keeps a set by distance", async () => {
    const settings = await read();
    expect(settings).toMatchObject({
      type: 'map',
      latitude: 39.8017,
      longitude: -89.6436,
      tile_url: OSM,
      unit: 'mi',
      saved: true,
      limits: { maxZones: 50, maxPoints: 500 },
    });
    expect(settings.map_zones.map((z) => [z.name, z.fee, z.color])).toEqual([
      ['Downtown', 2.5, '#1e88e5'],
      ['Greater Springfield', 5, '#43a047'],
    ]);
    expect(settings.map_zones[0]!.polygon).toHaveLength(4);
    expect(settings.distance_zones.map((z) => [z.name, z.distance, z.fee])).toEqual([
      ['Nearby', 2, 2.99],
      ['Springfield', 5, 4.99],
      ['Outskirts', 8, 7.99],
    ]);
  });

  it('quotes by map: the first zone holding the point, its edge included; null outside every zone', async () => {
    // Inside both: the first in the store's order delivers.
    expect(await quote({ lat: 39.8, lng: -89.645 })).toMatchObject({
      type: 'map',
      fee: 2.5,
      distance: null,
      zone: { name: 'Downtown', fee: 2.5 },
    });
    expect(await quote({ lat: 39.8, lng: -89.69 })).toMatchObject({
      fee: 5,
      zone: { name: 'Greater Springfield' },
    });
    // On Downtown's north edge, and on its corner.
    expect((await quote({ lat: 39.812, lng: -89.645 }))?.zone.name).toBe('Downtown');
    expect((await quote({ lat: 39.789, lng: -89.662 }))?.zone.name).toBe('Downtown');
    expect(await quote({ lat: 40.5, lng: -89 })).toBeNull();
    const wrong = await owner(QUOTE, { lat: 91, lng: 0 });
    expect(wrong.errors![0]).toMatchObject({
      message: 'The latitude must be between -90 and 90',
      extensions: { code: 'VALIDATION' },
    });
  });

  it('saves settings and zones of both types in one write, rings by distance, and logs it', async () => {
    const store = { lat: 40, lng: -89 };
    const logged = await logCount();
    const settings: Settings = {
      type: 'distance',
      latitude: store.lat,
      longitude: store.lng,
      tile_url: 'https://tiles.example.com/{z}/{x}/{y}.png',
      unit: 'km',
      distance_zones: [
        { name: 'Far', distance: 5, fee: 6 },
        { name: ' Near ', distance: 2, fee: 3.5 },
      ],
      map_zones: [{ name: 'Block', color: '#AA00FF', fee: 0, polygon: square(40, -89, 40.01, -88.99) }],
    };
    const res = await save(settings);
    expect(res.errors).toBeUndefined();
    const saved = res.data!.saveDeliverySettings;
    expect(saved).toMatchObject({ type: 'distance', unit: 'km', tile_url: settings.tile_url, saved: true });
    expect(saved.distance_zones.map((z) => [z.name, z.distance, z.fee])).toEqual([
      ['Near', 2, 3.5],
      ['Far', 5, 6],
    ]);
    expect(saved.map_zones[0]).toMatchObject({ name: 'Block', color: '#aa00ff', fee: 0 });
    expect(await read()).toEqual(saved);

    const log = await owner<{ allSystemLogs: { action: string; before: string; after: string }[] }>(
      '{ allSystemLogs(perPage: 1, filter: { entity: "delivery-zones" }) { action before after } }',
    );
    expect(await logCount()).toBe(logged + 1);
    const entry = log.data!.allSystemLogs[0]!;
    expect(entry.action).toBe('update');
    expect(JSON.parse(entry.before)).toMatchObject({ type: 'map', unit: 'mi' });
    expect(JSON.parse(entry.after)).toMatchObject({
      type: 'distance',
      unit: 'km',
      map_zones: [{ name: 'Block' }],
    });
  });

  it('quotes by distance: the smallest ring holding the point, its edge included; null beyond the last', async () => {
    const store = { lat: 40, lng: -89 };
    const near = await quote(north(store, 1));
    expect(near).toMatchObject({ type: 'distance', fee: 3.5, zone: { name: 'Near' } });
    expect(near!.distance).toBeCloseTo(1, 6);
    expect(await quote(north(store, 3.5))).toMatchObject({ fee: 6, zone: { name: 'Far' } });
    expect((await quote(north(store, 2)))?.zone.name).toBe('Near');
    expect((await quote(north(store, 5)))?.zone.name).toBe('Far');
    expect(await quote(north(store, 5.01))).toBeNull();
    // The map's zone is kept but not in use.
    expect((await quote({ lat: 40.005, lng: -88.995 }))?.zone.name).toBe('Near');

    // In miles, the same rings measure further.
    const miles = input(await read());
    miles.unit = 'mi';
    expect((await save(miles)).errors).toBeUndefined();
    expect(await quote(north(store, 2 * KM_PER_MILE - 0.01))).toMatchObject({ zone: { name: 'Near' } });
    expect((await quote(north(store, 2 * KM_PER_MILE + 0.01)))?.zone.name).toBe('Far');
    expect((await quote(north(store, 5 * KM_PER_MILE)))?.zone.name).toBe('Far');
  });

  it('remembers the zone type chosen, keeping the zones of both types', async () => {
    const before = await read();
    const res = await owner<{ saveDeliveryZoneType: Saved }>(
      `mutation { saveDeliveryZoneType(type: map) { ${SETTINGS} } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.saveDeliveryZoneType).toEqual({
      ...before,
      type: 'map',
      updated_at: expect.any(String),
    });
    expect((await read()).type).toBe('map');
    expect((await quote({ lat: 40.005, lng: -88.995 }))?.zone.name).toBe('Block');
    // 3 km north: in a ring, but outside the zone by map now in use.
    expect(await quote(north({ lat: 40, lng: -89 }, 3))).toBeNull();
  });

  it('refuses a zone without its fee or distance, in English and in Spanish, and writes nothing', async () => {
    const base = input(await read());
    let error = await refuses(
      { ...base, map_zones: [{ ...base.map_zones[0]!, fee: null }] },
      'The delivery fee is required',
      'map_zones.0.fee',
      'Este campo es obligatorio',
    );
    expect(error.extensions.key).toBe('deliveryZones.errors.feeRequired');
    error = await refuses(
      { ...base, distance_zones: [{ name: 'Ring', distance: null, fee: 2 }] },
      'The delivery distance is required',
      'distance_zones.0.distance',
      'Este campo es obligatorio',
    );
    await refuses(
      { ...base, distance_zones: [{ name: 'Ring', distance: 1 } as Zone] },
      'The delivery fee is required',
      'distance_zones.0.fee',
    );
    await refuses(
      { ...base, distance_zones: [{ name: '  ', distance: 1, fee: 1 }] },
      'The name is required',
      'distance_zones.0.name',
      'Este campo es obligatorio',
    );
  });

  it('refuses a negative fee, more than 2 decimals, and a distance that is not above zero or is repeated', async () => {
    const base = input(await read());
    const ring = (zone: Partial<Zone>): Settings => ({
      ...base,
      distance_zones: [{ name: 'Ring', distance: 1, fee: 1, ...zone }],
    });
    await refuses(ring({ fee: -0.01 }), 'The delivery fee must be at least 0', 'distance_zones.0.fee');
    await refuses(
      ring({ fee: 1.234 }),
      'The delivery fee must be a currency-style value with at most 2 decimals',
      'distance_zones.0.fee',
    );
    await refuses(
      ring({ distance: 0 }),
      'The delivery distance must be greater than 0',
      'distance_zones.0.distance',
    );
    await refuses(
      ring({ distance: -2 }),
      'The delivery distance must be greater than 0',
      'distance_zones.0.distance',
    );
    await refuses(
      {
        ...base,
        distance_zones: [
          { name: 'A', distance: 3, fee: 1 },
          { name: 'B', distance: 3, fee: 2 },
        ],
      },
      'Zone 1 already has this delivery distance',
      'distance_zones.1.distance',
    );
    await refuses(
      { ...base, latitude: null, longitude: null },
      "The store's location is required to measure distances",
      'latitude',
    );
    await refuses({ ...base, longitude: 181 }, 'The longitude must be between -180 and 180', 'longitude');
  });

  it('refuses a drawn zone that crosses itself, has fewer than 3 points or invalid coordinates, or a bad colour', async () => {
    const base = input(await read());
    const drawn = (zone: Partial<Zone>): Settings => ({
      ...base,
      map_zones: [{ ...base.map_zones[0]!, ...zone }],
    });
    // A bow tie: its two diagonals cross.
    const bowTie = [
      { lat: 40, lng: -89 },
      { lat: 40.01, lng: -88.99 },
      { lat: 40, lng: -88.99 },
      { lat: 40.01, lng: -89 },
    ];
    await refuses(drawn({ polygon: bowTie }), "The zone's outline crosses itself", 'map_zones.0.polygon');
    await refuses(
      drawn({ polygon: bowTie.slice(0, 2) }),
      'A zone needs at least 3 corners',
      'map_zones.0.polygon',
    );
    // Three corners where the third closes the ring again are two.
    await refuses(
      drawn({ polygon: [bowTie[0]!, bowTie[1]!, bowTie[0]!] }),
      'A zone needs at least 3 corners',
      'map_zones.0.polygon',
    );
    await refuses(drawn({ polygon: [] }), 'Draw the zone on the map', 'map_zones.0.polygon');
    await refuses(
      drawn({ polygon: [{ lat: 95, lng: 0 }, ...bowTie.slice(1, 3)] }),
      "The zone's corners must be valid latitudes and longitudes",
      'map_zones.0.polygon',
    );
    for (const color of ['red', '#12345', '#1234567', null])
      await refuses(drawn({ color }), 'The color must be a hex color such as #1e88e5', 'map_zones.0.color');
  });

  it('refuses more than 50 zones of a type and a tile address that is not http(s) with {z}, {x} and {y}', async () => {
    const base = input(await read());
    const many = Array.from({ length: 51 }, (_, i) => ({ name: `Ring ${i + 1}`, distance: i + 1, fee: 1 }));
    await refuses(
      { ...base, distance_zones: many },
      'At most 50 delivery zones of each type',
      'distance_zones',
    );
    const fifty = many.slice(0, 50);
    expect((await save({ ...base, distance_zones: fifty })).errors).toBeUndefined();
    for (const tile_url of [
      'ftp://tiles.example.com/{z}/{x}/{y}.png',
      'https://tiles.example.com/{z}/{x}.png',
      'tiles',
    ])
      await refuses(
        { ...base, tile_url },
        'The map tiles must be an http:// or https:// address holding {z}, {x} and {y}',
        'tile_url',
      );
    expect((await save(base)).errors).toBeUndefined();
  });

  it('refuses reading, saving and quoting to a job without the delivery zones permission', async () => {
    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Order taker", modules: $m) { id } }',
      { m: [{ code: 'operations', status: true, permissions: [{ code: 'order-type', status: true }] }] },
    );
    expect(job.errors).toBeUndefined();
    const employee = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Olga", last_name: "Taker", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...ORDER_TAKER },
    );
    expect(employee.errors).toBeUndefined();
    const { gql: taker } = await signIn(server, ORDER_TAKER);
    const before = await read();
    for (const res of [
      await taker('{ deliverySettings { type } }'),
      await taker(QUOTE, { lat: 39.8, lng: -89.645 }),
      await save(input(before), taker),
      await taker('mutation { saveDeliveryZoneType(type: distance) { type } }'),
    ])
      expect(res.errors![0]).toMatchObject({ message: NOT_AUTHORIZED, extensions: { code: '597-1' } });
    expect(await read()).toEqual(before);
  });

  it("keeps each store's zones its own", async () => {
    const { gql: owner2 } = await signIn(server, OWNER_2);
    const theirs = await read(owner2);
    expect(theirs).toMatchObject({ type: 'distance', unit: 'km', latitude: 20.6737, longitude: -103.344 });
    expect(theirs.distance_zones.map((z) => z.name)).toEqual(['Centro', 'Guadalajara']);
    expect(theirs.map_zones.map((z) => z.name)).toEqual(['Centro histórico']);
    // Demo Bistro's zones deliver nothing for them, and theirs nothing for Demo Bistro.
    expect(await quote({ lat: 40.005, lng: -88.995 }, owner2)).toBeNull();
    expect(await quote({ lat: 20.675, lng: -103.345 }, owner2)).toMatchObject({
      fee: 25,
      zone: { name: 'Centro' },
    });
    expect(await quote({ lat: 20.675, lng: -103.345 })).toBeNull();

    // A save of theirs leaves Demo Bistro's as they were.
    const mine = await read();
    expect((await save({ ...input(theirs), map_zones: [] }, owner2)).errors).toBeUndefined();
    expect((await read(owner2)).map_zones).toEqual([]);
    expect(await read()).toEqual(mine);
  });
});
