/**
 * The console's mixed traffic under load, driven by autocannon: 50 connections send, in fixed
 * proportions, the menu-item list page (the console's own request), a detail read of a random menu
 * item, an edit of a menu item's description, a password sign-in and the summary report of this month,
 * and one request in a hundred is a costly one: 3,000 aliased reports in one body, which the server
 * must refuse with QUERY_TOO_COSTLY before running any (its latency shows how fast; the other kinds'
 * show that it holds nothing up).
 * The kinds take turns in one cycle of 100 requests shared by every connection (a smooth weighted
 * round robin), so the proportions of requests sent are exact and no connection repeats one kind.
 *
 * Edits go to menu items created for the load and deleted after it, so the other figures see the
 * seeded menu unchanged. Sign-ins use the demo owner with the right password: the server only
 * throttles failed sign-ins (10 per e-mail in 15 minutes), so every refusal here is an error.
 *
 * An error is a non-2xx answer (but for the costly request, whose right answer is that 400), a socket error or timeout, or a GraphQL answer with an `errors`
 * member (or without the data the kind expects). The server's RSS is taken after an unmeasured
 * warm-up and again after the run, each after garbage collection in the server process.
 * BENCH_MIXED_SECONDS sets the measured duration (default 60).
 */
import autocannon from 'autocannon';
import { businessDate } from '../src/core/checks.js';
import { selectionOf } from '../src/core/graphql-names.js';
import { presetRange, type DateRange } from '../src/core/reports.js';
import { resourceByName } from '../src/core/registry.js';
import { readableFields } from '../src/core/resource.js';
import { DEMO } from '../tests/helpers/server.js';
import { consoleListRequest } from './console-query.js';
import { percentile, round } from './load.js';
import { SEARCH_WORD } from './seed.js';

export const MIXED = {
  connections: 50,
  durationS: Number(process.env.BENCH_MIXED_SECONDS ?? 60),
  warmupS: 5,
  /** A request unanswered this long counts as a timeout (autocannon's default). */
  timeoutS: 10,
};

/** Requests of each kind in every 100 sent. */
const MIX = { list: 40, detail: 29, update: 15, report: 13, costly: 1, sign_in: 2 } as const;
type Kind = keyof typeof MIX;
const KINDS = Object.keys(MIX) as Kind[];

const PER_PAGE = 50;
/** Menu items created for the edits; spread so that few edits wait on the same row. */
const RESERVED = 20;
/** Existing menu items the detail reads pick from: this many pages of 1,000 ids at random places. */
const ID_PAGES = 5;
const ID_PAGE_SIZE = 1000;

export interface ServerMemory {
  rss_mb: number;
  /** When the server is this process's own child (bench/server-child.ts). */
  heap_used_mb?: number;
}

const r = resourceByName('menu-item');
/** The selection of src/web/providers/buildQuery.ts, as in bench/console-query.ts. */
const SELECTION = `id ${selectionOf(readableFields(r))} created_at updated_at`;
/** The console's documents (buildQuery GET_ONE and UPDATE, src/web/reports/api.ts). */
const DETAIL = `query ($id: ID!) { data: ${r.type}(id: $id) { ${SELECTION} } }`;
const UPDATE = `mutation ($id: ID!, $description: String) { data: update${r.type}(id: $id, description: $description) { ${SELECTION} } }`;
const REPORT = `query ($code: String!, $from: String!, $to: String!, $filters: ReportFilters, $compare: Boolean) {
  report(code: $code, from: $from, to: $to, filters: $filters, compare: $compare) {
    code from to columns { key kind } rows { id cells unit group } totals
    chart { labels series { key values } }
    previous { from to rows { cells unit group } totals } } }`;
/** Reports aliased in the costly request, as in the 245 kB body that once held the server for 15 s. */
const COSTLY_REPORTS = 3000;

/** One cycle of 100 kinds in the proportions of MIX, each kind spread evenly (smooth weighted round robin). */
function cycle(): Kind[] {
  const current = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  const out: Kind[] = [];
  for (let i = 0; i < 100; i++) {
    for (const k of KINDS) current[k] += MIX[k];
    const best = KINDS.reduce((a, b) => (current[b] > current[a] ? b : a));
    current[best] -= 100;
    out.push(best);
  }
  return out;
}

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

/** Ids of existing menu items from a few pages at random places of the whole menu. */
async function sampleIds(gql: Gql): Promise<string[]> {
  const { total } = await gql<{ total: { count: number } }>(`{ total: _all${r.plural}Meta { count } }`);
  const pages = Math.max(1, Math.floor(total.count / ID_PAGE_SIZE));
  const chosen = new Set<number>();
  while (chosen.size < Math.min(ID_PAGES, pages)) chosen.add(Math.floor(Math.random() * pages));
  const ids: string[] = [];
  for (const page of chosen) {
    const data = await gql<{ items: { id: string }[] }>(
      `query ($page: Int, $perPage: Int) { items: all${r.plural}(page: $page, perPage: $perPage) { id } }`,
      { page, perPage: ID_PAGE_SIZE },
    );
    ids.push(...data.items.map((i) => i.id));
  }
  if (ids.length === 0) throw new Error('No menu items to read');
  return ids;
}

/** Menu items of the load's own, in an existing category, with a description that matches no search of the other figures. */
async function createReserved(gql: Gql): Promise<string[]> {
  const { categories } = await gql<{ categories: { id: string }[] }>(
    `{ categories: allCategories(perPage: 1) { id } }`,
  );
  if (!categories[0]) throw new Error('The store has no category');
  const tag = Date.now().toString(36);
  const ids: string[] = [];
  for (let i = 0; i < RESERVED; i++) {
    const { data } = await gql<{ data: { id: string } }>(
      `mutation ($name: String, $category_id: ID, $prices: [${r.type}PricesInput!], $description: String) {
        data: create${r.type}(name: $name, category_id: $category_id, prices: $prices, description: $description) { id } }`,
      {
        name: `Mixed load item ${String(i).padStart(2, '0')} ${tag}`,
        category_id: categories[0].id,
        prices: [{ description: 'Regular', price: 9.5 }],
        description: 'Edited under load',
      },
    );
    ids.push(data.id);
  }
  return ids;
}

/** The store's "This month" as the report screen computes it: business dates in the store's zone. */
async function thisMonth(gql: Gql): Promise<DateRange> {
  const info = await gql<{ items: { time_zone: string | null }[] }>(
    `{ items: allStoreInfos(perPage: 1) { time_zone } }`,
  );
  const zone = info.items[0]?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return presetRange('thisMonth', businessDate(new Date(), zone), 'monday');
}

interface Tally {
  requests: number;
  non2xx: number;
  graphql_errors: number;
  latencies: number[];
}

interface Run {
  tallies: Record<Kind, Tally>;
  result: autocannon.Result;
  firstError?: string;
}

type Built = autocannon.Request;

/**
 * One autocannon run of `seconds` over the cycle; `request(kind)` builds each request as it is sent.
 * A GraphQL answer counts as an error when it carries `errors` or no data; a sign-in when it has no
 * token. Latencies are those of answered requests; timeouts are counted apart.
 */
async function run(
  url: string,
  seconds: number,
  headers: Record<string, string>,
  request: (kind: Kind) => Pick<Built, 'path' | 'body' | 'headers'>,
): Promise<Run> {
  const kinds = cycle();
  let sent = 0;
  const tallies = Object.fromEntries(
    KINDS.map((k) => [k, { requests: 0, non2xx: 0, graphql_errors: 0, latencies: [] }]),
  ) as unknown as Record<Kind, Tally>;
  let firstError: string | undefined;
  /** The kind of the answer autocannon has just read: its `response` event follows `onResponse` at once. */
  let answered: Kind = 'list';
  let instance!: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url,
        connections: MIXED.connections,
        duration: seconds,
        timeout: MIXED.timeoutS,
        method: 'POST',
        headers,
        requests: [
          {
            setupRequest: (req: Built, context: object) => {
              const kind = kinds[sent++ % kinds.length]!;
              (context as { kind?: Kind }).kind = kind;
              return { ...req, ...request(kind) };
            },
            onResponse: (status: number, body: string, context: object) => {
              const kind = (context as { kind?: Kind }).kind ?? 'list';
              answered = kind;
              const tally = tallies[kind];
              // The costly request is right when refused for its cost, and only then.
              const ok =
                kind === 'sign_in'
                  ? body.includes('"accessToken"')
                  : kind === 'costly'
                    ? body.includes('"QUERY_TOO_COSTLY"')
                    : !body.includes('"errors":') && !body.includes('"data":null');
              const wrongStatus = kind === 'costly' ? status !== 400 : status < 200 || status >= 300;
              if (wrongStatus) tally.non2xx++;
              else if (!ok) tally.graphql_errors++;
              if ((wrongStatus || !ok) && !firstError)
                firstError = `${kind}: ${status} ${body.slice(0, 300)}`;
            },
          },
        ],
      },
      (err: unknown, result) =>
        err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(result),
    );
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    const tally = tallies[answered];
    tally.requests++;
    tally.latencies.push(responseTime);
  });
  instance.on('reqError', (e: unknown) => {
    firstError ??= `socket: ${String(e)}`;
  });
  const result = await done;
  return { tallies, result, firstError };
}

const sum = (tallies: Record<Kind, Tally>, key: 'requests' | 'non2xx' | 'graphql_errors') =>
  KINDS.reduce((n, k) => n + tallies[k][key], 0);

/**
 * The mixed_load figure against the server at `url`, signed in with `token`; `memory` asks the
 * server process for its memory after garbage collection.
 */
export async function mixedLoadFigure(
  url: string,
  token: string,
  memory: () => Promise<ServerMemory>,
  log: (msg: string) => void,
) {
  const gql = caller(url, token);
  const { request: list, total } = await consoleListRequest(url, token, {
    perPage: PER_PAGE,
    q: SEARCH_WORD,
  });
  const ids = await sampleIds(gql);
  const range = await thisMonth(gql);
  const reserved = await createReserved(gql);
  const signIn = JSON.stringify({ ...DEMO, employees: false });
  const report = JSON.stringify({
    query: REPORT,
    variables: { code: 'summary', ...range, filters: {}, compare: true },
  });
  const costly = JSON.stringify({
    query: `query ($from: String!, $to: String!) { ${Array.from(
      { length: COSTLY_REPORTS },
      (_, i) => `r${i}: report(code: "summary", from: $from, to: $to) { count totals }`,
    ).join(' ')} }`,
    variables: { from: range.from, to: range.to },
  });
  let edits = 0;
  const json = { 'content-type': 'application/json' };
  const request = (kind: Kind): Pick<Built, 'path' | 'body' | 'headers'> => {
    switch (kind) {
      case 'list':
        return { path: '/api/graphql', body: list.body, headers: list.headers };
      case 'detail': {
        const id = ids[Math.floor(Math.random() * ids.length)];
        return { path: '/api/graphql', body: JSON.stringify({ query: DETAIL, variables: { id } }) };
      }
      case 'update': {
        const n = edits++;
        const variables = { id: reserved[n % reserved.length], description: `Edited under load, ${n}` };
        return { path: '/api/graphql', body: JSON.stringify({ query: UPDATE, variables }) };
      }
      case 'report':
        return { path: '/api/graphql', body: report };
      case 'costly':
        return { path: '/api/graphql', body: costly };
      case 'sign_in':
        return { path: '/api/auth/login', body: signIn, headers: { ...json, accept: 'application/json' } };
    }
  };
  const headers = { ...json, authorization: `Bearer ${token}` };
  try {
    log(`  mixed load: ${MIXED.warmupS} s warm-up, ${MIXED.connections} connections`);
    const warm = await run(url, MIXED.warmupS, headers, request);
    // Wrong answers stop the figure; a socket error or timeout in the warm-up is only reported.
    const refused = sum(warm.tallies, 'non2xx') + sum(warm.tallies, 'graphql_errors');
    if (refused > 0) throw new Error(`${refused} wrong answers in the warm-up; first: ${warm.firstError}`);
    if (warm.result.errors > 0)
      log(`  mixed load: ${warm.result.errors} socket errors in the warm-up; first: ${warm.firstError}`);
    const before = await memory();
    log(`  mixed load: ${MIXED.durationS} s measured`);
    const { tallies, result, firstError } = await run(url, MIXED.durationS, headers, request);
    const after = await memory();
    const non2xx = sum(tallies, 'non2xx');
    const graphql_errors = sum(tallies, 'graphql_errors');
    const errors = non2xx + graphql_errors + result.errors;
    if (errors > 0) log(`  mixed load: ${errors} errors; first: ${firstError}`);
    const all = KINDS.flatMap((k) => tallies[k].latencies).sort((a, b) => a - b);
    const requests = all.length;
    const kinds = Object.fromEntries(
      KINDS.map((k) => {
        const t = tallies[k];
        const sorted = t.latencies.sort((a, b) => a - b);
        return [
          k,
          {
            requests: t.requests,
            p50_ms: round(percentile(sorted, 50)),
            p95_ms: round(percentile(sorted, 95)),
            errors: t.non2xx + t.graphql_errors,
          },
        ];
      }),
    );
    return {
      connections: MIXED.connections,
      duration_s: MIXED.durationS,
      warmup_s: MIXED.warmupS,
      timeout_s: MIXED.timeoutS,
      mix: MIX,
      list: { page_rows: PER_PAGE, q: SEARCH_WORD, match_rows: total },
      report: { code: 'summary', ...range, compare: true },
      costly: { reports: COSTLY_REPORTS, body_kb: round(costly.length / 1024, 1) },
      requests,
      rps: round(requests / result.duration, 1),
      p50_ms: round(percentile(all, 50)),
      p95_ms: round(percentile(all, 95)),
      p99_ms: round(percentile(all, 99)),
      errors,
      non2xx,
      graphql_errors,
      socket_errors: result.errors,
      timeouts: result.timeouts,
      rss_mb_before: before.rss_mb,
      rss_mb_after: after.rss_mb,
      rss_growth_mb: round(after.rss_mb - before.rss_mb, 1),
      heap_used_mb_before: before.heap_used_mb,
      heap_used_mb_after: after.heap_used_mb,
      kinds,
    };
  } finally {
    await gql(`mutation ($ids: [ID!]!) { data: delete${r.plural}(ids: $ids) { ids } }`, { ids: reserved });
  }
}
