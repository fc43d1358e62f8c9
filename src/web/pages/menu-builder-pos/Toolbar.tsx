import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Chip, MenuItem, TextField, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Limits } from './api';

interface Props {
  columns: number;
  limits: Limits;
  setColumns: (columns: number) => void;
  /** Edits not saved yet. */
  dirty: boolean;
  /** Whether the store has saved a layout of its own (else it sees the default one). */
  stored: boolean;
  canUndo: boolean;
  saving: boolean;
  undo: () => void;
  discard: () => void;
  save: () => void;
}

/** The grid's columns, where the edits stand, and Undo, Discard and Save. */
export function Toolbar({
  columns,
  limits,
  setColumns,
  dirty,
  stored,
  canUndo,
  saving,
  undo,
  discard,
  save,
}: Props) {
  const translate = useTranslate();
  const choices = Array.from(
    { length: limits.maxColumns - limits.minColumns + 1 },
    (_, i) => limits.minColumns + i,
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 2 }}>
      <TextField
        select
        size="small"
        label={translate('posMenuBuilder.columns')}
        value={columns}
        onChange={(e) => setColumns(Number(e.target.value))}
        sx={{ width: 120 }}
      >
        {choices.map((n) => (
          <MenuItem key={n} value={n}>
            {n}
          </MenuItem>
        ))}
      </TextField>
      {/* On a phone the status has a line of its own, above the buttons. */}
      <Box role="status" sx={{ flex: { xs: '1 1 100%', sm: '1 1 0' }, minWidth: 0 }}>
        {dirty ? (
          <Chip color="warning" label={translate('posMenuBuilder.unsaved')} />
        ) : (
          !stored && <Chip variant="outlined" label={translate('posMenuBuilder.default')} />
        )}
      </Box>
      <Tooltip title={translate('posMenuBuilder.undoShortcut')}>
        <span>
          <Button startIcon={<UndoIcon />} onClick={undo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
            {translate('posMenuBuilder.undo')}
          </Button>
        </span>
      </Tooltip>
      <Button onClick={discard} disabled={!dirty}>
        {translate('posMenuBuilder.discard')}
      </Button>
      <Button
        variant="contained"
        startIcon={<SaveIcon />}
        onClick={save}
        // The default layout can be saved as it is, to keep it when the menu changes.
        disabled={saving || (!dirty && stored)}
      >
        {translate('posMenuBuilder.save')}
      </Button>
    </Box>
  );
}
