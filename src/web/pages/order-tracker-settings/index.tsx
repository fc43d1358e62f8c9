import { Box, LinearProgress } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { OrderTrackerSettingsDocument } from '../../../../generated/graphql-documents';
import { errorNotice, graphqlCall } from '../../graphql/client';
import { ErrorAlert, PageHeading } from '../../layout/PageFrame';
import { currentStore } from '../../session';
import { SettingsForm } from './SettingsForm';

/**
 * /pages/order-tracker-settings (SPEC §3 Order tracker settings): the look, the columns and the days
 * and hours of the store's order tracker screen, with a preview of the values not yet saved.
 */
export default function OrderTrackerSettings() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const queryKey = ['orderTrackerSettings', currentStore()?.id];
  const query = useQuery({ queryKey, queryFn: () => graphqlCall(OrderTrackerSettingsDocument), gcTime: 0 });
  return (
    <Box sx={{ minWidth: 0, maxWidth: 1200 }}>
      <PageHeading i18n="orderTracker" introSx={{ mb: 2 }} />
      {query.isPending ? (
        <LinearProgress aria-label={translate('orderTracker.loading')} />
      ) : query.error ? (
        <ErrorAlert
          message={errorNotice(translate, 'orderTracker.errorName', query.error)}
          retry="orderTracker.retry"
          onRetry={() => void query.refetch()}
        />
      ) : (
        <SettingsForm
          initial={query.data.orderTrackerSettings}
          path={query.data.orderTrackerPath}
          onSaved={(saved) =>
            queryClient.setQueryData(queryKey, { ...query.data, orderTrackerSettings: saved })
          }
        />
      )}
    </Box>
  );
}
