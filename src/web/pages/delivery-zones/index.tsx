import { useQuery } from '@tanstack/react-query';
import { PageFrame } from '../../layout/PageFrame';
import { currentStore } from '../../session';
import { loadSettings } from './api';
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
  const query = useDeliveryZones();
  return (
    <PageFrame i18n="deliveryZones" query={query}>
      {(data) => <DeliveryZonesEditor initial={data} />}
    </PageFrame>
  );
}
