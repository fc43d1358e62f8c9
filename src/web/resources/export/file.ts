import { todayIso } from '../../../core/formats.js';
import type { ResourceDef } from '../../../core/resource.js';

export type ExportFormat = 'csv' | 'xlsx';

export const MIME_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `<route>-YYYY-MM-DD.<ext>`, dated today on the user's clock, e.g. `menu-items-2026-11-22.csv`. */
export function exportFileName(r: ResourceDef, format: ExportFormat, now: Date = new Date()): string {
  return `${r.route}-${todayIso(now)}.${format}`;
}

/** Hands a file to the browser as a download. */
export function saveFile(content: BlobPart, format: ExportFormat, name: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: MIME_TYPES[format] }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL only after click() returns, and a slow disk later still.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
