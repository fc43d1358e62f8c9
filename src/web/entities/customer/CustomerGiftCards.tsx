import { Link, useCreatePath, useTranslate } from 'react-admin';
import { CustomerGiftCardsDocument } from '../../../../generated/graphql-documents';
import { adminResourceName, resourceByName } from '../../../core/registry';
import { graphqlCall } from '../../graphql/client';
import { storeValueText } from '../../store/formats';
import { useStoreSettings } from '../../store/settings';
import { CustomerRecords, mayRead } from './CustomerRecords';

interface CardRow {
  id: string;
  last_four: string;
  state: string;
  balance: number;
}

const loadCards = (customerId: string) =>
  graphqlCall(CustomerGiftCardsDocument, { customer_id: customerId }).then((answer) => ({
    rows: answer.allGiftCards as CardRow[],
    count: answer._allGiftCardsMeta.count,
  }));

/** The customer's gift cards on his page (their last four digits, state and balance), each opening its card. */
export function CustomerGiftCards({ customerId }: { customerId: string }) {
  const translate = useTranslate();
  const settings = useStoreSettings();
  const createPath = useCreatePath();
  const resource = adminResourceName(resourceByName('gift-card'));
  const t = (key: string) => translate(`entities.customer.giftCards.${key}`);
  return (
    <CustomerRecords<CardRow>
      words="giftCards"
      allowed={mayRead('marketing', 'gift-cards')}
      customerId={customerId}
      load={loadCards}
      columns={[
        { key: 'card', label: t('card') },
        { key: 'state', label: t('state') },
        { key: 'balance', label: t('balance'), align: 'right' },
      ]}
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
