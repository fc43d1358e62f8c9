import { Box, Button, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { CustomerLoyaltyDocument, type CustomerLoyaltyQuery } from '../../../../generated/graphql-documents';
import { permissionOn } from '../../../core/permissions';
import { errorMessage, graphqlCall } from '../../graphql/client';
import { PlainTable, type PlainColumn } from '../../layout/PlainTable';
import { storedUser } from '../../session';
import { storeValueText } from '../../store/formats';
import { useStoreSettings } from '../../store/settings';
import { LoyaltyDialog } from './LoyaltyDialog';

/** Whether the signed-in user holds the Perks members permission. */
function maySeePoints(): boolean {
  const user = storedUser();
  if (!user) return false;
  return user.support === true || permissionOn(user.job?.[0]?.modules ?? [], 'perks-office', 'perks-members');
}

/**
 * The customer's loyalty points on his page, for whoever holds the Perks members permission: his
 * points (the sum of his movements), the next reward, the movements and a button adjusting them.
 */
export function LoyaltyPanel() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const settings = useStoreSettings();
  const allowed = maySeePoints();
  const [data, setData] = useState<CustomerLoyaltyQuery | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const id = record?.id ? String(record.id) : null;
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(`entities.customer.loyalty.${key}`, params);

  const load = useCallback(async () => {
    if (!id || !allowed) return;
    try {
      setData(await graphqlCall(CustomerLoyaltyDocument, { id }));
    } catch (e) {
      notify(errorMessage(translate, e), { type: 'error' });
    }
  }, [id, allowed, notify, translate]);
  useEffect(() => void load(), [load]);

  if (!id || !allowed || !data) return null;
  const member = data.loyaltyMember;
  const movements = data.allLoyaltyMovements;
  const columns: PlainColumn[] = [
    { key: 'at', label: t('at') },
    { key: 'kind', label: t('kind') },
    { key: 'points', label: t('pointsColumn'), align: 'right' },
    { key: 'reason', label: t('reason') },
    { key: 'by', label: t('by') },
  ];
  return (
    <Box component="section" aria-labelledby="customer-loyalty-title" sx={{ width: '100%', mt: 3 }}>
      <Typography variant="subtitle1" component="h2" id="customer-loyalty-title">
        {t('title')}
      </Typography>
      <Typography sx={{ fontWeight: 500 }} data-testid="customer-loyalty-points">
        {t('points', { points: member.points.toLocaleString() })}
      </Typography>
      {member.next_reward && (
        <Typography color="text.secondary">
          {t('next', { name: member.next_reward.name, missing: member.next_reward.missing })}
        </Typography>
      )}
      <Button variant="outlined" size="small" sx={{ my: 1 }} onClick={() => setAdjusting(true)}>
        {translate('perks.members.adjust')}
      </Button>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('movements')}
      </Typography>
      {movements.length === 0 ? (
        <Typography color="text.secondary">{t('noMovements')}</Typography>
      ) : (
        <Box sx={{ maxWidth: 900, overflowX: 'auto', width: 0, minWidth: '100%' }}>
          <PlainTable
            aria-label={t('movements')}
            columns={columns}
            rows={movements.map((m) => ({
              key: m.id,
              cells: [
                storeValueText('datetime', m.at, settings),
                t(`choices.${m.kind}`),
                m.points > 0 ? `+${m.points}` : String(m.points),
                m.reason ?? '',
                m.user_name,
              ],
            }))}
          />
        </Box>
      )}
      {adjusting && (
        <LoyaltyDialog
          customerId={id}
          name={String(record?.name ?? '')}
          points={member.points}
          onClose={() => setAdjusting(false)}
          onRecorded={(points) => {
            setAdjusting(false);
            notify(translate('perks.members.recorded', { name: String(record?.name ?? ''), points }), {
              type: 'success',
            });
            void load();
          }}
        />
      )}
    </Box>
  );
}
