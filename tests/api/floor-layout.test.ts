import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTranslate, type Phrases } from '../../src/core/messages.js';
import es from '../../locales/es.json' with { type: 'json' };
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

const OWNER_2 = { email: 'owner2@demo.test', password: 'demo-owner-2' };
const OPS_READER = { email: 'ops.reader@demo.test', password: 'ops-reader-1', pin: '80461' };
const NOT_AUTHORIZED = 'You are not authorized!';
const esT = makeTranslate(es as Phrases);

interface Table {
  id: string;
  area_id: string;
  name: string;
  shape: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  seats: number;
  color: string;
  busy: boolean;
}
interface Area {
  id: string;
  name: string;
  status: string;
  position: number;
  tables: Table[];
}
type TableInput = Omit<Table, 'id' | 'area_id' | 'busy'> & { id?: string | null };

const TABLE = 'id area_id name shape x y width height rotation seats color busy';
const AREA = `id name status position tables { ${TABLE} }`;
const SAVE = `mutation ($area: ID!, $tables: [FloorTableInput!]!) {
  saveFloorTables(area_id: $area, tables: $tables) { ${AREA} } }`;

const input = ({ area_id: _a, busy: _b, ...t }: Table): TableInput => t;

/*
 * The floor layout over HTTP for Demo Bistro's owner: the seeded floor (a dining room with tables 3
 * and 6 busy, and a patio), saving an area's tables, the areas themselves, and every refusal. The
 * tests run in order and share the store's floor.
 */
describeEachDb('floor layout on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;

  const floor = async (gql: Gql = owner) => {
    const res = await gql<{ floorLayout: { areas: Area[] } }>(`{ floorLayout { areas { ${AREA} } } }`);
    expect(res.errors).toBeUndefined();
    return res.data!.floorLayout.areas;
  };
  const area = async (name: string) => (await floor()).find((a) => a.name === name)!;
  const save = (areaId: string, tables: TableInput[], gql: Gql = owner) =>
    gql<{ saveFloorTables: Area }>(SAVE, { area: areaId, tables });
  const logCount = async () =>
    (
      await owner<{ _allSystemLogsMeta: { count: number } }>(
        '{ _allSystemLogsMeta(filter: { entity: "floor-area" }) { count } }',
      )
    ).data!._allSystemLogsMeta.count;
  /** A refused call: nothing of the floor changed, and nothing was logged. */
  const refused = async (call: () => Promise<{ data: unknown; errors?: unknown[] }>) => {
    const [before, logged] = [await floor(), await logCount()];
    const res = (await call()) as Awaited<ReturnType<Gql>>;
    expect(res.errors).toHaveLength(1);
    expect(await floor()).toEqual(before);
    expect(await logCount()).toBe(logged);
    return res.errors![0]!;
  };

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner } = await signIn(server));
  });
  afterAll(() => server?.close());

  it("answers the store's areas in order with their tables, busy ones marked; another store sees only its own", async () => {
    const areas = await floor();
    expect(areas.map((a) => [a.name, a.status, a.position])).toEqual([
      ['Dining room', 'active', 0],
      ['Patio', 'active', 1],
    ]);
    expect(areas[0]!.tables.map((t) => t.name)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(areas[0]!.tables.filter((t) => t.busy).map((t) => t.name)).toEqual(['3', '6']);
    expect(areas[1]!.tables.map((t) => t.name)).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(areas[0]!.tables[5]).toMatchObject({ shape: 'rectangle', seats: 6, rotation: 0 });

    const { gql: owner2 } = await signIn(server, OWNER_2);
    const theirs = await floor(owner2);
    expect(theirs.map((a) => a.name)).toEqual(['Salón', 'Terraza']);
    const mine = new Set(areas.flatMap((a) => [a.id, ...a.tables.map((t) => t.id)]));
    expect(theirs.flatMap((a) => [a.id, ...a.tables.map((t) => t.id)]).some((id) => mine.has(id))).toBe(
      false,
    );
  });

  it("saves an area's whole table list in one go, keeps busy tables busy, and logs the change", async () => {
    const dining = await area('Dining room');
    const [one, ...rest] = dining.tables.map(input);
    const tables: TableInput[] = [
      { ...one!, x: 120, y: 140, rotation: 45, shape: 'round', seats: 3, color: '#123abc' },
      ...rest.filter((t) => t.name !== '7'),
      {
        name: '8',
        shape: 'rectangle',
        x: 900,
        y: 600,
        width: 200,
        height: 100,
        rotation: 90,
        seats: 10,
        color: '#aa0000',
      },
    ];
    const res = await save(dining.id, tables);
    expect(res.errors).toBeUndefined();
    const saved = res.data!.saveFloorTables;
    expect(saved.tables.map((t) => t.name)).toEqual(['1', '2', '3', '4', '5', '6', '8']);
    expect(saved.tables[0]).toMatchObject({
      id: one!.id,
      x: 120,
      y: 140,
      rotation: 45,
      shape: 'round',
      seats: 3,
    });
    expect(saved.tables.filter((t) => t.busy).map((t) => t.name)).toEqual(['3', '6']);
    const added = saved.tables.at(-1)!;
    expect(added).toMatchObject({ area_id: dining.id, x: 900, y: 600, width: 200, busy: false });
    expect(await area('Dining room')).toEqual(saved);

    const log = await owner<{
      allSystemLogs: { action: string; record_id: string; before: string; after: string }[];
    }>('{ allSystemLogs(perPage: 1, filter: { entity: "floor-area" }) { action record_id before after } }');
    const entry = log.data!.allSystemLogs[0]!;
    expect(entry).toMatchObject({ action: 'update', record_id: dining.id });
    expect((JSON.parse(entry.before) as { tables: Table[] }).tables.map((t) => t.name)).toContain('7');
    expect((JSON.parse(entry.after) as { tables: Table[] }).tables.find((t) => t.name === '1')).toMatchObject(
      {
        x: 120,
        rotation: 45,
      },
    );
  });

  it('refuses table numbers used twice, in the list or in another area, naming them, and writes nothing', async () => {
    const dining = await area('Dining room');
    const tables = dining.tables.map(input);
    let error = await refused(() =>
      save(dining.id, [...tables, { ...tables[0]!, id: null }, { ...tables[1]!, id: null, name: ' 2 ' }]),
    );
    expect(error.extensions).toMatchObject({ code: 'DUPLICATE', key: 'floorLayout.errors.duplicateNames' });
    expect(error.message).toBe('Table numbers must be unique in the store: 1, 2 is used more than once');
    expect(esT(error.extensions.key, { names: '1, 2' })).toBe(
      'Los números de mesa deben ser únicos en la tienda: 1, 2 se usa más de una vez',
    );
    // P1 is on the patio: the number is the store's, not the area's; case does not make another number.
    error = await refused(() => save(dining.id, [...tables, { ...tables[0]!, id: null, name: 'p1' }]));
    expect(error.message).toBe('Table numbers must be unique in the store: p1 is used more than once');
  });

  it('refuses seats, sizes, positions, turns, shapes and colours out of range, and more than 200 tables', async () => {
    const dining = await area('Dining room');
    const tables = dining.tables.map(input);
    const one = tables[0]!;
    const cases: [Partial<TableInput>, string][] = [
      [{ seats: 0 }, 'Table 1: seats must be from 1 to 99'],
      [{ seats: 100 }, 'Table 1: seats must be from 1 to 99'],
      [{ width: 10 }, 'Table 1: width and height must be from 20 to 400'],
      [{ height: 401 }, 'Table 1: width and height must be from 20 to 400'],
      [{ x: -1 }, 'Table 1 must stay on the floor (1600 × 1000)'],
      [{ y: 1000 - one.height + 1 }, 'Table 1 must stay on the floor (1600 × 1000)'],
      [{ rotation: 360 }, 'Table 1: the rotation must be from 0 to 359 degrees'],
      [{ shape: 'hexagon' }, 'Table 1: the shape must be square, round or rectangle'],
      [{ color: 'red' }, 'Table 1: the colour must be like #1e88e5'],
      [{ name: '  ' }, 'Every table needs a name or number'],
      [{ name: 'x'.repeat(21) }, `The table name ${'x'.repeat(21)} is longer than 20 characters`],
    ];
    for (const [change, message] of cases) {
      const error = await refused(() => save(dining.id, [{ ...one, ...change }, ...tables.slice(1)]));
      expect(error.extensions.code).toBe('VALIDATION');
      expect(error.message).toBe(message);
    }
    expect(esT('floorLayout.errors.seats', { name: '1', min: 1, max: 99 })).toBe(
      'Mesa 1: los asientos deben ser de 1 a 99',
    );

    const many = Array.from({ length: 201 }, (_, i) => ({ ...one, id: null, name: `B${i}` }));
    const error = await refused(() => save(dining.id, many));
    expect(error.message).toBe('An area holds at most 200 tables');
    // Exactly 200 is allowed, on an area of its own.
    const made = await owner<{ createFloorArea: Area }>(
      'mutation { createFloorArea(name: "Banquet") { id } }',
    );
    const banquet = made.data!.createFloorArea.id;
    const res = await save(banquet, many.slice(0, 200));
    expect(res.errors).toBeUndefined();
    expect(res.data!.saveFloorTables.tables).toHaveLength(200);
    expect(
      (await owner('mutation ($id: ID!) { deleteFloorArea(id: $id) }', { id: banquet })).errors,
    ).toBeUndefined();
  });

  it('refuses leaving a busy table out, or naming a table of another area, and writes nothing', async () => {
    const dining = await area('Dining room');
    const patio = await area('Patio');
    const tables = dining.tables.map(input);
    let error = await refused(() =>
      save(
        dining.id,
        tables.filter((t) => t.name !== '3'),
      ),
    );
    expect(error.message).toBe('A busy table cannot be removed: 3. Reset it first');
    error = await refused(() => save(dining.id, [...tables, { ...input(patio.tables[0]!), name: 'Z9' }]));
    expect(error.message).toBe(`The table ${patio.tables[0]!.id} does not exist in this area`);
  });

  it('creates, renames and reorders areas; names are required and unique in the store', async () => {
    let res = await owner<{ createFloorArea: Area }>(
      'mutation { createFloorArea(name: "  Bar  ") { id name status position tables { id } } }',
    );
    expect(res.errors).toBeUndefined();
    const bar = res.data!.createFloorArea;
    expect(bar).toMatchObject({ name: 'Bar', status: 'active', position: 2, tables: [] });

    const create = (name: string) =>
      owner(`mutation ($n: String!) { createFloorArea(name: $n) { id } }`, { n: name });
    let error = await refused(() => create('patio'));
    expect(error.extensions).toMatchObject({ code: 'DUPLICATE', key: 'floorLayout.errors.areaNameTaken' });
    expect(error.message).toBe('An area named patio already exists');
    error = await refused(() => create(' '));
    expect(error.message).toBe("The area's name is required");
    expect(esT(error.extensions.key)).toBe('El nombre del área es obligatorio');
    error = await refused(() => create('x'.repeat(41)));
    expect(error.message).toBe("The area's name must be at most 40 characters");

    const rename = (id: string, name: string) =>
      owner(`mutation ($id: ID!, $n: String!) { renameFloorArea(id: $id, name: $n) { name } }`, {
        id,
        n: name,
      });
    error = await refused(() => rename(bar.id, 'Dining Room'));
    expect(error.message).toBe('An area named Dining Room already exists');
    res = (await rename(bar.id, 'Bar counter')) as typeof res;
    expect(res.errors).toBeUndefined();

    const [dining, patio] = [await area('Dining room'), await area('Patio')];
    const reorder = (ids: string[]) =>
      owner<{ reorderFloorAreas: Area[] }>(
        'mutation ($ids: [ID!]!) { reorderFloorAreas(ids: $ids) { name position } }',
        { ids },
      );
    error = await refused(() => reorder([patio.id, dining.id]));
    expect(error.message).toBe('The new order must name every area of the store once');
    const moved = await reorder([bar.id, dining.id, patio.id]);
    expect(moved.data!.reorderFloorAreas.map((a) => a.name)).toEqual(['Bar counter', 'Dining room', 'Patio']);
    expect((await floor()).map((a) => [a.name, a.position])).toEqual([
      ['Bar counter', 0],
      ['Dining room', 1],
      ['Patio', 2],
    ]);
  });

  it('refuses deleting or deactivating an area with busy tables, in English and Spanish; reset makes them available', async () => {
    const dining = await area('Dining room');
    let error = await refused(() =>
      owner('mutation ($id: ID!) { deleteFloorArea(id: $id) }', { id: dining.id }),
    );
    expect(error.extensions).toMatchObject({ code: 'DELETE_GUARDED', key: 'floorLayout.errors.deleteBusy' });
    expect(error.message).toBe('The area could not be deleted: Dining room has busy tables (3, 6)');
    expect(esT(error.extensions.key, { name: 'Comedor', tables: '3, 6' })).toBe(
      'no se pudo eliminar el area: Comedor tiene mesas ocupadas (3, 6)',
    );

    const setStatus = (status: string) =>
      owner<{ setFloorAreaStatus: Area }>(
        'mutation ($id: ID!, $s: String!) { setFloorAreaStatus(id: $id, status: $s) { status } }',
        { id: dining.id, s: status },
      );
    error = await refused(() => setStatus('inactive'));
    expect(error.extensions).toMatchObject({
      code: 'DELETE_GUARDED',
      key: 'floorLayout.errors.deactivateBusy',
    });
    expect(error.message).toBe('The area Dining room cannot be deactivated: it has busy tables (3, 6)');
    expect(esT(error.extensions.key, { name: 'Comedor', tables: '3, 6' })).toBe(
      'No se puede desactivar el área Comedor: tiene mesas ocupadas (3, 6)',
    );

    const reset = (id: string, gql: Gql = owner) =>
      gql<{ resetFloorTable: Table }>('mutation ($id: ID!) { resetFloorTable(id: $id) { name busy } }', {
        id,
      });
    for (const table of dining.tables.filter((t) => t.busy)) {
      const res = await reset(table.id);
      expect(res.data!.resetFloorTable).toEqual({ name: table.name, busy: false });
    }
    const log = await owner<{ allSystemLogs: { action: string; before: string; after: string }[] }>(
      '{ allSystemLogs(perPage: 5, filter: { entity: "floor-table" }) { action before after } }',
    );
    expect(log.data!.allSystemLogs).toHaveLength(2);
    expect(JSON.parse(log.data!.allSystemLogs[0]!.after)).toEqual({ busy: false });
    expect((await area('Dining room')).tables.every((t) => !t.busy)).toBe(true);

    // Without busy tables: deactivated, activated again, and deleted with its tables.
    expect((await setStatus('inactive')).data!.setFloorAreaStatus.status).toBe('inactive');
    expect((await area('Dining room')).status).toBe('inactive');
    expect((await setStatus('active')).data!.setFloorAreaStatus.status).toBe('active');
    error = await refused(() => setStatus('closed'));
    expect(error.message).toBe('An area is active or inactive');
    const res = await owner<{ deleteFloorArea: string }>('mutation ($id: ID!) { deleteFloorArea(id: $id) }', {
      id: dining.id,
    });
    expect(res.data!.deleteFloorArea).toBe(dining.id);
    expect((await floor()).map((a) => a.name)).toEqual(['Bar counter', 'Patio']);
    // Its numbers are free again.
    const patio = await area('Patio');
    expect(
      (
        await save(patio.id, [
          ...patio.tables.map(input),
          { ...input(patio.tables[0]!), id: null, name: '3' },
        ])
      ).errors,
    ).toBeUndefined();
  });

  it("refuses another store's areas and tables as unknown, and changes nothing of them", async () => {
    const { gql: owner2 } = await signIn(server, OWNER_2);
    const patio = await area('Patio');
    const theirs = await floor(owner2);
    const calls: [string, Record<string, unknown>][] = [
      ['mutation ($id: ID!) { deleteFloorArea(id: $id) }', { id: patio.id }],
      ['mutation ($id: ID!) { renameFloorArea(id: $id, name: "Mine") { id } }', { id: patio.id }],
      ['mutation ($id: ID!) { setFloorAreaStatus(id: $id, status: "inactive") { id } }', { id: patio.id }],
      [SAVE, { area: patio.id, tables: [] }],
      ['mutation ($id: ID!) { resetFloorTable(id: $id) { id } }', { id: patio.tables[0]!.id }],
      ['mutation ($id: ID!) { deleteFloorArea(id: $id) }', { id: 'not-an-id' }],
    ];
    for (const [query, variables] of calls) {
      const error = await refused(() => owner2(query, variables));
      expect(error.extensions.code).toBe('NOT_FOUND');
    }
    expect(await floor(owner2)).toEqual(theirs);
  });

  it('refuses every floor operation to a job without the floor layout permission', async () => {
    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Operations reader", modules: $m) { id } }',
      { m: [{ code: 'operations', status: true, permissions: [{ code: 'order-type', status: true }] }] },
    );
    expect(job.errors).toBeUndefined();
    const employee = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Otto", last_name: "Reader", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...OPS_READER },
    );
    expect(employee.errors).toBeUndefined();
    const { gql: reader } = await signIn(server, OPS_READER);
    // The job opens the order types, not the floor.
    expect((await reader('{ allOrderTypes(perPage: 1) { id } }')).errors).toBeUndefined();

    const patio = await area('Patio');
    const calls: [string, Record<string, unknown>][] = [
      ['{ floorLayout { areas { id } } }', {}],
      [SAVE, { area: patio.id, tables: [] }],
      ['mutation { createFloorArea(name: "Terrace") { id } }', {}],
      ['mutation ($id: ID!) { renameFloorArea(id: $id, name: "Mine") { id } }', { id: patio.id }],
      ['mutation ($ids: [ID!]!) { reorderFloorAreas(ids: $ids) { id } }', { ids: [patio.id] }],
      ['mutation ($id: ID!) { setFloorAreaStatus(id: $id, status: "inactive") { id } }', { id: patio.id }],
      ['mutation ($id: ID!) { deleteFloorArea(id: $id) }', { id: patio.id }],
      ['mutation ($id: ID!) { resetFloorTable(id: $id) { id } }', { id: patio.tables[0]!.id }],
    ];
    for (const [query, variables] of calls) {
      const error = await refused(() => reader(query, variables));
      expect(error).toMatchObject({ message: NOT_AUTHORIZED, extensions: { code: '597-1' } });
    }
  });
});
