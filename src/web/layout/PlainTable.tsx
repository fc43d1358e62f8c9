import {
  Box,
  Table,
  TableHead,
  TableRow,
  TableCell,
  TableBody,
  TableFooter,
  useMediaQuery,
  type SxProps,
  type TableCellProps,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';

type Align = TableCellProps['align'];

export interface PlainColumn {
  key: string;
  label: ReactNode;
  /** The alignment of the column's heading, and of its cells where `cellAlign` is not given. */
  align?: Align;
  cellAlign?: Align;
}

export interface PlainRow {
  key: string;
  /** One a column, in the columns' order. */
  cells: ReactNode[];
  /** The style of each cell, by column. */
  sx?: (SxProps<Theme> | undefined)[];
}

/** True on a narrow screen (a phone), where a table's rows show as stacked cards instead. */
export const useStackedRows = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

/**
 * A small table of text: its headings, its rows and an optional totals row. `rowHeaders`: the first
 * cell of a row names it (a `th` of the row). `scroll`: a table wider than its place (on a phone)
 * scrolls sideways inside a frame of its own instead of widening the page. Named by `aria-label` or
 * `aria-labelledby`.
 */
export function PlainTable({
  columns,
  rows,
  footer,
  hover,
  rowHeaders,
  scroll,
  ...named
}: {
  columns: PlainColumn[];
  rows: PlainRow[];
  footer?: PlainRow;
  hover?: boolean;
  rowHeaders?: boolean;
  scroll?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  const cells = (row: PlainRow, header: boolean) =>
    row.cells.map((content, i) => {
      const column = columns[i]!;
      const th = header && i === 0;
      return (
        <TableCell
          key={column.key}
          component={th ? 'th' : undefined}
          scope={th ? 'row' : undefined}
          align={'cellAlign' in column ? column.cellAlign : column.align}
          sx={row.sx?.[i]}
        >
          {content}
        </TableCell>
      );
    });
  const table = (
    <Table size="small" {...named}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.key} align={c.align}>
              {c.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} hover={hover}>
            {cells(row, !!rowHeaders)}
          </TableRow>
        ))}
      </TableBody>
      {footer && (
        <TableFooter>
          <TableRow>{cells(footer, true)}</TableRow>
        </TableFooter>
      )}
    </Table>
  );
  // Its width is its place's (`minWidth`), never its content's (`width: 0`): the frame scrolls instead.
  // The frame takes the keyboard's focus (arrow keys then scroll it) and is named as its table is.
  return scroll ? (
    <Box
      role="region"
      tabIndex={0}
      {...named}
      sx={{
        overflowX: 'auto',
        width: 0,
        minWidth: '100%',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      {table}
    </Box>
  ) : (
    table
  );
}
