import { Box, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { permissionOn } from '../../../core/permissions';
import { errorMessage } from '../../graphql/client';
import { PlainTable, type PlainColumn } from '../../layout/PlainTable';
import { storedUser } from '../../session';

/** Whether the signed-in user holds `permission` of `module` (a support user holds every one). */
export function mayRead(module: string, permission: string): boolean {
  const user = storedUser();
  if (!user) return false;
  return user.support === true || permissionOn(user.job?.[0]?.modules ?? [], module, permission);
}

interface Props<Row extends { id: string }> {
  /** Its words: `entities.customer.<words>.title`, `.none`, `.more` and each column's key. */
  words: string;
  allowed: boolean;
  customerId: string;
  /** The first rows of the customer's records, and how many there are. */
  load: (customerId: string) => Promise<{ rows: Row[]; count: number }>;
  columns: (PlainColumn & { key: string })[];
  cells: (row: Row) => ReactNode[];
}

/**
 * A block of the customer's page listing records that name him (his checks, his gift cards), for
 * whoever may read them: a heading, the rows, and how many more there are.
 */
export function CustomerRecords<Row extends { id: string }>(props: Props<Row>) {
  const { words, allowed, customerId, load } = props;
  const translate = useTranslate();
  const [records, setRecords] = useState<{ rows: Row[]; count: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(`entities.customer.${words}.${key}`, params);

  useEffect(() => {
    if (!allowed) return;
    let live = true;
    load(customerId)
      .then((answer) => live && setRecords(answer))
      .catch((e: unknown) => live && setError(errorMessage(translate, e)));
    return () => {
      live = false;
    };
  }, [allowed, customerId, load, translate]);

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
        <Box sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>
          <PlainTable
            aria-label={t('title')}
            columns={props.columns}
            rows={records.rows.map((row) => ({ key: row.id, cells: props.cells(row) }))}
          />
          {records.count > records.rows.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('more', { shown: records.rows.length, count: records.count })}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
