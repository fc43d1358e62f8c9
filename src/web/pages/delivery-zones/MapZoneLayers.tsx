import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useMap } from 'react-leaflet';
import type { LatLng } from '../../../core/delivery-zones';
import type { EditZone } from './model';

interface Props {
  zones: EditZone[];
  selected: string | null;
  select: (key: string) => void;
  /** A zone drawn with the polygon tool. */
  drawn: (polygon: LatLng[]) => void;
  /** The selected zone's corners, moved on the map. */
  reshaped: (key: string, polygon: LatLng[]) => void;
}

const FALLBACK_COLOR = '#1976d2';

/** The map's class while the polygon tool draws (see ZoneMap's styles). */
export const DRAWING = 'delivery-zones-drawing';

function cornersOf(layer: L.Polygon): LatLng[] {
  const rings = layer.getLatLngs() as L.LatLng[][];
  return (rings[0] ?? []).map((p) => ({ lat: p.lat, lng: p.lng }));
}

const samePoints = (a: LatLng[], b: LatLng[]) =>
  a.length === b.length && a.every((p, i) => p.lat === b[i]!.lat && p.lng === b[i]!.lng);

/**
 * The zones by map as Leaflet polygons, kept in step with the list by hand rather than as React
 * children: Geoman edits a polygon's corners in place, and a re-render must not pull them from under it.
 * The polygon tool draws new zones; the selected zone's corners can be dragged.
 */
export function MapZoneLayers({ zones, selected, select, drawn, reshaped }: Props) {
  const map = useMap();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const layers = useRef(new Map<string, L.Polygon>());
  // The latest callbacks, for the map's own event handlers.
  const handlers = useRef({ select, drawn, reshaped });
  handlers.current = { select, drawn, reshaped };

  useEffect(() => {
    const words = {
      tooltips: {
        firstVertex: translate('deliveryZones.draw.firstVertex'),
        continueLine: translate('deliveryZones.draw.continueLine'),
        finishPoly: translate('deliveryZones.draw.finishPoly'),
      },
      actions: {
        finish: translate('deliveryZones.draw.finish'),
        cancel: translate('deliveryZones.draw.cancel'),
        removeLastVertex: translate('deliveryZones.draw.removeLastVertex'),
      },
      buttonTitles: { drawPolyButton: translate('deliveryZones.draw.button') },
    };
    map.pm.setLang(locale === 'es' ? 'es' : 'en', words, 'en');
    map.pm.addControls({
      position: 'topleft',
      drawMarker: false,
      drawCircleMarker: false,
      drawPolyline: false,
      drawRectangle: false,
      drawCircle: false,
      drawText: false,
      editMode: false,
      dragMode: false,
      cutPolygon: false,
      removalMode: false,
      rotateMode: false,
    });
    map.pm.setGlobalOptions({ allowSelfIntersection: false, snappable: false });
    // Geoman's buttons are named only by a tooltip: screen readers get the name too.
    map
      .getContainer()
      .querySelector('.leaflet-pm-icon-polygon')
      ?.closest('a')
      ?.setAttribute('aria-label', words.buttonTitles.drawPolyButton);
    const onCreate = (event: { layer: L.Layer }) => {
      const layer = event.layer as L.Polygon;
      const corners = cornersOf(layer);
      // The list owns the zones: the drawn shape comes back as one of them.
      layer.remove();
      handlers.current.drawn(corners);
    };
    // While drawing, a click on a zone places a corner there: the zones let clicks through to the map.
    const container = map.getContainer();
    const drawing = () => container.classList.add(DRAWING);
    const drawn = () => container.classList.remove(DRAWING);
    map.on('pm:create', onCreate);
    map.on('pm:drawstart', drawing);
    map.on('pm:drawend', drawn);
    return () => {
      map.off('pm:create', onCreate);
      map.off('pm:drawstart', drawing);
      map.off('pm:drawend', drawn);
      drawn();
      map.pm.disableDraw();
      map.pm.removeControls();
    };
  }, [map, translate, locale]);

  useEffect(() => {
    const current = layers.current;
    const keys = new Set(zones.map((z) => z.key));
    for (const [key, layer] of current)
      if (!keys.has(key)) {
        layer.remove();
        current.delete(key);
      }
    for (const zone of zones) {
      let layer = current.get(zone.key);
      const corners = zone.polygon.map((p): [number, number] => [p.lat, p.lng]);
      if (!layer) {
        layer = L.polygon(corners).addTo(map);
        const key = zone.key;
        const made = layer;
        // A click while drawing places a corner; it does not pick the zone underneath.
        made.on('click', () => {
          if (!map.pm.globalDrawModeEnabled()) handlers.current.select(key);
        });
        made.on('pm:edit', () => handlers.current.reshaped(key, cornersOf(made)));
        current.set(key, made);
      } else if (!samePoints(cornersOf(layer), zone.polygon)) layer.setLatLngs(corners);
      const chosen = zone.key === selected;
      const color = /^#[0-9a-fA-F]{6}$/.test(zone.color) ? zone.color : FALLBACK_COLOR;
      layer.setStyle({ color, weight: chosen ? 4 : 2, fillOpacity: chosen ? 0.35 : 0.2 });
      if (layer.getTooltip()) layer.setTooltipContent(zone.name);
      else if (zone.name) layer.bindTooltip(zone.name, { sticky: true });
    }
  }, [zones, selected, map]);

  useEffect(() => {
    const layer = selected ? layers.current.get(selected) : undefined;
    layer?.pm.enable({ allowSelfIntersection: false, snappable: false });
    return () => layer?.pm.disable();
  }, [selected, zones.length]);

  useEffect(() => {
    const current = layers.current;
    return () => {
      for (const layer of current.values()) layer.remove();
      current.clear();
    };
  }, []);

  return null;
}
