import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTranslate, translatedParams, type Phrases } from '../../src/core/messages.js';
import { allModules, modulesExcept, type JobModule } from '../../src/core/permissions.js';
import es from '../../locales/es.json' with { type: 'json' };
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * No privilege escalation (ARCHITECTURE "Security model"): whoever may edit jobs and employees grants
 * only the rights he holds, never raises a job he holds, cannot take over the sign-in of someone who
 * outranks him, and the store's last job with Settings keeps it. The store's owner and support
 * users are exempt as the README states.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
type Result = Awaited<ReturnType<Gql>>;

const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };
const SUPPORT = { email: 'support@demo.test', password: 'demo-support-1' };
const JOB_FIELDS = 'id name modules { code status permissions { code status } }';

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

    it('may lose Settings once another job holds it; that one then cannot be deleted, in bulk neither', async () => {
      const spare = await createJob(owner, 'Spare admin', allModules(true));
      expect(spare.errors).toBeUndefined();
      const spareId = spare.data!.createJob.id;
      const ownerJob = jobs.Owner!;
      expect(
        (await updateJob(owner, ownerJob.id, modulesExcept(['settings-office']))).errors,
      ).toBeUndefined();
      for (const query of [
        'mutation ($id: ID!) { deleteJob(id: $id) { id } }',
        'mutation ($id: ID!) { deleteJobs(ids: [$id]) { ids } }',
      ]) {
        expect(refusal(await owner(query, { id: spareId })).key).toBe('errors.grant.lastSettings');
      }
      expect((await readJob(spareId)).name).toBe('Spare admin');
      expect((await updateJob(owner, ownerJob.id, ownerJob.modules)).errors).toBeUndefined();
      const del = await owner('mutation ($id: ID!) { deleteJob(id: $id) { id } }', { id: spareId });
      expect(del.errors).toBeUndefined();
    });
  });
});

/** Every module but Employees for "Floor lead", and the same with Employees in full. */
const JOB_OTHERS = ['reports-office', 'settings-office', 'employees-office'];
const JOB_OTHERS_BUT_EMPLOYEES = ['reports-office', 'settings-office'];
