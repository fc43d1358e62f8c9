/**
 * Address search for delivery (the storefront's "address → quote"): the guest's typed address turned
 * into places on the map by the geocoder the server is pointed at (GEOCODER_URL: a Nominatim-compatible
 * `/search` endpoint, such as OpenStreetMap's or one run by the business), near the store. The guest
 * picks one; its point is what the delivery zones quote. Answers are kept an hour, as geocoders ask.
 */
import { AppError } from '../../core/errors.js';

export interface Place {
  /** The geocoder's name of the place: street, number, city… */
  label: string;
  lat: number;
  lng: number;
}

/** What a guest may type: a few characters at least, an address line at most. */
export const ADDRESS_MIN = 3;
export const ADDRESS_MAX = 200;
/** The places answered for one search. */
const PLACES = 5;
/** How long the geocoder has to answer before the search is refused as unavailable. */
const TIMEOUT_MS = 5000;
/** Half the side, in degrees, of the box around the store the geocoder prefers (~50 km). */
const NEAR_DEGREES = 0.5;
const KEEP_MS = 3_600_000;
const KEEP_MAX = 1000;

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The typed address, trimmed and bounded; refused, in the guest's words, when too short or long. */
export function addressOf(text: string): string {
  const address = text.trim().replace(/\s+/g, ' ');
  if (address.length < ADDRESS_MIN || address.length > ADDRESS_MAX)
    throw new AppError('VALIDATION', 'olo.errors.addressLength', { min: ADDRESS_MIN, max: ADDRESS_MAX });
  return address;
}

/** The places of a geocoder's answer (Nominatim's `jsonv2`: display_name, lat, lon), the unreadable left out. */
function placesOf(body: unknown): Place[] {
  if (!Array.isArray(body)) return [];
  return body
    .flatMap((p: unknown) => {
      const { display_name, lat, lon } = (p ?? {}) as Record<string, unknown>;
      const [y, x] = [Number(lat), Number(lon)];
      return typeof display_name === 'string' &&
        Number.isFinite(y) &&
        Number.isFinite(x) &&
        Math.abs(y) <= 90 &&
        Math.abs(x) <= 180
        ? [{ label: display_name.slice(0, ADDRESS_MAX * 2), lat: y, lng: x }]
        : [];
    })
    .slice(0, PLACES);
}

/** A geocoder at `url`, its answers kept an hour per store, address and language. */
export function geocoder(url: string, fetchImpl: Fetch = fetch) {
  const kept = new Map<string, { at: number; places: Place[] }>();
  return async function search(
    storeId: string,
    text: string,
    near: { lat: number; lng: number } | null,
    language: string,
  ): Promise<Place[]> {
    const address = addressOf(text);
    const key = `${storeId}\n${language}\n${address.toLowerCase()}`;
    const hit = kept.get(key);
    if (hit && Date.now() - hit.at < KEEP_MS) return hit.places;
    const query = new URLSearchParams({ q: address, format: 'jsonv2', limit: String(PLACES) });
    if (near)
      query.set(
        'viewbox',
        [
          near.lng - NEAR_DEGREES,
          near.lat + NEAR_DEGREES,
          near.lng + NEAR_DEGREES,
          near.lat - NEAR_DEGREES,
        ].join(','),
      );
    let places: Place[];
    try {
      const response = await fetchImpl(`${url}${url.includes('?') ? '&' : '?'}${query}`, {
        headers: { accept: 'application/json', 'accept-language': language, 'user-agent': 'Comanda Office' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      places = placesOf(await response.json());
    } catch {
      throw new AppError('UNAVAILABLE', 'olo.errors.addressSearchDown');
    }
    if (kept.size >= KEEP_MAX) kept.delete(kept.keys().next().value!);
    kept.set(key, { at: Date.now(), places });
    return places;
  };
}
