import { Box, Button, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { CustomerLoyaltyDocument, type CustomerLoyaltyQuery } from '../../../../generated/graphql-documents';
import { errorMessage, graphqlCall } from '../../graphql/client';
import { MovementsTable } from '../shared/MovementsTable';
import { userHolds } from '../shared/userHolds';
import { LoyaltyDialog } from './LoyaltyDialog';

/** Whether the signed-in user holds the Perks members permission. */
const maySeePoints = () => userHolds('perks-office', 'perks-members');

/**
 * The customer's loyalty points on his page, for whoever holds the Perks members permission: his
 * points (the sum of his movements), the next reward, the movements and a button adjusting them.
 */
export function LoyaltyPanel() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
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
      <MovementsTable
        words="entities.customer.loyalty"
        choices="entities.customer.loyalty.choices"
        rows={data.allLoyaltyMovements}
        amountWord="pointsColumn"
      />
      {adjusting && (
        <LoyaltyDialog
          customerId={id}
          name={String(record?.name ?? '')}
          points={member.points}
          onClose={() => setAdjusting(false)}
          onRecorded={() => {
            setAdjusting(false);
            void load();
          }}
        />
      )}
    </Box>
  );
}
