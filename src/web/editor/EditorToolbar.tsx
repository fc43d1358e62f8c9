import RedoIcon from '@mui/icons-material/Redo';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Chip, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface SaveControls {
  /** Edits not saved yet. */
  dirty: boolean;
  /** A save (or another request of the editor) is on its way. */
  saving: boolean;
  discard: () => void;
  save: () => void;
}

interface Props extends SaveControls {
  /** The page's words: `<i18n>.unsaved`, `.discard` and `.save`. */
  i18n: string;
  /** The editor's own controls, first on the bar. */
  children?: ReactNode;
  /** Shown between the status and Discard. */
  beside?: ReactNode;
  /** What the status says while nothing is unsaved. */
  saved?: ReactNode;
  /** Whether Save is offered; by default once something changed. */
  canSave?: boolean;
  /** Discard waits for the request on its way too. */
  discardWaits?: boolean;
  /** Below this width the status takes a line of its own, above the buttons. */
  wrapBelow?: 'sm' | 'md';
}

/** An editor's toolbar: its own controls, where the edits stand, and Discard and Save. */
export function EditorToolbar({
  i18n,
  children,
  beside,
  saved,
  dirty,
  saving,
  discard,
  save,
  canSave = dirty,
  discardWaits = false,
  wrapBelow = 'sm',
}: Props) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 2 }}>
      {children}
      <Box role="status" sx={{ flex: { xs: '1 1 100%', [wrapBelow]: '1 1 0' }, minWidth: 0 }}>
        {dirty ? <Chip color="warning" label={translate(`${i18n}.unsaved`)} /> : saved}
      </Box>
      {beside}
      <Button onClick={discard} disabled={!dirty || (discardWaits && saving)}>
        {translate(`${i18n}.discard`)}
      </Button>
      <Button variant="contained" startIcon={<SaveIcon />} onClick={save} disabled={saving || !canSave}>
        {translate(`${i18n}.save`)}
      </Button>
    </Box>
  );
}

const HISTORY = {
  undo: { Icon: UndoIcon, keys: 'Control+Z' },
  redo: { Icon: RedoIcon, keys: 'Control+Shift+Z' },
};

/** Undo or Redo, its shortcut told by a tooltip: `<i18n>.undo`, `.undoShortcut` (or `redo…`). */
export function HistoryButton({
  i18n,
  step,
  onClick,
  disabled,
}: {
  i18n: string;
  step: 'undo' | 'redo';
  onClick: () => void;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const { Icon, keys } = HISTORY[step];
  return (
    <Tooltip title={translate(`${i18n}.${step}Shortcut`)}>
      <span>
        <Button startIcon={<Icon />} onClick={onClick} disabled={disabled} aria-keyshortcuts={keys}>
          {translate(`${i18n}.${step}`)}
        </Button>
      </span>
    </Tooltip>
  );
}
