import { InputAdornment, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { RecordGiftCardTransactionDocument } from '../../../../generated/graphql-documents';
import { errorMessage, graphqlCall } from '../../graphql/client';
import { useStoreSettings } from '../../store/settings';
import { DialogFrame } from '../../widgets/DialogFrame';

export type TransactionKind = 'sale' | 'reload' | 'adjustment';

/**
 * Records a sale, a reload or an adjustment on a gift card. The amount and the reason are
 * checked here as the server checks them again before writing; its refusal shows in the dialog.
 */
export function TransactionDialog({
  kind,
  cardId,
  card,
  onClose,
  onRecorded,
}: {
  kind: TransactionKind;
  cardId: string;
  card: string;
  onClose: () => void;
  onRecorded: (balance: number) => void;
}) {
  const translate = useTranslate();
  const { currencySymbol } = useStoreSettings();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(`entities.gift-card.panel.${key}`, params);

  const problem = (): string | null => {
    const value = Number(amount);
    if (amount.trim() === '' || !Number.isFinite(value))
      return translate(
        kind === 'adjustment' ? 'errors.giftCard.amountNonZero' : 'errors.giftCard.amountPositive',
      );
    if (kind !== 'adjustment' && value <= 0) return translate('errors.giftCard.amountPositive');
    if (kind === 'adjustment' && Math.round(value * 100) === 0)
      return translate('errors.giftCard.amountNonZero');
    if (kind === 'adjustment' && !reason.trim()) return translate('errors.giftCard.reasonRequired');
    if (reason.length > 500) return translate('errors.giftCard.reasonTooLong');
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the card's form: its submit is not that form's.
    event.stopPropagation();
    const wrong = problem();
    setError(wrong);
    if (wrong || busy) return;
    setBusy(true);
    try {
      const answer = await graphqlCall(RecordGiftCardTransactionDocument, {
        gift_card_id: cardId,
        kind,
        amount: Number(amount),
        reason: reason.trim() || null,
      });
      onRecorded(answer.recordGiftCardTransaction.balance);
    } catch (e) {
      setError(errorMessage(translate, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      open
      id="gift-card-transaction"
      title={t(`${kind === 'adjustment' ? 'adjust' : kind}Title`, { card })}
      text={t(`${kind === 'adjustment' ? 'adjust' : kind}Help`)}
      error={error}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      busy={busy}
      cancel={{ label: translate('ra.action.cancel') }}
      confirm={{ label: t('record') }}
    >
      <TextField
        label={t('amount')}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        type="number"
        slotProps={{
          htmlInput: { step: 0.01 },
          input: { startAdornment: <InputAdornment position="start">{currencySymbol}</InputAdornment> },
        }}
        autoFocus
        fullWidth
        margin="dense"
      />
      <TextField
        label={t('reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required={kind === 'adjustment'}
        fullWidth
        margin="dense"
      />
    </DialogFrame>
  );
}
