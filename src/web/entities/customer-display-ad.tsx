import type { FieldDef } from '../../core/resource';
import type { EntityUi } from '../resources/entities';
import { MediaListInput } from '../widgets/media/MediaListInput';

/** An ad's images are uploaded for the customer display (its size, src/core/media.ts). */
function ImagesInput({ field, label }: { field: FieldDef; label: string }) {
  return <MediaListInput field={field} label={label} use="customer-display" />;
}

const customerDisplayAd: EntityUi = { inputs: { image_ids: ImagesInput } };
export default customerDisplayAd;
