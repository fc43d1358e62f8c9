import type { FieldDef } from '../../../core/resource';
import { ImageInput } from './ImageInput';

/** The store's logo on the Store info page, named by the store's business name. */
export function LogoInput({ field, label }: { field: FieldDef; label: string }) {
  return (
    <ImageInput field={field} label={label} use="store-logo" texts="media.logo" nameSource="business_name" />
  );
}
