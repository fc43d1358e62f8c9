import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminResourceName, registry } from '../../src/core/registry.js';
import { configFromEnv } from '../../src/server/config.js';
import { costLimitHook, operationCosts, QUERY_COST_LIMIT } from '../../src/server/graphql/cost.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * A request is weighed before any resolver runs: its aliases and root fields each count, reports
 * and pages of records weigh more, and one over the limit is refused with QUERY_TOO_COSTLY. The
 * refusal reads no row, so one database kind is enough here.
 */

/**
 * The console's own operations, as its data provider builds them. Loaded by name: the console's
 * code is typed under its own configuration (tsconfig.web.json), not the server's.
 */
const CONSOLE_QUERIES = '../../src/web/providers/buildQuery.js';
const { buildQuery } = (await import(CONSOLE_QUERIES)) as {
  buildQuery(type: string, resource: string, params: object): { query: string; variables: object };
};

const costOf = (query: string, variables: Record<string, unknown> = {}) =>
  Math.max(...operationCosts(parse(query), variables).values());

/** `count` aliases of one field, in one operation. */
const aliased = (count: number, field: string) =>
  `query Many { ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

const REPORT = 'report(code: "summary", from: "2026-01-01", to: "2026-01-31") { count totals }';

describe('the cost of an operation', () => {
  it('counts every alias, and fragments where they are spread', () => {
    const one = costOf('{ a: report(code: "summary", from: "x", to: "y") { count } }');
    expect(costOf(aliased(10, 'report(code: "summary", from: "x", to: "y") { count }'))).toBe(10 * one);
    const spread = costOf(`query { ...F ...F } fragment F on Query { ${REPORT} }`);
    expect(spread).toBe(2 * costOf(`{ ${REPORT} }`));
  });

  it('weighs a page of records by its page size, literal or variable, and getMany by its ids', () => {
    const list = (perPage: string) => `query ($n: Int) { allCategories(perPage: ${perPage}) { id name } }`;
    expect(costOf(list('500'))).toBeGreaterThan(10 * costOf(list('25')));
    expect(costOf(list('$n'), { n: 500 })).toBe(costOf(list('500')));
    const ids = Array.from({ length: 400 }, (_, i) => `id${i}`);
    const getMany = 'query ($f: CategoryFilter) { allCategories(filter: $f) { id name } }';
    expect(costOf(getMany, { f: { ids } })).toBe(costOf(list('400')));
    // A page over the largest is refused by the list itself, before a row is read.
    expect(costOf(list('$n'), { n: 1e9 })).toBe(costOf(list('1000')));
  });

  it("leaves react-admin's ordinary operations and the console's exports well under the limit", () => {
    const ids = Array.from(
      { length: 1000 },
      (_, i) => `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`,
    );
    for (const r of registry) {
      const name = adminResourceName(r);
      const calls = [
        // An export page, the largest page, with every field the console shows.
        buildQuery('GET_LIST', name, { pagination: { page: 1, perPage: 1000 }, filter: {} }),
        buildQuery('GET_MANY', name, { ids }),
        buildQuery('UPDATE_MANY', name, { ids: ids.slice(0, 100), data: {} }),
      ];
      for (const call of calls) {
        const costs = operationCosts(parse(call.query), call.variables as Record<string, unknown>);
        expect(Math.max(...costs.values()), r.name).toBeLessThan(QUERY_COST_LIMIT / 2);
      }
    }
  });
});

describe('a request over the limit', () => {
  let server: TestServer;
  let gql: Awaited<ReturnType<typeof signIn>>['gql'];
  /** Reports run so far: each takes a turn on the database. */
  let reportTurns = 0;

  beforeAll(async () => {
    server = await startServer('pglite');
    ({ gql } = await signIn(server));
    const inOneTurn = server.database.inOneTurn.bind(server.database);
    server.database.inOneTurn = (work) => {
      reportTurns++;
      return inOneTurn(work);
    };
  });
  afterAll(() => server?.close());

  it('3,000 aliased reports are refused before any report runs, while a small query is answered', async () => {
    // The spy sees a report that runs.
    const before = reportTurns;
    expect((await gql(`{ ${REPORT} }`)).errors).toBeUndefined();
    expect(reportTurns).toBeGreaterThan(before);

    const costly = aliased(3000, REPORT);
    const turns = reportTurns;
    const [refused, small] = await Promise.all([
      gql(costly),
      gql('{ allCategories(perPage: 5) { id name } }'),
    ]);
    expect(refused.data).toBeNull();
    expect(refused.errors).toHaveLength(1);
    expect(refused.errors![0]!.extensions.code).toBe('QUERY_TOO_COSTLY');
    expect(refused.errors![0]!.extensions.key).toBe('errors.queryTooCostly');
    expect(refused.errors![0]!.message).toMatch(
      new RegExp(`^The request asks for too much at once \\(cost \\d+, at most ${QUERY_COST_LIMIT}\\)`),
    );
    expect(reportTurns).toBe(turns);
    expect((small.data as { allCategories: unknown[] }).allCategories).toHaveLength(5);
  });

  it('answers 400 for the refusal, and a page size given as a variable is weighed', async () => {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${(await signIn(server)).token}`,
      },
      body: JSON.stringify({ query: aliased(3000, REPORT) }),
    });
    expect(res.status).toBe(400);
    // A hundred pages of the largest size are too much in one request; of ten rows, they are not.
    const pages = `query ($n: Int) { ${Array.from({ length: 100 }, (_, i) => `p${i}: allCategories(perPage: $n) { id name }`).join(' ')} }`;
    expect((await gql(pages, { n: 1000 })).errors?.[0]?.extensions.code).toBe('QUERY_TOO_COSTLY');
    expect((await gql(pages, { n: 10 })).errors).toBeUndefined();
  });
});

describe('the limit', () => {
  it('is a setting, GRAPHQL_COST_LIMIT, and a lower one refuses a smaller request', () => {
    expect(configFromEnv({}).graphqlCostLimit).toBe(QUERY_COST_LIMIT);
    expect(configFromEnv({ GRAPHQL_COST_LIMIT: '1000' }).graphqlCostLimit).toBe(1000);
    expect(() => configFromEnv({ GRAPHQL_COST_LIMIT: 'lots' })).toThrow(/GRAPHQL_COST_LIMIT/);
    const hook = costLimitHook(1000);
    expect(() => hook(null, parse('{ allCategories(perPage: 5) { id } }'), null, {})).not.toThrow();
    expect(() => hook(null, parse(`{ ${REPORT} }`), null, {})).toThrow();
  });
});
