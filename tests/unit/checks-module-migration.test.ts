import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { completeModules, permissionOn, type JobModule } from '../../src/core/permissions.js';
import { PGLITE_OPTIONS, type Db } from '../../src/server/db/database.js';
import { up } from '../../src/server/db/migrations/0035_checks_module.js';
import { PGliteDialect } from '../../src/server/db/pglite-dialect.js';

/* Jobs saved before the Checks module keep the check permissions they held on the point of sale. */

const CHECK_CODES = [
  'view-open-checks',
  'view-closed-checks',
  'view-all-users-checks',
  'reprint-closed-checks',
  'reopen-closed-checks',
];

const pos = (status: boolean, on: string[]) => ({
  code: 'pos',
  name: 'Point of Sale',
  status,
  permissions: ['view-payments', ...CHECK_CODES, 'pay-checks'].map((code) => ({
    code,
    status: on.includes(code),
  })),
});
const inventory = { code: 'inventory', name: 'Inventory', status: true, permissions: [] };

describe('the migration 0035_checks_module', () => {
  let db: Db;
  beforeEach(() => {
    db = new Kysely({ dialect: new PGliteDialect(new PGlite('memory://', PGLITE_OPTIONS)) });
  });
  afterEach(() => db.destroy());

  const modulesOf = async (id: number) =>
    (await sql<{ modules: JobModule[] }>`select modules from job where id = ${id}`.execute(db)).rows[0]!
      .modules;

  it('does nothing on a new database, which has no jobs yet', async () => {
    await expect(up(db)).resolves.toBeUndefined();
  });

  it('moves each job’s check permissions to the Checks module, the rest untouched', async () => {
    await sql`create table job (id int primary key, modules jsonb not null)`.execute(db);
    const jobs = [
      [inventory, pos(true, ['view-payments', 'view-open-checks', 'reopen-closed-checks', 'pay-checks'])],
      [inventory, pos(false, ['view-open-checks'])],
      [pos(true, ['view-payments'])],
      [],
    ];
    for (const [i, modules] of jobs.entries())
      await sql`insert into job values (${i}, ${JSON.stringify(modules)}::jsonb)`.execute(db);
    await up(db);
    await up(db); // a second run changes nothing

    const server = completeModules(await modulesOf(0));
    expect(permissionOn(server, 'checks', 'view-open-checks')).toBe(true);
    expect(permissionOn(server, 'checks', 'reopen-closed-checks')).toBe(true);
    expect(permissionOn(server, 'checks', 'view-closed-checks')).toBe(false);
    expect(permissionOn(server, 'pos', 'view-payments')).toBe(true);
    expect(permissionOn(server, 'pos', 'pay-checks')).toBe(true);
    const raw = await modulesOf(0);
    expect(raw.map((m) => m.code)).toEqual(['inventory', 'checks', 'pos']);
    expect(raw.find((m) => m.code === 'pos')!.permissions.map((p) => p.code)).toEqual([
      'view-payments',
      'pay-checks',
    ]);
    expect(raw.find((m) => m.code === 'checks')!.permissions).toEqual(
      CHECK_CODES.map((code) => ({
        code,
        status: code === 'view-open-checks' || code === 'reopen-closed-checks',
      })),
    );

    // A point of sale that was off gave no check permission, and gives none now.
    const off = completeModules(await modulesOf(1));
    expect(off.find((m) => m.code === 'checks')!.status).toBe(false);
    expect(permissionOn(off, 'checks', 'view-open-checks')).toBe(false);
    expect(completeModules(await modulesOf(2)).find((m) => m.code === 'checks')!.status).toBe(false);
    expect((await modulesOf(3)).map((m) => m.code)).toEqual(['checks']);
  });
});
