import AddIcon from '@mui/icons-material/Add';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DISTANCE_UNITS, type DistanceUnit } from '../../../core/delivery-zones';
import type { EditState } from './model';
import {
  useProblemProps,
  ZoneFeeField,
  ZoneList,
  ZoneNameField,
  ZoneRemoveButton,
  ZonesHeading,
  type ZonePanelProps,
} from './ZoneFields';

interface Props extends ZonePanelProps {
  maxZones: number;
  change: (patch: Partial<EditState>) => void;
  addZone: () => void;
}

/** A ring on two rows (name and delete, then distance and fee) where the panel is narrow. */
const TWO_ROWS = 'minmax(0,1fr) minmax(0,1fr) auto';
const place = (column: number | string, row: number) => ({
  gridColumn: { xs: column, sm: 'auto', md: column },
  gridRow: { xs: row, sm: 'auto', md: row },
});

/** Where the store is, one half: latitude or longitude. */
const COORDINATES = [
  { field: 'latitude', limit: 90 },
  { field: 'longitude', limit: 180 },
] as const;

/** Zones by distance: where the store is, the unit, and its rings (name, distance, fee). */
export function DistancePanel({ state, problems, maxZones, change, changeZone, addZone, removeZone }: Props) {
  const translate = useTranslate();
  const unit = translate(`deliveryZones.unitShort.${state.unit}`);
  const error = useProblemProps(problems);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {translate('deliveryZones.location')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('deliveryZones.locationHint')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          {COORDINATES.map(({ field, limit }) => (
            <TextField
              key={field}
              size="small"
              type="number"
              label={translate(`deliveryZones.${field}`)}
              value={state[field]}
              onChange={(e) => change({ [field]: e.target.value })}
              slotProps={{ htmlInput: { step: 'any', min: -limit, max: limit } }}
              {...error(field)}
            />
          ))}
        </Box>
      </Box>
      <TextField
        select
        size="small"
        label={translate('deliveryZones.unit')}
        value={state.unit}
        onChange={(e) => change({ unit: e.target.value as DistanceUnit })}
      >
        {DISTANCE_UNITS.map((u) => (
          <MenuItem key={u} value={u}>
            {translate(`deliveryZones.units.${u}`)}
          </MenuItem>
        ))}
      </TextField>
      <ZonesHeading problems={problems} list="distance_zones" />
      {state.distance_zones.length === 0 ? (
        <Typography color="text.secondary">{translate('deliveryZones.noDistanceZones')}</Typography>
      ) : (
        <ZoneList>
          {state.distance_zones.map((zone, i) => {
            const n = i + 1;
            const at = (field: string) => error(`distance_zones.${i}.${field}`);
            const row = { zone, n, changeZone };
            return (
              <Box
                component="li"
                key={zone.key}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: {
                    xs: TWO_ROWS,
                    sm: 'minmax(0,2fr) minmax(0,1fr) minmax(0,1fr) auto',
                    md: TWO_ROWS,
                  },
                  gap: 1,
                  alignItems: 'start',
                }}
              >
                <ZoneNameField {...row} sx={place('1 / 3', 1)} {...at('name')} />
                <TextField
                  size="small"
                  type="number"
                  label={translate('deliveryZones.distance', { unit })}
                  value={zone.distance}
                  onChange={(e) => changeZone(zone.key, { distance: e.target.value })}
                  slotProps={{
                    htmlInput: {
                      step: 'any',
                      min: 0,
                      'aria-label': translate('deliveryZones.distanceOf', { n, unit }),
                    },
                  }}
                  sx={place(1, 2)}
                  {...at('distance')}
                />
                <ZoneFeeField {...row} sx={place(2, 2)} {...at('fee')} />
                <ZoneRemoveButton zone={zone} n={n} removeZone={removeZone} sx={place(3, 1)} />
              </Box>
            );
          })}
        </ZoneList>
      )}
      <Button
        startIcon={<AddIcon />}
        onClick={addZone}
        disabled={state.distance_zones.length >= maxZones}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('deliveryZones.addZone')}
      </Button>
    </Box>
  );
}
