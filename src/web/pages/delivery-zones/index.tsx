import { EditorPage } from '../../editor/EditorPage';
import { loadSettings } from './api';
import { DeliveryZonesEditor } from './DeliveryZonesEditor';
import { geomanReady } from './geoman';

/** The store's settings and zones, once the map's drawing tools are loaded. */
async function loadZones() {
  const [settings] = await Promise.all([loadSettings(), geomanReady]);
  return settings;
}

/**
 * /pages/delivery-zones: where the store delivers and what it charges — rings around the store by
 * distance, or zones drawn on a map — and which of the two online ordering applies.
 */
export default function DeliveryZones() {
  return (
    <EditorPage i18n="deliveryZones" load={loadZones}>
      {(data) => <DeliveryZonesEditor initial={data} />}
    </EditorPage>
  );
}
