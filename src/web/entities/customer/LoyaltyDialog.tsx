import { AdjustLoyaltyPointsDocument } from '../../../../generated/graphql-documents';
import { graphqlCall } from '../../graphql/client';
import { MovementDialog, type Ledger } from '../shared/MovementDialog';

const LOYALTY: Ledger = {
  id: 'loyalty-adjustment',
  words: 'perks.members',
  errors: 'errors.loyalty',
  unit: 'points',
  amountWord: 'adjustPoints',
  stems: { adjustment: 'adjust' },
  // Checked before: an adjustment of points always says why.
  record: (customer_id, { amount, reason }) =>
    graphqlCall(AdjustLoyaltyPointsDocument, { customer_id, points: amount, reason: reason ?? '' }).then(
      (answer) => answer.adjustLoyaltyPoints.points,
    ),
};

/**
 * Adjusts a customer's loyalty points: a whole number, positive to add, negative to take away, and
 * its reason; checked here as the server checks them again before writing (which also refuses
 * leaving fewer than zero). Its refusal shows in the dialog; once recorded, a notice tells his points.
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
  return (
    <MovementDialog
      ledger={LOYALTY}
      recordId={customerId}
      kind="adjustment"
      params={{ name, points }}
      balance={points}
      onClose={onClose}
      onRecorded={onRecorded}
    />
  );
}
