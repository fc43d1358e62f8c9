/**
 * The demo stores' logos: a round badge in each store's colours, drawn at seed time and stored as an
 * upload is (checked, resized, kept in the media table), so that the e-mail editor's Store logo block
 * works from the first start.
 */
import type { Db } from '../db/database.js';
import type { Scope } from '../services/items.js';
import { prepareImage, storeMedia } from '../services/media.js';
import { pngFromSvg } from './demo-pictures.js';

const COLOURS: Record<'bistro' | 'taqueria', [string, string]> = {
  bistro: ['#7b2d26', '#f2c57c'],
  taqueria: ['#1b5e20', '#ffb300'],
};

/** A badge: a ring, a plate and a fork and knife drawn with shapes only (no font needed). */
function badge([dark, light]: [string, string]): Promise<Buffer> {
  return pngFromSvg(`<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
    <circle cx="256" cy="256" r="240" fill="${dark}"/>
    <circle cx="256" cy="256" r="200" fill="none" stroke="${light}" stroke-width="12"/>
    <circle cx="256" cy="256" r="110" fill="${light}"/>
    <rect x="118" y="150" width="16" height="212" rx="8" fill="${light}"/>
    <rect x="378" y="150" width="20" height="212" rx="10" fill="${light}"/>
  </svg>`);
}

export async function seedDemoLogos(db: Db, stores: { bistro: Scope; taqueria: Scope }): Promise<void> {
  for (const key of ['bistro', 'taqueria'] as const) {
    const { storeId } = stores[key];
    const image = await prepareImage(await badge(COLOURS[key]), 'store-logo');
    const logo = await storeMedia(db, storeId, 'store-logo', `${key}-logo.png`, image);
    await db.updateTable('store_info').set({ logo_id: logo.id }).where('store_id', '=', storeId).execute();
  }
}
