import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  parse,
  isObjectType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { JsonSchema } from '../../src/codegen/load.js';
import { registry, resourceByName } from '../../src/core/registry.js';
import {
  joinTableOf,
  readableFields,
  referencesFields,
  writableFields,
  type ResourceDef,
} from '../../src/core/resource.js';
import { normalize, validateRecord, type RecordData } from '../../src/core/validation.js';
import { operationCosts, QUERY_COST_LIMIT } from '../../src/server/graphql/cost.js';
import { asChecked, defects, entitySchemas, validRecord, type StoreIds } from '../helpers/arbitraries.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * Every resource of the registry, fuzzed through the GraphQL API from its own schema: valid records
 * are stored as sent and read back equal, every defect the schema allows us to make is refused with
 * a translated message and writes nothing, on create and on update; no input ever makes the server
 * fail; and afterwards every row of every entity table still passes the schema's validator.
 * FUZZ_SEED and FUZZ_RUNS replay or widen a run.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

/** Fields the server reshapes on purpose, so a record reads back with more than was sent. */
const RESHAPED: Record<string, Record<string, string>> = {
  job: { modules: 'completed to the whole permission catalogue, unknown codes dropped' },
};

type Json = Record<string, unknown>;
type GqlError = { message: string; extensions?: { code?: string; key?: string; errors?: { key: string }[] } };
interface Answer {
  status: number;
  data: Json | null;
  errors?: GqlError[];
}

const locales = ['en', 'es'].map(
  (l) => JSON.parse(readFileSync(new URL(`../../locales/${l}.json`, import.meta.url), 'utf8')) as Json,
);
const hasKey = (messages: Json, key: string) =>
  typeof key.split('.').reduce<unknown>((node, part) => (node as Json | undefined)?.[part], messages) ===
  'string';
/** An error a person can read in either language: its key, and its fields' keys, are in both locales. */
const translated = (e: GqlError) =>
  !!e.extensions?.key &&
  locales.every((l) => hasKey(l, e.extensions!.key!)) &&
  (e.extensions.errors ?? []).every((fe) => locales.every((l) => hasKey(l, fe.key))) &&
  e.message !== e.extensions.key;

const sdl = buildSchema(readFileSync(new URL('../../generated/schema.graphql', import.meta.url), 'utf8'));

/** A selection of every field of a GraphQL type, rows of lists included. */
function selection(schema: GraphQLSchema, type: GraphQLObjectType): string {
  return Object.values(type.getFields())
    .map((f) => {
      const named = getNamedType(f.type);
      return isObjectType(named) ? `${f.name} { ${selection(schema, named)} }` : f.name;
    })
    .join(' ');
}

/** Referenced resources first, so that every reference has records to point to. */
function inDependencyOrder(resources: readonly ResourceDef[], schemas: Map<string, JsonSchema>) {
  const out: ResourceDef[] = [];
  const visit = (r: ResourceDef, path: string[]) => {
    if (out.includes(r) || path.includes(r.name)) return;
    for (const name of referencedResources(schemas.get(r.name)!)) {
      // A read-only record (an ad's images) is not fuzzed: the demo store's rows are pointed to.
      const target = resources.find((x) => x.name === name);
      if (target && name !== r.name) visit(target, [...path, r.name]);
    }
    out.push(r);
  };
  for (const r of resources) visit(r, []);
  return out;
}

/** Every resource a schema points to, in its rows too. */
function referencedResources(node: unknown): string[] {
  if (node === null || typeof node !== 'object') return [];
  const here = (node as Json)['x-ref'] as { resource: string } | undefined;
  return [
    ...(here ? [here.resource] : []),
    ...Object.values(node as Json).flatMap((v) => (Array.isArray(v) ? v : [v]).flatMap(referencedResources)),
  ];
}

describeEachDb('API fuzzing on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let storeId: string;
  const schemas = entitySchemas();
  const counts = { tried: 0, refused: 0, accepted: 0 };

  beforeAll(async () => {
    server = await startServer(kind);
    ({ token } = await signIn(server));
    storeId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { store: string })
      .store;
  });
  afterAll(() => server?.close());

  const db = () => server.database.db;

  async function call(query: string, variables: Json): Promise<Answer> {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as Omit<Answer, 'status'>;
    return { status: res.status, ...body };
  }

  /** `create<Type>` or `update<Type>` with the record as flat arguments, each typed as the API declares it. */
  function mutation(r: ResourceDef, op: 'create' | 'update', data: RecordData, id?: string) {
    const field = sdl.getMutationType()!.getFields()[`${op}${r.type}`]!;
    const types = new Map(field.args.map((a) => [a.name, String(a.type)]));
    const names = Object.keys(data);
    const vars = [...(id ? ['$id: ID!'] : []), ...names.map((n) => `$${n}: ${types.get(n) ?? 'String'}`)];
    const args = [...(id ? ['id: $id'] : []), ...names.map((n) => `${n}: $${n}`)];
    const list = (items: string[]) => (items.length ? `(${items.join(', ')})` : '');
    const query = `mutation ${list(vars)} { result: ${op}${r.type}${list(args)} { id } }`;
    return call(query, { ...(id ? { id } : {}), ...data });
  }

  async function read(r: ResourceDef, id: string): Promise<Json> {
    const type = sdl.getType(r.type) as GraphQLObjectType;
    const res = await call(`query ($id: ID!) { record: ${r.type}(id: $id) { ${selection(sdl, type)} } }`, {
      id,
    });
    expect(res.errors, `reading ${r.name} ${id}`).toBeUndefined();
    return res.data!.record as Json;
  }

  /** What a write may change: the store's system log and the resource's rows. */
  async function snapshot(r: ResourceDef, id?: string): Promise<string> {
    const counted = await sql<{ log: number; n: number }>`select
      (select count(*) from system_log where store_id = ${storeId})::int as log,
      (select count(*) from ${sql.table(r.table)} where store_id = ${storeId})::int as n`.execute(db());
    if (!id) return JSON.stringify(counted.rows[0]);
    const row = await db()
      .selectFrom(r.table)
      .selectAll()
      .where('store_id', '=', storeId)
      .where('id', '=', id)
      .execute();
    // A record's lists of references live in their join tables.
    const links = [];
    for (const f of referencesFields(r))
      links.push(
        await db()
          .selectFrom(joinTableOf(r, f))
          .selectAll()
          .where('store_id', '=', storeId)
          .where('owner_id', '=', id)
          .orderBy('position')
          .execute(),
      );
    return JSON.stringify({ counted: counted.rows[0], row, links });
  }

  /** Sends a write and checks what every write must meet: no failure of the server, a translated refusal. */
  async function attempt(label: string, send: () => Promise<Answer>): Promise<Answer> {
    counts.tried++;
    const res = await send();
    expect(res.status, `${label}: HTTP status`).toBeLessThan(500);
    const internal = (res.errors ?? []).filter((e) => e.extensions?.code === 'INTERNAL');
    expect(internal, `${label}: internal errors`).toEqual([]);
    if (res.errors?.length) {
      counts.refused++;
      for (const e of res.errors) expect(translated(e), `${label}: untranslated "${e.message}"`).toBe(true);
    } else counts.accepted++;
    return res;
  }

  /**
   * The values a record must read back with: what was sent, as the server checks it, less secrets;
   * a new record also has the defaults (a store's one record keeps what it held instead).
   */
  function expectedOf(r: ResourceDef, sent: RecordData, created: boolean): RecordData {
    const names = new Set(comparable(r));
    const checked = created && !r.singleton ? asChecked(r, sent) : normalize(r, sent);
    return Object.fromEntries(Object.entries(checked).filter(([k]) => names.has(k)));
  }

  /** The fields a client writes and reads back as written. */
  function comparable(r: ResourceDef): string[] {
    const writable = new Set(writableFields(r).map((f) => f.name));
    return readableFields(r)
      .map((f) => f.name)
      .filter((n) => writable.has(n) && !(n in (RESHAPED[r.name] ?? {})));
  }

  function expectReadBack(label: string, r: ResourceDef, record: Json, expected: RecordData) {
    const got = normalize(r, Object.fromEntries(Object.keys(expected).map((k) => [k, record[k]])));
    expect(got, `${label}: read back`).toEqual(expected);
  }

  /** The store's ids of a resource, and of other stores, straight from the database. */
  async function idsOf(r: ResourceDef, own: boolean) {
    return db()
      .selectFrom(r.table)
      .selectAll()
      .where('store_id', own ? '=' : '<>', storeId)
      .orderBy('id')
      .limit(own ? 300 : 3)
      .execute();
  }

  async function storeIds(r: ResourceDef): Promise<StoreIds & { foreign: (name: string) => string[] }> {
    const pools = new Map<string, Json[]>();
    const foreign = new Map<string, string[]>();
    for (const name of new Set(referencedResources(schemas.get(r.name)!))) {
      const target = resourceByName(name);
      pools.set(name, await idsOf(target, true));
      foreign.set(
        name,
        (await idsOf(target, false)).map((row) => String(row.id)),
      );
    }
    return {
      ids: (name, where = {}) =>
        (pools.get(name) ?? [])
          .filter((row) => Object.entries(where).every(([k, v]) => row[k] === v))
          .map((row) => String(row.id)),
      foreign: (name) => foreign.get(name) ?? [],
    };
  }

  let serial = 0;
  /** Makes each `x-unique` text unique in the run: a serial in front, kept within the field's pattern and length. */
  function uniquified(r: ResourceDef, rec: RecordData): RecordData {
    const out = { ...rec };
    const schema = schemas.get(r.name)!;
    for (const name of r.unique.flat()) {
      const node = schema.properties?.[name];
      if (node?.type !== 'string' || node['x-ref'] || typeof out[name] !== 'string') continue;
      const tag = `u${++serial}`;
      const max = (node.maxLength as number | undefined) ?? 100;
      const candidates = [
        `${tag} ${String(out[name])}`,
        `${tag}.${String(out[name])}`,
        `${tag}${String(out[name])}`,
      ];
      const fits = (s: string) =>
        Array.from(s).length <= max && (!node.pattern || new RegExp(node.pattern as string).test(s.trim()));
      const fit = candidates.map((c) => Array.from(c).slice(0, max).join('')).find(fits);
      if (fit) out[name] = fit;
    }
    return out;
  }

  const accepted = new Map<string, string[]>();

  it(
    'stores every valid record as sent, refuses every defect with a translated message, and never fails',
    { timeout: 600_000 },
    async () => {
      const started = Date.now();
      for (const [index, r] of inDependencyOrder(registry, schemas).entries()) {
        const schema = schemas.get(r.name)!;
        const store = await storeIds(r);
        const valid = validRecord(r, schema, store).map((rec) => uniquified(r, rec));
        const ids: string[] = [];
        accepted.set(r.name, ids);
        const seed = SEED + index;

        // Valid records: accepted and read back equal, or refused by a business rule (translated, nothing written).
        await fc.assert(
          fc.asyncProperty(valid, async (input) => {
            const label = `create ${r.name} ${JSON.stringify(input)}`;
            const before = await snapshot(r);
            const res = await attempt(label, () => mutation(r, 'create', input));
            if (res.errors) {
              expect(await snapshot(r), `${label}: refused yet written`).toBe(before);
              return;
            }
            const id = String((res.data!.result as Json).id);
            ids.push(id);
            expectReadBack(label, r, await read(r, id), expectedOf(r, input, true));
          }),
          { seed, numRuns: RUNS, endOnFailure: true },
        );
        expect(ids.length, `${r.name}: no valid record was accepted`).toBeGreaterThan(0);

        // Every defect once, each in a valid record of its own: refused, nothing written.
        const all = defects(r, schema, store.foreign).filter(
          (d) => !(r.singleton && d.kind === 'missing required field'),
        );
        const bases = fc.sample(valid, { seed, numRuns: all.length });
        for (const [i, defect] of all.entries()) {
          const input = defect.apply(bases[i]!);
          const label = `create ${r.name} with ${defect.kind} on ${defect.field}: ${JSON.stringify(input)}`;
          const before = await snapshot(r);
          const res = await attempt(label, () => mutation(r, 'create', input));
          expect(res.errors, `${label}: accepted`).toBeDefined();
          expect(await snapshot(r), `${label}: refused yet written`).toBe(before);
        }

        // Valid patches of records made here: the patched fields read back, or a translated refusal.
        const editable = writableFields(r).map((f) => f.name);
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...ids),
            valid,
            fc.subarray(editable, { minLength: 1 }),
            async (id, source, names) => {
              const patch = Object.fromEntries(names.filter((n) => n in source).map((n) => [n, source[n]]));
              fc.pre(Object.keys(patch).length > 0);
              const stored = await read(r, id);
              const label = `update ${r.name} ${id} ${JSON.stringify(patch)}`;
              const before = await snapshot(r, id);
              const res = await attempt(label, () => mutation(r, 'update', patch, id));
              if (res.errors) {
                expect(await snapshot(r, id), `${label}: refused yet written`).toBe(before);
                return;
              }
              const after = await read(r, id);
              expectReadBack(label, r, after, expectedOf(r, patch, false));
              const untouched = comparable(r).filter((n) => !(n in patch));
              for (const n of untouched) expect(after[n], `${label}: ${n} changed`).toEqual(stored[n]);
            },
          ),
          { seed, numRuns: Math.ceil(RUNS / 2), endOnFailure: true },
        );

        // Defects as patches of one record made here, a sample of them each run: refused, the record unchanged.
        const target = ids[0]!;
        const sampled = fc.sample(
          fc.shuffledSubarray(all, {
            minLength: Math.min(all.length, RUNS * 2),
            maxLength: Math.min(all.length, RUNS * 2),
          }),
          { seed, numRuns: 1 },
        )[0]!;
        for (const defect of sampled) {
          const applied = defect.apply(bases[0]!);
          const patch: Json = { [defect.field]: defect.field in applied ? applied[defect.field] : null };
          const label = `update ${r.name} with ${defect.kind} on ${defect.field}: ${JSON.stringify(patch)}`;
          const before = await snapshot(r, target);
          const res = await attempt(label, () => mutation(r, 'update', patch, target));
          expect(res.errors, `${label}: accepted`).toBeDefined();
          expect(await snapshot(r, target), `${label}: refused yet written`).toBe(before);
        }
      }
      console.log(
        `fuzz ${kind}: ${counts.tried} inputs tried, ${counts.refused} refused, ${counts.accepted} accepted ` +
          `(seed ${SEED}, ${RUNS} runs, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    },
  );

  it('leaves every row of every entity table valid against its schema', async () => {
    for (const r of registry) {
      const rows = await db().selectFrom(r.table).selectAll().execute();
      const lists = new Map<string, Map<string, string[]>>();
      for (const f of referencesFields(r)) {
        const byOwner = new Map<string, string[]>();
        const links = await db()
          .selectFrom(joinTableOf(r, f))
          .select(['owner_id', 'target_id'])
          .orderBy('position')
          .execute();
        for (const l of links)
          byOwner.set(String(l.owner_id), [...(byOwner.get(String(l.owner_id)) ?? []), String(l.target_id)]);
        lists.set(f.name, byOwner);
      }
      for (const row of rows) {
        const data: RecordData = {};
        for (const f of writableFields(r)) {
          if (f.kind === 'secret') continue;
          const v = f.kind === 'references' ? (lists.get(f.name)!.get(String(row.id)) ?? []) : row[f.name];
          data[f.name] = ['money', 'percent', 'quantity'].includes(f.kind) && v != null ? Number(v) : v;
        }
        expect(
          validateRecord(r, normalize(r, data)),
          `${r.name} ${String(row.id)}: ${JSON.stringify(data)}`,
        ).toEqual([]);
      }
    }
  });

  it('weighs every request before it runs: a costly one is refused with QUERY_TOO_COSTLY, a cheap one answered', async () => {
    // Aliased reports (a few, or far too many), pages of records of any size, and bare fields,
    // some through a fragment: the server's verdict must match the request's cost.
    const part = fc.oneof(
      fc.record({
        kind: fc.constant('report' as const),
        n: fc.oneof(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 41, max: 3000 })),
      }),
      fc.record({
        kind: fc.constant('list' as const),
        n: fc.integer({ min: 0, max: 150 }),
        perPage: fc.integer({ min: 1, max: 1000 }),
      }),
      fc.record({ kind: fc.constant('typename' as const), n: fc.integer({ min: 0, max: 3000 }) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        async (parts, viaFragment) => {
          let alias = 0;
          // Each page size is a variable of its own, declared only where a page uses it.
          const variables: Record<string, number> = {};
          const fields = parts.flatMap((p, i) =>
            Array.from({ length: p.n }, () => {
              const a = `a${alias++}`;
              if (p.kind === 'report')
                return `${a}: report(code: "summary", from: "2026-01-01", to: "2026-01-02") { count }`;
              if (p.kind === 'list') {
                variables[`pp${i}`] = p.perPage;
                return `${a}: allCategories(perPage: $pp${i}) { id name }`;
              }
              return `${a}: __typename`;
            }),
          );
          fc.pre(fields.length > 0);
          const declared = Object.keys(variables).map((v) => `$${v}: Int`);
          const head = `query Fuzz${declared.length ? `(${declared.join(', ')})` : ''}`;
          const query = viaFragment
            ? `${head} { ...F } fragment F on Query { ${fields.join(' ')} }`
            : `${head} { ${fields.join(' ')} }`;
          const cost = operationCosts(parse(query), variables).get('Fuzz')!;
          const res = await call(query, variables);
          const label = `cost ${cost}: ${JSON.stringify(parts)}`;
          if (cost > QUERY_COST_LIMIT) {
            expect(res.status, label).toBe(400);
            expect(res.data, label).toBeNull();
            expect(
              res.errors?.map((e) => e.extensions?.code),
              label,
            ).toEqual(['QUERY_TOO_COSTLY']);
            expect(translated(res.errors![0]!), label).toBe(true);
          } else {
            expect(res.status, label).toBe(200);
            expect(res.errors, label).toBeUndefined();
          }
        },
      ),
      { seed: SEED, numRuns: RUNS * 2, endOnFailure: true },
    );
  });

  it('made records of every resource', () => {
    for (const r of registry) expect(accepted.get(r.name)?.length, r.name).toBeGreaterThan(0);
  });
});
