/**
 * The floor layout at its limit, an area of 200 tables: how long saving the whole area takes through
 * GraphQL, and how smoothly the editor follows a table dragged across it in Chromium.
 */
import { performance } from 'node:perf_hooks';
import type { Browser } from 'playwright-core';
import { FLOOR_LIMITS, type TableInput } from '../src/core/floor-layout.js';
import { newContext, signInThroughUi } from '../tests/helpers/browser.js';
import { DEMO } from '../tests/helpers/server.js';
import { percentile, round } from './load.js';

const TABLES = FLOOR_LIMITS.maxTables;
const SAVES = 20;
const PAGE = '/office/pages/floor-layout';

type Gql = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

function caller(url: string, token: string): Gql {
  return async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(`${url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length || !body.data) throw new Error(`GraphQL refused: ${body.errors?.[0]?.message}`);
    return body.data;
  };
}

/** 200 tables in a grid of 20 × 10 that fills the floor, numbered with a prefix of their own. */
function benchTables(prefix: string, shift = 0): TableInput[] {
  return Array.from({ length: TABLES }, (_, i) => ({
    name: `${prefix}${i + 1}`,
    shape: (['square', 'round', 'rectangle'] as const)[i % 3]!,
    x: (i % 20) * 78 + 4 + (shift % 2) * 2,
    y: Math.floor(i / 20) * 98 + 8,
    width: i % 3 === 2 ? 70 : 50,
    height: 50,
    rotation: (i * 15) % 360,
    seats: (i % 8) + 1,
    color: '#1e88e5',
  }));
}

/** A new area holding 200 tables; `remove` deletes it with them. */
async function benchArea(gql: Gql, name: string, prefix: string) {
  const { area } = await gql<{ area: { id: string } }>(
    'mutation ($name: String!) { area: createFloorArea(name: $name) { id } }',
    { name },
  );
  const save = (tables: TableInput[]) =>
    gql<{ saveFloorTables: { tables: { id: string }[] } }>(
      'mutation ($a: ID!, $t: [FloorTableInput!]!) { saveFloorTables(area_id: $a, tables: $t) { tables { id } } }',
      { a: area.id, t: tables },
    );
  await save(benchTables(prefix));
  return {
    id: area.id,
    save,
    remove: () => gql('mutation ($id: ID!) { deleteFloorArea(id: $id) }', { id: area.id }),
  };
}

/**
 * Saves a 200-table area `SAVES` times through GraphQL, every table moved each time (the whole list is
 * checked and rewritten in one transaction), and times each save to its answer.
 */
export async function floorSaveFigure(url: string, token: string) {
  const gql = caller(url, token);
  const tag = Date.now().toString(36);
  const area = await benchArea(gql, `Bench ${tag}`, `S${tag}-`);
  const times: number[] = [];
  try {
    for (let i = 1; i <= SAVES; i++) {
      const started = performance.now();
      const answer = await area.save(benchTables(`S${tag}-`, i));
      times.push(performance.now() - started);
      if (answer.saveFloorTables.tables.length !== TABLES) throw new Error('The save lost tables');
    }
  } finally {
    await area.remove();
  }
  times.sort((a, b) => a - b);
  return {
    tables: TABLES,
    saves: SAVES,
    p50_ms: round(percentile(times, 50)),
    p95_ms: round(percentile(times, 95)),
  };
}

/**
 * Drags one table across a 200-table area in the editor (Chromium, 1280 × 800) and records the time
 * between the frames the browser drew meanwhile.
 */
export async function floorDragFigure(browser: Browser, url: string) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const gql = caller(url, data.accessToken);
  const tag = Date.now().toString(36);
  const name = `Drag ${tag}`;
  const area = await benchArea(gql, name, `D${tag}-`);
  const context = await newContext(browser, url, { viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await signInThroughUi(page, { path: PAGE });
    await page.getByRole('tab', { name, exact: true }).click();
    const tables = page.locator('[data-table]');
    await page.waitForFunction((n) => document.querySelectorAll('[data-table]').length === n, TABLES);
    const box = (await tables.nth(0).boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    // A script as text: a compiled function may name helpers that exist only in Node.
    await page.evaluate(`(() => {
      window.benchFrames = [];
      window.benchOn = true;
      const tick = (t) => {
        window.benchFrames.push(t);
        if (window.benchOn) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })()`);
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 120; step++)
      await page.mouse.move(x + step * 4, y + Math.round(Math.sin(step / 10) * 80));
    await page.mouse.up();
    const frames = await page.evaluate<number[]>(`(() => {
      window.benchOn = false;
      return window.benchFrames;
    })()`);
    const gaps = frames
      .slice(1)
      .map((t, i) => t - frames[i]!)
      .sort((a, b) => a - b);
    return {
      tables: TABLES,
      frames: gaps.length,
      p50_frame_ms: round(percentile(gaps, 50)),
      p95_frame_ms: round(percentile(gaps, 95)),
      max_frame_ms: round(gaps.at(-1) ?? 0),
    };
  } finally {
    await context.close();
    await area.remove();
  }
}
