import { performance } from 'node:perf_hooks';
import { percentile, round } from './load.js';

/** Zones by map saved for the figure: the most a store may have of one type. */
const ZONES = 50;
/** Corners of each zone: a 24-sided polygon, as a hand-drawn neighbourhood might have. */
const CORNERS = 24;
/** Quotes asked one after another. */
const REQUESTS = 2000;

const ZONE = 'name fee distance color polygon { lat lng }';
const SETTINGS = `type latitude longitude tile_url unit distance_zones { ${ZONE} } map_zones { ${ZONE} }`;

type Gql = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

function caller(url: string, token: string): Gql {
  return async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length || !body.data) throw new Error(body.errors?.[0]?.message ?? 'No data');
    return body.data;
  };
}

/** 50 round zones on a 10 × 5 grid of cells 0.02° wide around 40° N, 89° W. */
function benchZones() {
  return Array.from({ length: ZONES }, (_, i) => {
    const [row, column] = [Math.floor(i / 10), i % 10];
    const center = { lat: 40 + row * 0.02, lng: -89 + column * 0.02 };
    return {
      name: `Bench zone ${i + 1}`,
      fee: 1 + (i % 7) * 0.5,
      color: '#1e88e5',
      polygon: Array.from({ length: CORNERS }, (_, k) => {
        const angle = (2 * Math.PI * k) / CORNERS;
        return { lat: center.lat + 0.009 * Math.sin(angle), lng: center.lng + 0.009 * Math.cos(angle) };
      }),
    };
  });
}

/**
 * Saves 50 zones by map for the token's store and asks `deliveryQuote` for 2,000 points over and
 * around them, one after another, timing each to its answer; the store's own settings are put back.
 */
export async function deliveryQuoteFigure(url: string, token: string) {
  const gql = caller(url, token);
  const { deliverySettings: before } = await gql<{ deliverySettings: Record<string, unknown> }>(
    `{ deliverySettings { ${SETTINGS} } }`,
  );
  const save = (settings: Record<string, unknown>) =>
    gql('mutation ($s: DeliverySettingsInput!) { saveDeliverySettings(settings: $s) { type } }', {
      s: settings,
    });
  const times: number[] = [];
  let delivered = 0;
  try {
    await save({ ...before, type: 'map', map_zones: benchZones() });
    for (let i = 0; i < REQUESTS; i++) {
      // A fixed walk over the grid and a margin around it: most points fall in a zone, some in none.
      const at = { lat: 39.99 + ((i * 0.0137) % 0.12), lng: -89.01 + ((i * 0.0291) % 0.2) };
      const started = performance.now();
      const answer = await gql<{ deliveryQuote: { fee: number } | null }>(
        'query ($lat: Float!, $lng: Float!) { deliveryQuote(lat: $lat, lng: $lng) { fee zone { name } } }',
        at,
      );
      times.push(performance.now() - started);
      if (answer.deliveryQuote) delivered++;
    }
  } finally {
    await save(before);
  }
  if (delivered === 0 || delivered === REQUESTS)
    throw new Error('The walk should fall both inside and outside');
  times.sort((a, b) => a - b);
  return {
    zones: ZONES,
    requests: REQUESTS,
    p50_ms: round(percentile(times, 50)),
    p95_ms: round(percentile(times, 95)),
  };
}
