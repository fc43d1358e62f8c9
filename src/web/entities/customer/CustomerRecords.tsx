import { Box, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { errorMessage, graphqlCall } from '../../graphql/client';
import { PlainTable, type PlainColumn } from '../../layout/PlainTable';
import { userHolds } from '../shared/userHolds';

/** What a block of the customer's page lists. */
export interface RecordsBlock<Row extends { id: string }> {
  /** Its words: `entities.customer.<words>.title`, `.none`, `.more` and each column's key. */
  words: string;
  /** The module and the permission reading the records takes. */
  permission: [string, string];
  /** The first rows of the customer's records (`rows`), and how many there are (`meta`). */
  document: DocumentTypeDecoration<{ rows: Row[]; meta: { count: number } }, { customer_id: string }>;
  /** Each column's key, its heading's word. */
  columns: Omit<PlainColumn, 'label'>[];
}

/** A block's description, its rows' type read from its query. */
export const recordsBlock = <Row extends { id: string }>(block: RecordsBlock<Row>) => block;

interface Props<Row extends { id: string }> {
  block: RecordsBlock<Row>;
  customerId: string;
  cells: (row: Row) => ReactNode[];
}

/**
 * A block of the customer's page listing records that name him (his checks, his gift cards), for
 * whoever may read them: a heading, the rows, and how many more there are.
 */
export function CustomerRecords<Row extends { id: string }>(props: Props<Row>) {
  const { customerId, block } = props;
  const { words, document } = block;
  const allowed = userHolds(...block.permission);
  const translate = useTranslate();
  const [records, setRecords] = useState<{ rows: Row[]; count: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(`entities.customer.${words}.${key}`, params);

  useEffect(() => {
    if (!allowed) return;
    let live = true;
    graphqlCall(document, { customer_id: customerId })
      .then((answer) => live && setRecords({ rows: answer.rows, count: answer.meta.count }))
      .catch((e: unknown) => live && setError(errorMessage(translate, e)));
    return () => {
      live = false;
    };
  }, [allowed, customerId, document, translate]);

  if (!allowed) return null;
  const headingId = `customer-${words}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3, maxWidth: 900 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      {error && (
        <Typography color="error" role="alert">
          {error}
        </Typography>
      )}
      {records && !records.rows.length && <Typography color="text.secondary">{t('none')}</Typography>}
      {records && records.rows.length > 0 && (
        <>
          <PlainTable
            scroll
            aria-label={t('title')}
            columns={block.columns.map((c) => ({ ...c, label: t(c.key) }))}
            rows={records.rows.map((row) => ({ key: row.id, cells: props.cells(row) }))}
          />
          {records.count > records.rows.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('more', { shown: records.rows.length, count: records.count })}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
