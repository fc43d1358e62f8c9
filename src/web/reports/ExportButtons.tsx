import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { StoreSettings } from '../storeFormats';
import {
  reportCsv,
  reportPdf,
  reportXlsx,
  saveReportFile,
  type ReportFormat,
  type ReportHeading,
} from './exports';
import type { ReportTable } from './model';

/** CSV, XLSX and PDF of what the screen shows, and Print. */
export function ExportButtons({
  table,
  heading,
  settings,
}: {
  table: ReportTable;
  heading: ReportHeading;
  settings: StoreSettings;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const save = async (format: ReportFormat) => {
    setBusy(format);
    try {
      const content =
        format === 'csv'
          ? reportCsv(table)
          : format === 'xlsx'
            ? await reportXlsx(table, heading, settings)
            : await reportPdf(table, heading);
      saveReportFile(content, format, heading.fileName);
    } catch {
      notify('reports.export.failed', { type: 'error' });
    } finally {
      setBusy(null);
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
    </Stack>
  );
}
