import type { FieldDef } from '../../core/resource';
import type { EntityUi } from '../resources/entities';
import { ImageInput } from '../widgets/media/ImageInput';
import { mediaThumbnails } from '../widgets/media/MediaThumbnail';

/** A feature item's image is uploaded for feature items (its size, src/core/media.ts). */
function FeatureImageInput({ field, label }: { field: FieldDef; label: string }) {
  return (
    <ImageInput
      field={field}
      label={label}
      use="feature-item"
      texts="media.single"
      nameSource="description"
    />
  );
}

/** The list shows the image, before the description on a phone. */
const thumbnail = mediaThumbnails('feature-item', 'image_id');

const featureItem: EntityUi = {
  compactLeading: thumbnail.leading,
  inputs: { image_id: FeatureImageInput },
  fields: { image_id: thumbnail.cell },
};
export default featureItem;
