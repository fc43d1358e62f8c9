import type { FieldDef } from '../../core/resource';
import type { EntityUi } from '../resources/entities';
import { MediaListInput } from '../widgets/media/MediaListInput';
import { mediaThumbnails } from '../widgets/media/MediaThumbnail';

/** An ad's images are uploaded for the customer display (its size, src/core/media.ts). */
function ImagesInput({ field, label }: { field: FieldDef; label: string }) {
  return <MediaListInput field={field} label={label} use="customer-display" />;
}

/** The list shows the ad's first image, before its name on a phone. */
const thumbnail = mediaThumbnails('customer-display', 'image_ids');

const customerDisplayAd: EntityUi = {
  compactLeading: thumbnail.leading,
  inputs: { image_ids: ImagesInput },
  fields: { image_ids: thumbnail.cell },
};
export default customerDisplayAd;
