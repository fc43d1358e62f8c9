import EditLocationAltIcon from '@mui/icons-material/EditLocationAlt';
import { Box, TextField, ToggleButton, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
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
  selected: string | null;
  select: (key: string | null) => void;
}

/** Zones by map: each zone's colour, name and fee; select one to drag its corners on the map. */
export function MapPanel({ state, problems, selected, select, changeZone, removeZone }: Props) {
  const translate = useTranslate();
  const error = useProblemProps(problems);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('deliveryZones.drawHint')}
      </Typography>
      <ZonesHeading problems={problems} list="map_zones" />
      {state.map_zones.length === 0 ? (
        <Typography color="text.secondary">{translate('deliveryZones.noMapZones')}</Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" role="status">
          {translate(selected ? 'deliveryZones.editing' : 'deliveryZones.selectZone')}
        </Typography>
      )}
      <ZoneList>
        {state.map_zones.map((zone, i) => {
          const n = i + 1;
          const chosen = zone.key === selected;
          const shape = problems.get(`map_zones.${i}.polygon`);
          const row = { zone, n, changeZone };
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
              <ZoneNameField {...row} sx={{ gridColumn: '1 / 3' }} {...error(`map_zones.${i}.name`)} />
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
              <ZoneRemoveButton zone={zone} n={n} removeZone={removeZone} />
              <ZoneFeeField {...row} sx={{ gridColumn: 1, gridRow: 2 }} {...error(`map_zones.${i}.fee`)} />
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
      </ZoneList>
    </Box>
  );
}
