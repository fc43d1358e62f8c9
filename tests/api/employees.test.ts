import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MODULE_CODES, PERMISSION_CATALOGUE, type JobModule } from '../../src/core/permissions.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';
import { TAQUERIA_ITEM_NAMES } from '../../src/server/seed/demo-menu.js';

/* Employees and jobs through the office API: the rules of SPEC §3 (Employee, Job), §5 and §6. */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
type Result = Awaited<ReturnType<Gql>>;

const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };
const OWNER_2 = { email: 'owner2@demo.test', password: 'demo-owner-2' };

const CREATE = `mutation ($first: String, $last: String, $email: String, $password: String, $pin: String,
    $jobs: [ID!], $status: String) {
  createEmployee(first_name: $first, last_name: $last, email: $email, password: $password, pos_pin: $pin,
    job_ids: $jobs, status: $status, salary: 15) { id first_name email job_ids status }
}`;

const UPDATE = `mutation ($id: ID!, $email: String, $password: String, $pin: String, $status: String,
    $date: String, $reason: String) {
  updateEmployee(id: $id, email: $email, password: $password, pos_pin: $pin, status: $status,
    termination_date: $date, termination_reason: $reason) { id status }
}`;

const JOB_FIELDS = 'id name modules { code name status permissions { code status } }';

interface Employee {
  id: string;
  first_name: string;
  email: string | null;
  job_ids: string[] | null;
  status: string;
}

interface Job {
  id: string;
  name: string;
  modules: JobModule[];
}

interface LoginBody {
  message?: string;
  key?: string;
  code?: string;
  data?: {
    accessToken: string;
    store: { id: string; name: string };
    stores: { id: string; name: string; slug: string }[];
    userData: { email: string; job: { name: string; modules: JobModule[] }[] };
  };
}

/** The first error of a result: its message, code, key and the field at fault. */
function failure(res: Result) {
  expect(res.errors, JSON.stringify(res.data)).toBeDefined();
  const [e] = res.errors!;
  return {
    message: e!.message,
    code: e!.extensions.code,
    key: e!.extensions.key,
    field: e!.extensions.errors?.[0]?.field,
  };
}

describeEachDb('employees and jobs on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let owner2: Gql;
  /** Job ids by name, in each store. */
  let bistroJobs: Record<string, string>;
  let taqueriaJobs: Record<string, string>;
  /** Employees this file wrote, and how (for the system log). */
  const written: { id: string; action: string }[] = [];

  async function login(creds: { email: string; password: string }) {
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(creds),
    });
    return { status: res.status, body: (await res.json()) as LoginBody };
  }

  /** A GraphQL caller with a given token. */
  const caller =
    (token: string): Gql =>
    async (query, variables) => {
      const r = await fetch(`${server.url}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await r.json()) as never;
    };

  async function jobsOf(gql: Gql): Promise<Record<string, string>> {
    const res = await gql<{ allJobs: { id: string; name: string }[] }>('{ allJobs { id name } }');
    expect(res.errors).toBeUndefined();
    return Object.fromEntries(res.data!.allJobs.map((j) => [j.name, j.id]));
  }

  async function createEmployee(gql: Gql, variables: Record<string, unknown>) {
    return gql<{ createEmployee: Employee }>(CREATE, { first: 'Ana', last: 'Lopez', ...variables });
  }

  async function employeeCount(gql: Gql) {
    const res = await gql<{ _allEmployeesMeta: { count: number } }>('{ _allEmployeesMeta { count } }');
    return res.data!._allEmployeesMeta.count;
  }

  async function readJob(id: string): Promise<Job> {
    const res = await owner<{ Job: Job }>(`query ($id: ID!) { Job(id: $id) { ${JOB_FIELDS} } }`, { id });
    expect(res.errors).toBeUndefined();
    return res.data!.Job;
  }

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner } = await signIn(server));
    ({ gql: owner2 } = await signIn(server, OWNER_2));
    bistroJobs = await jobsOf(owner);
    taqueriaJobs = await jobsOf(owner2);
  });
  afterAll(() => server?.close());

  describe('validation of a new employee', () => {
    it('refuses an e-mail without a password: "New employee password must be generated first"', async () => {
      const before = await employeeCount(owner);
      const res = await createEmployee(owner, { email: 'new.person@demo.test', pin: '5678' });
      expect(failure(res)).toEqual({
        message: 'New employee password must be generated first',
        code: 'VALIDATION',
        key: 'validation.passwordGenerateFirst',
        field: 'password',
      });
      expect(await employeeCount(owner)).toBe(before);
      expect((await login({ email: 'new.person@demo.test', password: 'whatever-1' })).status).toBe(401);
    });

    it('requires a PIN', async () => {
      const res = await createEmployee(owner, {});
      expect(failure(res)).toMatchObject({
        code: 'VALIDATION',
        key: 'validation.required',
        field: 'pos_pin',
      });
      expect(failure(res).message).toBe('The POS PIN is required');
    });

    it('takes a PIN of 4 to 8 digits only', async () => {
      for (const pin of ['12', 'abcd', '123', '123456789', '12 34']) {
        const res = await createEmployee(owner, { pin });
        expect(failure(res), pin).toEqual({
          message: 'The PIN must be 4 to 8 digits',
          code: 'VALIDATION',
          key: 'validation.pin',
          field: 'pos_pin',
        });
      }
    });

    it('takes a password of 8 characters or more', async () => {
      const res = await createEmployee(owner, {
        email: 'short.password@demo.test',
        password: 'seven77',
        pin: '5679',
      });
      expect(failure(res)).toMatchObject({
        message: 'The password must be at least 8 characters',
        code: 'VALIDATION',
        key: 'validation.passwordMin',
        field: 'password',
      });
    });

    it('refuses a PIN another employee of the store has', async () => {
      const before = await employeeCount(owner);
      // 2222 is the demo manager's PIN in Demo Bistro.
      const res = await createEmployee(owner, { pin: '2222' });
      expect(failure(res)).toMatchObject({ code: 'DUPLICATE', key: 'errors.duplicate', field: 'pos_pin' });
      expect(await employeeCount(owner)).toBe(before);
    });

    it('refuses an e-mail another employee of the store has, whatever its case', async () => {
      const res = await createEmployee(owner, {
        email: 'Manager@Demo.TEST',
        password: 'another-pass-1',
        pin: '5680',
      });
      expect(failure(res)).toMatchObject({ code: 'DUPLICATE', key: 'errors.duplicate', field: 'email' });
      // The manager's password is untouched.
      expect((await login(MANAGER)).status).toBe(200);
    });

    it('allows the same PIN in another store', async () => {
      const res = await createEmployee(owner2, { first: 'Luis', pin: '2222' });
      expect(res.errors).toBeUndefined();
      expect(res.data!.createEmployee.first_name).toBe('Luis');
    });
  });

  describe('secrets', () => {
    it('stores the PIN hashed and never answers the PIN or the password', async () => {
      const res = await createEmployee(owner, {
        first: 'Sofia',
        email: 'sofia@demo.test',
        password: 'sofia-pass-1',
        pin: '4321',
        jobs: [bistroJobs.Manager],
      });
      expect(res.errors).toBeUndefined();
      const { id } = res.data!.createEmployee;
      written.push({ id, action: 'create' });

      const row = await server.database.db
        .selectFrom('employee')
        .select(['pos_pin', 'user_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.pos_pin).toEqual(expect.any(String));
      expect(row.pos_pin).not.toBe('4321');
      expect(row.pos_pin).not.toContain('4321');
      const account = await server.database.db
        .selectFrom('app_user')
        .select('password_hash')
        .where('id', '=', row.user_id)
        .executeTakeFirstOrThrow();
      expect(account.password_hash).not.toContain('sofia-pass-1');

      const schema = buildSchema(
        readFileSync(new URL('../../generated/schema.graphql', import.meta.url), 'utf8'),
      );
      const names = Object.keys((schema.getType('Employee') as GraphQLObjectType).getFields());
      expect(names).toContain('email');
      expect(names).not.toContain('pos_pin');
      expect(names).not.toContain('password');
      for (const secret of ['pos_pin', 'password']) {
        const read = await owner(`query ($id: ID!) { Employee(id: $id) { ${secret} } }`, { id });
        expect(read.errors?.[0]?.message).toMatch(`Cannot query field "${secret}"`);
      }
      // Nor does the system log keep them.
      const log = await owner<{ allSystemLogs: { after: string }[] }>(
        'query ($id: ID) { allSystemLogs(filter: { record_id: $id }) { after } }',
        { id },
      );
      // The PIN as a value: ids may hold the digits 4321 by chance.
      expect(log.data!.allSystemLogs[0]!.after).not.toMatch(/pos_pin|password|"4321"|sofia-pass-1/);
    });

    it('changes the PIN to a new hash, and a changed PIN frees the old one', async () => {
      const created = await createEmployee(owner, { first: 'Pablo', pin: '6543' });
      const { id } = created.data!.createEmployee;
      written.push({ id, action: 'create' });
      const pinOf = async () =>
        (
          await server.database.db
            .selectFrom('employee')
            .select('pos_pin')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).pos_pin as string;
      const first = await pinOf();
      const updated = await owner(UPDATE, { id, pin: '6544' });
      expect(updated.errors).toBeUndefined();
      written.push({ id, action: 'update' });
      expect(await pinOf()).not.toBe(first);
      const reuse = await createEmployee(owner, { first: 'Paula', pin: '6543' });
      expect(reuse.errors).toBeUndefined();
      written.push({ id: reuse.data!.createEmployee.id, action: 'create' });
      // Saving the employee again with their own PIN is no clash.
      expect((await owner(UPDATE, { id, pin: '6544' })).errors).toBeUndefined();
      written.push({ id, action: 'update' });
    });
  });

  describe('signing in', () => {
    let hostJob: string;
    let hostId: string;
    const HOST = { email: 'host@demo.test', password: 'host-pass-12' };

    it('lets a new employee sign in, with the modules of their job', async () => {
      const job = await owner<{ createJob: Job }>(
        `mutation ($m: [JobModulesInput!]) { createJob(name: "Host", modules: $m) { ${JOB_FIELDS} } }`,
        {
          m: [
            { code: 'dashboard-office', status: true, permissions: [{ code: 'analytics', status: true }] },
            { code: 'menu-items', status: true, permissions: [{ code: 'menu-items', status: true }] },
          ],
        },
      );
      expect(job.errors).toBeUndefined();
      hostJob = job.data!.createJob.id;
      const created = await createEmployee(owner, { first: 'Hugo', ...HOST, pin: '7001', jobs: [hostJob] });
      expect(created.errors).toBeUndefined();
      hostId = created.data!.createEmployee.id;
      written.push({ id: hostId, action: 'create' });

      const { status, body } = await login(HOST);
      expect(status).toBe(200);
      const { userData, store } = body.data!;
      expect(userData.email).toBe(HOST.email);
      expect(store.name).toBe('Demo Bistro');
      expect(userData.job[0]!.name).toBe('Host');
      const modules = userData.job[0]!.modules;
      expect(modules.map((m) => m.code)).toEqual([...JOB_MODULE_CODES]);
      expect(modules.filter((m) => m.status).map((m) => m.code)).toEqual(['dashboard-office', 'menu-items']);
      const menu = modules.find((m) => m.code === 'menu-items')!;
      expect(menu.permissions.filter((p) => p.status).map((p) => p.code)).toEqual(['menu-items']);

      const gql = caller(body.data!.accessToken);
      expect((await gql('{ allMenuItems(perPage: 1) { id } }')).errors).toBeUndefined();
      expect(failure(await gql('{ allTaxes { id } }')).code).toBe('597-1');
    });

    it('refuses the sign-in of a disabled or terminated employee, and enabling restores it', async () => {
      const { body } = await login(HOST);
      const gql = caller(body.data!.accessToken);
      const refused = { status: 403, body: { message: 'You are not authorized!', code: '597-1' } };

      for (const change of [
        { status: 'inactive' },
        { status: 'terminated', date: '2025-06-30', reason: 'Moved away' },
      ]) {
        const off = await owner(UPDATE, { id: hostId, ...change });
        expect(off.errors).toBeUndefined();
        written.push({ id: hostId, action: 'update' });
        expect(await login(HOST)).toMatchObject(refused);
        // A token issued before is refused too.
        const res = await fetch(`${server.url}/api/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${body.data!.accessToken}` },
          body: JSON.stringify({ query: '{ allMenuItems(perPage: 1) { id } }' }),
        });
        expect(res.status).toBe(401);

        const on = await owner(UPDATE, { id: hostId, status: 'active' });
        expect(on.errors).toBeUndefined();
        written.push({ id: hostId, action: 'update' });
        expect((await login(HOST)).status).toBe(200);
        expect((await gql('{ allMenuItems(perPage: 1) { id } }')).errors).toBeUndefined();
      }
    });

    it('refuses a Cashier (no office module) with 403 597-1', async () => {
      expect(await login({ email: 'cashier@demo.test', password: 'demo-cashier-1' })).toMatchObject({
        status: 403,
        body: { code: '597-1', message: 'You are not authorized!' },
      });
    });
  });

  describe('one person in two stores', () => {
    let taqueriaEmployee: string;

    it("needs no password to add an existing account, and refuses to set someone else's", async () => {
      const withPassword = await createEmployee(owner2, {
        first: 'Marco',
        last: 'Manager',
        email: MANAGER.email,
        password: 'taken-over-1',
        pin: '2345',
        jobs: [taqueriaJobs.Manager],
      });
      expect(failure(withPassword)).toMatchObject({
        code: 'VALIDATION',
        key: 'errors.employee.passwordElsewhere',
        field: 'password',
      });

      const created = await createEmployee(owner2, {
        first: 'Marco',
        last: 'Manager',
        email: MANAGER.email,
        pin: '2345',
        jobs: [taqueriaJobs.Manager],
      });
      expect(created.errors).toBeUndefined();
      taqueriaEmployee = created.data!.createEmployee.id;

      const change = await owner2(UPDATE, { id: taqueriaEmployee, password: 'taken-over-2' });
      expect(failure(change)).toEqual({
        message:
          'This email already signs in to another store: leave the password empty, they keep their own',
        code: 'VALIDATION',
        key: 'errors.employee.passwordElsewhere',
        field: 'password',
      });
      // The Bistro owner cannot either, now that the manager also works at the Taqueria.
      const manager = await owner<{ allEmployees: { id: string }[] }>(
        'query ($e: String) { allEmployees(filter: { email: $e }) { id } }',
        { e: MANAGER.email },
      );
      const fromBistro = await owner(UPDATE, {
        id: manager.data!.allEmployees[0]!.id,
        password: 'taken-over-3',
      });
      expect(failure(fromBistro).key).toBe('errors.employee.passwordElsewhere');
      for (const password of ['taken-over-1', 'taken-over-2', 'taken-over-3'])
        expect((await login({ email: MANAGER.email, password })).status).toBe(401);
    });

    it('lists both stores at sign-in and switches to the other with select-store', async () => {
      const { status, body } = await login(MANAGER);
      expect(status).toBe(200);
      const { stores, store, accessToken } = body.data!;
      expect(stores.map((s) => s.name)).toEqual(['Demo Bistro', 'Demo Taqueria']);
      expect(store.name).toBe('Demo Bistro');
      const taqueria = stores.find((s) => s.name === 'Demo Taqueria')!;

      const switched = await fetch(`${server.url}/api/auth/select-store`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ storeId: taqueria.id }),
      });
      expect(switched.status).toBe(200);
      const next = (await switched.json()) as LoginBody;
      expect(next.data!.store).toMatchObject({ id: taqueria.id, name: 'Demo Taqueria' });

      const inTaqueria = caller(next.data!.accessToken);
      const menu = await inTaqueria<{ allMenuItems: { name: string }[] }>(
        '{ allMenuItems(perPage: 100) { name } }',
      );
      expect(menu.errors).toBeUndefined();
      expect(menu.data!.allMenuItems.map((i) => i.name).sort()).toEqual(TAQUERIA_ITEM_NAMES);
      const inBistro = caller(accessToken);
      const bistro = await inBistro<{ _allMenuItemsMeta: { count: number } }>(
        '{ _allMenuItemsMeta { count } }',
      );
      expect(bistro.data!._allMenuItemsMeta.count).toBe(60);
    });

    it('refuses select-store for a store the user does not work in', async () => {
      const { body } = await login({ email: 'host@demo.test', password: 'host-pass-12' });
      const taqueria = (await login(MANAGER)).body.data!.stores.find((s) => s.name === 'Demo Taqueria')!;
      const res = await fetch(`${server.url}/api/auth/select-store`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${body.data!.accessToken}` },
        body: JSON.stringify({ storeId: taqueria.id }),
      });
      expect(res.status).toBe(403);
      expect(((await res.json()) as LoginBody).code).toBe('597-1');
    });
  });

  describe('jobs', () => {
    it("changes a holder's permissions on their next call when the job's modules change", async () => {
      const manager = (await signIn(server, MANAGER)).gql;
      expect((await manager('{ allCategories(perPage: 1) { id } }')).errors).toBeUndefined();

      const job = await readJob(bistroJobs.Manager!);
      const without = job.modules.map((m) => (m.code === 'business-info' ? { ...m, status: false } : m));
      const off = await owner(
        'mutation ($id: ID!, $m: [JobModulesInput!]) { updateJob(id: $id, modules: $m) { id } }',
        { id: job.id, m: without },
      );
      expect(off.errors).toBeUndefined();
      expect(failure(await manager('{ allCategories(perPage: 1) { id } }'))).toMatchObject({
        code: '597-1',
        message: 'You are not authorized!',
      });
      // Other modules of the job still work.
      expect((await manager('{ allMenuItems(perPage: 1) { id } }')).errors).toBeUndefined();

      const on = await owner(
        'mutation ($id: ID!, $m: [JobModulesInput!]) { updateJob(id: $id, modules: $m) { id } }',
        { id: job.id, m: job.modules },
      );
      expect(on.errors).toBeUndefined();
      expect((await manager('{ allCategories(perPage: 1) { id } }')).errors).toBeUndefined();
    });

    it('refuses to delete a job an employee holds', async () => {
      const id = bistroJobs.Manager!;
      for (const query of [
        'mutation ($id: ID!) { deleteJob(id: $id) { id } }',
        'mutation ($id: ID!) { deleteJobs(ids: [$id]) { ids } }',
      ]) {
        const res = await owner(query, { id });
        expect(failure(res)).toMatchObject({
          message: "You can't delete a job that employees hold",
          code: 'DELETE_GUARDED',
          key: 'errors.guard.jobHasEmployees',
        });
      }
      expect((await readJob(id)).name).toBe('Manager');
    });

    it('deletes a job nobody holds', async () => {
      const job = await owner<{ createJob: { id: string } }>(
        'mutation { createJob(name: "Seasonal", modules: []) { id } }',
      );
      expect(job.errors).toBeUndefined();
      const res = await owner('mutation ($id: ID!) { deleteJob(id: $id) { id } }', {
        id: job.data!.createJob.id,
      });
      expect(res.errors).toBeUndefined();
    });

    it('stores every module and permission code of the catalogue, whatever the input lists', async () => {
      const created = await owner<{ createJob: Job }>(
        `mutation ($m: [JobModulesInput!]) { createJob(name: "Greeter", modules: $m) { ${JOB_FIELDS} } }`,
        {
          m: [
            {
              code: 'menu-items',
              status: true,
              permissions: [
                { code: 'menu-items', status: true },
                { code: 'made-up-code', status: true },
              ],
            },
          ],
        },
      );
      expect(created.errors).toBeUndefined();
      const check = (job: Job, on: Record<string, string[]>) => {
        expect(job.modules.map((m) => m.code)).toEqual([...JOB_MODULE_CODES]);
        for (const m of job.modules) {
          expect(m.name, m.code).toEqual(expect.any(String));
          expect(m.permissions.map((p) => p.code)).toEqual([...PERMISSION_CATALOGUE[m.code]!]);
          expect(m.status, m.code).toBe(m.code in on);
          expect(m.permissions.filter((p) => p.status).map((p) => p.code)).toEqual(on[m.code] ?? []);
        }
      };
      const { id } = created.data!.createJob;
      check(created.data!.createJob, { 'menu-items': ['menu-items'] });
      check(await readJob(id), { 'menu-items': ['menu-items'] });

      const updated = await owner(
        'mutation ($id: ID!, $m: [JobModulesInput!]) { updateJob(id: $id, modules: $m) { id } }',
        {
          id,
          m: [{ code: 'inventory', status: true, permissions: [{ code: 'inventory-group', status: true }] }],
        },
      );
      expect(updated.errors).toBeUndefined();
      check(await readJob(id), { inventory: ['inventory-group'] });

      const row = await server.database.db
        .selectFrom('job')
        .select('modules')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const stored = (typeof row.modules === 'string' ? JSON.parse(row.modules) : row.modules) as JobModule[];
      expect(stored.map((m) => m.code)).toEqual([...JOB_MODULE_CODES]);
    });
  });

  it('records every write of an employee in the system log, with who made it', async () => {
    const res = await owner<{ allSystemLogs: { action: string; record_id: string; user_name: string }[] }>(
      '{ allSystemLogs(perPage: 1000, filter: { entity: "employee" }) { action record_id user_name } }',
    );
    expect(res.errors).toBeUndefined();
    const mine = res.data!.allSystemLogs.filter((e) => written.some((w) => w.id === e.record_id));
    const count = (list: { id?: string; record_id?: string; action: string }[]) =>
      list.map((e) => `${e.record_id ?? e.id} ${e.action}`).sort();
    expect(count(mine)).toEqual(count(written));
    expect(new Set(mine.map((e) => e.user_name))).toEqual(new Set(['Dana Owner']));

    const jobs = await owner<{ allSystemLogs: { action: string }[] }>(
      '{ allSystemLogs(perPage: 1000, filter: { entity: "job", action: "delete" }) { action } }',
    );
    expect(jobs.data!.allSystemLogs).toHaveLength(1);
  });
});
