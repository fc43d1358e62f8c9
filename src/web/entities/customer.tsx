import { Box, Button, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Labeled, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { CustomerHouseAccountDocument } from '../../../generated/graphql-documents';
import { permissionOn } from '../../core/permissions';
import type { FieldDef, ResourceDef } from '../../core/resource';
import { errorMessage, graphqlCall } from '../graphql/client';
import { PlainTable, type PlainColumn } from '../layout/PlainTable';
import { FieldFor } from '../resources/fields';
import { InputFor } from '../resources/inputs';
import type { EntityUi } from '../resources/entities';
import { storedUser } from '../session';
import { storeValueText } from '../store/formats';
import { useStoreSettings } from '../store/settings';
import { CustomerChecks } from './customer/CustomerChecks';
import { CustomerGiftCards } from './customer/CustomerGiftCards';
import { LoyaltyPanel } from './customer/LoyaltyPanel';
import { MovementDialog, type MovementKind } from './customer/MovementDialog';

interface Movement {
  id: string;
  kind: string;
  amount: number;
  reason?: string | null;
  user_name: string;
  at: string;
}

/** Whether the signed-in user holds the House account permission (SPEC §6). */
function mayMoveAccounts(): boolean {
  const user = storedUser();
  if (!user) return false;
  return (
    user.support === true || permissionOn(user.job?.[0]?.modules ?? [], 'customers-office', 'house-account')
  );
}

/** The account's movements, newest first. */
function MovementsTable({ movements }: { movements: Movement[] }) {
  const translate = useTranslate();
  const settings = useStoreSettings();
  const t = (key: string) => translate(`entities.customer.houseAccount.${key}`);
  if (!movements.length) return <Typography color="text.secondary">{t('noMovements')}</Typography>;
  const columns: PlainColumn[] = [
    { key: 'at', label: t('at') },
    { key: 'kind', label: t('kind') },
    { key: 'amount', label: t('amount'), align: 'right' },
    { key: 'reason', label: t('reason') },
    { key: 'by', label: t('by') },
  ];
  return (
    <Box sx={{ maxWidth: 900, overflowX: 'auto', width: 0, minWidth: '100%' }}>
      <PlainTable
        aria-label={t('movements')}
        columns={columns}
        rows={movements.map((m) => ({
          key: m.id,
          cells: [
            storeValueText('datetime', m.at, settings),
            translate(`entities.customer.choices.${m.kind}`),
            storeValueText('money', m.amount, settings),
            m.reason ?? '',
            m.user_name,
          ],
        }))}
      />
    </Box>
  );
}

/**
 * The house account on the customer's page: its balance (the sum of its movements), and for whoever
 * holds the House account permission the movements and buttons recording a payment or an adjustment.
 */
function HouseAccountPanel({ resource, field }: { resource: ResourceDef; field: FieldDef; label: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const settings = useStoreSettings();
  const allowed = mayMoveAccounts();
  const [movements, setMovements] = useState<Movement[] | null>(null);
  const [dialog, setDialog] = useState<MovementKind | null>(null);
  const id = record?.id ? String(record.id) : null;

  const load = useCallback(async () => {
    if (!id || !allowed) return;
    try {
      const answer = await graphqlCall(CustomerHouseAccountDocument, { id });
      setMovements((answer.Customer?.movements ?? []) as Movement[]);
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
          <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
            <Button variant="outlined" size="small" onClick={() => setDialog('payment')}>
              {t('recordPayment')}
            </Button>
            <Button variant="outlined" size="small" onClick={() => setDialog('adjustment')}>
              {t('recordAdjustment')}
            </Button>
          </Stack>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('movements')}
          </Typography>
          {movements && <MovementsTable movements={movements} />}
        </>
      )}
      <CustomerChecks customerId={id} />
      <CustomerGiftCards customerId={id} />
      {dialog && (
        <MovementDialog
          kind={dialog}
          customerId={id}
          name={String(record?.name ?? '')}
          onClose={() => setDialog(null)}
          onRecorded={(balance) => {
            setDialog(null);
            notify(t('recorded', { balance: storeValueText('money', balance, settings) }), {
              type: 'success',
            });
            refresh();
            void load();
          }}
        />
      )}
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
