import { createRequire } from 'node:module';
import type { IntrospectedResource, IntrospectionResult } from 'ra-data-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { records, registry } from '../../src/core/registry.js';
import type { FieldDef, ResourceDef } from '../../src/core/resource.js';
import { validateRecord } from '../../src/core/validation.js';
import { uuidv7 } from '../../src/server/services/ids.js';
import { postDevice, storeWithDevice } from '../helpers/devices.js';
import { isUrl, sampleValue } from '../helpers/samples.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * react-admin's stock ra-data-graphql-simple provider, unchanged, against a real server: every
 * resource of the registry (and those added later) is listed, paged, sorted, searched, read, created,
 * updated and deleted through it, and every change is read back. It is the proof that the generated
 * API keeps the convention the README promises.
 */

/*
 * The packages' CommonJS builds: their ES module builds import named exports from '@apollo/client',
 * whose version 3 has no `exports` map, so Node cannot load them as ES modules (a bundler can).
 */
const require = createRequire(import.meta.url);
const { ApolloClient, HttpLink, InMemoryCache } =
  require('@apollo/client') as typeof import('@apollo/client');
const { default: buildGraphQLProvider } =
  require('ra-data-graphql-simple') as typeof import('ra-data-graphql-simple');

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
type Provider = ReturnType<typeof buildGraphQLProvider>;
type Data = Record<string, unknown>;
type Rec = { id: string } & Data;
type Sort = { field: string; order: 'ASC' | 'DESC' };

/** The server's largest page: one page holds every record a test store has. */
const ALL = { page: 1, perPage: 1000 };

/** A read-only resource: its plural, the fields it sorts by, and the references it may be looked up by. */
interface ReadOnly {
  plural: string;
  sortFields: string[];
  targets: string[];
  /** Its registry entry, for a read-only record of the schemas. */
  record?: ResourceDef;
}

/**
 * The resources the generic checks cannot handle from the schema alone, and why. `input` adds to
 * the record built from the schema; a read-only resource is only read. (Employees need nothing here:
 * their PIN and password follow from the schema's `secret` fields.)
 */
const SPECIAL: Record<string, { reason: string; input?: Data; readOnly?: ReadOnly }> = {
  Job: {
    reason:
      'the server completes `modules` to the whole permission catalogue and drops codes it does not ' +
      'know, so a job is sent one real module and permission (menu items, which grant no Settings: ' +
      'the jobs created here can be deleted)',
    input: {
      modules: [{ code: 'menu-items', status: true, permissions: [{ code: 'menu-items', status: true }] }],
    },
  },
  Employee: {
    reason:
      'an active employee needs a compensation value above 0 (SPEC §5), a rule of the employee ' +
      "module rather than of the schema: the store's opening writes its owner without one",
    input: { salary: 15 },
  },
  KitchenPrinter: {
    reason:
      'a printer needs its IP or its host name (a rule of the kitchen printer module: neither is ' +
      'required alone), and the IP it used to be given by default is an example only',
    input: { ip: '192.168.1.50' },
  },
  SystemLog: {
    reason:
      'hand-written beside the registry and read-only: the server records every write itself, ' +
      'the API has no mutation for it',
    readOnly: { plural: 'SystemLogs', sortFields: ['id', 'at'], targets: ['record_id'] },
  },
};

/** The hand-written read-only resources, and the read-only records of the schemas (checks, time cards…). */
const readOnly: ({ type: string } & ReadOnly)[] = [
  ...Object.entries(SPECIAL).flatMap(([type, s]) => (s.readOnly ? [{ type, ...s.readOnly }] : [])),
  ...records.map((r) => ({
    type: r.type,
    plural: r.plural,
    sortFields: [...new Set(['id', r.sort.field])],
    targets: r.fields.filter((f) => f.kind === 'reference').map((f) => f.name),
    record: r,
  })),
];

let serial = 0;

/**
 * A text value unique in the run. The serial comes first and padded, so the values sort in the order
 * they were made under any collation, and none is a part of another.
 */
function text(name: string, maxLength = 100): string {
  return `c${String(++serial).padStart(4, '0')}-conf-${name.replace(/_/g, '-')}`.slice(0, maxLength);
}

/** The ra-data-graphql-simple provider over a real HTTP link, reads never served from a cache. */
async function providerFor(server: TestServer, token: string, bulkActionsEnabled = false): Promise<Provider> {
  const client = new ApolloClient({
    // A plain link: the provider sends rows of lists (menu-item prices, job modules) back with the
    // `__typename` Apollo added when reading them, and the server takes them as they come.
    link: new HttpLink({
      uri: `${server.url}/api/graphql`,
      headers: { authorization: `Bearer ${token}` },
      fetch,
    }),
    cache: new InMemoryCache(),
    defaultOptions: {
      query: { fetchPolicy: 'no-cache' },
      watchQuery: { fetchPolicy: 'no-cache' },
      mutate: { fetchPolicy: 'no-cache' },
    },
  });
  // The provider asks `network-only` for its reads unless told otherwise. Version 5 hands the
  // provider back at once where earlier ones returned a promise; awaiting suits both.
  return await buildGraphQLProvider({
    client,
    bulkActionsEnabled,
    query: () => ({ fetchPolicy: 'no-cache' }),
    mutation: () => ({ fetchPolicy: 'no-cache' }),
  });
}

/** What a record sent to the server must read back as: every value sent, rows of lists included. */
function like(sent: unknown): unknown {
  if (Array.isArray(sent)) return expect.arrayContaining(sent.map(like));
  if (sent !== null && typeof sent === 'object')
    return expect.objectContaining(Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, like(v)])));
  return sent;
}

/** A record without its write-only fields (PIN, password), as it reads back. */
function readable(r: ResourceDef, data: Data): Data {
  const secret = new Set(r.fields.filter((f) => f.kind === 'secret').map((f) => f.name));
  return Object.fromEntries(Object.entries(data).filter(([k]) => !secret.has(k)));
}

/** A well-formed id that no record has. */
const NOBODY = '00000000-0000-7000-8000-000000000000';

const ids = (records: readonly { id: unknown }[]) => records.map((x) => String(x.id));
const sorted = (values: readonly string[]) => [...values].sort();

/** Fields a list can be sorted by: every column but lists of rows and of ids. */
const sortable = (f: FieldDef | undefined) => !!f && f.kind !== 'list' && f.kind !== 'references';

/** The list column and the default sort, each once. */
function sortFields(r: ResourceDef): string[] {
  const column = r.list.find((name) => sortable(r.fields.find((f) => f.name === name)));
  return [...new Set([column ?? r.sort.field, r.sort.field])];
}

/**
 * Whether `values` are in the order `order`, for the kinds whose order JavaScript and PostgreSQL
 * agree on (numbers, yes/no, ISO dates); text is checked on the records made here instead, whose
 * order no collation disputes. Empty values sort last going up, as PostgreSQL puts them.
 */
function inOrder(f: FieldDef | undefined, values: readonly unknown[], order: 'ASC' | 'DESC'): boolean {
  const kind = f?.kind ?? 'date';
  if (['text', 'multiline', 'email', 'color', 'enum', 'status', 'reference'].includes(kind)) return true;
  const up = order === 'ASC' ? values : [...values].reverse();
  const present = up.filter((v) => v !== undefined && v !== null);
  if (up.slice(present.length).some((v) => v !== undefined && v !== null)) return false;
  const key = (v: unknown) => (typeof v === 'boolean' ? Number(v) : (v as number | string));
  return present.every((v, i) => i === 0 || key(present[i - 1]) <= key(v));
}

describeEachDb('ra-data-graphql-simple on %s', (kind) => {
  let server: TestServer;
  let gql: Gql;
  /** The stock provider: updateMany and deleteMany as one update or delete per record. */
  let provider: Provider;
  /** With bulk actions: updateMany and deleteMany as `update<Plural>` and `delete<Plural>`. */
  let bulk: Provider;

  beforeAll(async () => {
    // Days of made-up history, so that the records of the point of sale have rows to page through.
    server = await startServer(kind, { graphqlIntrospection: true, seedHistoryDays: 3 });
    const session = await signIn(server);
    gql = session.gql;
    provider = await providerFor(server, session.token);
    bulk = await providerFor(server, session.token, true);
    // The history has no shifts: three, as a point of sale records them (two of one employee).
    const bistro = await storeWithDevice(server, 'demo-bistro');
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    for (const [employee, opened, closed] of [
      [0, 200, 150],
      [0, 100, undefined],
      [1, 90, undefined],
    ] as const) {
      const res = await postDevice(server, '/api/devices/shifts', bistro.token, {
        id: uuidv7(),
        employee_id: bistro.employees[employee]!.id,
        opened_at: ago(opened),
        ...(closed ? { closed_at: ago(closed), closing_bank: 12_000 } : {}),
        starting_bank: 10_000,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });
  afterAll(() => server?.close());

  async function everything(type: string, sort: Sort = { field: 'id', order: 'ASC' }) {
    const res = await provider.getList<Rec>(type, { pagination: ALL, sort, filter: {} });
    expect(res.total).toBe(res.data.length);
    return res.data;
  }

  async function metaCount(plural: string): Promise<number> {
    const res = await gql<Record<string, { count: number }>>(`{ _all${plural}Meta { count } }`);
    expect(res.errors).toBeUndefined();
    return res.data![`_all${plural}Meta`]!.count;
  }

  /** The id of a record of `target` meeting `where`: the oldest (demo data), or a new one. */
  async function referenced(target: ResourceDef, where: Data = {}): Promise<string> {
    const found = await provider.getList<Rec>(target.type, {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: where,
    });
    if (found.data[0]) return found.data[0].id;
    return (await create(target, where)).id;
  }

  function valueFor(f: FieldDef, unique = false): Promise<unknown> {
    return sampleValue(f, {
      text: (x) => text(x.name, x.maxLength),
      email: (x) => `${text(x.name)}@demo.test`,
      // PINs are unique in the store; the demo's are four digits, these seven.
      secret: (x) =>
        x.secret === 'pin' ? String(30_000_000 + ++serial) : `conformance-password-${++serial}`,
      // A reference unique in the store (one recipe per menu item) gets a record of its own.
      reference: unique ? async (target, where) => (await create(target, where)).id : referenced,
      registry,
    });
  }

  /**
   * Valid input for a new record from the schema: the required fields, every single reference (so
   * each can be looked up by), a PIN where there is one, and an e-mail with the password it then needs.
   */
  async function inputFor(r: ResourceDef): Promise<Data> {
    const input: Data = {};
    for (const f of r.fields) {
      const wanted =
        f.required ||
        f.kind === 'reference' ||
        // A list the record cannot be deleted with (a menu item's modifier groups) is left empty.
        (f.kind === 'references' && !f.reference!.ownerDeleteGuard) ||
        f.kind === 'email' ||
        f.secret === 'pin' ||
        f.secret === 'password';
      if (wanted)
        input[f.name] = await valueFor(f, f.kind === 'reference' && r.unique.flat().includes(f.name));
    }
    Object.assign(input, SPECIAL[r.type]?.input);
    expect(validateRecord(r, input), `input built for ${r.name}`).toEqual([]);
    return input;
  }

  async function create(r: ResourceDef, extra: Data = {}): Promise<Rec> {
    const input = { ...(await inputFor(r)), ...extra };
    const { data } = await provider.create<Rec>(r.type, { data: input });
    expect(data).toEqual(like(readable(r, input)));
    return data;
  }

  async function getOne(type: string, id: string): Promise<Rec> {
    return (await provider.getOne<Rec>(type, { id })).data;
  }

  /** The records among `wanted` that still exist. */
  async function existing(type: string, wanted: string[]): Promise<string[]> {
    return sorted(ids((await provider.getMany<Rec>(type, { ids: wanted })).data));
  }

  it('finds every resource of the registry under its GraphQL type, with every operation', async () => {
    const names = ['GET_LIST', 'GET_ONE', 'GET_MANY', 'GET_MANY_REFERENCE', 'CREATE', 'UPDATE', 'DELETE'];
    const found = async (p: Provider) =>
      (
        (await (p.getIntrospection as () => Promise<IntrospectionResult>)())
          .resources as (IntrospectedResource & Record<string, unknown>)[]
      ).map((x) => ({
        type: x.type.name,
        operations: names.concat('UPDATE_MANY', 'DELETE_MANY').filter((n) => x[n]),
      }));
    const plain = await found(provider);
    const withBulk = await found(bulk);
    for (const r of registry) {
      expect(plain).toContainEqual({ type: r.type, operations: names });
      expect(withBulk).toContainEqual({ type: r.type, operations: [...names, 'UPDATE_MANY', 'DELETE_MANY'] });
    }
    for (const { type } of readOnly)
      expect(plain).toContainEqual({
        type,
        operations: ['GET_LIST', 'GET_ONE', 'GET_MANY', 'GET_MANY_REFERENCE'],
      });
  });

  /**
   * Settings the demo stores save at their first start, which read as saved, not as their defaults:
   * the demo stores sell online (src/server/seed/demo-online-ordering.ts).
   */
  const SEEDED: Record<string, readonly string[]> = {
    'online-ordering-settings': ['online_ordering', 'online_minimum_order'],
  };

  describe.each(registry.filter((r) => r.singleton).map((r) => [r.type, r] as const))(
    '%s, one record per store',
    (_type, r) => {
      it(`getList and getOne give the store's one ${r.type}, with its defaults before the first save`, async () => {
        const list = await provider.getList<Rec>(r.type, { pagination: ALL, sort: r.sort, filter: {} });
        expect(list.total).toBe(1);
        const [only] = list.data;
        expect(await getOne(r.type, only!.id)).toEqual(only);
        // A list's first rows read back with the `__typename` Apollo adds to each.
        for (const f of r.fields.filter((x) => x.default !== undefined && !SEEDED[r.name]?.includes(x.name)))
          expect(only![f.name]).toEqual(like(f.default));
        await expect(getOne(r.type, NOBODY)).rejects.toThrow();
      });

      it(`update saves the ${r.type} and it reads back; create answers the same record; delete is refused`, async () => {
        const [only] = (await provider.getList<Rec>(r.type, { pagination: ALL, sort: r.sort, filter: {} }))
          .data;
        const input = await inputFor(r);
        const saved = await provider.update<Rec>(r.type, {
          id: only!.id,
          data: { ...only, ...input },
          previousData: only!,
        });
        expect(saved.data).toEqual(like({ ...readable(r, input), id: only!.id }));
        expect(await getOne(r.type, only!.id)).toEqual(saved.data);
        const again = await provider.create<Rec>(r.type, { data: input });
        expect(again.data.id).toBe(only!.id);
        expect(
          (await provider.getList<Rec>(r.type, { pagination: ALL, sort: r.sort, filter: {} })).total,
        ).toBe(1);
        await expect(
          provider.delete<Rec>(r.type, { id: only!.id, previousData: saved.data }),
        ).rejects.toThrow();
        expect(await getOne(r.type, only!.id)).toEqual(expect.objectContaining({ id: only!.id }));
      });
    },
  );

  describe.each(
    registry.filter((r) => !SPECIAL[r.type]?.readOnly && !r.singleton).map((r) => [r.type, r] as const),
  )('%s', (_type, r) => {
    /** Records made for the read checks, in the order they were made. */
    let made: Rec[];

    beforeAll(async () => {
      made = [];
      for (let i = 0; i < 3; i++) made.push(await create(r));
    });

    it(`getList pages ${r.plural} two at a time, its total the _all${r.plural}Meta count`, async () => {
      const sort = { field: r.sort.field, order: r.sort.order };
      const page = (n: number) =>
        provider.getList<Rec>(r.type, { pagination: { page: n, perPage: 2 }, sort, filter: {} });
      const [first, second] = [await page(1), await page(2)];
      const whole = await provider.getList<Rec>(r.type, { pagination: ALL, sort, filter: {} });
      expect(first.data).toHaveLength(2);
      expect(second.data.length).toBeGreaterThan(0);
      expect(ids(first.data)).not.toEqual(ids(second.data));
      expect([...ids(first.data), ...ids(second.data)]).toEqual(
        ids(whole.data).slice(0, 2 + second.data.length),
      );
      const count = await metaCount(r.plural);
      expect(first.total).toBe(count);
      expect(second.total).toBe(count);
      expect(whole.data).toHaveLength(count);
    });

    for (const field of sortFields(r)) {
      it(`getList sorts ${r.plural} by ${field}, descending the reverse of ascending`, async () => {
        const up = await everything(r.type, { field, order: 'ASC' });
        const down = await everything(r.type, { field, order: 'DESC' });
        expect(ids(down)).toEqual(ids(up).reverse());
        const f = r.fields.find((x) => x.name === field);
        const values = (records: Rec[]) => records.map((x) => x[field]);
        expect(inOrder(f, values(up), 'ASC')).toBe(true);
        expect(inOrder(f, values(down), 'DESC')).toBe(true);
        const mine = new Set(ids(made));
        expect(ids(up).filter((id) => mine.has(id))).toEqual(ids(made));
        expect(ids(down).filter((id) => mine.has(id))).toEqual(ids(made).reverse());
      });
    }

    it(`getList sorts ${r.plural} by id, ascending in the order of writing (UUIDv7)`, async () => {
      const up = ids(await everything(r.type, { field: 'id', order: 'ASC' }));
      const down = ids(await everything(r.type, { field: 'id', order: 'DESC' }));
      expect(up).toEqual(sorted(up));
      expect(down).toEqual(sorted(up).reverse());
      expect(up.slice(-made.length)).toEqual(ids(made));
    });

    it.skipIf(r.search.length === 0)(
      `getList filter q finds the ${r.type} whose searched text matches, in any case`,
      async () => {
        const target = made[1]!;
        const fields = r.search.filter((name) => typeof target[name] === 'string');
        expect(fields.length).toBeGreaterThan(0);
        for (const name of fields) {
          const found = await provider.getList<Rec>(r.type, {
            pagination: { page: 1, perPage: 25 },
            sort: { field: 'id', order: 'ASC' },
            filter: { q: String(target[name]).toUpperCase() },
          });
          expect(found.data, `q on ${name}`).toEqual([target]);
          expect(found.total).toBe(1);
        }
      },
    );

    it(`getOne reads a ${r.type} by id`, async () => {
      for (const record of made) expect(await getOne(r.type, record.id)).toEqual(record);
    });

    it(`getMany reads the ${r.plural} asked, more than a page of them when there are`, async () => {
      const all = await everything(r.type);
      expect(await existing(r.type, ids(made.slice(0, 2)))).toEqual(sorted(ids(made.slice(0, 2))));
      const many = ids(all).slice(0, 60);
      const res = await provider.getMany<Rec>(r.type, { ids: many });
      expect(sorted(ids(res.data))).toEqual(sorted(many));
      const byId = new Map(all.map((x) => [x.id, x]));
      for (const record of res.data) expect(record).toEqual(byId.get(record.id));
    });

    for (const f of r.fields.filter(
      (x) => x.kind === 'reference' || (x.kind === 'references' && !x.reference!.ownerDeleteGuard),
    )) {
      // A list of references (menu item → modifier groups) is looked up by one of its ids.
      const points = (x: Rec, id: string) =>
        f.kind === 'references' ? (x[f.name] as string[]).includes(id) : x[f.name] === id;
      it(`getManyReference by ${f.name} returns only the ${r.plural} pointing at that record`, async () => {
        const held = made[0]![f.name];
        const id = (Array.isArray(held) ? held[0] : held) as string;
        const res = await provider.getManyReference<Rec>(r.type, {
          target: f.name,
          id,
          pagination: ALL,
          sort: { field: 'id', order: 'ASC' },
          filter: {},
        });
        const expected = (await everything(r.type)).filter((x) => points(x, id));
        expect(res.data).toEqual(expected);
        expect(res.total).toBe(expected.length);
        // Every record made here that points at it (one only where the reference is unique).
        const pointing = made.filter((x) => points(x, id));
        expect(pointing.length).toBeGreaterThan(0);
        expect(ids(res.data)).toEqual(expect.arrayContaining(ids(pointing)));

        const none = await provider.getManyReference<Rec>(r.type, {
          target: f.name,
          id: NOBODY,
          pagination: ALL,
          sort: { field: 'id', order: 'ASC' },
          filter: {},
        });
        expect(none).toEqual({ data: [], total: 0 });
      });
    }

    it(`create, update and delete write a ${r.type}, and each change reads back`, async () => {
      const before = await metaCount(r.plural);
      const created = await create(r);
      expect(created.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(await getOne(r.type, created.id)).toEqual(created);
      expect(await metaCount(r.plural)).toBe(before + 1);

      // A web address takes no free text: the bulk patch picks a field that does.
      const field = r.fields.find((f) => f.kind === 'text' && !f.reference && !f.readOnly && !isUrl(f));
      const change = field
        ? { [field.name]: text(`changed-${field.name}`, field.maxLength) }
        : bulkPatch(r, created);
      // As react-admin's edit form sends it: the whole record, one field changed.
      const updated = await provider.update<Rec>(r.type, {
        id: created.id,
        data: { ...created, ...change },
        previousData: created,
      });
      expect(updated.data).toMatchObject({ id: created.id, ...change });
      const read = await getOne(r.type, created.id);
      const { updated_at: _was, ...unchanged } = created;
      expect(read).toEqual({ ...unchanged, ...change, updated_at: expect.any(String) });

      const deleted = await provider.delete<Rec>(r.type, { id: created.id, previousData: read });
      expect(deleted.data.id).toBe(created.id);
      expect(await existing(r.type, [created.id])).toEqual([]);
      // The server answers null for a record that is not there; the provider rejects, as
      // react-admin expects of getOne.
      await expect(getOne(r.type, created.id)).rejects.toThrow();
      expect(await metaCount(r.plural)).toBe(before);
    });

    for (const bulkActions of [false, true]) {
      const how = bulkActions
        ? `update${r.plural} and delete${r.plural}`
        : `one update${r.type} and delete${r.type} each`;
      it(`updateMany and deleteMany change two ${r.plural} at once (${how})`, async () => {
        const p = bulkActions ? bulk : provider;
        const two = [await create(r), await create(r)];
        const patch = bulkPatch(r, two[0]!);
        const updated = await p.updateMany(r.type, { ids: ids(two), data: patch });
        expect(sorted((updated.data ?? []).map(String))).toEqual(sorted(ids(two)));
        for (const record of two)
          expect(await getOne(r.type, record.id)).toEqual({
            ...record,
            ...patch,
            updated_at: expect.any(String),
          });

        const deleted = await p.deleteMany(r.type, { ids: ids(two) });
        expect(sorted((deleted.data ?? []).map(String))).toEqual(sorted(ids(two)));
        expect(await existing(r.type, ids(two))).toEqual([]);
      });
    }
  });

  describe.each(readOnly.map((x) => [x.type, x] as const))(
    '%s (read-only)',
    (type, { plural, sortFields: fields, targets, record }) => {
      let all: Rec[];

      beforeAll(async () => {
        all = await everything(type);
      });

      it(`getList pages ${plural} two at a time, its total the _all${plural}Meta count`, async () => {
        const sort: Sort = { field: 'id', order: 'ASC' };
        const page = (n: number) =>
          provider.getList<Rec>(type, { pagination: { page: n, perPage: 2 }, sort, filter: {} });
        const [first, second] = [await page(1), await page(2)];
        expect(ids(first.data)).toEqual(ids(all).slice(0, 2));
        expect(ids(second.data)).toEqual(ids(all).slice(2, 4));
        const count = await metaCount(plural);
        expect(first.total).toBe(count);
        expect(second.total).toBe(count);
        expect(all).toHaveLength(count);
      });

      for (const field of fields) {
        it(`getList sorts ${plural} by ${field}, descending the reverse of ascending`, async () => {
          const up = await everything(type, { field, order: 'ASC' });
          const down = await everything(type, { field, order: 'DESC' });
          expect(ids(down)).toEqual(ids(up).reverse());
          const values = up.map((x) => x[field]);
          expect(
            inOrder(
              record?.fields.find((f) => f.name === field),
              values,
              'ASC',
            ),
          ).toBe(true);
          if (field === 'id') expect(ids(up)).toEqual(sorted(ids(up)));
        });
      }

      it(`getOne reads a ${type} by id`, async () => {
        for (const record of [all[0]!, all.at(-1)!]) expect(await getOne(type, record.id)).toEqual(record);
      });

      it(`getMany reads the ${plural} asked, more than a page of them when there are`, async () => {
        const two = ids(all.slice(0, 2));
        expect(await existing(type, two)).toEqual(sorted(two));
        const many = ids(all).slice(0, 60);
        const res = await provider.getMany<Rec>(type, { ids: many });
        expect(sorted(ids(res.data))).toEqual(sorted(many));
      });

      it(`getManyReference by a reference returns only the ${plural} pointing at that record`, async () => {
        // The first reference some records share and others do not, by its most frequent value.
        const shared = targets.flatMap((target) => {
          const counts = new Map<unknown, number>();
          for (const x of all) if (x[target]) counts.set(x[target], (counts.get(x[target]) ?? 0) + 1);
          const [top] = [...counts].sort((a, b) => b[1] - a[1]);
          return top && top[1] > 1 && top[1] < all.length ? [{ target, id: top[0] }] : [];
        });
        if (targets.length === 0) return;
        expect(shared.length, `a reference of ${plural} that splits them`).toBeGreaterThan(0);
        const { target, id } = shared[0]!;
        const res = await provider.getManyReference<Rec>(type, {
          target,
          id: String(id),
          pagination: ALL,
          sort: { field: 'id', order: 'ASC' },
          filter: {},
        });
        const expected = all.filter((x) => x[target] === id);
        expect(res.data).toEqual(expected);
        expect(res.total).toBe(expected.length);
      });
    },
  );

  describe.each(records.map((r) => [r.type, r] as const))('%s, a record the API only reads', (type, r) => {
    let all: Rec[];

    beforeAll(async () => {
      all = await everything(type, r.sort);
    });

    it(`has records to read (${r.table}), and pages them in their default order (${r.sort.field} ${r.sort.order})`, async () => {
      expect(all.length).toBeGreaterThan(1);
      const page = (n: number) =>
        provider.getList<Rec>(type, { pagination: { page: n, perPage: 1 }, sort: r.sort, filter: {} });
      expect(ids((await page(1)).data)).toEqual(ids(all).slice(0, 1));
      expect(ids((await page(2)).data)).toEqual(ids(all).slice(1, 2));
      expect(
        inOrder(
          r.fields.find((f) => f.name === r.sort.field),
          all.map((x) => x[r.sort.field]),
          r.sort.order,
        ),
      ).toBe(true);
    });

    const range = r.fields.find((f) => f.kind === 'date' || f.kind === 'datetime');
    it.skipIf(!range)(
      `getList filters ${r.plural} by a range of ${range?.name}, bounds included`,
      async () => {
        const name = range!.name;
        const values = all
          .map((x) => x[name] as string)
          .filter(Boolean)
          .sort();
        const middle = values[Math.floor(values.length / 2)]!;
        const counts: number[] = [];
        for (const [suffix, keep] of [
          ['gte', (v: string) => v >= middle],
          ['lte', (v: string) => v <= middle],
        ] as const) {
          const found = await provider.getList<Rec>(type, {
            pagination: ALL,
            sort: r.sort,
            filter: { [`${name}_${suffix}`]: middle },
          });
          const expected = all.filter((x) => typeof x[name] === 'string' && keep(x[name] as string));
          expect(ids(found.data)).toEqual(ids(expected));
          expect(found.total).toBe(expected.length);
          counts.push(expected.length);
        }
        // Each bound keeps the middle value; one leaves records out, unless every record has that value.
        if (values[0] !== values.at(-1)) expect(Math.min(...counts)).toBeLessThan(all.length);
        await expect(
          provider.getList<Rec>(type, {
            pagination: ALL,
            sort: r.sort,
            filter: { [`${name}_gte`]: 'last year' },
          }),
        ).rejects.toThrow();
      },
    );

    it(`getList filters ${r.plural} by a value of a column, as every list does`, async () => {
      const column = r.fields.find((f) =>
        ['enum', 'status', 'boolean', 'integer', 'reference'].includes(f.kind),
      )!;
      const value = all[0]![column.name];
      const found = await provider.getList<Rec>(type, {
        pagination: ALL,
        sort: r.sort,
        filter: { [column.name]: value },
      });
      expect(ids(found.data)).toEqual(ids(all.filter((x) => x[column.name] === value)));
    });

    it(`refuses every write to a ${type}: the provider has none, the API answers none`, async () => {
      const [first] = all;
      const before = await metaCount(r.plural);
      await expect(provider.create<Rec>(type, { data: { ...first, id: undefined } })).rejects.toThrow();
      await expect(
        provider.update<Rec>(type, { id: first!.id, data: first!, previousData: first! }),
      ).rejects.toThrow();
      await expect(provider.delete<Rec>(type, { id: first!.id, previousData: first! })).rejects.toThrow();
      await expect(bulk.deleteMany(type, { ids: [first!.id] })).rejects.toThrow();
      for (const mutation of [
        `mutation ($id: ID!) { delete${type}(id: $id) { id } }`,
        `mutation ($id: ID!) { update${type}(id: $id) { id } }`,
        `mutation ($id: ID!) { delete${r.plural}(ids: [$id]) { ids } }`,
        `mutation { create${type} { id } }`,
      ]) {
        const res = await gql(mutation, { id: first!.id });
        expect(res.data ?? null, mutation).toBeNull();
        expect(res.errors?.[0]?.message, mutation).toMatch(/Cannot query field/);
      }
      expect(await metaCount(r.plural)).toBe(before);
      expect(await getOne(type, first!.id)).toEqual(first);
    });
  });
});

/**
 * A change two records can both take: a text field no uniqueness covers, else the status, else a
 * yes/no field that is not "the one default".
 */
function bulkPatch(r: ResourceDef, record: Rec): Data {
  const unique = new Set(r.unique.flat());
  const candidates: Data[] = [];
  for (const f of r.fields.filter((x) => !unique.has(x.name) && !x.reference && !x.readOnly)) {
    if (f.kind === 'text' || f.kind === 'multiline')
      candidates.push({ [f.name]: text(`bulk-${f.name}`, f.maxLength) });
  }
  // The status first: a yes/no field may turn on a rule of its own (a modifier group offered online).
  for (const f of r.fields)
    if (f.kind === 'status') candidates.push({ [f.name]: f.enum!.find((v) => v !== record[f.name]) });
  for (const f of r.fields)
    if (f.kind === 'boolean' && f.name !== r.singleDefault) candidates.push({ [f.name]: !record[f.name] });
  // The rest of the record is not validated here: only whether this field takes the value.
  const patch = candidates.find((c) =>
    validateRecord(r, c).every((e) => e.field.split('.')[0] !== Object.keys(c)[0]),
  );
  expect(patch, `a change two ${r.plural} can both take`).toBeDefined();
  return patch!;
}
