import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

type Point = { lat: number; lng: number };

/** Where the map opens when the store has no location of its own: the whole world. */
const WORLD: Point = { lat: 20, lng: 0 };

/**
 * The map a guest drops his delivery pin on (a tap, or the button that puts it at the map's centre),
 * on the tiles the store's delivery zones use. Loaded only when opened: leaflet is not in the first
 * page's script.
 */
export default function MapPicker(props: {
  tileUrl: string;
  centre: Point | null;
  point: Point | null;
  label: string;
  centreLabel: string;
  onPick: (p: Point) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const pin = useRef<L.CircleMarker | null>(null);
  const pick = useRef(props.onPick);
  pick.current = props.onPick;

  useEffect(() => {
    // Round the store, where its zones are; the pin, if any, shows wherever it is.
    const start = props.centre ?? props.point ?? WORLD;
    const m = L.map(box.current!, { center: [start.lat, start.lng], zoom: props.centre ? 13 : 2 });
    const osm = /openstreetmap\.org/.test(props.tileUrl);
    L.tileLayer(props.tileUrl, {
      maxZoom: 19,
      attribution: osm ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' : '',
    }).addTo(m);
    m.on('click', (e: L.LeafletMouseEvent) => pick.current({ lat: e.latlng.lat, lng: e.latlng.lng }));
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      pin.current = null;
    };
    // The map is made once; its pin follows the point below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (!props.point) {
      pin.current?.remove();
      pin.current = null;
      return;
    }
    const at: L.LatLngExpression = [props.point.lat, props.point.lng];
    if (pin.current) pin.current.setLatLng(at);
    else
      pin.current = L.circleMarker(at, { radius: 10, color: '#b71c1c', weight: 3, fillOpacity: 0.6 }).addTo(
        m,
      );
  }, [props.point]);

  return (
    <div className="map-picker">
      <div ref={box} className="map" role="application" aria-label={props.label} data-testid="delivery-map" />
      <button
        type="button"
        onClick={() => {
          const c = map.current?.getCenter();
          if (c) props.onPick({ lat: c.lat, lng: c.lng });
        }}
      >
        {props.centreLabel}
      </button>
    </div>
  );
}
