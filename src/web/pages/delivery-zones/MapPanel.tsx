import DeleteIcon from '@mui/icons-material/Delete';
import EditLocationAltIcon from '@mui/icons-material/EditLocationAlt';
import { Box, IconButton, TextField, ToggleButton, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeliveryProblem } from '../../../core/delivery-zones';
import type { EditState, EditZone } from './model';

interface Props {
  state: EditState;
  problems: Map<string, DeliveryProblem>;
  selected: string | null;
  select: (key: string | null) => void;
  changeZone: (key: string, patch: Partial<EditZone>) => void;
  removeZone: (zone: EditZone, n: number) => void;
}

/** Zones by map: each zone's colour, name and fee; select one to drag its corners on the map. */
export function MapPanel({ state, problems, selected, select, changeZone, removeZone }: Props) {
  const translate = useTranslate();
  const error = (field: string) => {
    const problem = problems.get(field);
    return problem ? { error: true, helperText: translate(problem.key, problem.params) } : {};
  };
  const listProblem = problems.get('map_zones');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('deliveryZones.drawHint')}
      </Typography>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
        {translate('deliveryZones.zones')}
      </Typography>
      {listProblem && (
        <Typography color="error" role="alert">
          {translate(listProblem.key, listProblem.params)}
        </Typography>
      )}
      {state.map_zones.length === 0 ? (
        <Typography color="text.secondary">{translate('deliveryZones.noMapZones')}</Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" role="status">
          {translate(selected ? 'deliveryZones.editing' : 'deliveryZones.selectZone')}
        </Typography>
      )}
      <Box
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {state.map_zones.map((zone, i) => {
          const n = i + 1;
          const chosen = zone.key === selected;
          const shape = problems.get(`map_zones.${i}.polygon`);
          return (
            <Box
              component="li"
              key={zone.key}
              sx={{
                border: chosen ? 2 : 1,
                borderColor: chosen ? 'primary.main' : 'divider',
                borderRadius: 1,
                p: 1.5,
                display: 'grid',
                gridTemplateColumns: 'minmax(0,1fr) minmax(0,1fr) auto auto',
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
                sx={{ gridColumn: '1 / 3' }}
                {...error(`map_zones.${i}.name`)}
              />
              <Tooltip title={translate('deliveryZones.select', { n })}>
                <ToggleButton
                  value="edit"
                  size="small"
                  selected={chosen}
                  onChange={() => select(chosen ? null : zone.key)}
                  aria-label={translate('deliveryZones.select', { n })}
                >
                  <EditLocationAltIcon />
                </ToggleButton>
              </Tooltip>
              <IconButton
                aria-label={translate('deliveryZones.remove', { n })}
                onClick={() => removeZone(zone, n)}
              >
                <DeleteIcon />
              </IconButton>
              <TextField
                size="small"
                type="number"
                label={translate('deliveryZones.fee')}
                value={zone.fee}
                onChange={(e) => changeZone(zone.key, { fee: e.target.value })}
                slotProps={{
                  htmlInput: { step: 0.01, min: 0, 'aria-label': translate('deliveryZones.feeOf', { n }) },
                }}
                sx={{ gridColumn: 1, gridRow: 2 }}
                {...error(`map_zones.${i}.fee`)}
              />
              <TextField
                size="small"
                type="color"
                label={translate('deliveryZones.color')}
                value={/^#[0-9a-fA-F]{6}$/.test(zone.color) ? zone.color : '#1976d2'}
                onChange={(e) => changeZone(zone.key, { color: e.target.value })}
                slotProps={{ htmlInput: { 'aria-label': translate('deliveryZones.colorOf', { n }) } }}
                sx={{ gridColumn: '2 / 5', gridRow: 2 }}
                {...error(`map_zones.${i}.color`)}
              />
              <Typography
                variant="body2"
                color={shape ? 'error' : 'text.secondary'}
                sx={{ gridColumn: '1 / 5' }}
              >
                {shape
                  ? translate(shape.key, shape.params)
                  : translate('deliveryZones.corners', { count: zone.polygon.length })}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
