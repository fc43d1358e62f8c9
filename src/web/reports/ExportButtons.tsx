import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { StoreSettings } from '../store/formats';
import { reportCsv, reportXlsx, saveReportFile, type ReportFormat, type ReportHeading } from './exports';
import { PAGE_ROWS_MAX } from './api';
import { reportPdf } from './pdf';
import type { ReportTable } from './model';

/**
 * CSV, XLSX and PDF of the report, and Print. A paged report's files hold every row of the range,
 * read page after page with a progress bar; a PDF holds at most PAGE_ROWS_MAX rows.
 */
export function ExportButtons({
  table: shown,
  all,
  heading,
  settings,
}: {
  table: ReportTable;
  /** A paged report: how many rows in all, and how to read them. */
  all?: { count: number; load: (onProgress: (done: number, count: number) => void) => Promise<ReportTable> };
  heading: ReportHeading;
  settings: StoreSettings;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const [progress, setProgress] = useState<{ done: number; count: number } | null>(null);
  const save = async (format: ReportFormat) => {
    if (all && format === 'pdf' && all.count > PAGE_ROWS_MAX) {
      notify('reports.export.pdfTooLong', { type: 'warning', messageArgs: { max: PAGE_ROWS_MAX } });
      return;
    }
    setBusy(format);
    try {
      const table =
        all && all.count > shown.rows.length
          ? await all.load((done, count) => setProgress({ done, count }))
          : shown;
      const content =
        format === 'csv'
          ? reportCsv(table, settings)
          : format === 'xlsx'
            ? await reportXlsx(table, heading, settings)
            : await reportPdf(table, heading);
      saveReportFile(content, format, heading.fileName);
    } catch {
      notify('reports.export.failed', { type: 'error' });
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, '@media print': { display: 'none' } }}
      role="group"
      aria-label={translate('reports.export.label')}
    >
      {(['csv', 'xlsx', 'pdf'] as const).map((f) => (
        <Button key={f} variant="outlined" size="small" disabled={busy !== null} onClick={() => void save(f)}>
          {translate(`reports.export.${f}`)}
        </Button>
      ))}
      <Button variant="outlined" size="small" onClick={() => window.print()}>
        {translate('reports.export.print')}
      </Button>
      {progress && (
        <Box sx={{ flexBasis: '100%' }} role="status">
          <Typography variant="body2">
            {translate('reports.export.progress', {
              done: progress.done.toLocaleString(),
              count: progress.count.toLocaleString(),
            })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress.count ? (100 * progress.done) / progress.count : 0}
            aria-label={translate('reports.export.label')}
          />
        </Box>
      )}
    </Stack>
  );
}
