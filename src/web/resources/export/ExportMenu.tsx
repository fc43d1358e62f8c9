import DownloadIcon from '@mui/icons-material/GetApp';
import { Box, CircularProgress, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { Button, useListContext, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../core/resource.js';
import type { ExportFormat } from './file.js';
import { useExport } from './useExport.js';
import { visuallyHidden } from '../../widgets/visuallyHidden';

const FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];

/**
 * "Export" with a menu of file formats: the whole list as filtered and sorted, or with `selection`
 * the selected rows (the bulk action). On a phone it shrinks to its icon and keeps its name.
 */
export function ExportMenu({ r, selection = false }: { r: ResourceDef; selection?: boolean }) {
  const { filter, filterValues, sort, selectedIds, total } = useListContext();
  const translate = useTranslate();
  const { run, progress } = useExport(r);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const busy = progress !== null;
  const status = progress
    ? translate('list.export.progress', { done: progress.done, total: progress.total || '…' })
    : '';
  const label = busy ? status : translate(selection ? 'list.export.selected' : 'ra.action.export');

  const choose = (format: ExportFormat) => {
    setAnchor(null);
    void run(format, {
      filter: selection ? { ids: selectedIds } : { ...filterValues, ...filter },
      sort,
    });
  };

  return (
    <>
      <Button
        id={buttonId}
        label={label}
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        // Busy rather than disabled, so that keyboard focus stays on the button during the export.
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        disabled={!selection && total === 0}
        onClick={(event) => {
          if (!busy) setAnchor(event.currentTarget);
        }}
      >
        {progress ? (
          <CircularProgress
            size={18}
            color="inherit"
            variant={progress.total ? 'determinate' : 'indeterminate'}
            value={progress.total ? (100 * progress.done) / progress.total : undefined}
          />
        ) : (
          <DownloadIcon />
        )}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => choose(format)}>
            {translate(`list.export.${format}`)}
          </MenuItem>
        ))}
      </Menu>
      <Box component="span" role="status" sx={visuallyHidden}>
        {status}
      </Box>
    </>
  );
}
