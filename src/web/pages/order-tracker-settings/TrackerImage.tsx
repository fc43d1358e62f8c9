import { useTranslate } from 'react-admin';
import { ImagePicker } from '../../widgets/media/ImagePicker';

/**
 * The tracker's image (media use `order-tracker`): uploaded or removed here, kept when the settings
 * are saved.
 */
export function TrackerImage({ id, onChange }: { id: string | null; onChange: (id: string | null) => void }) {
  const translate = useTranslate();
  return (
    <ImagePicker
      id={id}
      onChange={onChange}
      use="order-tracker"
      label={translate('orderTracker.fields.image')}
      alt={translate('orderTracker.image.alt')}
      texts="orderTracker.image"
      width={200}
    />
  );
}
