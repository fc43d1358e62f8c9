/**
 * The store's floor in the database: areas and their tables, read and written in one transaction per
 * operation, each write checked first (nothing is written when refused) and recorded in the system log.
 */
import { sql } from 'kysely';
import { AppError, type ErrorCode } from '../../../core/errors.js';
import {
  AREA_STATUSES,
  areaNameProblem,
  FLOOR_LIMITS,
  tablesProblem,
  type FloorProblem,
  type TableInput,
  type TablePlacement,
} from '../../../core/floor-layout.js';
import type { Db } from '../../db/database.js';
import { logScoped } from '../../services/events.js';
import { isUuid, uuidv7 } from '../../services/ids.js';
import type { Scope } from '../../services/items.js';

/** The system log's names for the floor's writes. */
const AREA_ENTITY = 'floor-area';
const TABLE_ENTITY = 'floor-table';

const TABLE_COLUMNS = [
  'id',
  'area_id',
  'name',
  'shape',
  'x',
  'y',
  'width',
  'height',
  'rotation',
  'seats',
  'color',
  'busy',
] as const;

interface TableRow extends TablePlacement {
  id: string;
  area_id: string;
  busy: boolean;
}

interface AreaRow {
  id: string;
  name: string;
  status: string;
  position: number;
}

const refuse = (code: ErrorCode, p: FloorProblem) => new AppError(code, p.key, p.params);
const invalid = (key: string, params: Record<string, string | number> = {}) =>
  new AppError('VALIDATION', `floorLayout.errors.${key}`, params);
const areaNotFound = () => new AppError('NOT_FOUND', 'floorLayout.errors.unknownArea');

/** The names of busy tables, for a refusal's message. */
const busyNames = (tables: TableRow[]) =>
  tables
    .filter((t) => t.busy)
    .map((t) => t.name)
    .join(', ');

async function tablesOf(db: Db, storeId: string, areaId?: string): Promise<TableRow[]> {
  let query = db
    .selectFrom('floor_table')
    .select([...TABLE_COLUMNS])
    .where('store_id', '=', storeId);
  if (areaId) query = query.where('area_id', '=', areaId);
  return (await query.orderBy('name').orderBy('id').execute()) as TableRow[];
}

async function areasOf(db: Db, storeId: string): Promise<AreaRow[]> {
  return (await db
    .selectFrom('floor_area')
    .select(['id', 'name', 'status', 'position'])
    .where('store_id', '=', storeId)
    .orderBy('position')
    .orderBy('id')
    .execute()) as AreaRow[];
}

/** One area of the store, locked until the transaction ends; refused when it is not the store's. */
async function lockArea(tx: Db, storeId: string, id: string): Promise<AreaRow> {
  if (!isUuid(id)) throw areaNotFound();
  const row = await tx
    .selectFrom('floor_area')
    .select(['id', 'name', 'status', 'position'])
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw areaNotFound();
  return row as AreaRow;
}

/** Writes of the floor wait for each other within a store: numbers stay unique across areas. */
async function lockFloor(tx: Db, storeId: string): Promise<void> {
  await tx.selectFrom('store').select('id').where('id', '=', storeId).forUpdate().execute();
}

async function log(
  tx: Db,
  scope: Scope,
  entry: { entity: string; record_id: string; action: string; before?: unknown; after?: unknown },
): Promise<void> {
  await logScoped(tx, scope, {
    entity: entry.entity,
    recordId: entry.record_id,
    action: entry.action,
    before: entry.before,
    after: entry.after,
  });
}

const withTables = (area: AreaRow, tables: TableRow[]) => ({
  ...area,
  tables: tables.filter((t) => t.area_id === area.id),
});

/** What is logged of a table: everything but its area, named by the log's record. */
const logged = ({ area_id: _area, ...table }: TableRow) => table;

/** Writes an area's changed fields with the time they changed, and logs the update from `before` to `after`. */
async function updateArea(
  tx: Db,
  scope: Scope,
  id: string,
  set: { name?: string; position?: number; status?: string },
  before: unknown,
  after: unknown,
) {
  await tx
    .updateTable('floor_area')
    .set({ ...set, updated_at: sql`now()` })
    .where('store_id', '=', scope.storeId)
    .where('id', '=', id)
    .execute();
  await log(tx, scope, { entity: AREA_ENTITY, record_id: id, action: 'update', before, after });
}

export async function readLayout(db: Db, storeId: string) {
  const [areas, tables] = await Promise.all([areasOf(db, storeId), tablesOf(db, storeId)]);
  return { areas: areas.map((a) => withTables(a, tables)), limits: FLOOR_LIMITS };
}

/**
 * Replaces an area's tables in one transaction: the list is checked whole (sizes, seats, places,
 * numbers unique in the store) before anything is written, and a busy table keeps its state.
 */
export async function saveFloorTables(db: Db, scope: Scope, areaId: string, tables: TableInput[]) {
  const { storeId } = scope;
  return db.transaction().execute(async (tx) => {
    await lockFloor(tx, storeId);
    const area = await lockArea(tx, storeId, areaId);
    const all = await tablesOf(tx, storeId);
    const before = all.filter((t) => t.area_id === area.id);
    const wrong = tablesProblem(
      tables,
      all.filter((t) => t.area_id !== area.id).map((t) => t.name),
    );
    if (wrong) throw refuse(wrong.key.endsWith('duplicateNames') ? 'DUPLICATE' : 'VALIDATION', wrong);
    const known = new Map(before.map((t) => [t.id, t]));
    const kept = new Set<string>();
    for (const t of tables) {
      if (t.id == null) continue;
      if (!known.has(t.id) || kept.has(t.id)) throw invalid('unknownTable', { id: t.id });
      kept.add(t.id);
    }
    const removedBusy = before.filter((t) => t.busy && !kept.has(t.id));
    if (removedBusy.length) throw invalid('removeBusy', { tables: busyNames(removedBusy) });

    const rows: TableRow[] = tables.map((t) => ({
      id: t.id ?? uuidv7(),
      area_id: area.id,
      name: t.name.trim(),
      shape: t.shape,
      x: t.x,
      y: t.y,
      width: t.width,
      height: t.height,
      rotation: t.rotation,
      seats: t.seats,
      color: t.color.toLowerCase(),
      busy: t.id != null && known.get(t.id)!.busy,
    }));
    await tx
      .deleteFrom('floor_table')
      .where('store_id', '=', storeId)
      .where('area_id', '=', area.id)
      .execute();
    if (rows.length)
      await tx
        .insertInto('floor_table')
        .values(rows.map((r) => ({ ...r, store_id: storeId })))
        .execute();
    await updateArea(tx, scope, area.id, {}, { tables: before.map(logged) }, { tables: rows.map(logged) });
    return withTables(area, await tablesOf(tx, storeId, area.id));
  });
}

/** A new area, last in the store's order (the seed uses it too). */
export async function createFloorArea(db: Db, scope: Scope, name: string) {
  const { storeId } = scope;
  return db.transaction().execute(async (tx) => {
    await lockFloor(tx, storeId);
    const areas = await areasOf(tx, storeId);
    const wrong = areaNameProblem(
      name,
      areas.map((a) => a.name),
    );
    if (wrong) throw refuse(wrong.key.endsWith('Taken') ? 'DUPLICATE' : 'VALIDATION', wrong);
    const area: AreaRow = {
      id: uuidv7(),
      name: name.trim(),
      status: 'active',
      position: areas.length ? Math.max(...areas.map((a) => a.position)) + 1 : 0,
    };
    await tx
      .insertInto('floor_area')
      .values({ ...area, store_id: storeId })
      .execute();
    await log(tx, scope, { entity: AREA_ENTITY, record_id: area.id, action: 'create', after: area });
    return withTables(area, []);
  });
}

export async function renameArea(db: Db, scope: Scope, id: string, name: string) {
  const { storeId } = scope;
  return db.transaction().execute(async (tx) => {
    await lockFloor(tx, storeId);
    const area = await lockArea(tx, storeId, id);
    const wrong = areaNameProblem(
      name,
      (await areasOf(tx, storeId)).filter((a) => a.id !== area.id).map((a) => a.name),
    );
    if (wrong) throw refuse(wrong.key.endsWith('Taken') ? 'DUPLICATE' : 'VALIDATION', wrong);
    const after = { ...area, name: name.trim() };
    await updateArea(tx, scope, area.id, { name: after.name }, area, after);
    return withTables(after, await tablesOf(tx, storeId, area.id));
  });
}

export async function reorderAreas(db: Db, scope: Scope, ids: string[]) {
  const { storeId } = scope;
  return db.transaction().execute(async (tx) => {
    await lockFloor(tx, storeId);
    const areas = await areasOf(tx, storeId);
    const byId = new Map(areas.map((a) => [a.id, a]));
    if (ids.length !== areas.length || new Set(ids).size !== ids.length || ids.some((id) => !byId.has(id)))
      throw invalid('reorder');
    for (const [position, id] of ids.entries()) {
      const area = byId.get(id)!;
      if (area.position === position) continue;
      await updateArea(tx, scope, id, { position }, { position: area.position }, { position });
    }
    return (await readLayout(tx, storeId)).areas;
  });
}

export async function setAreaStatus(db: Db, scope: Scope, id: string, status: string) {
  const { storeId } = scope;
  if (!(AREA_STATUSES as readonly string[]).includes(status)) throw invalid('status');
  return db.transaction().execute(async (tx) => {
    const area = await lockArea(tx, storeId, id);
    const tables = await tablesOf(tx, storeId, area.id);
    if (status === 'inactive' && tables.some((t) => t.busy))
      throw new AppError('DELETE_GUARDED', 'floorLayout.errors.deactivateBusy', {
        name: area.name,
        tables: busyNames(tables),
      });
    const after = { ...area, status };
    if (area.status !== status) {
      await updateArea(tx, scope, area.id, { status }, area, after);
    }
    return withTables(after, tables);
  });
}

export async function deleteArea(db: Db, scope: Scope, id: string) {
  const { storeId } = scope;
  return db.transaction().execute(async (tx) => {
    const area = await lockArea(tx, storeId, id);
    const tables = await tablesOf(tx, storeId, area.id);
    if (tables.some((t) => t.busy))
      throw new AppError('DELETE_GUARDED', 'floorLayout.errors.deleteBusy', {
        name: area.name,
        tables: busyNames(tables),
      });
    await tx
      .deleteFrom('floor_table')
      .where('store_id', '=', storeId)
      .where('area_id', '=', area.id)
      .execute();
    await tx.deleteFrom('floor_area').where('store_id', '=', storeId).where('id', '=', area.id).execute();
    await log(tx, scope, {
      entity: AREA_ENTITY,
      record_id: area.id,
      action: 'delete',
      before: { ...area, tables: tables.map(logged) },
    });
    return area.id;
  });
}

export async function resetTable(db: Db, scope: Scope, id: string) {
  const { storeId } = scope;
  return db.transaction().execute(async (tx) => {
    const table = isUuid(id)
      ? ((await tx
          .selectFrom('floor_table')
          .select([...TABLE_COLUMNS])
          .where('store_id', '=', storeId)
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst()) as TableRow | undefined)
      : undefined;
    if (!table) throw new AppError('NOT_FOUND', 'floorLayout.errors.unknownTable', { id });
    if (table.busy) {
      await tx
        .updateTable('floor_table')
        .set({ busy: false })
        .where('store_id', '=', storeId)
        .where('id', '=', table.id)
        .execute();
      await log(tx, scope, {
        entity: TABLE_ENTITY,
        record_id: table.id,
        action: 'update',
        before: { busy: true },
        after: { busy: false },
      });
    }
    return { ...table, busy: false };
  });
}
