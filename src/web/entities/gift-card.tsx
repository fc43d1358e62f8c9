import { Box } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Labeled, useNotify, useRecordContext, useTranslate } from 'react-admin';
import {
  GiftCardTransactionsDocument,
  RecordGiftCardTransactionDocument,
  type GiftCardTransactionRowFragment,
} from '../../../generated/graphql-documents';
import type { FieldDef, ResourceDef } from '../../core/resource';
import { errorMessage, graphqlCall } from '../graphql/client';
import type { EntityUi } from '../resources/entities';
import { storeValueText } from '../store/formats';
import { useStoreSettings } from '../store/settings';
import { LedgerActions } from './shared/LedgerActions';
import type { Ledger } from './shared/MovementDialog';
import { MovementsTable } from './shared/MovementsTable';
import { userHolds } from './shared/userHolds';

const GIFT_CARD: Ledger = {
  id: 'gift-card-transaction',
  words: 'entities.gift-card.panel',
  errors: 'errors.giftCard',
  unit: 'money',
  stems: { sale: 'sell', adjustment: 'adjust' },
  record: (gift_card_id, movement) =>
    graphqlCall(RecordGiftCardTransactionDocument, { gift_card_id, ...movement }).then(
      (answer) => answer.recordGiftCardTransaction.balance,
    ),
};

/** A card as the console shows it: its last four digits, never the whole number ("•••• 1234"). */
const masked = (lastFour: unknown) => (typeof lastFour === 'string' && lastFour ? `•••• ${lastFour}` : '');

/** Whether the signed-in user may sell and reload gift cards (SPEC §6 approve gift card purchase). */
const maySell = () => userHolds('pos', 'approve-gift-card-purchase');

function LastFourField({ field }: { resource: ResourceDef; field: FieldDef }) {
  const record = useRecordContext();
  return <span>{masked(record?.[field.name])}</span>;
}

/** The card on its page, by its last four digits; the number itself is typed only when it is issued. */
function LastFourInput({ field }: { resource: ResourceDef; field: FieldDef; label: string }) {
  const record = useRecordContext();
  if (!record?.id) return null;
  return (
    <Labeled label={`entities.gift-card.fields.${field.name}`}>
      <span>{masked(record[field.name])}</span>
    </Labeled>
  );
}

/**
 * The card's balance (the sum of its transactions), its transactions, and the buttons selling or
 * reloading it (with the Approve gift card purchases permission) and adjusting it with a reason.
 */
function BalancePanel({ field }: { resource: ResourceDef; field: FieldDef; label: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const settings = useStoreSettings();
  const [transactions, setTransactions] = useState<GiftCardTransactionRowFragment[] | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const id = record?.id ? String(record.id) : null;

  const load = useCallback(async () => {
    if (!id) return;
    try {
      const answer = await graphqlCall(GiftCardTransactionsDocument, { id });
      setTransactions(answer.GiftCard?.transactions ?? []);
      setBalance(answer.GiftCard?.balance ?? null);
    } catch (e) {
      notify(errorMessage(translate, e), { type: 'error' });
    }
  }, [id, notify, translate]);
  useEffect(() => void load(), [load]);

  if (!id) return null;
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(`entities.gift-card.panel.${key}`, params);
  const sold = (transactions?.length ?? 0) > 0;
  const shown = balance ?? (typeof record?.balance === 'number' ? record.balance : 0);
  return (
    <Box sx={{ width: '100%' }}>
      <Labeled label={`entities.gift-card.fields.${field.name}`} sx={{ mb: 1 }}>
        <span data-testid="gift-card-balance">{storeValueText('money', shown, settings)}</span>
      </Labeled>
      <LedgerActions
        ledger={GIFT_CARD}
        recordId={id}
        kinds={[
          {
            kind: sold ? 'reload' : 'sale',
            label: t(sold ? 'reload' : 'sell'),
            disabled: !maySell(),
            hint: maySell() ? undefined : t('needsApproval'),
          },
          { kind: 'adjustment', label: t('adjust') },
        ]}
        params={{ card: masked(record?.last_four) }}
        onRecorded={() => void load()}
      />
      <MovementsTable
        words={GIFT_CARD.words}
        choices="entities.gift-card.choices"
        rows={transactions}
        title="transactions"
        empty="noTransactions"
      />
    </Box>
  );
}

const giftCard: EntityUi = {
  fields: { last_four: LastFourField },
  inputs: { last_four: LastFourInput, balance: BalancePanel },
};
export default giftCard;
