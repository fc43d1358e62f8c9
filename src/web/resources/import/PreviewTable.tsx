import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { HeaderMapping } from '../../../core/import/layout';
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
  const captionId = useId();
  return (
    <>
      <Typography id={captionId} variant="subtitle2" component="h3">
        {translate('import.preview', { smart_count: preview.lines.length })}
      </Typography>
      <TableContainer
        sx={{ maxHeight: { xs: 'none', sm: 360 }, overflow: 'auto', border: 1, borderColor: 'divider' }}
      >
        <Table size="small" stickyHeader aria-labelledby={captionId}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('import.line')}</TableCell>
              {preview.header.map((text, i) => {
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
            </TableRow>
          </TableHead>
          <TableBody>
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
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
