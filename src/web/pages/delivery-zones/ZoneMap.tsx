import { Alert, Box } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LeftToRight } from '../../layout/display';
import {
  Circle,
  CircleMarker,
  MapContainer,
  TileLayer,
  Tooltip,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import { DEFAULT_TILE_URL, type LatLng } from '../../../core/delivery-zones';
import { DRAWING, MapZoneLayers } from './MapZoneLayers';
import { initialView, locationOf, METERS_PER_UNIT, tilesOf, type EditState } from './model';

interface Props {
  state: EditState;
  selected: string | null;
  select: (key: string) => void;
  locate: (at: LatLng) => void;
  drawn: (polygon: LatLng[]) => void;
  reshaped: (key: string, polygon: LatLng[]) => void;
}

/** A click on the map places the store (zones by distance). */
function PlaceStore({ locate }: { locate: (at: LatLng) => void }) {
  useMapEvents({ click: (event) => locate({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/** The store and its rings, each drawn as a circle of its distance. */
function DistanceLayers({ state, locate }: Pick<Props, 'state' | 'locate'>) {
  const translate = useTranslate();
  const store = locationOf(state);
  return (
    <>
      <PlaceStore locate={locate} />
      {store &&
        state.distance_zones.map((zone, i) => {
          const distance = Number(zone.distance);
          if (!zone.distance.trim() || !(distance > 0)) return null;
          return (
            <Circle
              key={zone.key}
              center={[store.lat, store.lng]}
              radius={distance * METERS_PER_UNIT[state.unit]}
              pathOptions={{ color: '#1976d2', weight: 2, fillOpacity: 0.08 + 0.04 * (i % 3) }}
              interactive={false}
            />
          );
        })}
      {store && (
        <CircleMarker
          center={[store.lat, store.lng]}
          radius={7}
          pathOptions={{ color: '#fff', weight: 2, fillColor: '#d32f2f', fillOpacity: 1 }}
        >
          <Tooltip>{translate('deliveryZones.storeMarker')}</Tooltip>
        </CircleMarker>
      )}
    </>
  );
}

/** A plain grid drawn behind the map where its tiles cannot be loaded. */
const GRID = {
  backgroundImage:
    'linear-gradient(rgba(0,0,0,0.08) 1px, transparent 1px), linear-gradient(90deg, rgba(0,0,0,0.08) 1px, transparent 1px)',
  backgroundSize: '32px 32px',
};

/**
 * The real map, on the store's tiles. Where the tiles cannot be loaded (a server offline or behind a
 * firewall) the map says so and the zones are still drawn and edited, on a plain grid. Opened around
 * the zones; a new one per zone type.
 */
export function ZoneMap({ state, locate, ...layers }: Props) {
  const translate = useTranslate();
  // Where it opens is chosen once: edits must not move the map under the pointer.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const view = useMemo(() => initialView(state), [state.type]);
  // Tiles that failed while none has loaded: the map has no background to show.
  const [tiles, setTiles] = useState<'waiting' | 'loaded' | 'failed'>('waiting');
  const offline = tiles === 'failed';
  // A map is never mirrored: north stays up and east to the right, whatever the console's direction.
  return (
    <LeftToRight>
      <Box
        role="region"
        dir="ltr"
        aria-label={translate('deliveryZones.map')}
        sx={{
          height: { xs: 320, md: 520 },
          minWidth: 0,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'grey.100',
          position: 'relative',
          '& .leaflet-container': {
            height: '100%',
            width: '100%',
            bgcolor: 'grey.100',
            fontFamily: 'inherit',
            ...(offline ? GRID : {}),
          },
          [`& .${DRAWING} .leaflet-overlay-pane path`]: { pointerEvents: 'none' },
        }}
      >
        <MapContainer
          key={state.type}
          {...('bounds' in view
            ? { bounds: view.bounds, boundsOptions: { padding: [24, 24] } }
            : { center: [view.center.lat, view.center.lng], zoom: view.zoom })}
          scrollWheelZoom
          zoomControl={false}
        >
          <ZoomControl
            zoomInTitle={translate('deliveryZones.zoomIn')}
            zoomOutTitle={translate('deliveryZones.zoomOut')}
          />
          <TileLayer
            url={tilesOf(state)}
            attribution={
              tilesOf(state) === DEFAULT_TILE_URL ? translate('deliveryZones.osmAttribution') : undefined
            }
            eventHandlers={{
              tileload: () => setTiles('loaded'),
              tileerror: () => setTiles((now) => (now === 'loaded' ? now : 'failed')),
            }}
          />
          {state.type === 'distance' ? (
            <DistanceLayers state={state} locate={locate} />
          ) : (
            <MapZoneLayers zones={state.map_zones} {...layers} />
          )}
        </MapContainer>
        {offline && (
          <Alert
            severity="info"
            role="status"
            dir="auto"
            sx={{ position: 'absolute', left: 8, right: 8, bottom: 8, zIndex: 1000, py: 0 }}
          >
            {translate('deliveryZones.tilesOffline')}
          </Alert>
        )}
      </Box>
    </LeftToRight>
  );
}
