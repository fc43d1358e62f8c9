import { TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HeaderMapping } from '../../../core/import/layout';
import { LinesTable } from './LinesTable';
import type { Preview } from './preview';
import type { ImportNames } from './useLayout';

/** Long cells are cut in the preview; the whole text is in the cell's tooltip. */
const cell = { maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The first lines of the file as the browser read them, each column with what it is imported as. */
export function PreviewTable({
  preview,
  mapping,
  names,
}: {
  preview: Preview;
  mapping: HeaderMapping;
  names: ImportNames;
}) {
  const translate = useTranslate();
  return (
    <LinesTable
      caption={translate('import.preview', { smart_count: preview.lines.length })}
      maxHeight={360}
      head={preview.header.map((text, i) => {
        const c = mapping.columns[i];
        const known = c && c !== 'ignored';
        return (
          <TableCell key={i} sx={{ verticalAlign: 'bottom' }}>
            <span>{text}</span>
            <Typography
              variant="caption"
              display="block"
              color={known ? 'text.secondary' : 'warning.main'}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {known
                ? translate('import.importedAs', { field: names.column(c.id) })
                : translate('import.notImported')}
            </Typography>
          </TableCell>
        );
      })}
    >
      {preview.lines.map(({ line, cells }) => (
        <TableRow key={line}>
          <TableCell>{line}</TableCell>
          {preview.header.map((_, i) => (
            <TableCell key={i} sx={cell} title={cells[i]}>
              {cells[i]}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </LinesTable>
  );
}
