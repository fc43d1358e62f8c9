import DownloadIcon from '@mui/icons-material/GetApp';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Typography } from '@mui/material';
import { useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../core/resource';
import { toCsv } from '../export/csv';
import { saveFile } from '../export/file';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Where a file comes in: a button that opens the file chooser, or a drop on the box; and the
 * template, a CSV holding the header row in the language shown.
 */
export function FilePicker({
  r,
  labels,
  onFile,
}: {
  r: ResourceDef;
  /** The columns' headers, for the template. */
  labels: () => string[];
  onFile: (file: File) => void;
}) {
  const translate = useTranslate();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  const template = () =>
    saveFile(
      toCsv({ sheet: '', columns: labels().map((label) => ({ label, kind: 'text' })), rows: [] }),
      'csv',
      translate('import.templateName', { route: r.route }),
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          width: '100%',
          p: 3,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : undefined,
        }}
      >
        <Button component="label" variant="contained" startIcon={<UploadFileIcon />}>
          {translate('import.choose')}
          <input
            hidden
            type="file"
            accept={ACCEPT}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file chosen again after a fix must still fire a change.
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {translate('import.drop')}
        </Typography>
      </Box>
      <Button size="small" startIcon={<DownloadIcon />} onClick={template}>
        {translate('import.template')}
      </Button>
    </Box>
  );
}
