import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTranslate, translatedParams, type Phrases } from '../../src/core/messages.js';
import { allModules, modulesExcept, type JobModule } from '../../src/core/permissions.js';
import es from '../../locales/es.json' with { type: 'json' };
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * No privilege escalation (ARCHITECTURE "Security model"): whoever may edit jobs and employees grants
 * only the rights he holds, never raises a job he holds, cannot take over the sign-in of someone who
 * outranks him, nor deactivate, delete or change the jobs of such a person; the store's last job with
 * Settings keeps it, and someone keeps signing in with it. The store's owner and support users are
 * exempt as the README states, but nobody deactivates, demotes or deletes the owner: he hands the
 * store on first.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
type Result = Awaited<ReturnType<Gql>>;

const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };
const SUPPORT = { email: 'support@demo.test', password: 'demo-support-1' };
const JOB_FIELDS = 'id name modules { code status permissions { code status } }';
const UPDATE_STATUS = 'mutation ($id: ID!, $s: String) { updateEmployee(id: $id, status: $s) { id } }';
const UPDATE_JOBS = 'mutation ($id: ID!, $jobs: [ID!]) { updateEmployee(id: $id, job_ids: $jobs) { id } }';
const DELETE = 'mutation ($id: ID!) { deleteEmployee(id: $id) { id } }';
const BULK_STATUS =
  'mutation ($ids: [ID!]!, $s: String) { updateEmployees(ids: $ids, data: { status: $s }) { ids } }';
const BULK_JOBS =
  'mutation ($ids: [ID!]!, $jobs: [ID!]) { updateEmployees(ids: $ids, data: { job_ids: $jobs }) { ids } }';
const BULK_DELETE = 'mutation ($ids: [ID!]!) { deleteEmployees(ids: $ids) { ids } }';

interface Job {
  id: string;
  name: string;
  modules: JobModule[];
}

/** A job's modules with one more module switched on in full. */
const withModule = (modules: readonly JobModule[], code: string): JobModule[] =>
  modules.map((m) =>
    m.code === code
      ? { ...m, status: true, permissions: m.permissions.map((p) => ({ ...p, status: true })) }
      : m,
  );

const strip = (modules: readonly JobModule[]) =>
  modules.map((m) => ({
    code: m.code,
    status: m.status,
    permissions: m.permissions.map((p) => ({ code: p.code, status: p.status })),
  }));

/** The first error of a result: its message, code, key, parameters and the field at fault. */
function refusal(res: Result) {
  expect(res.errors, JSON.stringify(res.data)).toBeDefined();
  const [e] = res.errors!;
  const ext = e!.extensions as NonNullable<typeof e>['extensions'] & { params?: Record<string, string> };
  return {
    message: e!.message,
    code: ext.code,
    key: ext.key,
    params: ext.params,
    field: ext.errors?.[0]?.field,
  };
}

const esT = makeTranslate(es as Phrases);

describeEachDb('no privilege escalation on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let manager: Gql;
  let support: Gql;
  const jobs: Record<string, Job> = {};
  let ownerEmployeeId: string;

  async function readJob(id: string): Promise<Job> {
    const res = await owner<{ Job: Job }>(`query ($id: ID!) { Job(id: $id) { ${JOB_FIELDS} } }`, { id });
    expect(res.errors).toBeUndefined();
    return res.data!.Job;
  }

  const updateJob = (as: Gql, id: string, modules: readonly JobModule[]) =>
    as<{ updateJob: Job }>(
      `mutation ($id: ID!, $m: [JobModulesInput!]) { updateJob(id: $id, modules: $m) { ${JOB_FIELDS} } }`,
      { id, m: strip(modules) },
    );

  const createJob = (as: Gql, name: string, modules: readonly JobModule[]) =>
    as<{ createJob: Job }>(
      `mutation ($n: String, $m: [JobModulesInput!]) { createJob(name: $n, modules: $m) { ${JOB_FIELDS} } }`,
      { n: name, m: strip(modules) },
    );

  let pin = 60100;
  const createEmployee = (as: Gql, first: string, jobIds: string[]) =>
    as<{ createEmployee: { id: string } }>(
      `mutation ($f: String, $pin: String, $jobs: [ID!]) {
        createEmployee(first_name: $f, last_name: "Tester", pos_pin: $pin, salary: 15, job_ids: $jobs) { id } }`,
      { f: first, pin: String(++pin), jobs: jobIds },
    );

  async function readEmployee(id: string) {
    const res = await owner<{ Employee: { status: string; job_ids: string[] } }>(
      'query ($id: ID!) { Employee(id: $id) { status job_ids } }',
      { id },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.Employee;
  }

  /** Whether someone signs in as the store's owner (what he may grant follows from it). */
  async function isOwner(creds: { email: string; password: string }): Promise<boolean> {
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(creds),
    });
    const body = (await res.json()) as { data: { userData: { owner: boolean } } };
    return body.data.userData.owner;
  }

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner } = await signIn(server));
    ({ gql: manager } = await signIn(server, MANAGER));
    ({ gql: support } = await signIn(server, SUPPORT));
    const all = await owner<{ allJobs: Job[] }>(`{ allJobs(perPage: 50) { ${JOB_FIELDS} } }`);
    for (const job of all.data!.allJobs) jobs[job.name] = job;
    const me = await owner<{ allEmployees: { id: string }[] }>(
      '{ allEmployees(filter: { q: "admin@demo.test" }) { id } }',
    );
    ownerEmployeeId = me.data!.allEmployees[0]!.id;
  });
  afterAll(() => server?.close());

  describe('a manager (jobs and employees, but neither Reports nor Settings)', () => {
    it('cannot switch Settings on in the job he holds: "You can\'t raise the rights of a job you hold"', async () => {
      const manager_ = jobs.Manager!;
      const res = await updateJob(manager, manager_.id, withModule(manager_.modules, 'settings-office'));
      expect(refusal(res)).toEqual({
        message: "You can't raise the rights of a job you hold",
        code: 'GRANT_REFUSED',
        key: 'errors.grant.ownJob',
        params: {},
        field: 'modules',
      });
      expect(strip((await readJob(manager_.id)).modules)).toEqual(strip(manager_.modules));
      // Nor does his next call see Settings: the system log stays closed to him.
      expect(refusal(await manager('{ allSystemLogs { id } }')).code).toBe('597-1');
    });

    it('cannot grant another job a right he does not hold, and the refusal names it in both languages', async () => {
      const cashier = jobs.Cashier!;
      const res = await updateJob(manager, cashier.id, withModule(cashier.modules, 'reports-office'));
      const r = refusal(res);
      expect(r).toMatchObject({ code: 'GRANT_REFUSED', key: 'errors.grant.moduleNotHeld', field: 'modules' });
      expect(r.message).toBe("You can't turn on the Reports module: you don't hold it yourself");
      expect(esT(r.key, translatedParams(esT, r.params))).toBe(
        'No puede activar el módulo Reportes: usted no lo tiene',
      );
      // A single code is refused the same way, by its name.
      const one = cashier.modules.map((m) =>
        m.code === 'settings-office'
          ? { ...m, status: true, permissions: [{ code: 'session-reset', status: true }] }
          : m,
      );
      const single = refusal(await updateJob(manager, cashier.id, one));
      expect(single.key).toBe('errors.grant.moduleNotHeld');
      expect(strip((await readJob(cashier.id)).modules)).toEqual(strip(cashier.modules));
    });

    it('cannot turn on a permission code he lacks inside a module he holds', async () => {
      // A job that gives him Employees without Time cards: he holds the module, not that code.
      const narrow = modulesExcept(['reports-office', 'settings-office']).map((m) =>
        m.code === 'employees-office'
          ? { ...m, permissions: m.permissions.map((p) => ({ ...p, status: p.code !== 'time-cards' })) }
          : m,
      );
      await updateJob(owner, jobs.Manager!.id, narrow).then((r) => expect(r.errors).toBeUndefined());
      try {
        const target = await createJob(manager, 'Floor lead', modulesExcept(JOB_OTHERS));
        expect(target.errors).toBeUndefined();
        const res = await updateJob(
          manager,
          target.data!.createJob.id,
          modulesExcept(JOB_OTHERS_BUT_EMPLOYEES),
        );
        const r = refusal(res);
        expect(r).toMatchObject({
          key: 'errors.grant.notHeld',
          params: { module: 'employees-office', permission: 'time-cards' },
        });
        expect(r.message).toBe("You can't grant “Employees: Time cards”: you don't hold it yourself");
        expect(esT(r.key, translatedParams(esT, r.params))).toBe(
          'No puede otorgar «Empleados: Tarjetas de tiempo»: usted no tiene ese permiso',
        );
      } finally {
        await updateJob(owner, jobs.Manager!.id, jobs.Manager!.modules);
      }
    });

    it('cannot create a job with more than he holds, in bulk neither', async () => {
      const res = await createJob(manager, 'Shadow admin', allModules(true));
      expect(refusal(res)).toMatchObject({ code: 'GRANT_REFUSED', key: 'errors.grant.moduleNotHeld' });
      const count = await owner<{ _allJobsMeta: { count: number } }>(
        '{ _allJobsMeta(filter: { name: "Shadow admin" }) { count } }',
      );
      expect(count.data!._allJobsMeta.count).toBe(0);
      const bulk = await manager(
        'mutation ($ids: [ID!]!, $m: [JobModulesInput!]) { updateJobs(ids: $ids, data: { modules: $m }) { ids } }',
        { ids: [jobs.Cashier!.id], m: strip(allModules(true)) },
      );
      expect(refusal(bulk).code).toBe('GRANT_REFUSED');
      expect(strip((await readJob(jobs.Cashier!.id)).modules)).toEqual(strip(jobs.Cashier!.modules));
    });

    it('may create, lower and raise jobs within his own rights, his own job lowered too', async () => {
      const within = modulesExcept(['reports-office', 'settings-office', 'marketing']);
      const created = await createJob(manager, 'Host', within);
      expect(created.errors).toBeUndefined();
      const id = created.data!.createJob.id;
      const raised = await updateJob(manager, id, withModule(within, 'marketing'));
      expect(raised.errors).toBeUndefined();
      const lowered = await updateJob(
        manager,
        id,
        modulesExcept(['reports-office', 'settings-office', 'pos']),
      );
      expect(lowered.errors).toBeUndefined();
      // Lowering the job he holds is his to do; raising it back is not.
      const managerJob = jobs.Manager!;
      const lower = managerJob.modules.map((m) => (m.code === 'perks-office' ? { ...m, status: false } : m));
      expect((await updateJob(manager, managerJob.id, lower)).errors).toBeUndefined();
      expect(refusal(await updateJob(manager, managerJob.id, managerJob.modules)).key).toBe(
        'errors.grant.ownJob',
      );
      expect((await updateJob(owner, managerJob.id, managerJob.modules)).errors).toBeUndefined();
    });

    it('cannot assign a job that gives more than he holds, on a new or an existing employee', async () => {
      const res = await createEmployee(manager, 'Eve', [jobs.Owner!.id]);
      const r = refusal(res);
      expect(r).toMatchObject({
        code: 'GRANT_REFUSED',
        key: 'errors.grant.jobModuleNotHeld',
        params: { job: 'Owner', module: 'reports-office' },
        field: 'job_ids',
      });
      expect(r.message).toBe(
        "You can't assign the job Owner: it turns on the Reports module, which you don't hold",
      );
      const ok = await createEmployee(manager, 'Erin', [jobs.Cashier!.id]);
      expect(ok.errors).toBeUndefined();
      const id = ok.data!.createEmployee.id;
      const upgrade = await manager(
        'mutation ($id: ID!, $jobs: [ID!]) { updateEmployee(id: $id, job_ids: $jobs) { id } }',
        { id, jobs: [jobs.Cashier!.id, jobs.Owner!.id] },
      );
      expect(refusal(upgrade).key).toBe('errors.grant.jobModuleNotHeld');
      const bulk = await manager(
        'mutation ($ids: [ID!]!, $jobs: [ID!]) { updateEmployees(ids: $ids, data: { job_ids: $jobs }) { ids } }',
        { ids: [id], jobs: [jobs.Owner!.id] },
      );
      expect(refusal(bulk).key).toBe('errors.grant.jobModuleNotHeld');
      const read = await owner<{ Employee: { job_ids: string[] } }>(
        'query ($id: ID!) { Employee(id: $id) { job_ids } }',
        { id },
      );
      expect(read.data!.Employee.job_ids).toEqual([jobs.Cashier!.id]);
    });

    it('cannot change the sign-in, password or PIN of someone who outranks him, but may edit the rest', async () => {
      for (const [field, value] of [
        ['email', 'taken.over@demo.test'],
        ['password', 'taken-over-1'],
        ['pos_pin', '99887'],
      ] as const) {
        const res = await manager(
          `mutation ($id: ID!, $v: String) { updateEmployee(id: $id, ${field}: $v) { id } }`,
          {
            id: ownerEmployeeId,
            v: value,
          },
        );
        expect(refusal(res)).toMatchObject({ code: 'GRANT_REFUSED', key: 'errors.grant.outranked', field });
      }
      const phone = await manager(
        'mutation ($id: ID!) { updateEmployee(id: $id, phone: "555-0100") { id } }',
        {
          id: ownerEmployeeId,
        },
      );
      expect(phone.errors).toBeUndefined();
      // The owner still signs in with his own password.
      expect((await signIn(server)).token).toBeTruthy();
    });

    it('cannot deactivate, terminate, demote or delete the owner, one by one or in bulk', async () => {
      const attempts: [string, Record<string, unknown>, string, string | undefined][] = [
        [UPDATE_STATUS, { id: ownerEmployeeId, s: 'inactive' }, 'errors.grant.outrankedStatus', 'status'],
        [UPDATE_STATUS, { id: ownerEmployeeId, s: 'terminated' }, 'errors.grant.outrankedStatus', 'status'],
        [
          UPDATE_JOBS,
          { id: ownerEmployeeId, jobs: [jobs.Manager!.id] },
          'errors.grant.outrankedJobs',
          'job_ids',
        ],
        [DELETE, { id: ownerEmployeeId }, 'errors.grant.outrankedDelete', undefined],
        [BULK_STATUS, { ids: [ownerEmployeeId], s: 'inactive' }, 'errors.grant.outrankedStatus', 'status'],
        [BULK_JOBS, { ids: [ownerEmployeeId], jobs: [] }, 'errors.grant.outrankedJobs', 'job_ids'],
        [BULK_DELETE, { ids: [ownerEmployeeId] }, 'errors.grant.outrankedDelete', undefined],
      ];
      for (const [query, variables, key, field] of attempts)
        expect(refusal(await manager(query, variables)), query).toMatchObject({
          code: 'GRANT_REFUSED',
          key,
          field,
        });
      const r = refusal(await manager(UPDATE_STATUS, { id: ownerEmployeeId, s: 'inactive' }));
      expect(r.message).toBe("You can't change the status of someone who holds rights you don't");
      expect(esT(r.key)).toBe('No puede cambiar el estado de alguien que tiene permisos que usted no tiene');
      // Lowering the job the owner holds would demote him too.
      const ownerJob = jobs.Owner!;
      const lower = ownerJob.modules.map((m) => (m.code === 'reports-office' ? { ...m, status: false } : m));
      expect(refusal(await updateJob(manager, ownerJob.id, lower))).toMatchObject({
        code: 'GRANT_REFUSED',
        key: 'errors.grant.outrankedHolder',
        params: { job: 'Owner' },
        message: "You can't lower the job Owner: someone who holds it has rights you don't",
      });
      expect(strip((await readJob(ownerJob.id)).modules)).toEqual(strip(ownerJob.modules));
      expect(await readEmployee(ownerEmployeeId)).toEqual({ status: 'active', job_ids: [ownerJob.id] });
      // The owner still signs in, with Settings.
      const again = await signIn(server);
      expect((await again.gql('{ allSystemLogs(perPage: 1) { id } }')).errors).toBeUndefined();
    });

    it('cannot deactivate or delete anyone who holds rights he lacks, but may someone who does not', async () => {
      const above = await createEmployee(owner, 'Reese', [jobs.Owner!.id]);
      expect(above.errors).toBeUndefined();
      const id = above.data!.createEmployee.id;
      expect(refusal(await manager(UPDATE_STATUS, { id, s: 'terminated' })).key).toBe(
        'errors.grant.outrankedStatus',
      );
      expect(refusal(await manager(BULK_DELETE, { ids: [id] })).key).toBe('errors.grant.outrankedDelete');
      expect(await readEmployee(id)).toEqual({ status: 'active', job_ids: [jobs.Owner!.id] });
      const below = await createEmployee(manager, 'Bea', [jobs.Cashier!.id]);
      const belowId = below.data!.createEmployee.id;
      expect((await manager(UPDATE_STATUS, { id: belowId, s: 'inactive' })).errors).toBeUndefined();
      expect((await manager(UPDATE_JOBS, { id: belowId, jobs: [] })).errors).toBeUndefined();
      expect((await manager(DELETE, { id: belowId })).errors).toBeUndefined();
    });
  });

  describe('the owner and support users', () => {
    it('the owner may raise the job he holds and grant anything', async () => {
      const ownerJob = jobs.Owner!;
      const lower = ownerJob.modules.map((m) => (m.code === 'perks-office' ? { ...m, status: false } : m));
      expect((await updateJob(owner, ownerJob.id, lower)).errors).toBeUndefined();
      expect((await updateJob(owner, ownerJob.id, ownerJob.modules)).errors).toBeUndefined();
      const created = await createJob(owner, 'Second owner', allModules(true));
      expect(created.errors).toBeUndefined();
      const holder = await createEmployee(owner, 'Otto', [created.data!.createJob.id]);
      expect(holder.errors).toBeUndefined();
    });

    it('nobody deactivates or deletes the owner, support and the owner included; his jobs are his alone', async () => {
      for (const as of [support, owner]) {
        expect(refusal(await as(UPDATE_STATUS, { id: ownerEmployeeId, s: 'inactive' }))).toMatchObject({
          code: 'GRANT_REFUSED',
          key: 'errors.owner.status',
          field: 'status',
        });
        expect(refusal(await as(BULK_DELETE, { ids: [ownerEmployeeId] })).key).toBe('errors.owner.delete');
      }
      const r = refusal(await support(UPDATE_JOBS, { id: ownerEmployeeId, jobs: [jobs.Cashier!.id] }));
      expect(r).toMatchObject({ key: 'errors.owner.jobs', field: 'job_ids' });
      expect(r.message).toBe("Only the store's owner can change their own jobs");
      expect(esT('errors.owner.status')).toBe(
        'El propietario de la tienda sigue activo: para irse, primero entrega la tienda a otra persona (Transferir la propiedad)',
      );
      expect(await readEmployee(ownerEmployeeId)).toEqual({ status: 'active', job_ids: [jobs.Owner!.id] });
    });

    it('a support user may grant anything', async () => {
      const created = await createJob(support, 'Support made', allModules(true));
      expect(created.errors).toBeUndefined();
      expect((await createEmployee(support, 'Sue', [jobs.Owner!.id])).errors).toBeUndefined();
    });
  });

  describe("the store's last job with Settings", () => {
    it('cannot lose Settings, nor be deleted, by anyone — the owner and support included', async () => {
      // Only Owner keeps Settings once the jobs made above are gone or lowered.
      for (const name of ['Second owner', 'Support made']) {
        const job = await owner<{ allJobs: Job[] }>(
          `query ($n: String) { allJobs(filter: { name: $n }) { ${JOB_FIELDS} } }`,
          {
            n: name,
          },
        );
        const found = job.data!.allJobs[0]!;
        const off = await updateJob(owner, found.id, modulesExcept(['settings-office']));
        expect(off.errors).toBeUndefined();
      }
      const ownerJob = jobs.Owner!;
      for (const as of [owner, support]) {
        const res = await updateJob(as, ownerJob.id, modulesExcept(['settings-office']));
        const r = refusal(res);
        expect(r).toMatchObject({
          code: 'GRANT_REFUSED',
          key: 'errors.grant.lastSettings',
          field: 'modules',
        });
        expect(r.message).toBe("This is the store's last job with Settings: it must keep that module on");
        expect(esT(r.key)).toBe(
          'Este es el último puesto de la tienda con Configuración: debe conservar ese módulo activo',
        );
      }
      // Every Settings code off is losing it too.
      const allCodesOff = ownerJob.modules.map((m) =>
        m.code === 'settings-office'
          ? { ...m, permissions: m.permissions.map((p) => ({ ...p, status: false })) }
          : m,
      );
      expect(refusal(await updateJob(owner, ownerJob.id, allCodesOff)).key).toBe('errors.grant.lastSettings');
      expect(strip((await readJob(ownerJob.id)).modules)).toEqual(strip(ownerJob.modules));
    });

    it('keeps someone who can sign in with Settings: the owner cannot give up his last Settings job', async () => {
      const r = refusal(await owner(UPDATE_JOBS, { id: ownerEmployeeId, jobs: [jobs.Manager!.id] }));
      expect(r).toMatchObject({
        code: 'GRANT_REFUSED',
        key: 'errors.grant.lastSettingsSignIn',
        field: 'job_ids',
      });
      expect(r.message).toBe('Nobody else could sign in with Settings: the store must keep someone who can');
      expect(esT(r.key)).toBe(
        'Nadie más podría iniciar sesión con Configuración: la tienda debe conservar a alguien que pueda',
      );
      expect(await readEmployee(ownerEmployeeId)).toEqual({ status: 'active', job_ids: [jobs.Owner!.id] });
    });

    it('may lose Settings once another job holds it; that one then cannot be deleted, in bulk neither', async () => {
      const spare = await createJob(owner, 'Spare admin', allModules(true));
      expect(spare.errors).toBeUndefined();
      const spareId = spare.data!.createJob.id;
      const ownerJob = jobs.Owner!;
      // A job with Settings that nobody signs in with keeps nobody in charge.
      expect(refusal(await updateJob(owner, ownerJob.id, modulesExcept(['settings-office']))).key).toBe(
        'errors.grant.lastSettingsSignIn',
      );
      const holder = await owner<{ createEmployee: { id: string } }>(
        `mutation ($job: ID!) { createEmployee(first_name: "Ada", last_name: "Admin", email: "ada.admin@demo.test",
          password: "ada-admin-1", pos_pin: "60990", salary: 15, job_ids: [$job]) { id } }`,
        { job: spareId },
      );
      expect(holder.errors).toBeUndefined();
      expect(
        (await updateJob(owner, ownerJob.id, modulesExcept(['settings-office']))).errors,
      ).toBeUndefined();
      // Ada is now the one who signs in with Settings: she stays active.
      const adaId = holder.data!.createEmployee.id;
      expect(refusal(await owner(UPDATE_STATUS, { id: adaId, s: 'inactive' })).key).toBe(
        'errors.grant.lastSettingsSignIn',
      );
      for (const query of [
        'mutation ($id: ID!) { deleteJob(id: $id) { id } }',
        'mutation ($id: ID!) { deleteJobs(ids: [$id]) { ids } }',
      ]) {
        expect(refusal(await owner(query, { id: spareId })).key).toBe('errors.guard.jobHasEmployees');
      }
      expect((await readJob(spareId)).name).toBe('Spare admin');
      expect((await updateJob(owner, ownerJob.id, ownerJob.modules)).errors).toBeUndefined();
      expect((await owner(DELETE, { id: adaId })).errors).toBeUndefined();
      const del = await owner('mutation ($id: ID!) { deleteJob(id: $id) { id } }', { id: spareId });
      expect(del.errors).toBeUndefined();
    });
  });

  describe('transfer of ownership', () => {
    const TRANSFER = 'mutation ($e: ID!, $p: String!) { transferOwnership(employee_id: $e, password: $p) }';
    let managerEmployeeId: string;

    beforeAll(async () => {
      const res = await owner<{ allEmployees: { id: string }[] }>(
        '{ allEmployees(filter: { q: "manager@demo.test" }) { id } }',
      );
      managerEmployeeId = res.data!.allEmployees[0]!.id;
    });

    it("is the owner's alone, confirmed with his password, to an active employee who can sign in", async () => {
      const notOwner = refusal(await manager(TRANSFER, { e: managerEmployeeId, p: MANAGER.password }));
      expect(notOwner).toMatchObject({ code: 'GRANT_REFUSED', key: 'errors.owner.onlyOwner' });
      expect(notOwner.message).toBe("Only the store's owner can hand the store on");
      expect(refusal(await support(TRANSFER, { e: managerEmployeeId, p: SUPPORT.password })).key).toBe(
        'errors.owner.onlyOwner',
      );
      expect(refusal(await owner(TRANSFER, { e: managerEmployeeId, p: 'not-my-password' }))).toMatchObject({
        code: 'KEY_INVALID',
        message: 'The key is not correct',
      });
      // Someone without a sign-in (no e-mail) cannot run the store.
      const otto = await owner<{ allEmployees: { id: string }[] }>(
        '{ allEmployees(filter: { q: "Otto" }) { id } }',
      );
      const r = refusal(await owner(TRANSFER, { e: otto.data!.allEmployees[0]!.id, p: 'demo-owner-1' }));
      expect(r).toMatchObject({ code: 'VALIDATION', key: 'errors.owner.cannotSignIn', field: 'employee_id' });
      expect(r.message).toBe('The new owner must be an active employee who can sign in to the office');
      expect(refusal(await owner(TRANSFER, { e: ownerEmployeeId, p: 'demo-owner-1' })).key).toBe(
        'errors.owner.alreadyOwner',
      );
      const nobody = refusal(
        await owner(TRANSFER, { e: '00000000-0000-4000-8000-00000000abcd', p: 'demo-owner-1' }),
      );
      expect(nobody).toMatchObject({ code: 'VALIDATION', key: 'errors.userNotFound', field: 'employee_id' });
      expect(nobody.message).toBe('User not found');
      expect(await isOwner(MANAGER)).toBe(false);
    });

    it('makes the new owner the owner, and the former owner an ordinary employee', async () => {
      const res = await owner<{ transferOwnership: boolean }>(TRANSFER, {
        e: managerEmployeeId,
        p: 'demo-owner-1',
      });
      expect(res.errors).toBeUndefined();
      expect(res.data!.transferOwnership).toBe(true);
      expect(await isOwner(MANAGER)).toBe(true);
      expect(await isOwner({ email: 'admin@demo.test', password: 'demo-owner-1' })).toBe(false);
      const former = (await signIn(server)).gql;
      const marco = (await signIn(server, MANAGER)).gql;
      // The former owner no longer changes the owner's jobs, nor hands the store on again.
      expect(refusal(await former(UPDATE_JOBS, { id: managerEmployeeId, jobs: [] })).key).toBe(
        'errors.owner.jobs',
      );
      expect(refusal(await former(TRANSFER, { e: ownerEmployeeId, p: 'demo-owner-1' })).key).toBe(
        'errors.owner.onlyOwner',
      );
      // The new owner grants anything, and may let the former owner go once he holds Settings himself.
      expect(refusal(await marco(UPDATE_STATUS, { id: ownerEmployeeId, s: 'inactive' })).key).toBe(
        'errors.grant.lastSettingsSignIn',
      );
      expect(
        (await marco(UPDATE_JOBS, { id: managerEmployeeId, jobs: [jobs.Owner!.id] })).errors,
      ).toBeUndefined();
      expect((await marco(UPDATE_STATUS, { id: ownerEmployeeId, s: 'inactive' })).errors).toBeUndefined();
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-owner-1' }),
      });
      // She still signs in to her other stores (Demo Café, Demo Taqueria), no longer to Demo Bistro.
      const answer = (await login.json()) as { data?: { stores: { name: string }[] } };
      expect(answer.data?.stores.map((s) => s.name)).toEqual(['Demo Café', 'Demo Taqueria']);
      const log = await marco<{ allSystemLogs: { action: string; record_id: string }[] }>(
        '{ allSystemLogs(filter: { action: "ownership-transfer" }) { action record_id } }',
      );
      expect(log.data!.allSystemLogs).toEqual([
        { action: 'ownership-transfer', record_id: managerEmployeeId },
      ]);
    });
  });
});

/** Every module but Employees for "Floor lead", and the same with Employees in full. */
const JOB_OTHERS = ['reports-office', 'settings-office', 'employees-office'];
const JOB_OTHERS_BUT_EMPLOYEES = ['reports-office', 'settings-office'];
