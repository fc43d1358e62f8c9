import { InputAdornment, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../../graphql/client';
import { storeValueText } from '../../store/formats';
import { useStoreSettings } from '../../store/settings';
import { DialogFrame } from '../../widgets/DialogFrame';

/** A balance that movements change: a customer's house account, a gift card, loyalty points. */
export interface Ledger {
  /** The dialog's id. */
  id: string;
  /** Prefix of its words: `.<stem>Title`, `.<stem>Help`, `.amount`, `.reason`, `.record`, `.recorded`. */
  words: string;
  /** Prefix of the refusals checked here, the server's words for them. */
  errors: string;
  /** Money in the store's currency, to the cent; or whole points, which never fall below zero. */
  unit: 'money' | 'points';
  /** A kind's stem in the words where it is not the kind itself (`sale` → `sellTitle`). */
  stems?: Record<string, string>;
  /** The amount field's word where it is not `amount`. */
  amountWord?: string;
  /** Sends a movement on the record `id`; answers the balance it leaves. */
  record: (id: string, movement: Movement) => Promise<number>;
}

/** A movement as typed: its reason trimmed, null when none. */
export interface Movement {
  kind: string;
  amount: number;
  reason: string | null;
}

/** What is wrong with an amount and a reason as typed, by the ledger's refusals; null when nothing. */
function problemOf(ledger: Ledger, adjustment: boolean, amount: string, reason: string, balance?: number) {
  const points = ledger.unit === 'points';
  const value = Number(amount);
  const zero = points ? value === 0 : Math.round(value * 100) === 0;
  const nonZero = points ? 'pointsNonZero' : 'amountNonZero';
  if (amount.trim() === '' || !Number.isFinite(value)) return adjustment ? nonZero : 'amountPositive';
  if (!adjustment && value <= 0) return 'amountPositive';
  if (adjustment && zero) return nonZero;
  if (points && !Number.isInteger(value)) return 'pointsWhole';
  if (adjustment && !reason.trim()) return 'reasonRequired';
  if (reason.length > 500) return 'reasonTooLong';
  if (balance !== undefined && balance + value < 0) return 'belowZero';
  return null;
}

/**
 * Records one movement on a ledger: an adjustment takes either sign and says why, any other kind (a
 * payment, a sale, a reload) is above zero. The amount and the reason are checked here as the server
 * checks them again before writing; its refusal shows in the dialog. Once recorded, a notice tells the
 * balance it leaves.
 */
export function MovementDialog({
  ledger,
  recordId,
  kind,
  params,
  balance,
  onClose,
  onRecorded,
}: {
  ledger: Ledger;
  /** The customer's, the card's. */
  recordId: string;
  kind: string;
  /** The values its words name (the customer's `name`, the card's `card`, his `points`). */
  params: Record<string, unknown>;
  /** The balance an adjustment may not take below zero, where it may not. */
  balance?: number;
  onClose: () => void;
  onRecorded: (balance: number) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const settings = useStoreSettings();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (key: string, more?: Record<string, unknown>) =>
    translate(`${ledger.words}.${key}`, { ...params, ...more });
  const adjustment = kind === 'adjustment';
  const stem = ledger.stems?.[kind] ?? kind;
  const money = ledger.unit === 'money';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog may sit inside a record's form: its submit is not that form's.
    event.stopPropagation();
    const wrong = problemOf(ledger, adjustment, amount, reason, balance);
    setError(wrong && translate(`${ledger.errors}.${wrong}`, { balance }));
    if (wrong || busy) return;
    setBusy(true);
    try {
      const after = await ledger.record(recordId, {
        kind,
        amount: Number(amount),
        reason: reason.trim() || null,
      });
      notify(
        t('recorded', money ? { balance: storeValueText('money', after, settings) } : { points: after }),
        {
          type: 'success',
        },
      );
      onRecorded(after);
    } catch (e) {
      setError(errorMessage(translate, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      open
      id={ledger.id}
      title={t(`${stem}Title`)}
      text={t(`${stem}Help`)}
      error={error}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      busy={busy}
      cancel={{ label: translate('ra.action.cancel') }}
      confirm={{ label: t('record') }}
    >
      <TextField
        label={t(ledger.amountWord ?? 'amount')}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        type="number"
        slotProps={{
          htmlInput: { step: money ? 0.01 : 1 },
          input: money
            ? {
                startAdornment: <InputAdornment position="start">{settings.currencySymbol}</InputAdornment>,
              }
            : undefined,
        }}
        autoFocus
        fullWidth
        margin="dense"
      />
      <TextField
        label={t('reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required={adjustment}
        fullWidth
        margin="dense"
      />
    </DialogFrame>
  );
}
