import { useTranslate } from 'react-admin';
import { CustomerChecksDocument } from '../../../../generated/graphql-documents';
import { graphqlCall } from '../../graphql/client';
import { storeValueText } from '../../store/formats';
import { useStoreSettings } from '../../store/settings';
import { CustomerRecords, mayRead } from './CustomerRecords';

interface CheckRow {
  id: string;
  number: number;
  opened_at: string;
  status: string;
  total: number;
}

const loadChecks = (customerId: string) =>
  graphqlCall(CustomerChecksDocument, { customer_id: customerId }).then((answer) => ({
    rows: answer.allChecks as CheckRow[],
    count: answer._allChecksMeta.count,
  }));

/**
 * The customer's checks on his page, newest first (the last 20, and how many there are), for
 * whoever may read the check report: the checks a device recorded naming him.
 */
export function CustomerChecks({ customerId }: { customerId: string }) {
  const translate = useTranslate();
  const settings = useStoreSettings();
  const t = (key: string) => translate(`entities.customer.checks.${key}`);
  return (
    <CustomerRecords<CheckRow>
      words="checks"
      allowed={mayRead('reports-office', 'check-report')}
      customerId={customerId}
      load={loadChecks}
      columns={[
        { key: 'number', label: t('number'), align: 'right' },
        { key: 'opened', label: t('opened') },
        { key: 'status', label: t('status') },
        { key: 'total', label: t('total'), align: 'right' },
      ]}
      cells={(c) => [
        String(c.number),
        storeValueText('datetime', c.opened_at, settings),
        t(`statuses.${c.status}`),
        storeValueText('money', c.total / 100, settings),
      ]}
    />
  );
}
