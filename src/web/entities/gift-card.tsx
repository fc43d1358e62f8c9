import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Labeled, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { GiftCardTransactionsDocument } from '../../../generated/graphql-documents';
import { permissionOn } from '../../core/permissions';
import type { FieldDef, ResourceDef } from '../../core/resource';
import { errorMessage, graphqlCall } from '../graphql/client';
import type { EntityUi } from '../resources/entities';
import { storedUser } from '../session';
import { storeValueText } from '../store/formats';
import { useStoreSettings } from '../store/settings';
import { TransactionDialog, type TransactionKind } from './gift-card/TransactionDialog';

interface Transaction {
  id: string;
  kind: string;
  amount: number;
  reason?: string | null;
  user_name: string;
  at: string;
}

/** A card as the console shows it: its last four digits, never the whole number ("•••• 1234"). */
const masked = (lastFour: unknown) => (typeof lastFour === 'string' && lastFour ? `•••• ${lastFour}` : '');

/** Whether the signed-in user may sell and reload gift cards (SPEC §6 approve gift card purchase). */
function maySell(): boolean {
  const user = storedUser();
  if (!user) return false;
  return (
    user.support === true || permissionOn(user.job?.[0]?.modules ?? [], 'pos', 'approve-gift-card-purchase')
  );
}

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

/** The card's transactions, newest first. */
function TransactionsTable({ transactions }: { transactions: Transaction[] }) {
  const translate = useTranslate();
  const settings = useStoreSettings();
  const t = (key: string) => translate(`entities.gift-card.panel.${key}`);
  if (!transactions.length) return <Typography color="text.secondary">{t('noTransactions')}</Typography>;
  return (
    <Table size="small" aria-label={t('transactions')} sx={{ maxWidth: 900 }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('at')}</TableCell>
          <TableCell>{t('kind')}</TableCell>
          <TableCell align="right">{t('amount')}</TableCell>
          <TableCell>{t('reason')}</TableCell>
          <TableCell>{t('by')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {transactions.map((m) => (
          <TableRow key={m.id}>
            <TableCell>{storeValueText('datetime', m.at, settings)}</TableCell>
            <TableCell>{translate(`entities.gift-card.choices.${m.kind}`)}</TableCell>
            <TableCell align="right">{storeValueText('money', m.amount, settings)}</TableCell>
            <TableCell>{m.reason ?? ''}</TableCell>
            <TableCell>{m.user_name}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
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
  const refresh = useRefresh();
  const settings = useStoreSettings();
  const [transactions, setTransactions] = useState<Transaction[] | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [dialog, setDialog] = useState<TransactionKind | null>(null);
  const id = record?.id ? String(record.id) : null;

  const load = useCallback(async () => {
    if (!id) return;
    try {
      const answer = await graphqlCall(GiftCardTransactionsDocument, { id });
      setTransactions((answer.GiftCard?.transactions ?? []) as Transaction[]);
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
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Button
          variant="outlined"
          size="small"
          disabled={!maySell()}
          title={maySell() ? undefined : t('needsApproval')}
          onClick={() => setDialog(sold ? 'reload' : 'sale')}
        >
          {t(sold ? 'reload' : 'sell')}
        </Button>
        <Button variant="outlined" size="small" onClick={() => setDialog('adjustment')}>
          {t('adjust')}
        </Button>
      </Stack>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('transactions')}
      </Typography>
      {transactions && <TransactionsTable transactions={transactions} />}
      {dialog && (
        <TransactionDialog
          kind={dialog}
          cardId={id}
          card={masked(record?.last_four)}
          onClose={() => setDialog(null)}
          onRecorded={(after) => {
            setDialog(null);
            notify(t('recorded', { balance: storeValueText('money', after, settings) }), { type: 'success' });
            refresh();
            void load();
          }}
        />
      )}
    </Box>
  );
}

const giftCard: EntityUi = {
  fields: { last_four: LastFourField },
  inputs: { last_four: LastFourInput, balance: BalancePanel },
};
export default giftCard;
