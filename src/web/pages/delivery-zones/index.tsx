import { Alert, Button, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { currentStore } from '../../session';
import { loadSettings, messageOf } from './api';
import { DeliveryZonesEditor } from './DeliveryZonesEditor';
import { geomanReady } from './geoman';

/** The store's settings and zones, once the map's drawing tools are loaded. */
function useDeliveryZones() {
  return useQuery({
    queryKey: ['deliveryZones', currentStore()?.id],
    queryFn: async () => {
      const [settings] = await Promise.all([loadSettings(), geomanReady]);
      return settings;
    },
    // Read once per visit: a refetch must not replace the zones being edited.
    staleTime: Infinity,
    gcTime: 0,
  });
}

/**
 * /pages/delivery-zones: where the store delivers and what it charges — rings around the store by
 * distance, or zones drawn on a map — and which of the two online ordering applies.
 */
export default function DeliveryZones() {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useDeliveryZones();
  return (
    <>
      <Title title={translate('deliveryZones.title')} />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate('deliveryZones.title')}
      </Typography>
      <Typography color="text.secondary">{translate('deliveryZones.intro')}</Typography>
      {isPending ? (
        <LinearProgress aria-label={translate('deliveryZones.loading')} sx={{ my: 2 }} />
      ) : error ? (
        <Alert
          severity="error"
          sx={{ my: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('deliveryZones.retry')}
            </Button>
          }
        >
          {messageOf(translate, error)}
        </Alert>
      ) : (
        <DeliveryZonesEditor initial={data} />
      )}
    </>
  );
}
