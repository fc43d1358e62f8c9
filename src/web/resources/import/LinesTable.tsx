import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A table of the file's lines under its heading (`note` between them): a scrolled box with the header
 * kept in view, the line number first, then the `head` cells; the rows are `children`.
 */
export function LinesTable({
  caption,
  note,
  maxHeight,
  head,
  children,
}: {
  caption: string;
  note?: ReactNode;
  maxHeight: number;
  head: ReactNode;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const captionId = useId();
  return (
    <>
      <Typography id={captionId} variant="subtitle2" component="h3">
        {caption}
      </Typography>
      {note}
      <TableContainer
        sx={{ maxHeight: { xs: 'none', sm: maxHeight }, overflow: 'auto', border: 1, borderColor: 'divider' }}
      >
        <Table size="small" stickyHeader aria-labelledby={captionId}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('import.line')}</TableCell>
              {head}
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
