import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportResult } from '../../../core/import/protocol';
import type { ImportNames } from './useLayout';

/** The problems of a checked or imported file, line by line: where, and what, in the language shown. */
export function LineErrors({ result, names }: { result: ImportResult; names: ImportNames }) {
  const translate = useTranslate();
  const captionId = useId();
  if (!result.errors.length) return null;
  return (
    <>
      <Typography id={captionId} variant="subtitle2" component="h3">
        {translate('import.problems')}
      </Typography>
      {result.errorCount > result.errors.length && (
        <Typography variant="body2" color="text.secondary">
          {translate('import.moreErrors', { shown: result.errors.length, total: result.errorCount })}
        </Typography>
      )}
      <TableContainer
        sx={{ maxHeight: { xs: 'none', sm: 320 }, overflow: 'auto', border: 1, borderColor: 'divider' }}
      >
        <Table size="small" stickyHeader aria-labelledby={captionId}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('import.line')}</TableCell>
              <TableCell>{translate('import.column')}</TableCell>
              <TableCell>{translate('import.problem')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.errors.map((e, i) => (
              <TableRow key={i}>
                <TableCell>{e.line}</TableCell>
                <TableCell>{names.column(e.field)}</TableCell>
                <TableCell>{names.message(e)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
