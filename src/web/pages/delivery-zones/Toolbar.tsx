import SaveIcon from '@mui/icons-material/Save';
import {
  Box,
  Button,
  Chip,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { ZONE_TYPES, type ZoneType } from '../../../core/delivery-zones';

interface Props {
  type: ZoneType;
  /** Asks to use the other type (saved at once, after a warning when edits would be lost). */
  chooseType: (type: ZoneType) => void;
  dirty: boolean;
  busy: boolean;
  discard: () => void;
  save: () => void;
}

/** The zone type in use, where the edits stand, and Discard and Save. */
export function Toolbar({ type, chooseType, dirty, busy, discard, save }: Props) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 2 }}>
      <FormControl disabled={busy}>
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
      {/* On a phone the status has a line of its own, above the buttons. */}
      <Box role="status" sx={{ flex: { xs: '1 1 100%', sm: '1 1 0' }, minWidth: 0 }}>
        {dirty && <Chip color="warning" label={translate('deliveryZones.unsaved')} />}
      </Box>
      <Button onClick={discard} disabled={!dirty || busy}>
        {translate('deliveryZones.discard')}
      </Button>
      <Button variant="contained" startIcon={<SaveIcon />} onClick={save} disabled={!dirty || busy}>
        {translate('deliveryZones.save')}
      </Button>
    </Box>
  );
}
