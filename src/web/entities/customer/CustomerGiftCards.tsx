import { Link, useCreatePath, useTranslate } from 'react-admin';
import { CustomerGiftCardsDocument } from '../../../../generated/graphql-documents';
import { adminResourceName, resourceByName } from '../../../core/registry';
import { storeValueText } from '../../store/formats';
import { useStoreSettings } from '../../store/settings';
import { CustomerRecords, recordsBlock } from './CustomerRecords';

const GIFT_CARDS = recordsBlock({
  words: 'giftCards',
  permission: ['marketing', 'gift-cards'],
  document: CustomerGiftCardsDocument,
  columns: [{ key: 'card' }, { key: 'state' }, { key: 'balance', align: 'right' }],
});

/** The customer's gift cards on his page (their last four digits, state and balance), each opening its card. */
export function CustomerGiftCards({ customerId }: { customerId: string }) {
  const translate = useTranslate();
  const settings = useStoreSettings();
  const createPath = useCreatePath();
  const resource = adminResourceName(resourceByName('gift-card'));
  return (
    <CustomerRecords
      block={GIFT_CARDS}
      customerId={customerId}
      cells={(c) => [
        <Link key="card" to={createPath({ resource, id: c.id, type: 'edit' })}>
          {`•••• ${c.last_four}`}
        </Link>,
        translate(`entities.gift-card.choices.${c.state}`),
        storeValueText('money', c.balance, settings),
      ]}
    />
  );
}
