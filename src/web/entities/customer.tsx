import { Box } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Labeled, useNotify, useRecordContext, useTranslate } from 'react-admin';
import {
  CustomerHouseAccountDocument,
  RecordHouseAccountMovementDocument,
  type HouseAccountMovementRowFragment,
} from '../../../generated/graphql-documents';
import type { FieldDef, ResourceDef } from '../../core/resource';
import { errorMessage, graphqlCall } from '../graphql/client';
import { FieldFor } from '../resources/fields';
import { InputFor } from '../resources/inputs';
import type { EntityUi } from '../resources/entities';
import { CustomerChecks } from './customer/CustomerChecks';
import { CustomerGiftCards } from './customer/CustomerGiftCards';
import { LoyaltyPanel } from './customer/LoyaltyPanel';
import { LedgerActions } from './shared/LedgerActions';
import type { Ledger } from './shared/MovementDialog';
import { MovementsTable } from './shared/MovementsTable';
import { userHolds } from './shared/userHolds';

const HOUSE_ACCOUNT: Ledger = {
  id: 'house-account-movement',
  words: 'entities.customer.houseAccount',
  errors: 'errors.customer',
  unit: 'money',
  record: (customer_id, movement) =>
    graphqlCall(RecordHouseAccountMovementDocument, { customer_id, ...movement }).then(
      (answer) => answer.recordHouseAccountMovement.balance,
    ),
};

/** Whether the signed-in user holds the House account permission (SPEC §6). */
const mayMoveAccounts = () => userHolds('customers-office', 'house-account');

/**
 * The house account on the customer's page: its balance (the sum of its movements), and for whoever
 * holds the House account permission the movements and buttons recording a payment or an adjustment.
 */
function HouseAccountPanel({ resource, field }: { resource: ResourceDef; field: FieldDef; label: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const allowed = mayMoveAccounts();
  const [movements, setMovements] = useState<HouseAccountMovementRowFragment[] | null>(null);
  const id = record?.id ? String(record.id) : null;

  const load = useCallback(async () => {
    if (!id || !allowed) return;
    try {
      const answer = await graphqlCall(CustomerHouseAccountDocument, { id });
      setMovements(answer.Customer?.movements ?? []);
    } catch (e) {
      notify(errorMessage(translate, e), { type: 'error' });
    }
  }, [id, allowed, notify, translate]);
  useEffect(() => void load(), [load]);

  if (!id) return null;
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(`entities.customer.houseAccount.${key}`, params);
  return (
    <Box sx={{ width: '100%' }}>
      <Labeled label={`entities.customer.fields.${field.name}`} sx={{ mb: 1 }}>
        <FieldFor resource={resource} field={field} />
      </Labeled>
      {allowed && (
        <>
          <LedgerActions
            ledger={HOUSE_ACCOUNT}
            recordId={id}
            kinds={[
              { kind: 'payment', label: t('recordPayment') },
              { kind: 'adjustment', label: t('recordAdjustment') },
            ]}
            params={{ name: String(record?.name ?? '') }}
            onRecorded={() => void load()}
          />
          <MovementsTable words={HOUSE_ACCOUNT.words} choices="entities.customer.choices" rows={movements} />
        </>
      )}
      <CustomerChecks customerId={id} />
      <CustomerGiftCards customerId={id} />
    </Box>
  );
}

/**
 * The house account's switch and limit, which only the House account permission changes (the server
 * refuses the rest): shown, but not editable, to everyone else.
 */
function AccountInput({ resource, field }: { resource: ResourceDef; field: FieldDef; label: string }) {
  const translate = useTranslate();
  if (mayMoveAccounts()) return <InputFor resource={resource} field={field} />;
  return (
    <Box
      component="fieldset"
      disabled
      title={translate('entities.customer.houseAccount.needsPermission')}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0, opacity: 0.6 }}
    >
      <InputFor resource={resource} field={field} />
    </Box>
  );
}

/** The house account's balance and movements, then the customer's loyalty points. */
function AccountsPanel(props: { resource: ResourceDef; field: FieldDef; label: string }) {
  return (
    <>
      <HouseAccountPanel {...props} />
      <LoyaltyPanel />
    </>
  );
}

const customer: EntityUi = {
  inputs: {
    house_account_enabled: AccountInput,
    house_account_limit: AccountInput,
    house_account_balance: AccountsPanel,
  },
};
export default customer;
