import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };
const OWNER_2 = { email: 'owner2@demo.test', password: 'demo-owner-2' };

interface Entry {
  id: string;
  user_id: string | null;
  user_name: string | null;
  entity: string;
  record_id: string | null;
  action: string;
  before: string | null;
  after: string | null;
  at: string;
}

const FIELDS = 'id user_id user_name entity record_id action before after at';

/*
 * The system log over HTTP: the demo owner creates, updates and deletes a department; the tests
 * read the log back in order and share that data.
 */
describeEachDb('system log on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let departmentId: string;
  let started: string;
  let entries: Entry[];

  async function list(variables: Record<string, unknown> = {}) {
    const res = await owner<{ allSystemLogs: Entry[]; _allSystemLogsMeta: { count: number } }>(
      `query ($page: Int, $perPage: Int, $sortField: String, $sortOrder: String, $filter: SystemLogFilter) {
        allSystemLogs(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { ${FIELDS} }
        _allSystemLogsMeta(filter: $filter) { count }
      }`,
      variables,
    );
    expect(res.errors).toBeUndefined();
    return res.data!;
  }

  const count = async (filter: Record<string, unknown>) =>
    (await list({ filter, perPage: 1 }))._allSystemLogsMeta.count;

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner } = await signIn(server));
    started = new Date().toISOString();
    const created = await owner<{ createDepartment: { id: string } }>(
      'mutation { createDepartment(name: "Pastry Lab", description: "Cakes") { id } }',
    );
    departmentId = created.data!.createDepartment.id;
    const updated = await owner(
      'mutation ($id: ID!) { updateDepartment(id: $id, description: "Cakes and tarts") { id } }',
      { id: departmentId },
    );
    expect(updated.errors).toBeUndefined();
    const deleted = await owner('mutation ($id: ID!) { deleteDepartment(id: $id) { id } }', {
      id: departmentId,
    });
    expect(deleted.errors).toBeUndefined();
  });
  afterAll(() => server?.close());

  it('lists the create, update and delete newest first, with who, what, before and after', async () => {
    const { allSystemLogs } = await list({ perPage: 3 });
    entries = allSystemLogs;
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    for (const e of entries) {
      expect(e).toMatchObject({ entity: 'department', record_id: departmentId, user_name: 'Dana Owner' });
      expect(e.user_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(e.at).toISOString()).toBe(e.at);
      expect(e.at >= started.slice(0, 19)).toBe(true);
    }
    const [del, upd, cre] = entries as [Entry, Entry, Entry];
    expect(cre.before).toBeNull();
    expect(JSON.parse(cre.after!)).toMatchObject({
      id: departmentId,
      name: 'Pastry Lab',
      description: 'Cakes',
    });
    expect(JSON.parse(upd.before!)).toMatchObject({ name: 'Pastry Lab', description: 'Cakes' });
    expect(JSON.parse(upd.after!)).toMatchObject({ name: 'Pastry Lab', description: 'Cakes and tarts' });
    expect(JSON.parse(del.before!)).toMatchObject({ id: departmentId, description: 'Cakes and tarts' });
    expect(del.after).toBeNull();
    expect(del.at >= upd.at && upd.at >= cre.at).toBe(true);
  });

  it('filters by record, entity, action, search and user, and counts', async () => {
    const byRecord = await list({ filter: { record_id: departmentId } });
    expect(byRecord.allSystemLogs.map((e) => e.id)).toEqual(entries.map((e) => e.id));
    expect(byRecord._allSystemLogsMeta.count).toBe(3);

    // The five seeded departments, then this one's three entries.
    const departments = await list({ filter: { entity: 'department' }, perPage: 100 });
    expect(departments._allSystemLogsMeta.count).toBe(8);
    expect(departments.allSystemLogs.every((e) => e.entity === 'department')).toBe(true);
    expect(await count({ entity: 'department', action: 'delete' })).toBe(1);
    expect(await count({ entity: 'department', action: 'create' })).toBe(6);
    expect(await count({ entity: 'no-such-entity' })).toBe(0);
    expect(await count({ q: 'pastry lab' })).toBe(3);
    expect(await count({ q: 'tarts' })).toBe(2);

    const total = await count({});
    expect(await count({ user_id: entries[0]!.user_id })).toBeLessThan(total);
    const manager = await signIn(server, MANAGER);
    const made = await manager.gql<{ createDepartment: { id: string } }>(
      'mutation { createDepartment(name: "Manager Corner") { id } }',
    );
    expect(made.errors).toBeUndefined();
    const managerEntries = await list({ filter: { entity: 'department', action: 'create' }, perPage: 1 });
    const newest = managerEntries.allSystemLogs[0]!;
    expect(newest).toMatchObject({ user_name: 'Marco Manager', record_id: made.data!.createDepartment.id });
    const byUser = await list({ filter: { user_id: newest.user_id } });
    expect(byUser.allSystemLogs.map((e) => e.id)).toEqual([newest.id]);
    expect(byUser._allSystemLogsMeta.count).toBe(1);

    const users = await owner<{ systemLogUsers: { user_id: string; user_name: string | null }[] }>(
      '{ systemLogUsers { user_id user_name } }',
    );
    expect(users.data!.systemLogUsers).toEqual(
      expect.arrayContaining([
        { user_id: entries[0]!.user_id, user_name: 'Dana Owner' },
        { user_id: newest.user_id, user_name: 'Marco Manager' },
      ]),
    );
    expect(new Set(users.data!.systemLogUsers.map((u) => u.user_id)).size).toBe(
      users.data!.systemLogUsers.length,
    );
  });

  it('filters by date and time, both bounds inclusive, and by whole days', async () => {
    const [del, upd, cre] = entries as [Entry, Entry, Entry];
    const within = await list({ filter: { record_id: departmentId, from: cre.at, to: del.at } });
    expect(within._allSystemLogsMeta.count).toBe(3);
    const exactly = await list({ filter: { record_id: departmentId, from: upd.at, to: upd.at } });
    expect(exactly.allSystemLogs.map((e) => e.action)).toContain('update');
    expect(await count({ from: started })).toBeGreaterThanOrEqual(3);
    expect(await count({ from: started, entity: 'department', action: 'update' })).toBe(1);

    expect(await count({ to: '2000-01-01' })).toBe(0);
    expect(await count({ from: '2000-01-01' })).toBe(await count({}));
    expect(await count({ from: '2999-12-31' })).toBe(0);
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    expect(await count({ record_id: departmentId, from: lastWeek, to: nextWeek })).toBe(3);
    // A date alone is the whole of that day in the store's time zone (Demo Bistro: America/New_York).
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(del.at));
    expect(await count({ record_id: departmentId, from: day, to: day })).toBe(3);
    expect(await count({ record_id: departmentId, to: lastWeek })).toBe(0);
  });

  it('sorts by the allowed columns and pages', async () => {
    const page0 = await list({ perPage: 2, page: 0 });
    const page1 = await list({ perPage: 2, page: 1 });
    expect(page0.allSystemLogs).toHaveLength(2);
    expect(page1.allSystemLogs[0]!.id).not.toBe(page0.allSystemLogs[1]!.id);
    const byEntity = await list({ sortField: 'entity', sortOrder: 'ASC', perPage: 1000 });
    const names = byEntity.allSystemLogs.map((e) => e.entity);
    expect(names).toEqual([...names].sort());
    const oldest = await list({ sortField: 'at', sortOrder: 'ASC', perPage: 1 });
    expect(oldest.allSystemLogs[0]!.at <= entries[2]!.at).toBe(true);
  });

  it('refuses bad paging, sorting, ids and dates', async () => {
    const query = `query ($perPage: Int, $page: Int, $sortField: String, $sortOrder: String, $filter: SystemLogFilter) {
      allSystemLogs(perPage: $perPage, page: $page, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { id }
    }`;
    const cases: [Record<string, unknown>, string][] = [
      [{ perPage: 0 }, 'errors.perPage'],
      [{ perPage: 1001 }, 'errors.perPage'],
      [{ page: -1 }, 'errors.perPage'],
      [{ sortField: 'before' }, 'errors.sortField'],
      [{ sortOrder: 'sideways' }, 'systemLog.errors.sortOrder'],
      [{ filter: { user_id: 'nope' } }, 'errors.invalidId'],
      [{ filter: { from: 'yesterday' } }, 'systemLog.errors.invalidDate'],
      [{ filter: { from: '2025-02-30' } }, 'systemLog.errors.invalidDate'],
      [{ filter: { to: '2025-13-01T10:00:00Z' } }, 'systemLog.errors.invalidDate'],
      [{ filter: { to: '2025-01-01T25:00:00Z' } }, 'systemLog.errors.invalidDate'],
    ];
    for (const [variables, key] of cases) {
      const res = await owner(query, variables);
      expect(res.errors?.[0]?.extensions, JSON.stringify(variables)).toMatchObject({
        code: 'BAD_REQUEST',
        key,
      });
    }
    const meta = await owner('{ _allSystemLogsMeta(filter: { to: "01/02/2025" }) { count } }');
    expect(meta.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      key: 'systemLog.errors.invalidDate',
    });
  });

  it('leaves no entry for a write that fails', async () => {
    const before = await count({});
    const dup = await owner('mutation { createDepartment(name: "kitchen") { id } }');
    expect(dup.errors?.[0]?.extensions.code).toBe('DUPLICATE');
    const bar = await owner<{ allDepartments: { id: string }[] }>(
      '{ allDepartments(filter: { q: "bar" }) { id } }',
    );
    const clash = await owner('mutation ($id: ID!) { updateDepartment(id: $id, name: "Kitchen") { id } }', {
      id: bar.data!.allDepartments[0]!.id,
    });
    expect(clash.errors?.[0]?.extensions.code).toBe('DUPLICATE');
    expect(await count({})).toBe(before);
  });

  it('refuses a user whose job has no Settings module with 597-1', async () => {
    const manager = await signIn(server, MANAGER);
    for (const query of [
      '{ allSystemLogs { id } }',
      '{ _allSystemLogsMeta { count } }',
      '{ systemLogUsers { user_id } }',
    ]) {
      const res = await manager.gql(query);
      expect(res.errors?.[0]?.extensions.code, query).toBe('597-1');
      expect(res.errors?.[0]?.message).toBe('You are not authorized!');
    }
  });

  it("shows another store's owner none of Demo Bistro's entries", async () => {
    const other = await signIn(server, OWNER_2);
    const res = await other.gql<{ allSystemLogs: Entry[]; _allSystemLogsMeta: { count: number } }>(
      `{ allSystemLogs(perPage: 1000) { ${FIELDS} } _allSystemLogsMeta { count } }`,
    );
    expect(res.errors).toBeUndefined();
    const own = res.data!.allSystemLogs;
    expect(own.length).toBeGreaterThan(0);
    expect(own).toHaveLength(res.data!._allSystemLogsMeta.count);
    const bistroIds = new Set((await list({ perPage: 1000 })).allSystemLogs.map((e) => e.id));
    expect(own.some((e) => bistroIds.has(e.id))).toBe(false);
    expect(own.some((e) => e.user_name === 'Dana Owner' || e.user_name === 'Marco Manager')).toBe(false);
    expect(own.some((e) => e.record_id === departmentId)).toBe(false);
    const users = await other.gql<{ systemLogUsers: { user_name: string | null }[] }>(
      '{ systemLogUsers { user_name } }',
    );
    expect(users.data!.systemLogUsers.map((u) => u.user_name)).not.toContain('Dana Owner');
    const filtered = await other.gql<{ _allSystemLogsMeta: { count: number } }>(
      'query ($id: ID) { _allSystemLogsMeta(filter: { record_id: $id }) { count } }',
      { id: departmentId },
    );
    expect(filtered.data!._allSystemLogsMeta.count).toBe(0);
  });
});
