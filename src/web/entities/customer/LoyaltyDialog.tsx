import { TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { AdjustLoyaltyPointsDocument } from '../../../../generated/graphql-documents';
import { errorMessage, graphqlCall } from '../../graphql/client';
import { DialogFrame } from '../../widgets/DialogFrame';

/**
 * Adjusts a customer's loyalty points: a whole number, positive to add, negative to take away, and
 * its reason; checked here as the server checks them again before writing (which also refuses
 * leaving fewer than zero). Its refusal shows in the dialog.
 */
export function LoyaltyDialog({
  customerId,
  name,
  points,
  onClose,
  onRecorded,
}: {
  customerId: string;
  name: string;
  points: number;
  onClose: () => void;
  onRecorded: (points: number) => void;
}) {
  const translate = useTranslate();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (key: string, params?: Record<string, unknown>) => translate(`perks.members.${key}`, params);

  const problem = (): string | null => {
    const value = Number(amount);
    if (amount.trim() === '' || !Number.isFinite(value) || value === 0)
      return translate('errors.loyalty.pointsNonZero');
    if (!Number.isInteger(value)) return translate('errors.loyalty.pointsWhole');
    if (!reason.trim()) return translate('errors.loyalty.reasonRequired');
    if (reason.length > 500) return translate('errors.loyalty.reasonTooLong');
    if (points + value < 0) return translate('errors.loyalty.belowZero', { balance: points });
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // On the customer's page the dialog sits inside his form: its submit is not that form's.
    event.stopPropagation();
    const wrong = problem();
    setError(wrong);
    if (wrong || busy) return;
    setBusy(true);
    try {
      const answer = await graphqlCall(AdjustLoyaltyPointsDocument, {
        customer_id: customerId,
        points: Number(amount),
        reason: reason.trim(),
      });
      onRecorded(answer.adjustLoyaltyPoints.points);
    } catch (e) {
      setError(errorMessage(translate, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      open
      id="loyalty-adjustment"
      title={t('adjustTitle', { name })}
      text={t('adjustHelp', { points })}
      error={error}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      busy={busy}
      cancel={{ label: translate('ra.action.cancel') }}
      confirm={{ label: t('record') }}
    >
      <TextField
        label={t('adjustPoints')}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        type="number"
        slotProps={{ htmlInput: { step: 1 } }}
        autoFocus
        fullWidth
        margin="dense"
      />
      <TextField
        label={t('reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        fullWidth
        margin="dense"
      />
    </DialogFrame>
  );
}
