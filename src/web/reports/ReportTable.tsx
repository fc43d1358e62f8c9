import {
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ReportTable as Model, TableRow as Row } from './model';

const TOTAL = { fontWeight: 600, color: 'text.primary', fontSize: 'inherit' } as const;
/** The column naming each row (an item, an employee, a date) keeps room for a name on one or two lines. */
const NAME_MIN_WIDTH = '7.5rem';

export type Sort = { column: number; direction: 'asc' | 'desc' } | null;

const compare = (a: Row, b: Row, column: number) => {
  const x = a.cells[column]!;
  const y = b.cells[column]!;
  if (x.number !== null && y.number !== null) return x.number - y.number;
  return (x.date ?? x.text).localeCompare(y.date ?? y.text);
};

/** Rows sorted within each part of the report (a heading starts a part), headings kept in place. */
function sorted(rows: Row[], sort: Sort): Row[] {
  if (!sort) return rows;
  const out: Row[] = [];
  let part: Row[] = [];
  const flush = () => {
    part.sort((a, b) => compare(a, b, sort.column) * (sort.direction === 'asc' ? 1 : -1));
    out.push(...part);
    part = [];
  };
  for (const r of rows) {
    if (r.heading) {
      flush();
      out.push(r);
    } else part.push(r);
  }
  flush();
  return out;
}

/**
 * The report's table: sortable by any column (unless its rows keep an order of their own), with its
 * totals under it. On a phone each row is a
 * card of label and value pairs, so nothing scrolls sideways.
 */
export function ReportTable({
  table,
  caption,
  onRow,
  sort: sortedBy,
  onSort,
  sortable = true,
  footer,
}: {
  table: Model;
  caption: string;
  /** Opens a row (its id in the model); the rows become buttons. */
  onRow?: (rowId: string) => void;
  /** For rows sorted elsewhere (a paged report, on the server): the order shown and its change. */
  sort?: Sort;
  onSort?: (sort: Sort) => void;
  /** False for rows in an order of their own (a running balance): the headings do not sort them. */
  sortable?: boolean;
  /** Under the table (a paged report's page controls). */
  footer?: ReactNode;
}) {
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [ownSort, setOwnSort] = useState<Sort>(null);
  const sort = onSort ? (sortedBy ?? null) : ownSort;
  const setSort = (next: (s: Sort) => Sort) => (onSort ? onSort(next(sort)) : setOwnSort(next));
  const rows = useMemo(() => (onSort ? table.rows : sorted(table.rows, sort)), [table.rows, sort, onSort]);
  if (!table.rows.length)
    return (
      <Typography sx={{ my: 2 }} role="status">
        {translate('reports.empty')}
      </Typography>
    );
  if (phone)
    return (
      <Box component="section" aria-label={caption} sx={{ display: 'grid', gap: 1, my: 2 }}>
        {[...rows, ...table.footer].map((r) =>
          r.heading ? (
            <Typography key={r.id} variant="subtitle1" component="h2" sx={{ mt: 1 }}>
              {r.cells[0]!.text}
            </Typography>
          ) : (
            <Card
              key={r.id}
              variant="outlined"
              data-testid={`report-row-${r.id}`}
              onClick={onRow ? () => onRow(r.id) : undefined}
              sx={onRow ? { cursor: 'pointer' } : undefined}
            >
              <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
                <Typography variant="subtitle2" component="h2">
                  {r.cells[0]!.text}
                </Typography>
                <Box
                  component="dl"
                  sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1 }}
                >
                  {table.columns.slice(1).map((c, i) => (
                    <Box key={c.key} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {c.label}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                        {r.cells[i + 1]!.text}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </CardContent>
            </Card>
          ),
        )}
        {footer}
      </Box>
    );
  const toggle = (column: number) =>
    setSort((s) =>
      s?.column === column
        ? { column, direction: s.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: table.columns[column]!.numeric ? 'desc' : 'asc' },
    );
  /** A row's cells, its first naming it. */
  const cellsOf = (r: Row, sx?: typeof TOTAL) =>
    r.cells.map((cell, i) => (
      <TableCell
        key={table.columns[i]!.key}
        component={i === 0 ? 'th' : 'td'}
        scope={i === 0 ? 'row' : undefined}
        align={table.columns[i]!.numeric ? 'right' : 'left'}
        sx={i === 0 ? { ...sx, minWidth: NAME_MIN_WIDTH } : sx}
      >
        {cell.text}
      </TableCell>
    ));
  return (
    <Box sx={{ maxWidth: '100%', overflowX: 'auto', my: 2 }}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {table.columns.map((c, i) => (
              <TableCell
                key={c.key}
                align={c.numeric ? 'right' : 'left'}
                sx={i === 0 ? { minWidth: NAME_MIN_WIDTH } : undefined}
                sortDirection={sortable && sort?.column === i ? sort.direction : false}
              >
                {sortable ? (
                  <TableSortLabel
                    active={sort?.column === i}
                    direction={sort?.column === i ? sort.direction : 'asc'}
                    onClick={() => toggle(i)}
                  >
                    {c.label}
                  </TableSortLabel>
                ) : (
                  c.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) =>
            r.heading ? (
              <TableRow key={r.id}>
                <TableCell
                  component="th"
                  scope="rowgroup"
                  colSpan={table.columns.length}
                  sx={{ fontWeight: 600 }}
                >
                  {r.cells[0]!.text}
                </TableCell>
              </TableRow>
            ) : (
              <TableRow
                key={r.id}
                hover
                data-testid={onRow ? `report-row-${r.id}` : undefined}
                onClick={onRow ? () => onRow(r.id) : undefined}
                tabIndex={onRow ? 0 : undefined}
                onKeyDown={
                  onRow
                    ? (e) => {
                        if (e.key === 'Enter' || e.key === ' ') {
                          e.preventDefault();
                          onRow(r.id);
                        }
                      }
                    : undefined
                }
                sx={onRow ? { cursor: 'pointer' } : undefined}
              >
                {cellsOf(r)}
              </TableRow>
            ),
          )}
        </TableBody>
        {table.footer.length > 0 && (
          <TableFooter>
            {table.footer.map((r) => (
              <TableRow key={r.id} data-testid={`report-row-${r.id}`}>
                {cellsOf(r, TOTAL)}
              </TableRow>
            ))}
          </TableFooter>
        )}
      </Table>
      {footer}
    </Box>
  );
}
