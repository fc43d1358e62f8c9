import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlType, selectionOf } from '../../src/core/graphql-names.js';
import { JOB_MODULE_CODES, PERMISSION_CATALOGUE } from '../../src/core/permissions.js';
import { registry, resourceByName } from '../../src/core/registry.js';
import { groupFields, readableFields, type FieldDef, type ResourceDef } from '../../src/core/resource.js';
import { validateRecord } from '../../src/core/validation.js';
import { resourceOfField } from '../../src/server/graphql/errors.js';
import { isUrl, sampleValue } from '../helpers/samples.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * The access matrix, generated from the registry so that it covers every entity, including those
 * added later: every generated operation of every resource is refused to a user whose job opens
 * nothing (SPEC §6, code 597-1), and no operation of one store reaches a record of another.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
type Data = Record<string, unknown>;

const OWNER_2 = { email: 'owner2@demo.test', password: 'demo-owner-2' };
const NOBODY = { email: 'nothing.here@demo.test', password: 'nothing-here-1', pin: '80451' };
const NOT_AUTHORIZED = 'You are not authorized!';
const UPDATE_EMPLOYEE_STATUS =
  'mutation ($id: ID!, $s: String) { updateEmployee(id: $id, status: $s) { id } }';
const UPDATE_EMPLOYEE_JOBS =
  'mutation ($id: ID!, $jobs: [ID!]) { updateEmployee(id: $id, job_ids: $jobs) { id } }';

/** The job that only lets its holder sign in: every module off but the dashboard's analytics. */
const NOTHING_MODULES = [
  { code: 'dashboard-office', status: true, permissions: [{ code: 'analytics', status: true }] },
];

/** Resources the "Nothing here" job itself opens (none today); the matrix leaves them out. */
const opened = (r: ResourceDef) => r.module === 'dashboard-office' && r.permission === 'analytics';
const resources = registry.filter((r) => !opened(r));

/** What an operation of the matrix works on: a real record, valid input for a new one, a change. */
interface Target {
  id: string;
  input: Data;
  patch: Data;
}

interface Operation {
  name: string;
  /** Whether the operation writes (create, update, delete). */
  writes: boolean;
  request(t: Target): { query: string; variables: Data };
}

/** `$a: T, $b: U` and `a: $a, b: $b` for the fields of some data. */
function args(r: ResourceDef, data: Data): { decl: string; pass: string } {
  const fields = Object.keys(data).map((name) => r.fields.find((f) => f.name === name)!);
  return {
    decl: fields.map((f) => `$${f.name}: ${graphqlType(r, f, true)}`).join(', '),
    pass: fields.map((f) => `${f.name}: $${f.name}`).join(', '),
  };
}

/** Every GraphQL operation generated for a resource, in ra-data-graphql-simple naming. */
function operations(r: ResourceDef): Operation[] {
  const filter = `${r.type}Filter`;
  const ops: Operation[] = [
    {
      name: `all${r.plural}`,
      writes: false,
      request: () => ({ query: `query { all${r.plural}(perPage: 5) { id } }`, variables: {} }),
    },
    {
      name: `_all${r.plural}Meta`,
      writes: false,
      request: () => ({ query: `query { _all${r.plural}Meta { count } }`, variables: {} }),
    },
  ];
  const by = groupFields(r)[0];
  if (by)
    ops.push({
      name: `_all${r.plural}Counts`,
      writes: false,
      request: (t) => ({
        query: `query ($f: ${filter}) { _all${r.plural}Counts(by: ${by.name}, filter: $f) { key count } }`,
        variables: { f: { ids: [t.id] } },
      }),
    });
  ops.push(
    {
      name: r.type,
      writes: false,
      request: (t) => ({ query: `query ($id: ID!) { ${r.type}(id: $id) { id } }`, variables: { id: t.id } }),
    },
    {
      name: `create${r.type}`,
      writes: true,
      request: (t) => {
        const a = args(r, t.input);
        // A record whose every field has a default (the payroll settings) is created with none given.
        return {
          query: a.decl
            ? `mutation (${a.decl}) { create${r.type}(${a.pass}) { id } }`
            : `mutation { create${r.type} { id } }`,
          variables: t.input,
        };
      },
    },
    {
      name: `update${r.type}`,
      writes: true,
      request: (t) => {
        const a = args(r, t.patch);
        return {
          query: `mutation ($id: ID!, ${a.decl}) { update${r.type}(id: $id, ${a.pass}) { id } }`,
          variables: { id: t.id, ...t.patch },
        };
      },
    },
    {
      name: `delete${r.type}`,
      writes: true,
      request: (t) => ({
        query: `mutation ($id: ID!) { delete${r.type}(id: $id) { id } }`,
        variables: { id: t.id },
      }),
    },
    {
      name: `update${r.plural}`,
      writes: true,
      request: (t) => ({
        query: `mutation ($ids: [ID!]!, $data: ${r.type}Patch!) { update${r.plural}(ids: $ids, data: $data) { ids } }`,
        variables: { ids: [t.id], data: t.patch },
      }),
    },
    {
      name: `delete${r.plural}`,
      writes: true,
      request: (t) => ({
        query: `mutation ($ids: [ID!]!) { delete${r.plural}(ids: $ids) { ids } }`,
        variables: { ids: [t.id] },
      }),
    },
  );
  return ops;
}

/** Every readable field of a record, for comparing it before and after. */
const fullSelection = (r: ResourceDef) => `id ${selectionOf(readableFields(r))} created_at updated_at`;

let serial = 0;

/** A plausible value for a field, valid against the schema (text kept to `[a-z0-9-]`). */
function valueFor(
  f: FieldDef,
  reference: (r: ResourceDef, where?: Data) => Promise<string>,
): Promise<unknown> {
  const n = ++serial;
  return sampleValue(f, {
    text: (x) => `matrix-${x.name.replace(/_/g, '-')}-${n}`.slice(0, x.maxLength ?? 100),
    email: () => `matrix-${n}@demo.test`,
    secret: (x) => (x.secret === 'pin' ? String(70_000_000 + n) : `matrix-password-${n}`),
    reference,
    registry,
  });
}

/**
 * Valid input for a new record, from the schema: the required fields, a PIN where the resource has
 * one (every employee needs it) and, when `allReferences`, every reference field too.
 */
async function inputFor(
  r: ResourceDef,
  reference: (r: ResourceDef, where?: Data) => Promise<string>,
  allReferences = false,
): Promise<Data> {
  const input: Data = {};
  for (const f of r.fields) {
    const wanted =
      f.required ||
      f.secret === 'pin' ||
      (allReferences && (f.kind === 'reference' || f.kind === 'references'));
    if (wanted) input[f.name] = await valueFor(f, reference);
  }
  return input;
}

/** A change of one plain field, valid had the caller been allowed to make it. */
function patchFor(r: ResourceDef): Data {
  const text = r.fields.find((f) => f.kind === 'text' && !f.reference && !f.readOnly && !isUrl(f));
  if (text) return { [text.name]: `matrix-changed-${++serial}`.slice(0, text.maxLength ?? 100) };
  const status = r.fields.find((f) => f.kind === 'status');
  if (status) return { [status.name]: status.enum!.find((v) => v !== status.default) };
  const flag = r.fields.find((f) => f.kind === 'boolean');
  if (flag) return { [flag.name]: !(flag.default ?? false) };
  // A record of amounts only (payroll and delivery settings): its least value.
  const amount = r.fields.find((f) => ['money', 'quantity', 'integer'].includes(f.kind) && !f.readOnly);
  if (amount) return { [amount.name]: amount.minimum ?? 0 };
  // A record of rows only (tip suggestions): its first rows again.
  const rows = r.fields.find((f) => f.kind === 'list' && Array.isArray(f.default))!;
  return { [rows.name]: rows.default };
}

describeEachDb('access matrix on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let nobody: Gql;
  let owner2: Gql;
  const targets = new Map<string, Target>();
  /** Bistro's records as the owner read them before the matrix ran. */
  const records = new Map<string, Data>();

  /** The id of one Bistro record of a resource (meeting `where`), created when there is none. */
  async function bistroRecord(r: ResourceDef, where: Data = {}): Promise<string> {
    const res = await owner<Record<string, { id: string }[]>>(
      `query ($f: ${r.type}Filter) { all${r.plural}(perPage: 1, filter: $f) { id } }`,
      { f: where },
    );
    expect(res.errors).toBeUndefined();
    const found = res.data![`all${r.plural}`]![0];
    if (found) return found.id;
    const input = { ...(await inputFor(r, bistroRecord)), ...where };
    expect(validateRecord(r, input)).toEqual([]);
    const a = args(r, input);
    const created = await owner<Record<string, { id: string }>>(
      `mutation (${a.decl}) { create${r.type}(${a.pass}) { id } }`,
      input,
    );
    expect(created.errors).toBeUndefined();
    return created.data![`create${r.type}`]!.id;
  }

  async function readRecord(as: Gql, r: ResourceDef, id: string) {
    const res = await as<Record<string, Data | null>>(
      `query ($id: ID!) { ${r.type}(id: $id) { ${fullSelection(r)} } }`,
      { id },
    );
    expect(res.errors).toBeUndefined();
    return res.data![r.type] ?? null;
  }

  /** How many records of every resource, and log entries, a store holds. */
  async function counts(as: Gql): Promise<Record<string, number>> {
    const res = await as<Record<string, { count: number }>>(
      `{ ${registry.map((r) => `${r.name.replace(/-/g, '_')}: _all${r.plural}Meta { count }`).join(' ')}
         log: _allSystemLogsMeta { count } }`,
    );
    expect(res.errors).toBeUndefined();
    return Object.fromEntries(Object.entries(res.data!).map(([k, v]) => [k, v.count]));
  }

  let bistroCounts: Record<string, number>;
  let taqueriaCounts: Record<string, number>;

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner } = await signIn(server));
    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Nothing here", modules: $m) { id } }',
      { m: NOTHING_MODULES },
    );
    expect(job.errors).toBeUndefined();
    const employee = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Nora", last_name: "Nothing", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...NOBODY },
    );
    expect(employee.errors).toBeUndefined();
    ({ gql: nobody } = await signIn(server, NOBODY));
    ({ gql: owner2 } = await signIn(server, OWNER_2));

    for (const r of resources) {
      const id = await bistroRecord(r);
      const input = await inputFor(r, bistroRecord);
      expect(validateRecord(r, input), `generated input for ${r.name}`).toEqual([]);
      targets.set(r.name, { id, input, patch: patchFor(r) });
      records.set(r.name, (await readRecord(owner, r, id))!);
    }
    bistroCounts = await counts(owner);
    taqueriaCounts = await counts(owner2);
  });
  afterAll(() => server?.close());

  describe('a job that opens nothing', () => {
    it('still lets its holder sign in to the office, with nothing but the analytics dashboard', async () => {
      const res = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: NOBODY.email, password: NOBODY.password }),
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        data: { userData: { job: { modules: { code: string; status: boolean }[] }[] } };
      };
      const on = body.data.userData.job[0]!.modules.filter((m) => m.status).map((m) => m.code);
      expect(on).toEqual(['dashboard-office']);
    });

    for (const r of resources) {
      for (const op of operations(r)) {
        // What every office user reads (`x-access.read: "office"`, the customer settings' name format).
        if (r.read === 'office' && !op.writes) {
          it(`${op.name} answers: every office user reads it`, async () => {
            const { query, variables } = op.request(targets.get(r.name)!);
            const res = await nobody(query, variables);
            expect(res.errors, JSON.stringify(res)).toBeUndefined();
          });
          continue;
        }
        it(`${op.name} answers 597-1 "${NOT_AUTHORIZED}"`, async () => {
          const { query, variables } = op.request(targets.get(r.name)!);
          const res = await nobody(query, variables);
          expect(res.errors, JSON.stringify(res)).toHaveLength(1);
          const [error] = res.errors!;
          expect(error).toMatchObject({
            message: NOT_AUTHORIZED,
            path: [op.name],
            extensions: { code: '597-1', key: 'errors.notAuthorized' },
          });
        });
      }
    }

    it('wrote nothing: every count, the system log and every record are as they were', async () => {
      expect(await counts(owner)).toEqual(bistroCounts);
      for (const r of resources)
        expect(await readRecord(owner, r, targets.get(r.name)!.id)).toEqual(records.get(r.name));
    });

    it('covers every operation the schema has for each resource', () => {
      // The generated schema the server serves (introspection is off on a running server).
      const schema = buildSchema(
        readFileSync(new URL('../../generated/schema.graphql', import.meta.url), 'utf8'),
      );
      const all = [
        ...Object.keys(schema.getQueryType()!.getFields()),
        ...Object.keys(schema.getMutationType()!.getFields()),
      ];
      const covered = new Set(registry.flatMap((r) => operations(r).map((o) => o.name)));
      const generated = all.filter((name) => resourceOfField(name) !== undefined);
      expect(generated.filter((name) => !covered.has(name))).toEqual([]);
    });
  });

  describe("another store's owner", () => {
    for (const r of resources) {
      it(`${r.name}: reaches no record of Demo Bistro`, async () => {
        const { id } = targets.get(r.name)!;
        const ids = { ids: [id] };
        const read = await owner2<Record<string, unknown>>(
          `query ($id: ID!, $f: ${r.type}Filter) {
            one: ${r.type}(id: $id) { id }
            list: all${r.plural}(filter: $f) { id }
            meta: _all${r.plural}Meta(filter: $f) { count }
            ${groupFields(r).length ? `counts: _all${r.plural}Counts(by: ${groupFields(r)[0]!.name}, filter: $f) { count }` : ''}
          }`,
          { id, f: ids },
        );
        expect(read.errors).toBeUndefined();
        expect(read.data).toMatchObject({ one: null, list: [], meta: { count: 0 } });
        if (groupFields(r).length) expect(read.data!.counts).toEqual([]);

        const ops = operations(r);
        for (const name of [`update${r.type}`, `delete${r.type}`, `update${r.plural}`]) {
          const op = ops.find((o) => o.name === name)!;
          const { query, variables } = op.request(targets.get(r.name)!);
          const res = await owner2(query, variables);
          expect(res.errors?.[0]?.extensions.code, `${name}: ${JSON.stringify(res)}`).toBe('NOT_FOUND');
        }
        const bulk = await owner2<Record<string, { ids: string[] }>>(
          `mutation ($ids: [ID!]!) { delete${r.plural}(ids: $ids) { ids } }`,
          ids,
        );
        expect(bulk.errors).toBeUndefined();
        expect(bulk.data![`delete${r.plural}`]).toEqual({ ids: [] });

        expect(await readRecord(owner, r, id)).toEqual(records.get(r.name));
      });

      if (r.fields.some((f) => f.reference))
        it(`${r.name}: cannot be created in Demo Taqueria pointing at Demo Bistro's records`, async () => {
          const input = await inputFor(r, bistroRecord, true);
          const a = args(r, input);
          const res = await owner2(`mutation (${a.decl}) { create${r.type}(${a.pass}) { id } }`, input);
          expect(res.errors?.[0]?.extensions).toMatchObject({
            code: 'VALIDATION',
            key: 'errors.referenceMissing',
          });
        });
    }

    it('left both stores as they were', async () => {
      expect(await counts(owner)).toEqual(bistroCounts);
      expect(await counts(owner2)).toEqual(taqueriaCounts);
      for (const r of resources)
        expect(await readRecord(owner, r, targets.get(r.name)!.id)).toEqual(records.get(r.name));
    });
  });

  describe('escalation: nobody grants a right he does not hold, nor removes someone who holds it', () => {
    /** The holder edits jobs and employees, and holds nothing else. */
    const ESCALATOR = [
      {
        code: 'employees-office',
        status: true,
        permissions: [
          { code: 'employees', status: true },
          { code: 'jobs', status: true },
        ],
      },
    ];
    let escalator: Gql;
    let escalatorJob: string;
    /** A job the owner made that the escalator could edit, holding nothing. */
    let plainJob: string;

    beforeAll(async () => {
      const job = await owner<{ createJob: { id: string } }>(
        'mutation ($m: [JobModulesInput!]) { createJob(name: "Escalator", modules: $m) { id } }',
        { m: ESCALATOR },
      );
      escalatorJob = job.data!.createJob.id;
      const creds = { email: 'escalator@demo.test', password: 'escalator-1', pin: '80461' };
      const employee = await owner(
        `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
          createEmployee(first_name: "Esca", last_name: "Lator", email: $email, password: $password,
            pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
        { job: escalatorJob, ...creds },
      );
      expect(employee.errors).toBeUndefined();
      ({ gql: escalator } = await signIn(server, creds));
      const plain = await owner<{ createJob: { id: string } }>(
        'mutation { createJob(name: "Plain", modules: []) { id } }',
      );
      plainJob = plain.data!.createJob.id;
    });

    /** Modules giving one right of `module` the escalator lacks: the module, or a code of his own module. */
    const granting = (module: string) =>
      module === 'employees-office'
        ? [{ code: module, status: true, permissions: [{ code: 'time-cards', status: true }] }]
        : [
            {
              code: module,
              status: true,
              permissions: PERMISSION_CATALOGUE[module]!.map((code) => ({ code, status: true })),
            },
          ];

    const refused = (res: Awaited<ReturnType<Gql>>, what: string) =>
      expect(res.errors?.[0]?.extensions.code, `${what}: ${JSON.stringify(res)}`).toBe('GRANT_REFUSED');

    let pin = 80500;
    for (const module of JOB_MODULE_CODES) {
      it(`${module}: not in a new job, a job he edits, his own job, or through a job he assigns`, async () => {
        const before = await counts(owner);
        const m = granting(module);
        refused(
          await escalator(
            'mutation ($m: [JobModulesInput!]) { createJob(name: "Raised", modules: $m) { id } }',
            {
              m,
            },
          ),
          'createJob',
        );
        refused(
          await escalator(
            'mutation ($id: ID!, $m: [JobModulesInput!]) { updateJob(id: $id, modules: $m) { id } }',
            {
              id: plainJob,
              m,
            },
          ),
          'updateJob',
        );
        refused(
          await escalator(
            'mutation ($id: ID!, $m: [JobModulesInput!]) { updateJob(id: $id, modules: $m) { id } }',
            {
              id: escalatorJob,
              m: [...ESCALATOR.filter((x) => x.code !== module), ...m],
            },
          ),
          'updateJob (his own)',
        );
        const held = await owner<{ createJob: { id: string } }>(
          'mutation ($n: String, $m: [JobModulesInput!]) { createJob(name: $n, modules: $m) { id } }',
          { n: `Grants ${module}`, m },
        );
        expect(held.errors).toBeUndefined();
        const afterOwner = await counts(owner);
        refused(
          await escalator(
            'mutation ($job: ID!) { createEmployee(first_name: "Given", last_name: "Job", pos_pin: "80471", salary: 15, job_ids: [$job]) { id } }',
            { job: held.data!.createJob.id },
          ),
          'createEmployee',
        );
        // Nothing the escalator tried was written: only the owner's job (and its log entry) is new.
        expect(afterOwner.job).toBe(before.job! + 1);
        expect(await counts(owner)).toEqual(afterOwner);
      });

      it(`${module}: nobody who lacks it deactivates, terminates, deletes or changes the jobs of its holder`, async () => {
        const held = await owner<{ createJob: { id: string } }>(
          'mutation ($n: String, $m: [JobModulesInput!]) { createJob(name: $n, modules: $m) { id } }',
          { n: `Holds ${module}`, m: granting(module) },
        );
        const holder = await owner<{ createEmployee: { id: string } }>(
          `mutation ($job: ID!, $pin: String) { createEmployee(first_name: "Held", last_name: "Above",
            pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
          { job: held.data!.createJob.id, pin: String(++pin) },
        );
        expect(holder.errors).toBeUndefined();
        const id = holder.data!.createEmployee.id;
        const employee = resourceByName('employee');
        const stored = await readRecord(owner, employee, id);
        const before = await counts(owner);
        for (const [what, query, variables] of [
          ['deactivate', UPDATE_EMPLOYEE_STATUS, { id, s: 'inactive' }],
          ['terminate', UPDATE_EMPLOYEE_STATUS, { id, s: 'terminated' }],
          ['change the jobs of', UPDATE_EMPLOYEE_JOBS, { id, jobs: [plainJob] }],
          ['take every job from', UPDATE_EMPLOYEE_JOBS, { id, jobs: [] }],
          ['delete', 'mutation ($id: ID!) { deleteEmployee(id: $id) { id } }', { id }],
          [
            'deactivate in bulk',
            'mutation ($ids: [ID!]!) { updateEmployees(ids: $ids, data: { status: "inactive" }) { ids } }',
            { ids: [id] },
          ],
          [
            'change the jobs in bulk of',
            'mutation ($ids: [ID!]!, $jobs: [ID!]) { updateEmployees(ids: $ids, data: { job_ids: $jobs }) { ids } }',
            { ids: [id], jobs: [] },
          ],
          ['delete in bulk', 'mutation ($ids: [ID!]!) { deleteEmployees(ids: $ids) { ids } }', { ids: [id] }],
        ] as const)
          refused(await escalator(query, variables), what);
        expect(await counts(owner)).toEqual(before);
        expect(await readRecord(owner, employee, id)).toEqual(stored);
      });
    }
  });

  describe('permissions are checked one by one', () => {
    async function holder(name: string, modules: Data[], pin: string) {
      const job = await owner<{ createJob: { id: string } }>(
        'mutation ($n: String, $m: [JobModulesInput!]) { createJob(name: $n, modules: $m) { id } }',
        { n: name, m: modules },
      );
      expect(job.errors).toBeUndefined();
      const creds = {
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@demo.test`,
        password: 'holder-pass-1',
      };
      const created = await owner(
        `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
          createEmployee(first_name: "Pat", last_name: "Holder", email: $email, password: $password,
            pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
        { job: job.data!.createJob.id, ...creds, pin },
      );
      expect(created.errors).toBeUndefined();
      return (await signIn(server, creds)).gql;
    }

    const code = (res: Awaited<ReturnType<Gql>>) => res.errors?.[0]?.extensions.code;

    it('the menu-items permission lists menu items, not categories', async () => {
      const gql = await holder(
        'Menu only',
        [{ code: 'menu-items', status: true, permissions: [{ code: 'menu-items', status: true }] }],
        '81234',
      );
      const items = await gql<{ allMenuItems: { id: string }[] }>('{ allMenuItems(perPage: 5) { id } }');
      expect(items.errors).toBeUndefined();
      expect(items.data!.allMenuItems).toHaveLength(5);
      const categories = await gql('{ allCategories { id } }');
      expect(categories.errors?.[0]).toMatchObject({
        message: NOT_AUTHORIZED,
        extensions: { code: '597-1' },
      });
    });

    it('another permission of the same module does not open menu items', async () => {
      const gql = await holder(
        'Modifiers only',
        [{ code: 'menu-items', status: true, permissions: [{ code: 'modifier-items', status: true }] }],
        '81235',
      );
      expect(code(await gql('{ allMenuItems { id } }'))).toBe('597-1');
    });

    it('a permission left on in a module switched off opens nothing', async () => {
      const gql = await holder(
        'Module off',
        [
          ...NOTHING_MODULES,
          { code: 'menu-items', status: false, permissions: [{ code: 'menu-items', status: true }] },
        ],
        '81236',
      );
      expect(code(await gql('{ allMenuItems { id } }'))).toBe('597-1');
    });

    it('the category permission opens categories but not departments or taxes', async () => {
      const gql = await holder(
        'Categories only',
        [{ code: 'business-info', status: true, permissions: [{ code: 'category', status: true }] }],
        '81237',
      );
      const categories = await gql('{ allCategories { id } }');
      expect(categories.errors).toBeUndefined();
      expect(code(await gql('{ allDepartments { id } }'))).toBe('597-1');
      expect(code(await gql('{ allTaxes { id } }'))).toBe('597-1');
    });
  });
});
