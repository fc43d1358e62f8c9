import { TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportResult } from '../../../core/import/protocol';
import { LinesTable } from './LinesTable';
import type { ImportNames } from './useLayout';

/** The problems of a checked or imported file, line by line: where, and what, in the language shown. */
export function LineErrors({ result, names }: { result: ImportResult; names: ImportNames }) {
  const translate = useTranslate();
  if (!result.errors.length) return null;
  return (
    <LinesTable
      caption={translate('import.problems')}
      note={
        result.errorCount > result.errors.length && (
          <Typography variant="body2" color="text.secondary">
            {translate('import.moreErrors', { shown: result.errors.length, total: result.errorCount })}
          </Typography>
        )
      }
      maxHeight={320}
      head={
        <>
          <TableCell>{translate('import.column')}</TableCell>
          <TableCell>{translate('import.problem')}</TableCell>
        </>
      }
    >
      {result.errors.map((e, i) => (
        <TableRow key={i}>
          <TableCell>{e.line}</TableCell>
          <TableCell>{names.column(e.field)}</TableCell>
          <TableCell>{names.message(e)}</TableCell>
        </TableRow>
      ))}
    </LinesTable>
  );
}
