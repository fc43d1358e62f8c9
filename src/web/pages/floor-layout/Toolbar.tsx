import AddIcon from '@mui/icons-material/Add';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, Button, FormControlLabel, IconButton, Switch, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EditorToolbar, HistoryButton, type SaveControls } from '../../editor/EditorToolbar';

interface Props extends SaveControls {
  canAdd: boolean;
  addTable: () => void;
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
  zoom: (by: 'in' | 'out' | 'fit') => void;
  snap: boolean;
  setSnap: (on: boolean) => void;
}

/** Adding tables, Undo and Redo, zoom, the grid, where the edits stand, and Discard and Save. */
export function Toolbar(props: Props) {
  const translate = useTranslate();
  const { canAdd, addTable, canUndo, canRedo, undo, redo, zoom, snap, setSnap, ...controls } = props;
  const icon = (label: string, onClick: () => void, children: React.ReactNode) => (
    <Tooltip title={translate(label)}>
      <IconButton aria-label={translate(label)} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
  return (
    <EditorToolbar i18n="floorLayout" wrapBelow="md" {...controls}>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={addTable} disabled={!canAdd}>
        {translate('floorLayout.addTable')}
      </Button>
      <HistoryButton i18n="floorLayout" step="undo" onClick={undo} disabled={!canUndo} />
      <HistoryButton i18n="floorLayout" step="redo" onClick={redo} disabled={!canRedo} />
      <Box sx={{ display: 'flex' }}>
        {icon('floorLayout.zoomOut', () => zoom('out'), <ZoomOutIcon />)}
        {icon('floorLayout.zoomIn', () => zoom('in'), <ZoomInIcon />)}
        {icon('floorLayout.zoomFit', () => zoom('fit'), <FitScreenIcon />)}
      </Box>
      <FormControlLabel
        control={<Switch checked={snap} onChange={(e) => setSnap(e.target.checked)} />}
        label={translate('floorLayout.snap')}
      />
    </EditorToolbar>
  );
}
