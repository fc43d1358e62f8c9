import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { MEDIA_USES } from '../../core/media';
import type { FieldDef, ResourceDef } from '../../core/resource';
import type { EntityUi } from '../resources/entities';
import { MediaImage } from '../widgets/media/MediaImage';
import { MediaListInput } from '../widgets/media/MediaListInput';

const SIZE = MEDIA_USES['customer-display'];

/** An ad's images are uploaded for the customer display (its size, src/core/media.ts). */
function ImagesInput({ field, label }: { field: FieldDef; label: string }) {
  return <MediaListInput field={field} label={label} use="customer-display" />;
}

/** The list's thumbnail: the ad's first image, small, read once its row comes near the screen. */
function ThumbnailField({ field }: { resource: ResourceDef; field: FieldDef }) {
  const record = useRecordContext();
  const ids = record?.[field.name];
  const first = Array.isArray(ids) && typeof ids[0] === 'string' ? ids[0] : null;
  if (!first) return null;
  return (
    <MediaImage
      id={first}
      alt={String(record?.name ?? '')}
      width={64}
      ratio={SIZE.width / SIZE.height}
      lazy
    />
  );
}

/** The thumbnail on a phone's list, before the ad's name. */
function CompactThumbnail({ r }: { r: ResourceDef }) {
  return (
    <Box sx={{ mr: 1.5 }}>
      <ThumbnailField resource={r} field={r.fields.find((f) => f.name === 'image_ids')!} />
    </Box>
  );
}

const customerDisplayAd: EntityUi = {
  compactLeading: CompactThumbnail,
  inputs: { image_ids: ImagesInput },
  fields: { image_ids: ThumbnailField },
};
export default customerDisplayAd;
