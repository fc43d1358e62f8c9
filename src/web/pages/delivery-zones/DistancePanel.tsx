import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DISTANCE_UNITS, type DeliveryProblem, type DistanceUnit } from '../../../core/delivery-zones';
import type { EditState, EditZone } from './model';

interface Props {
  state: EditState;
  problems: Map<string, DeliveryProblem>;
  maxZones: number;
  change: (patch: Partial<EditState>) => void;
  changeZone: (key: string, patch: Partial<EditZone>) => void;
  addZone: () => void;
  removeZone: (zone: EditZone, n: number) => void;
}

/** A ring on two rows (name and delete, then distance and fee) where the panel is narrow. */
const TWO_ROWS = 'minmax(0,1fr) minmax(0,1fr) auto';
const place = (column: number | string, row: number) => ({
  gridColumn: { xs: column, sm: 'auto', md: column },
  gridRow: { xs: row, sm: 'auto', md: row },
});

/** Zones by distance: where the store is, the unit, and its rings (name, distance, fee). */
export function DistancePanel({ state, problems, maxZones, change, changeZone, addZone, removeZone }: Props) {
  const translate = useTranslate();
  const unit = translate(`deliveryZones.unitShort.${state.unit}`);
  const error = (field: string) => {
    const problem = problems.get(field);
    return problem ? { error: true, helperText: translate(problem.key, problem.params) } : {};
  };
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
          <TextField
            size="small"
            type="number"
            label={translate('deliveryZones.latitude')}
            value={state.latitude}
            onChange={(e) => change({ latitude: e.target.value })}
            slotProps={{ htmlInput: { step: 'any', min: -90, max: 90 } }}
            {...error('latitude')}
          />
          <TextField
            size="small"
            type="number"
            label={translate('deliveryZones.longitude')}
            value={state.longitude}
            onChange={(e) => change({ longitude: e.target.value })}
            slotProps={{ htmlInput: { step: 'any', min: -180, max: 180 } }}
            {...error('longitude')}
          />
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
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
        {translate('deliveryZones.zones')}
      </Typography>
      {problems.get('distance_zones') && (
        <Typography color="error" role="alert">
          {translate(problems.get('distance_zones')!.key, problems.get('distance_zones')!.params)}
        </Typography>
      )}
      {state.distance_zones.length === 0 ? (
        <Typography color="text.secondary">{translate('deliveryZones.noDistanceZones')}</Typography>
      ) : (
        <Box
          component="ol"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {state.distance_zones.map((zone, i) => {
            const n = i + 1;
            const at = (field: string) => error(`distance_zones.${i}.${field}`);
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
                <TextField
                  size="small"
                  label={translate('deliveryZones.name')}
                  value={zone.name}
                  onChange={(e) => changeZone(zone.key, { name: e.target.value })}
                  slotProps={{ htmlInput: { 'aria-label': translate('deliveryZones.nameOf', { n }) } }}
                  sx={place('1 / 3', 1)}
                  {...at('name')}
                />
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
                <TextField
                  size="small"
                  type="number"
                  label={translate('deliveryZones.fee')}
                  value={zone.fee}
                  onChange={(e) => changeZone(zone.key, { fee: e.target.value })}
                  slotProps={{
                    htmlInput: { step: 0.01, min: 0, 'aria-label': translate('deliveryZones.feeOf', { n }) },
                  }}
                  sx={place(2, 2)}
                  {...at('fee')}
                />
                <IconButton
                  aria-label={translate('deliveryZones.remove', { n })}
                  onClick={() => removeZone(zone, n)}
                  sx={place(3, 1)}
                >
                  <DeleteIcon />
                </IconButton>
              </Box>
            );
          })}
        </Box>
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
