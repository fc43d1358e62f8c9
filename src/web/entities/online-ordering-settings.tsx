import type { FieldDef } from '../../core/resource';
import type { EntityUi } from '../resources/entities';
import { ImageInput } from '../widgets/media/ImageInput';

/** The banner for computers, uploaded at its own size (src/core/media.ts). */
function WebBannerInput({ field, label }: { field: FieldDef; label: string }) {
  return (
    <ImageInput
      field={field}
      label={label}
      use="olo-banner-web"
      texts="media.banner"
      nameSource="closed_message"
    />
  );
}

/** The banner for phones, uploaded at its own size (src/core/media.ts). */
function MobileBannerInput({ field, label }: { field: FieldDef; label: string }) {
  return (
    <ImageInput
      field={field}
      label={label}
      use="olo-banner-mobile"
      texts="media.banner"
      nameSource="closed_message"
    />
  );
}

const onlineOrderingSettings: EntityUi = {
  inputs: { web_banner_id: WebBannerInput, mobile_banner_id: MobileBannerInput },
};
export default onlineOrderingSettings;
