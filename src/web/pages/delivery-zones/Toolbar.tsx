import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ZONE_TYPES, type ZoneType } from '../../../core/delivery-zones';
import { EditorToolbar, type SaveControls } from '../../editor/EditorToolbar';

interface Props extends SaveControls {
  type: ZoneType;
  /** Asks to use the other type (saved at once, after a warning when edits would be lost). */
  chooseType: (type: ZoneType) => void;
}

/** The zone type in use, where the edits stand, and Discard and Save. */
export function Toolbar({ type, chooseType, ...controls }: Props) {
  const translate = useTranslate();
  return (
    <EditorToolbar i18n="deliveryZones" discardWaits {...controls}>
      <FormControl disabled={controls.saving}>
        <FormLabel id="delivery-zone-type">{translate('deliveryZones.type')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="delivery-zone-type"
          value={type}
          onChange={(e) => chooseType(e.target.value as ZoneType)}
        >
          {ZONE_TYPES.map((t) => (
            <FormControlLabel
              key={t}
              value={t}
              control={<Radio />}
              label={translate(`deliveryZones.types.${t}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </EditorToolbar>
  );
}
