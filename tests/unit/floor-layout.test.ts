import { describe, expect, it } from 'vitest';
import {
  areaNameProblem,
  FLOOR_LIMITS,
  tablesProblem,
  type TableInput,
} from '../../src/core/floor-layout.js';
import {
  moved,
  newTable,
  nextNumber,
  placeNew,
  reshaped,
  withSize,
  type FloorTable,
} from '../../src/web/pages/floor-layout/floor.js';
import { ASPECT, fitted, WHOLE_FLOOR, zoomed } from '../../src/web/pages/floor-layout/view.js';

const table = (name: string, change: Partial<FloorTable> = {}): FloorTable => ({
  key: name,
  id: null,
  name,
  shape: 'square',
  x: 100,
  y: 100,
  width: 80,
  height: 80,
  rotation: 0,
  seats: 4,
  color: '#1e88e5',
  busy: false,
  ...change,
});
const input = ({ key: _k, busy: _b, ...t }: FloorTable): TableInput => t;

describe('floor layout rules, shared by the editor and the server', () => {
  it('names every table number used twice in the store, whatever its case or spaces', () => {
    expect(tablesProblem([table('1'), table(' 2'), table('A')].map(input), ['2', 'a'])).toEqual({
      key: 'floorLayout.errors.duplicateNames',
      params: { names: '2, A' },
    });
    expect(tablesProblem([table('1'), table('1'), table('1')].map(input))?.params).toEqual({ names: '1' });
    expect(tablesProblem([table('1'), table('2')].map(input), ['3'])).toBeNull();
  });

  it('keeps seats, sizes, positions and turns in range, and at most 200 tables to an area', () => {
    const one = (change: Partial<FloorTable>) => tablesProblem([input(table('1', change))])?.key;
    expect(one({ seats: 99 })).toBeUndefined();
    expect(one({ seats: 100 })).toBe('floorLayout.errors.seats');
    expect(one({ seats: 1.5 })).toBe('floorLayout.errors.seats');
    expect(one({ width: 19 })).toBe('floorLayout.errors.size');
    expect(one({ x: FLOOR_LIMITS.floorWidth - 80 })).toBeUndefined();
    expect(one({ x: FLOOR_LIMITS.floorWidth - 79 })).toBe('floorLayout.errors.position');
    expect(one({ rotation: -15 })).toBe('floorLayout.errors.rotation');
    const many = Array.from({ length: 201 }, (_, i) => input(table(String(i))));
    expect(tablesProblem(many)?.key).toBe('floorLayout.errors.tooManyTables');
    expect(tablesProblem(many.slice(0, 200))).toBeNull();
  });

  it('requires an area name, unique among the store’s areas', () => {
    expect(areaNameProblem(' ', [])?.key).toBe('floorLayout.errors.areaNameRequired');
    expect(areaNameProblem('patio ', ['Patio'])).toEqual({
      key: 'floorLayout.errors.areaNameTaken',
      params: { name: 'patio' },
    });
    expect(areaNameProblem('Bar', ['Patio'])).toBeNull();
  });
});

describe('floor layout editing', () => {
  it('moves a selection as one, stopping at the floor’s edge', () => {
    const tables = [table('1', { x: 10 }), table('2', { x: 200 }), table('3')];
    const after = moved(tables, new Set(['1', '2']), -50, 20);
    expect(after.map((t) => [t.x, t.y])).toEqual([
      [0, 120],
      [190, 120],
      [100, 100],
    ]);
  });

  it('keeps square and round tables as high as wide, and numbers a new table after the highest', () => {
    expect(withSize(table('1', { shape: 'round' }), 120, 60)).toMatchObject({ width: 120, height: 120 });
    expect(reshaped(table('1'), 'rectangle')).toMatchObject({ width: 160, height: 80 });
    expect(reshaped(table('1', { shape: 'rectangle', width: 160 }), 'square')).toMatchObject({ height: 160 });
    expect(nextNumber({ a: [table('7'), table('P1')], b: [table('12')] })).toBe('13');
    expect(nextNumber({})).toBe('1');
  });

  it('zooms to fit the tables, within the floor, keeping its shape', () => {
    expect(fitted([])).toEqual(WHOLE_FLOOR);
    const view = fitted([table('1', { x: 0, y: 0 }), table('2', { x: 300, y: 100 })]);
    expect(view.x).toBe(0);
    expect(view.y).toBe(0);
    expect(view.width).toBeGreaterThanOrEqual(380);
    const closer = zoomed(WHOLE_FLOOR, 2);
    expect(closer.width).toBe(WHOLE_FLOOR.width / 2);
    expect(closer.y + closer.width / ASPECT).toBeLessThanOrEqual(FLOOR_LIMITS.floorHeight);
  });
});

describe('where a new table goes', () => {
  const view: { x: number; y: number; width: number; height: number } = {
    x: 0,
    y: 0,
    width: FLOOR_LIMITS.floorWidth,
    height: FLOOR_LIMITS.floorHeight,
  };
  const overlap = (a: FloorTable, b: FloorTable) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const add = (tables: FloorTable[], within = view) =>
    placeNew(newTable(String(tables.length + 1), { x: 800, y: 500 }, true), tables, within);

  it('goes to the first free grid spot, and ten new tables in a row never cover one another', () => {
    const tables: FloorTable[] = [];
    for (let i = 0; i < 10; i++) tables.push(add(tables));
    expect(tables[0]).toMatchObject({ x: 20, y: 20 });
    expect(tables[1]).toMatchObject({ x: 120, y: 20 });
    expect(new Set(tables.map((t) => `${t.x},${t.y}`)).size).toBe(10);
    for (const [i, a] of tables.entries()) {
      for (const b of tables.slice(i + 1)) expect(overlap(a, b)).toBe(false);
      expect([a.x % 20, a.y % 20]).toEqual([0, 0]);
    }
  });

  it('steps around the tables already there, turned ones by the room their turn takes', () => {
    const lying = table('L', { x: 20, y: 20, width: 300, height: 60, shape: 'rectangle' });
    const below = add([lying]);
    expect(below).toMatchObject({ x: 340, y: 20 });
    // Turned a right angle, the same rectangle stands 60 wide and 300 high around its centre (170, 50),
    // so the top-left corner is free again, and the spots beside its new length are not.
    const standing = { ...lying, rotation: 90 };
    expect(add([standing])).toMatchObject({ x: 20, y: 20 });
    const next = add([standing, table('2', { x: 20, y: 20 })]);
    expect(next).toMatchObject({ x: 220, y: 20 });
  });

  it('looks in the part of the floor on screen first, then anywhere, and with no room left keeps its spot', () => {
    const zoomedIn = { x: 800, y: 400, width: 400, height: 250 };
    expect(add([], zoomedIn)).toMatchObject({ x: 820, y: 420 });
    const filling = [table('big', { x: 800, y: 400, width: 400, height: 400 })];
    const elsewhere = add(filling, zoomedIn);
    expect(overlap(elsewhere, filling[0]!)).toBe(false);
    const everywhere = [table('a', { x: 0, y: 0, width: 1600, height: 1000 })];
    expect(add(everywhere)).toMatchObject({ x: 760, y: 460 });
  });
});
