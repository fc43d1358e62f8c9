import {
  FLOOR_LIMITS,
  type TableInput,
  type TablePlacement,
  type TableShape,
} from '../../../core/floor-layout.js';

/** A table as the editor holds it: `key` names it on screen, `id` is null until it is saved. */
export interface FloorTable extends TablePlacement<TableShape> {
  key: string;
  id: string | null;
  busy: boolean;
}

export interface Area {
  id: string;
  name: string;
  status: 'active' | 'inactive';
  position: number;
}

/** The tables of every area, by the area's id. */
export type Drafts = Readonly<Record<string, readonly FloorTable[]>>;

/** The grid tables snap to, in layout units. */
export const GRID = 20;
/** An arrow key's step without the grid, and the factor of a Shift step. */
export const NUDGE = 5;
export const BIG_STEP = 5;
/** Turns snap to this many degrees. */
export const TURN_STEP = 15;

export const DEFAULT_COLOR = '#1e88e5';

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export const snapTo = (n: number, on: boolean) => (on ? Math.round(n / GRID) * GRID : Math.round(n));

/** Square and round tables are as high as wide. */
export function withSize(table: FloorTable, width: number, height: number): FloorTable {
  const { minSize, maxSize } = FLOOR_LIMITS;
  const w = clamp(Math.round(width), minSize, maxSize);
  const h = table.shape === 'rectangle' ? clamp(Math.round(height), minSize, maxSize) : w;
  return keepOnFloor({ ...table, width: w, height: h });
}

export function keepOnFloor(table: FloorTable): FloorTable {
  const { floorWidth, floorHeight } = FLOOR_LIMITS;
  return {
    ...table,
    x: clamp(Math.round(table.x), 0, floorWidth - table.width),
    y: clamp(Math.round(table.y), 0, floorHeight - table.height),
  };
}

export const normalTurn = (degrees: number) => ((Math.round(degrees) % 360) + 360) % 360;

/** How far a group may move so that every table stays on the floor. */
export function clampMove(tables: readonly FloorTable[], dx: number, dy: number): [number, number] {
  const { floorWidth, floorHeight } = FLOOR_LIMITS;
  let [x, y] = [dx, dy];
  for (const t of tables) {
    x = clamp(x, -t.x, floorWidth - t.width - t.x);
    y = clamp(y, -t.y, floorHeight - t.height - t.y);
  }
  return [x, y];
}

export function moved(tables: readonly FloorTable[], keys: ReadonlySet<string>, dx: number, dy: number) {
  const [x, y] = clampMove(
    tables.filter((t) => keys.has(t.key)),
    dx,
    dy,
  );
  return tables.map((t) => (keys.has(t.key) ? { ...t, x: t.x + x, y: t.y + y } : t));
}

export function changed(tables: readonly FloorTable[], key: string, change: (t: FloorTable) => FloorTable) {
  return tables.map((t) => (t.key === key ? change(t) : t));
}

/** The shape changes; a square or round table takes its width as its height. */
export function reshaped(table: FloorTable, shape: TableShape): FloorTable {
  const next = { ...table, shape };
  return shape === 'rectangle' && table.shape !== 'rectangle'
    ? withSize(next, table.width * 2, table.height)
    : withSize(next, table.width, table.height);
}

let counter = 0;
export const newKey = () => `new-${++counter}`;

/** The next free number of the store: one more than the highest numbered table, or 1. */
export function nextNumber(drafts: Drafts): string {
  const names = new Set(
    Object.values(drafts)
      .flat()
      .map((t) => t.name.trim().toLowerCase()),
  );
  let n = Math.max(0, ...[...names].map(Number).filter(Number.isInteger)) + 1;
  while (names.has(String(n))) n++;
  return String(n);
}

export function newTable(name: string, center: { x: number; y: number }, snap: boolean): FloorTable {
  const size = 80;
  return keepOnFloor({
    key: newKey(),
    id: null,
    name,
    shape: 'square',
    x: snapTo(center.x - size / 2, snap),
    y: snapTo(center.y - size / 2, snap),
    width: size,
    height: size,
    rotation: 0,
    seats: 4,
    color: DEFAULT_COLOR,
    busy: false,
  });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box a table covers whatever its turn: the square around its turning circle when turned. */
function footprint(t: FloorTable): Box {
  if (t.rotation % 180 === 0) return t;
  if (t.rotation % 90 === 0) {
    return {
      x: t.x + (t.width - t.height) / 2,
      y: t.y + (t.height - t.width) / 2,
      width: t.height,
      height: t.width,
    };
  }
  const r = Math.hypot(t.width, t.height) / 2;
  const [cx, cy] = [t.x + t.width / 2, t.y + t.height / 2];
  return { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r };
}

/** Whether two boxes come closer than one grid step (touching counts as free). */
const crowds = (a: Box, b: Box) =>
  a.x < b.x + b.width + GRID &&
  b.x < a.x + a.width + GRID &&
  a.y < b.y + b.height + GRID &&
  b.y < a.y + a.height + GRID;

/**
 * Where a new table goes: the first grid spot, row by row, where it keeps a grid step away from every
 * table of the area, looking first in the part of the floor on screen and then on the whole floor.
 * With no free spot at all, it goes to the middle of the view.
 */
export function placeNew(table: FloorTable, others: readonly FloorTable[], within: Box): FloorTable {
  const { floorWidth, floorHeight } = FLOOR_LIMITS;
  const taken = others.map(footprint);
  const search = (area: Box): FloorTable | null => {
    const x0 = Math.max(0, Math.ceil(area.x / GRID) * GRID + GRID);
    const y0 = Math.max(0, Math.ceil(area.y / GRID) * GRID + GRID);
    const x1 = Math.min(floorWidth, area.x + area.width) - table.width;
    const y1 = Math.min(floorHeight, area.y + area.height) - table.height;
    for (let y = y0; y <= y1; y += GRID) {
      for (let x = x0; x <= x1; x += GRID) {
        const spot = { ...table, x, y };
        if (!taken.some((box) => crowds(spot, box))) return spot;
      }
    }
    return null;
  };
  return (
    search(within) ??
    search({ x: -GRID, y: -GRID, width: floorWidth + GRID, height: floorHeight + GRID }) ??
    table
  );
}

export const toInput = ({ key: _key, busy: _busy, ...t }: FloorTable): TableInput => t;

export function sameTables(a: readonly FloorTable[] | undefined, b: readonly FloorTable[] | undefined) {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((t, i) => {
    const u = b[i]!;
    return (
      t.key === u.key &&
      t.name === u.name &&
      t.shape === u.shape &&
      t.x === u.x &&
      t.y === u.y &&
      t.width === u.width &&
      t.height === u.height &&
      t.rotation === u.rotation &&
      t.seats === u.seats &&
      t.color === u.color &&
      t.busy === u.busy
    );
  });
}

/** The names of the store's tables outside one area, for the check of unique numbers. */
export const namesElsewhere = (drafts: Drafts, areaId: string) =>
  Object.entries(drafts).flatMap(([id, tables]) => (id === areaId ? [] : tables.map((t) => t.name)));

/** The box around some tables (unturned), or null when there are none. */
export function bounds(tables: readonly FloorTable[]) {
  if (!tables.length) return null;
  const x = Math.min(...tables.map((t) => t.x));
  const y = Math.min(...tables.map((t) => t.y));
  return {
    x,
    y,
    width: Math.max(...tables.map((t) => t.x + t.width)) - x,
    height: Math.max(...tables.map((t) => t.y + t.height)) - y,
  };
}
