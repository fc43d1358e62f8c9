import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { modulesExcept, permissionOn, type JobModule } from '../../src/core/permissions.js';
import { up as moveCheckPermissions } from '../../src/server/db/migrations/0035_checks_module.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * The Checks module (SPEC §6): viewing open, closed and all users' checks, reprinting and reopening
 * closed ones are a job's Checks permissions. A job saved while they were the point of sale's keeps
 * them after the upgrade; a job holding only them (a cashier) still may not sign in to the office.
 */

const JOB_FIELDS = 'id name modules { code status permissions { code status } }';
const CHECK_CODES = [
  'view-open-checks',
  'view-closed-checks',
  'view-all-users-checks',
  'reprint-closed-checks',
  'reopen-closed-checks',
];

interface Job {
  id: string;
  name: string;
  modules: JobModule[];
}

const strip = (modules: readonly JobModule[]) =>
  modules.map((m) => ({
    code: m.code,
    status: m.status,
    permissions: m.permissions.map((p) => ({ code: p.code, status: p.status })),
  }));

describeEachDb('the Checks module on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signIn>>['gql'];

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner } = await signIn(server));
  });
  afterAll(() => server?.close());

  const readJob = async (id: string) => {
    const res = await owner<{ Job: Job }>(`query ($id: ID!) { Job(id: $id) { ${JOB_FIELDS} } }`, { id });
    expect(res.errors).toBeUndefined();
    return res.data!.Job;
  };

  it('a job holds the check permissions in its Checks module, not the point of sale’s', async () => {
    const modules = modulesExcept(['reports-office', 'settings-office']).map((m) =>
      m.code === 'checks'
        ? { ...m, permissions: m.permissions.map((p) => ({ ...p, status: p.code === 'view-open-checks' })) }
        : m,
    );
    const res = await owner<{ createJob: Job }>(
      `mutation ($n: String, $m: [JobModulesInput!]) { createJob(name: $n, modules: $m) { ${JOB_FIELDS} } }`,
      { n: 'Host', m: strip(modules) },
    );
    expect(res.errors).toBeUndefined();
    const job = await readJob(res.data!.createJob.id);
    const checks = job.modules.find((m) => m.code === 'checks')!;
    expect(checks).toMatchObject({ status: true });
    expect(checks.permissions.map((p) => p.code)).toEqual(CHECK_CODES);
    expect(permissionOn(job.modules, 'checks', 'view-open-checks')).toBe(true);
    expect(permissionOn(job.modules, 'checks', 'reopen-closed-checks')).toBe(false);
    const pos = job.modules.find((m) => m.code === 'pos')!;
    expect(pos.permissions.some((p) => CHECK_CODES.includes(p.code))).toBe(false);
  });

  it('a job saved with the check permissions on the point of sale keeps them after the upgrade', async () => {
    const all = await owner<{ allJobs: Job[] }>(`{ allJobs(perPage: 50) { ${JOB_FIELDS} } }`);
    const cashier = all.data!.allJobs.find((j) => j.name === 'Cashier')!;
    // The cashier as stored before: his point of sale held the check permissions, some of them on.
    const before = cashier.modules
      .filter((m) => m.code !== 'checks')
      .map((m) =>
        m.code === 'pos'
          ? {
              ...m,
              permissions: [
                ...m.permissions,
                ...CHECK_CODES.map((code) => ({ code, status: code !== 'reopen-closed-checks' })),
              ],
            }
          : m,
      );
    const db = server.database.db;
    await sql`update job set modules = ${JSON.stringify(before)}::jsonb where id = ${cashier.id}`.execute(db);
    await moveCheckPermissions(db);

    const after = await readJob(cashier.id);
    for (const code of CHECK_CODES)
      expect(permissionOn(after.modules, 'checks', code), code).toBe(code !== 'reopen-closed-checks');
    expect(strip(after.modules.filter((m) => m.code !== 'checks'))).toEqual(
      strip(cashier.modules.filter((m) => m.code !== 'checks')),
    );
    // Holding the Checks module opens no office page: the cashier still may not sign in there.
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cashier@demo.test', password: 'demo-cashier-1' }),
    });
    expect(login.status).toBe(403);
  });
});
