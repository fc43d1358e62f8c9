/**
 * The floor layout's rules, checked in the editor before a save and again by the server before it
 * writes: what an area and its tables may hold. Messages are i18n keys under `floorLayout.errors`.
 */

export const TABLE_SHAPES = ['square', 'round', 'rectangle'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];

export const AREA_STATUSES = ['active', 'inactive'] as const;
export type AreaStatus = (typeof AREA_STATUSES)[number];

export const FLOOR_LIMITS = {
  /** The floor plane, in layout units: a table stays inside it. */
  floorWidth: 1600,
  floorHeight: 1000,
  minSize: 20,
  maxSize: 400,
  minSeats: 1,
  maxSeats: 99,
  maxTables: 200,
  maxTableName: 20,
  maxAreaName: 40,
} as const;

/** What a floor may hold: these limits, as the server also answers them. */
export type FloorLimits = { readonly [K in keyof typeof FLOOR_LIMITS]: number };

/** A table's place on the floor and what it looks like, as the editor and the server both hold it. */
export interface TablePlacement<Shape extends string = string> {
  name: string;
  shape: Shape;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  seats: number;
  color: string;
}

/** A table as the editor writes it; `id` is absent on a table not saved yet. */
export interface TableInput extends TablePlacement {
  id?: string | null;
}

/** A refusal: its message key and parameters. */
export interface FloorProblem {
  key: string;
  params: Record<string, string | number>;
}

const problem = (key: string, params: Record<string, string | number> = {}): FloorProblem => ({
  key: `floorLayout.errors.${key}`,
  params,
});

const COLOR = /^#[0-9a-fA-F]{6}$/;

/** How two table names compare: "T1", " t1 " and "T1" are the same number. */
export const tableNameKey = (name: string) => name.trim().toLocaleLowerCase();

const whole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** The first thing wrong with one table, or null. */
export function tableProblem(table: TableInput, limits: FloorLimits = FLOOR_LIMITS): FloorProblem | null {
  const name = table.name.trim();
  if (!name) return problem('tableNameRequired');
  if (name.length > limits.maxTableName) return problem('tableNameLong', { name, max: limits.maxTableName });
  if (!(TABLE_SHAPES as readonly string[]).includes(table.shape)) return problem('shape', { name });
  if (!whole(table.seats, limits.minSeats, limits.maxSeats))
    return problem('seats', { name, min: limits.minSeats, max: limits.maxSeats });
  if (
    !whole(table.width, limits.minSize, limits.maxSize) ||
    !whole(table.height, limits.minSize, limits.maxSize)
  )
    return problem('size', { name, min: limits.minSize, max: limits.maxSize });
  if (
    !whole(table.x, 0, limits.floorWidth - table.width) ||
    !whole(table.y, 0, limits.floorHeight - table.height)
  )
    return problem('position', { name, width: limits.floorWidth, height: limits.floorHeight });
  if (!whole(table.rotation, 0, 359)) return problem('rotation', { name });
  if (!COLOR.test(table.color)) return problem('color', { name });
  return null;
}

/**
 * The first thing wrong with an area's whole table list: too many tables, one table's values, or
 * numbers used twice in the store (`elsewhere`: the names of the store's tables in other areas).
 */
export function tablesProblem(
  tables: readonly TableInput[],
  elsewhere: Iterable<string> = [],
  limits: FloorLimits = FLOOR_LIMITS,
): FloorProblem | null {
  if (tables.length > limits.maxTables) return problem('tooManyTables', { max: limits.maxTables });
  for (const table of tables) {
    const wrong = tableProblem(table, limits);
    if (wrong) return wrong;
  }
  const taken = new Set([...elsewhere].map(tableNameKey));
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const table of tables) {
    const key = tableNameKey(table.name);
    if ((seen.has(key) || taken.has(key)) && !twice.some((n) => tableNameKey(n) === key))
      twice.push(table.name.trim());
    seen.add(key);
  }
  return twice.length ? problem('duplicateNames', { names: twice.join(', ') }) : null;
}

/** The first thing wrong with an area's name, or null; `others` are the store's other areas' names. */
export function areaNameProblem(
  name: string,
  others: Iterable<string> = [],
  limits: FloorLimits = FLOOR_LIMITS,
): FloorProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return problem('areaNameRequired');
  if (trimmed.length > limits.maxAreaName) return problem('areaNameLong', { max: limits.maxAreaName });
  const key = tableNameKey(trimmed);
  for (const other of others)
    if (tableNameKey(other) === key) return problem('areaNameTaken', { name: trimmed });
  return null;
}
