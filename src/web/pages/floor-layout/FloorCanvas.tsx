import { Box } from '@mui/material';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslate } from 'react-admin';
import { FLOOR_LIMITS } from '../../../core/floor-layout';
import {
  BIG_STEP,
  clampMove,
  GRID,
  moved,
  normalTurn,
  NUDGE,
  snapTo,
  TURN_STEP,
  withSize,
  type FloorTable,
} from './floor';
import { TableShape, type Part } from './TableShape';
import { ASPECT, viewBox, type View } from './view';

type Tables = readonly FloorTable[];

interface Props {
  areaName: string;
  tables: Tables;
  selected: ReadonlySet<string>;
  select: (keys: ReadonlySet<string>) => void;
  /** Applies one edit of the area's tables (one step of Undo). */
  edit: (edit: (tables: Tables) => Tables) => void;
  remove: (keys: ReadonlySet<string>) => void;
  snap: boolean;
  view: View;
}

type Drag =
  | { kind: 'move'; key: string; start: Point; keys: ReadonlySet<string> }
  | { kind: 'resize' | 'rotate'; key: string; start: Point }
  | { kind: 'box'; start: Point; add: boolean };

interface Point {
  x: number;
  y: number;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const EMPTY: ReadonlyMap<string, FloorTable> = new Map();

const boxOf = (a: Point, b: Point): Box => ({
  x: Math.min(a.x, b.x),
  y: Math.min(a.y, b.y),
  width: Math.abs(a.x - b.x),
  height: Math.abs(a.y - b.y),
});

const overlaps = (t: FloorTable, b: Box) =>
  t.x < b.x + b.width && t.x + t.width > b.x && t.y < b.y + b.height && t.y + t.height > b.y;

/**
 * The area's floor as an SVG drawing: tables dragged with the pointer (the grabbed one snaps to the
 * grid, the others of the selection follow), resized and turned by their handles, selected by click,
 * Shift-click or a box, and moved with the arrow keys. While a pointer drags, the moved tables are a
 * preview; letting go makes it one edit.
 */
export function FloorCanvas({ areaName, tables, selected, select, edit, remove, snap, view }: Props) {
  const translate = useTranslate();
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<Drag | null>(null);
  const frame = useRef(0);
  const [preview, setPreview] = useState<ReadonlyMap<string, FloorTable>>(EMPTY);
  const shown = useRef(preview);
  const [box, setBox] = useState<Box | null>(null);
  const [unit, setUnit] = useState(1);
  const byKey = useMemo(() => new Map(tables.map((t) => [t.key, t])), [tables]);
  const latest = useRef({ byKey, selected, snap });
  latest.current = { byKey, selected, snap };

  // Layout units per screen pixel, for handles of a constant size on screen.
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const px = entry!.contentRect.width;
      if (px > 0) setUnit(view.width / px);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [view.width]);

  const toFloor = (event: { clientX: number; clientY: number }): Point => {
    const element = svg.current!;
    const matrix = element.getScreenCTM()?.inverse();
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
    return { x: point.x, y: point.y };
  };

  const onTableDown = useCallback(
    (event: PointerEvent<SVGElement>, key: string, part: Part) => {
      if (event.button !== 0) return;
      event.stopPropagation();
      event.preventDefault();
      (event.currentTarget.closest('g[role=button]') as SVGGElement | null)?.focus({ preventScroll: true });
      const { selected: current } = latest.current;
      const start = toFloor(event);
      if (part === 'body' && event.shiftKey) {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        select(next);
        return;
      }
      svg.current!.setPointerCapture(event.pointerId);
      if (part === 'body') {
        const keys = current.has(key) ? current : new Set([key]);
        if (keys !== current) select(keys);
        drag.current = { kind: 'move', key, start, keys };
      } else drag.current = { kind: part, key, start };
    },
    [select],
  );

  const onChoose = useCallback(
    (key: string, add: boolean) => {
      const { selected: current } = latest.current;
      if (!add) return select(new Set([key]));
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      select(next);
    },
    [select],
  );

  const onBackgroundDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    svg.current!.setPointerCapture(event.pointerId);
    svg.current!.focus({ preventScroll: true });
    drag.current = { kind: 'box', start: toFloor(event), add: event.shiftKey };
    if (!event.shiftKey) select(new Set());
  };

  /** Where the drag has got to, drawn once per frame however often the pointer reports. */
  const follow = (p: Point) => {
    const d = drag.current;
    const { byKey: all, snap: snapping } = latest.current;
    if (!d) return;
    if (d.kind === 'box') return setBox(boxOf(d.start, p));
    const table = all.get(d.key);
    if (!table) return;
    const next = new Map<string, FloorTable>();
    if (d.kind === 'move') {
      const group = [...d.keys].flatMap((k) => all.get(k) ?? []);
      const [dx, dy] = clampMove(
        group,
        snapTo(table.x + p.x - d.start.x, snapping) - table.x,
        snapTo(table.y + p.y - d.start.y, snapping) - table.y,
      );
      for (const t of group) next.set(t.key, { ...t, x: t.x + dx, y: t.y + dy });
    } else if (d.kind === 'resize') {
      // The pointer's move in the table's own turned frame.
      const rad = (-table.rotation * Math.PI) / 180;
      const [mx, my] = [p.x - d.start.x, p.y - d.start.y];
      const lx = mx * Math.cos(rad) - my * Math.sin(rad);
      const ly = mx * Math.sin(rad) + my * Math.cos(rad);
      next.set(
        table.key,
        withSize(table, snapTo(table.width + lx, snapping), snapTo(table.height + ly, snapping)),
      );
    } else {
      const cx = table.x + table.width / 2;
      const cy = table.y + table.height / 2;
      const degrees = (Math.atan2(p.x - cx, cy - p.y) * 180) / Math.PI;
      const turn = snapping ? Math.round(degrees / TURN_STEP) * TURN_STEP : degrees;
      next.set(table.key, { ...table, rotation: normalTurn(turn) });
    }
    shown.current = next;
    setPreview(next);
  };

  const onMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!drag.current) return;
    const p = toFloor(event);
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => follow(p));
  };

  const onUp = (event: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d) return;
    cancelAnimationFrame(frame.current);
    follow(toFloor(event));
    drag.current = null;
    if (svg.current?.hasPointerCapture(event.pointerId)) svg.current.releasePointerCapture(event.pointerId);
    if (d.kind === 'box') {
      const b = boxOf(d.start, toFloor(event));
      setBox(null);
      if (b.width < 2 && b.height < 2) return;
      const inside = tables.filter((t) => overlaps(t, b)).map((t) => t.key);
      select(new Set([...(d.add ? latest.current.selected : []), ...inside]));
      return;
    }
    const moves = shown.current;
    shown.current = EMPTY;
    setPreview(EMPTY);
    if (moves.size) edit((all) => all.map((t) => moves.get(t.key) ?? t));
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const arrow = arrows[event.key];
    if (arrow && selected.size) {
      event.preventDefault();
      const step = (snap ? GRID : NUDGE) * (event.shiftKey ? BIG_STEP : 1);
      edit((all) => moved(all, selected, arrow[0] * step, arrow[1] * step));
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && selected.size) {
      event.preventDefault();
      remove(selected);
    } else if (event.key === 'Escape') select(new Set());
  };

  const single = selected.size === 1 && !preview.size ? [...selected][0] : undefined;
  const { floorWidth, floorHeight } = FLOOR_LIMITS;
  return (
    <Box
      sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
      <svg
        ref={svg}
        viewBox={viewBox(view)}
        role="application"
        aria-label={translate('floorLayout.canvas.label', { area: areaName })}
        aria-describedby="floor-canvas-hint"
        tabIndex={0}
        data-testid="floor-canvas"
        onPointerDown={onBackgroundDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={onUp}
        onKeyDown={onKeyDown}
        style={{
          display: 'block',
          width: '100%',
          aspectRatio: `${ASPECT}`,
          touchAction: 'none',
          background: '#eceff1',
        }}
      >
        <defs>
          <pattern id="floor-grid" width={GRID} height={GRID} patternUnits="userSpaceOnUse">
            <path d={`M ${GRID} 0 L 0 0 0 ${GRID}`} fill="none" stroke="#cfd8dc" strokeWidth={1} />
          </pattern>
        </defs>
        <rect x={0} y={0} width={floorWidth} height={floorHeight} fill="#fafafa" />
        {snap && <rect x={0} y={0} width={floorWidth} height={floorHeight} fill="url(#floor-grid)" />}
        <rect
          x={0}
          y={0}
          width={floorWidth}
          height={floorHeight}
          fill="none"
          stroke="#90a4ae"
          strokeWidth={4}
        />
        {tables.map((t) => (
          <TableShape
            key={t.key}
            table={preview.get(t.key) ?? t}
            selected={selected.has(t.key)}
            handles={t.key === single}
            unit={unit}
            onPointerDown={onTableDown}
            onChoose={onChoose}
          />
        ))}
        {box && (
          <rect
            {...box}
            fill="rgba(25, 118, 210, 0.12)"
            stroke="#1976d2"
            strokeWidth={unit * 1.5}
            strokeDasharray={`${unit * 6} ${unit * 4}`}
            pointerEvents="none"
          />
        )}
      </svg>
    </Box>
  );
}
