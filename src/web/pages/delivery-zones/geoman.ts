import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';

// Geoman's build extends the global Leaflet it finds on `window`, so it loads once that one is set.
(window as unknown as { L: typeof L }).L = L;

/** Resolves once the map's drawing and editing tools are on Leaflet. */
export const geomanReady: Promise<unknown> = import('@geoman-io/leaflet-geoman-free');
