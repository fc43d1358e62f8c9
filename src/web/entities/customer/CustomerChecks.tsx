import { useTranslate } from 'react-admin';
import { CustomerChecksDocument } from '../../../../generated/graphql-documents';
import { storeValueText } from '../../store/formats';
import { useStoreSettings } from '../../store/settings';
import { CustomerRecords, recordsBlock } from './CustomerRecords';

const CHECKS = recordsBlock({
  words: 'checks',
  permission: ['reports-office', 'check-report'],
  document: CustomerChecksDocument,
  columns: [
    { key: 'number', align: 'right' },
    { key: 'opened' },
    { key: 'status' },
    { key: 'total', align: 'right' },
  ],
});

/**
 * The customer's checks on his page, newest first (the last 20, and how many there are), for
 * whoever may read the check report: the checks a device recorded naming him.
 */
export function CustomerChecks({ customerId }: { customerId: string }) {
  const translate = useTranslate();
  const settings = useStoreSettings();
  const t = (key: string) => translate(`entities.customer.checks.${key}`);
  return (
    <CustomerRecords
      block={CHECKS}
      customerId={customerId}
      cells={(c) => [
        String(c.number),
        storeValueText('datetime', c.opened_at, settings),
        t(`statuses.${c.status}`),
        storeValueText('money', c.total / 100, settings),
      ]}
    />
  );
}
