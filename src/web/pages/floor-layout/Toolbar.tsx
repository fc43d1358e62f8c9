import AddIcon from '@mui/icons-material/Add';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import RedoIcon from '@mui/icons-material/Redo';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, Button, Chip, FormControlLabel, IconButton, Switch, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  canAdd: boolean;
  addTable: () => void;
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
  zoom: (by: 'in' | 'out' | 'fit') => void;
  snap: boolean;
  setSnap: (on: boolean) => void;
  dirty: boolean;
  saving: boolean;
  discard: () => void;
  save: () => void;
}

/** Adding tables, Undo and Redo, zoom, the grid, where the edits stand, and Discard and Save. */
export function Toolbar(props: Props) {
  const translate = useTranslate();
  const {
    canAdd,
    addTable,
    canUndo,
    canRedo,
    undo,
    redo,
    zoom,
    snap,
    setSnap,
    dirty,
    saving,
    discard,
    save,
  } = props;
  const icon = (label: string, onClick: () => void, children: React.ReactNode) => (
    <Tooltip title={translate(label)}>
      <IconButton aria-label={translate(label)} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 2 }}>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={addTable} disabled={!canAdd}>
        {translate('floorLayout.addTable')}
      </Button>
      <Tooltip title={translate('floorLayout.undoShortcut')}>
        <span>
          <Button startIcon={<UndoIcon />} onClick={undo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
            {translate('floorLayout.undo')}
          </Button>
        </span>
      </Tooltip>
      <Tooltip title={translate('floorLayout.redoShortcut')}>
        <span>
          <Button
            startIcon={<RedoIcon />}
            onClick={redo}
            disabled={!canRedo}
            aria-keyshortcuts="Control+Shift+Z"
          >
            {translate('floorLayout.redo')}
          </Button>
        </span>
      </Tooltip>
      <Box sx={{ display: 'flex' }}>
        {icon('floorLayout.zoomOut', () => zoom('out'), <ZoomOutIcon />)}
        {icon('floorLayout.zoomIn', () => zoom('in'), <ZoomInIcon />)}
        {icon('floorLayout.zoomFit', () => zoom('fit'), <FitScreenIcon />)}
      </Box>
      <FormControlLabel
        control={<Switch checked={snap} onChange={(e) => setSnap(e.target.checked)} />}
        label={translate('floorLayout.snap')}
      />
      {/* On a phone the status has a line of its own, above the buttons. */}
      <Box role="status" sx={{ flex: { xs: '1 1 100%', md: '1 1 0' }, minWidth: 0 }}>
        {dirty && <Chip color="warning" label={translate('floorLayout.unsaved')} />}
      </Box>
      <Button onClick={discard} disabled={!dirty}>
        {translate('floorLayout.discard')}
      </Button>
      <Button variant="contained" startIcon={<SaveIcon />} onClick={save} disabled={saving || !dirty}>
        {translate('floorLayout.save')}
      </Button>
    </Box>
  );
}
