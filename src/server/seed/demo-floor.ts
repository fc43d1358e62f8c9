/**
 * The demo stores' floors: two areas with their tables, one or two of them busy as the point of sale
 * would leave them. Written through the floor layout's own operations, so it obeys the same rules.
 */
import type { TableInput, TableShape } from '../../core/floor-layout.js';
import type { Db } from '../db/database.js';
import { createFloorArea, saveFloorTables } from '../features/floor-layout/service.js';
import type { Scope } from '../services/items.js';

interface DemoArea {
  name: string;
  color: string;
  /** Name, shape, x, y, seats; sizes follow the shape. */
  tables: [string, TableShape, number, number, number][];
}

const SIZES: Record<TableShape, [number, number]> = {
  square: [80, 80],
  round: [90, 90],
  rectangle: [160, 80],
};

const BISTRO: DemoArea[] = [
  {
    name: 'Dining room',
    color: '#8d6e63',
    tables: [
      ['1', 'square', 80, 80, 2],
      ['2', 'square', 240, 80, 2],
      ['3', 'square', 400, 80, 4],
      ['4', 'round', 80, 260, 4],
      ['5', 'round', 240, 260, 4],
      ['6', 'rectangle', 400, 260, 6],
      ['7', 'rectangle', 640, 260, 8],
    ],
  },
  {
    name: 'Patio',
    color: '#43a047',
    tables: [
      ['P1', 'round', 80, 80, 2],
      ['P2', 'round', 240, 80, 2],
      ['P3', 'square', 400, 80, 4],
      ['P4', 'rectangle', 80, 260, 6],
    ],
  },
];

const TAQUERIA: DemoArea[] = [
  {
    name: 'Salón',
    color: '#ef6c00',
    tables: [
      ['M1', 'square', 80, 80, 4],
      ['M2', 'square', 240, 80, 4],
      ['M3', 'rectangle', 400, 80, 6],
      ['M4', 'round', 80, 260, 2],
    ],
  },
  {
    name: 'Terraza',
    color: '#00897b',
    tables: [
      ['T1', 'round', 80, 80, 2],
      ['T2', 'round', 240, 80, 2],
      ['T3', 'rectangle', 400, 80, 8],
    ],
  },
];

const tableOf =
  (color: string) =>
  ([name, shape, x, y, seats]: DemoArea['tables'][number]): TableInput => {
    const [width, height] = SIZES[shape];
    return { name, shape, x, y, width, height, rotation: 0, seats, color };
  };

async function seedFloor(db: Db, scope: Scope, areas: DemoArea[], busy: string[]): Promise<void> {
  for (const area of areas) {
    const made = await createFloorArea(db, scope, area.name);
    await saveFloorTables(db, scope, made.id, area.tables.map(tableOf(area.color)));
  }
  // The point of sale marks a table busy while a check is open on it.
  await db
    .updateTable('floor_table')
    .set({ busy: true })
    .where('store_id', '=', scope.storeId)
    .where('name', 'in', busy)
    .execute();
}

/**
 * Demo Bistro: a dining room and a patio, tables 3 and 6 busy; Demo Taqueria: a salón and a terraza,
 * table M2 busy.
 */
export async function seedDemoFloors(db: Db, stores: { bistro: Scope; taqueria: Scope }): Promise<void> {
  await seedFloor(db, stores.bistro, BISTRO, ['3', '6']);
  await seedFloor(db, stores.taqueria, TAQUERIA, ['M2']);
}
