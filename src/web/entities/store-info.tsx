import type { EntityUi } from '../resources/entities';
import { LogoInput } from '../widgets/media/LogoInput';

/** The store's logo is an image uploaded for it (src/core/media.ts), not a record to pick. */
const storeInfo: EntityUi = {
  inputs: { logo_id: LogoInput },
};
export default storeInfo;
