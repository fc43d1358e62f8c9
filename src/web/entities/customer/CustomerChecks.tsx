import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CustomerChecksDocument } from '../../../../generated/graphql-documents';
import { permissionOn } from '../../../core/permissions';
import { errorMessage, graphqlCall } from '../../graphql/client';
import { PlainTable, type PlainColumn } from '../../layout/PlainTable';
import { storedUser } from '../../session';
import { storeValueText } from '../../store/formats';
import { useStoreSettings } from '../../store/settings';

interface CheckRow {
  id: string;
  number: number;
  opened_at: string;
  status: string;
  total: number;
}

/** Whether the signed-in user may read checks (the check report's permission). */
function mayReadChecks(): boolean {
  const user = storedUser();
  if (!user) return false;
  return (
    user.support === true || permissionOn(user.job?.[0]?.modules ?? [], 'reports-office', 'check-report')
  );
}

/**
 * The customer's checks on his page, newest first (the last 20, and how many there are), for
 * whoever may read the check report: the checks a device recorded naming him.
 */
export function CustomerChecks({ customerId }: { customerId: string }) {
  const translate = useTranslate();
  const settings = useStoreSettings();
  const allowed = mayReadChecks();
  const [checks, setChecks] = useState<{ rows: CheckRow[]; count: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(`entities.customer.checks.${key}`, params);

  useEffect(() => {
    if (!allowed) return;
    let live = true;
    graphqlCall(CustomerChecksDocument, { customer_id: customerId })
      .then((answer) => {
        if (live) setChecks({ rows: answer.allChecks as CheckRow[], count: answer._allChecksMeta.count });
      })
      .catch((e: unknown) => live && setError(errorMessage(translate, e)));
    return () => {
      live = false;
    };
  }, [allowed, customerId, translate]);

  if (!allowed) return null;
  const columns: PlainColumn[] = [
    { key: 'number', label: t('number'), align: 'right' },
    { key: 'opened', label: t('opened') },
    { key: 'status', label: t('status') },
    { key: 'total', label: t('total'), align: 'right' },
  ];
  return (
    <Box component="section" aria-labelledby="customer-checks" sx={{ mt: 3, maxWidth: 900 }}>
      <Typography id="customer-checks" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      {error && (
        <Typography color="error" role="alert">
          {error}
        </Typography>
      )}
      {checks && !checks.rows.length && <Typography color="text.secondary">{t('none')}</Typography>}
      {checks && checks.rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <PlainTable
            aria-label={t('title')}
            columns={columns}
            rows={checks.rows.map((c) => ({
              key: c.id,
              cells: [
                String(c.number),
                storeValueText('datetime', c.opened_at, settings),
                t(`statuses.${c.status}`),
                storeValueText('money', c.total / 100, settings),
              ],
            }))}
          />
          {checks.count > checks.rows.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('more', { shown: checks.rows.length, count: checks.count })}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
