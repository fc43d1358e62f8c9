import DeleteIcon from '@mui/icons-material/Delete';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import { Box, Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { TABLE_SHAPES, tableNameKey, type FloorLimits, type TableShape } from '../../../core/floor-layout';
import { keepOnFloor, normalTurn, reshaped, TURN_STEP, withSize, type FloorTable } from './floor';
import { NumberField } from './NumberField';

interface Props {
  tables: FloorTable[];
  limits: FloorLimits;
  /** The store's other table names, lower case: a name already used is refused here. */
  taken: ReadonlySet<string>;
  change: (key: string, change: (t: FloorTable) => FloorTable) => void;
  remove: () => void;
  reset: (table: FloorTable) => void;
  resetting: boolean;
}

/** The table's name or number, applied when left: refused while empty, too long or already used. */
function NameField({
  table,
  limits,
  taken,
  change,
}: Pick<Props, 'limits' | 'taken' | 'change'> & { table: FloorTable }) {
  const translate = useTranslate();
  const [text, setText] = useState(table.name);
  useEffect(() => setText(table.name), [table.name]);
  const name = text.trim();
  const problem = !name
    ? translate('floorLayout.errors.tableNameRequired')
    : name.length > limits.maxTableName
      ? translate('floorLayout.errors.tableNameLong', { name, max: limits.maxTableName })
      : taken.has(tableNameKey(name))
        ? translate('floorLayout.errors.duplicateNames', { names: name })
        : null;
  const apply = () => {
    if (!problem && name !== table.name) change(table.key, (t) => ({ ...t, name }));
  };
  return (
    <TextField
      size="small"
      label={translate('floorLayout.panel.name')}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply();
      }}
      error={!!problem}
      helperText={problem}
    />
  );
}

/** What the selected table is, edited field by field; with several selected, how many and Delete. */
export function TablePanel({ tables, limits, taken, change, remove, reset, resetting }: Props) {
  const translate = useTranslate();
  const anyBusy = tables.some((t) => t.busy);
  const deleteButton = (
    <Button color="error" startIcon={<DeleteIcon />} onClick={remove} disabled={anyBusy}>
      {translate(tables.length > 1 ? 'floorLayout.panel.deleteMany' : 'floorLayout.panel.delete')}
    </Button>
  );
  const busyNote = anyBusy && (
    <Typography variant="body2" color="text.secondary">
      {translate('floorLayout.panel.busyKept')}
    </Typography>
  );
  if (!tables.length)
    return (
      <Paper
        variant="outlined"
        sx={{ p: 2 }}
        component="section"
        aria-label={translate('floorLayout.panel.none')}
      >
        <Typography color="text.secondary">{translate('floorLayout.panel.none')}</Typography>
      </Paper>
    );
  if (tables.length > 1)
    return (
      <Paper variant="outlined" sx={{ p: 2 }} component="section">
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {translate('floorLayout.panel.many', { smart_count: tables.length })}
          </Typography>
          {busyNote}
          <Box>{deleteButton}</Box>
        </Stack>
      </Paper>
    );
  const table = tables[0]!;
  const heading = translate('floorLayout.panel.heading', { name: table.name });
  const set = (f: (t: FloorTable) => FloorTable) => change(table.key, f);
  const { minSize, maxSize, floorWidth, floorHeight } = limits;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={heading}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {heading}
          </Typography>
          <Chip
            size="small"
            color={table.busy ? 'error' : 'success'}
            label={translate(table.busy ? 'floorLayout.panel.busy' : 'floorLayout.panel.available')}
          />
          {table.busy && (
            <Button
              size="small"
              startIcon={<RestartAltIcon />}
              onClick={() => reset(table)}
              disabled={resetting}
            >
              {translate('floorLayout.panel.reset')}
            </Button>
          )}
        </Box>
        <NameField table={table} limits={limits} taken={taken} change={change} />
        <NumberField
          label={translate('floorLayout.panel.seats')}
          value={table.seats}
          min={limits.minSeats}
          max={limits.maxSeats}
          commit={(seats) => set((t) => ({ ...t, seats }))}
        />
        <TextField
          select
          size="small"
          label={translate('floorLayout.panel.shape')}
          value={table.shape}
          onChange={(e) => set((t) => reshaped(t, e.target.value as TableShape))}
        >
          {TABLE_SHAPES.map((shape) => (
            <MenuItem key={shape} value={shape}>
              {translate(`floorLayout.panel.shapes.${shape}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          <NumberField
            label={translate('floorLayout.panel.width')}
            value={table.width}
            min={minSize}
            max={maxSize}
            commit={(w) => set((t) => withSize(t, w, t.shape === 'rectangle' ? t.height : w))}
          />
          <NumberField
            label={translate('floorLayout.panel.height')}
            value={table.height}
            min={minSize}
            max={maxSize}
            commit={(h) => set((t) => withSize(t, t.shape === 'rectangle' ? t.width : h, h))}
          />
          {(['x', 'y'] as const).map((axis) => (
            <NumberField
              key={axis}
              label={axis.toUpperCase()}
              value={table[axis]}
              min={0}
              max={axis === 'x' ? floorWidth - table.width : floorHeight - table.height}
              commit={(at) => set((t) => keepOnFloor({ ...t, [axis]: at }))}
            />
          ))}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <NumberField
            label={translate('floorLayout.panel.rotation')}
            value={table.rotation}
            min={0}
            max={359}
            commit={(rotation) => set((t) => ({ ...t, rotation }))}
          />
          <Button
            aria-label={translate('floorLayout.panel.turnLeft')}
            title={translate('floorLayout.panel.turnLeft')}
            onClick={() => set((t) => ({ ...t, rotation: normalTurn(t.rotation - TURN_STEP) }))}
            sx={{ minWidth: 40 }}
          >
            <RotateLeftIcon />
          </Button>
          <Button
            aria-label={translate('floorLayout.panel.turnRight')}
            title={translate('floorLayout.panel.turnRight')}
            onClick={() => set((t) => ({ ...t, rotation: normalTurn(t.rotation + TURN_STEP) }))}
            sx={{ minWidth: 40 }}
          >
            <RotateRightIcon />
          </Button>
        </Box>
        <TextField
          size="small"
          type="color"
          label={translate('floorLayout.panel.color')}
          value={table.color}
          onChange={(e) => set((t) => ({ ...t, color: e.target.value.toLowerCase() }))}
        />
        {busyNote}
        <Box>{deleteButton}</Box>
      </Stack>
    </Paper>
  );
}
