import { memo, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { FloorTable } from './floor';

/** Which part of a table the pointer took: the table itself, or one of its handles. */
export type Part = 'body' | 'resize' | 'rotate';

interface Props {
  table: FloorTable;
  selected: boolean;
  /** The resize and rotate handles, on the one selected table. */
  handles: boolean;
  /** Layout units per screen pixel: handles keep their size on screen at any zoom. */
  unit: number;
  onPointerDown: (event: PointerEvent<SVGElement>, key: string, part: Part) => void;
  onChoose: (key: string, add: boolean) => void;
}

const SELECTED = '#ff9800';
const BUSY = '#d32f2f';

/**
 * One table on the canvas, drawn around its centre and turned there. Memoised: while a table is
 * dragged, only the dragged ones draw again, so a floor of 200 tables follows the pointer.
 */
export const TableShape = memo(function TableShape({
  table,
  selected,
  handles,
  unit,
  onPointerDown,
  onChoose,
}: Props) {
  const translate = useTranslate();
  const { key, name, shape, width: w, height: h, rotation, seats, color, busy } = table;
  const label = translate(busy ? 'floorLayout.canvas.tableBusy' : 'floorLayout.canvas.table', {
    name,
    smart_count: seats,
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onChoose(key, event.shiftKey);
  };
  const body = {
    fill: color,
    fillOpacity: 0.85,
    stroke: selected ? SELECTED : busy ? BUSY : '#37474f',
    strokeWidth: selected || busy ? 4 : 2,
    strokeDasharray: busy && !selected ? '10 6' : undefined,
  };
  const handle = 10 * unit;
  const handleLook = { fill: '#fff', stroke: SELECTED, strokeWidth: unit * 2 };
  const font = Math.max(12, Math.min(w, h) / 3);
  return (
    <g
      transform={`translate(${table.x + w / 2} ${table.y + h / 2}) rotate(${rotation})`}
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={selected}
      data-table={name}
      onPointerDown={(e) => onPointerDown(e, key, 'body')}
      onKeyDown={onKeyDown}
      style={{ cursor: 'move', outline: 'none' }}
    >
      {shape === 'round' ? (
        <ellipse rx={w / 2} ry={h / 2} {...body} />
      ) : (
        <rect x={-w / 2} y={-h / 2} width={w} height={h} rx={shape === 'square' ? 6 : 10} {...body} />
      )}
      <text
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={font}
        fontWeight={600}
        fill="#fff"
        stroke="#263238"
        strokeWidth={font / 10}
        paintOrder="stroke"
        pointerEvents="none"
      >
        {name}
      </text>
      {busy && <circle cx={w / 2 - 12} cy={-h / 2 + 12} r={8} fill={BUSY} pointerEvents="none" />}
      {handles && (
        <>
          <line x1={0} y1={-h / 2} x2={0} y2={-h / 2 - 3 * handle} stroke={SELECTED} strokeWidth={unit * 2} />
          <circle
            cx={0}
            cy={-h / 2 - 3 * handle}
            r={handle}
            {...handleLook}
            data-handle="rotate"
            aria-label={translate('floorLayout.canvas.rotate', { name })}
            style={{ cursor: 'grab' }}
            onPointerDown={(e) => onPointerDown(e, key, 'rotate')}
          />
          <rect
            x={w / 2 - handle}
            y={h / 2 - handle}
            width={2 * handle}
            height={2 * handle}
            {...handleLook}
            data-handle="resize"
            aria-label={translate('floorLayout.canvas.resize', { name })}
            style={{ cursor: 'nwse-resize' }}
            onPointerDown={(e) => onPointerDown(e, key, 'resize')}
          />
        </>
      )}
    </g>
  );
});
