import { FLOOR_LIMITS } from '../../../core/floor-layout.js';
import { bounds, type FloorTable } from './floor.js';

/** The part of the floor the canvas shows: its top-left corner and width; the height follows the floor's shape. */
export interface View {
  x: number;
  y: number;
  width: number;
}

export const ASPECT = FLOOR_LIMITS.floorWidth / FLOOR_LIMITS.floorHeight;
export const WHOLE_FLOOR: View = { x: 0, y: 0, width: FLOOR_LIMITS.floorWidth };

const MIN_WIDTH = 200;
const MAX_WIDTH = FLOOR_LIMITS.floorWidth * 1.5;
/** Room left around the tables when zooming to fit. */
const MARGIN = 40;

/** A view smaller than the floor stays on it: no empty band beside the floor where tables cannot go. */
function onFloor(view: View): View {
  const { floorWidth, floorHeight } = FLOOR_LIMITS;
  const height = view.width / ASPECT;
  const within = (at: number, size: number, total: number) =>
    size <= total ? Math.min(Math.max(at, 0), total - size) : (total - size) / 2;
  return {
    width: view.width,
    x: within(view.x, view.width, floorWidth),
    y: within(view.y, height, floorHeight),
  };
}

export const viewBox = (v: View) => `${v.x} ${v.y} ${v.width} ${v.width / ASPECT}`;

/** Zooms around the view's centre: a factor above 1 brings the tables closer. */
export function zoomed(view: View, factor: number): View {
  const width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, view.width / factor));
  const cx = view.x + view.width / 2;
  const cy = view.y + view.width / ASPECT / 2;
  return onFloor({ x: cx - width / 2, y: cy - width / ASPECT / 2, width });
}

/** The smallest view that shows every table, or the whole floor when there is none. */
export function fitted(tables: readonly FloorTable[]): View {
  const box = bounds(tables);
  if (!box) return WHOLE_FLOOR;
  const width = Math.min(
    MAX_WIDTH,
    Math.max(MIN_WIDTH, box.width + 2 * MARGIN, (box.height + 2 * MARGIN) * ASPECT),
  );
  return onFloor({
    x: box.x + box.width / 2 - width / 2,
    y: box.y + box.height / 2 - width / ASPECT / 2,
    width,
  });
}

export const centerOf = (v: View) => ({ x: v.x + v.width / 2, y: v.y + v.width / ASPECT / 2 });
