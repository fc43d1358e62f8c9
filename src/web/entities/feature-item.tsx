import { useRecordContext } from 'react-admin';
import { MEDIA_USES } from '../../core/media';
import type { FieldDef, ResourceDef } from '../../core/resource';
import type { EntityUi } from '../resources/entities';
import { ImageInput } from '../widgets/media/ImageInput';
import { MediaImage } from '../widgets/media/MediaImage';

const SIZE = MEDIA_USES['feature-item'];

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

/** The list's thumbnail of the image, small, read once its row comes near the screen. */
function ThumbnailField({ field }: { resource: ResourceDef; field: FieldDef }) {
  const record = useRecordContext();
  const id = record?.[field.name];
  if (typeof id !== 'string' || !id) return null;
  return (
    <MediaImage
      id={id}
      alt={String(record?.description ?? '')}
      width={64}
      ratio={SIZE.width / SIZE.height}
      lazy
    />
  );
}

const featureItem: EntityUi = {
  inputs: { image_id: FeatureImageInput },
  fields: { image_id: ThumbnailField },
};
export default featureItem;
