import { Chip, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EditorToolbar, HistoryButton, type SaveControls } from '../../editor/EditorToolbar';
import type { Limits } from './api';

interface Props extends SaveControls {
  columns: number;
  limits: Limits;
  setColumns: (columns: number) => void;
  /** Whether the store has saved a layout of its own (else it sees the default one). */
  stored: boolean;
  canUndo: boolean;
  undo: () => void;
}

/** The grid's columns, where the edits stand, and Undo, Discard and Save. */
export function Toolbar({ columns, limits, setColumns, stored, canUndo, undo, ...controls }: Props) {
  const translate = useTranslate();
  const choices = Array.from(
    { length: limits.maxColumns - limits.minColumns + 1 },
    (_, i) => limits.minColumns + i,
  );
  return (
    <EditorToolbar
      i18n="posMenuBuilder"
      saved={!stored && <Chip variant="outlined" label={translate('posMenuBuilder.default')} />}
      beside={<HistoryButton i18n="posMenuBuilder" step="undo" onClick={undo} disabled={!canUndo} />}
      // The default layout can be saved as it is, to keep it when the menu changes.
      canSave={controls.dirty || !stored}
      {...controls}
    >
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
    </EditorToolbar>
  );
}
