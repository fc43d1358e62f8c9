import { useCallback, useState } from 'react';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../core/resource.js';
import { useStoreSettings } from '../../store/settings.js';
import { dateTimeFormats } from '../../store/formats.js';
import { toCsv } from './csv.js';
import { fetchAll, fetchRelated, type ExportQuery } from './fetch.js';
import { exportFileName, saveFile, type ExportFormat } from './file.js';
import { exportTable } from './table.js';
import { toXlsx } from './xlsx.js';

export interface ExportProgress {
  done: number;
  /** 0 until the first page says how many records match. */
  total: number;
}

/**
 * Runs exports of one resource: every matching record (page by page), the records they reference,
 * the table in the user's language, the file. `progress` is null when no export runs.
 */
export function useExport(r: ResourceDef) {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const settings = useStoreSettings();
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  const run = useCallback(
    async (format: ExportFormat, query: ExportQuery) => {
      setProgress({ done: 0, total: 0 });
      try {
        const records = await fetchAll(dataProvider, r, query, (done, total) => setProgress({ done, total }));
        const related = await fetchRelated(dataProvider, r, records);
        // Dates and times as the console shows them: the store's formats, on the store's clock.
        const formats = dateTimeFormats(settings);
        const table = exportTable(r, records, { translate, related, timeZone: formats.timeZone });
        const content = format === 'csv' ? toCsv(table, formats) : await toXlsx(table, formats);
        saveFile(content, format, exportFileName(r, format));
        notify('list.export.done', { type: 'success', messageArgs: { smart_count: records.length } });
      } catch (error) {
        // The data provider's errors are already sentences in the user's language; anything else
        // (a chunk that failed to load, a full disk) is not worth showing as is.
        notify(error instanceof HttpError && error.message ? error.message : 'list.export.failed', {
          type: 'error',
        });
      } finally {
        setProgress(null);
      }
    },
    [dataProvider, notify, r, settings, translate],
  );

  return { run, progress };
}
