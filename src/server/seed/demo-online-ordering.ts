/**
 * The demo stores' online ordering settings: on, with a banner for computers and one for phones drawn
 * at seed time and stored as an upload is (checked, resized, kept in the media table), lead times, an
 * online minimum and a closed message, saved through the same rules as the settings page.
 */
import { MEDIA_USES, type MediaUseCode } from '../../core/media.js';
import { resourceByName } from '../../core/registry.js';
import type { Db } from '../db/database.js';
import type { ItemsService, Scope } from '../services/items.js';
import { prepareImage, storeMedia } from '../services/media.js';
import { gradientPicture } from './demo-pictures.js';

const settings = resourceByName('online-ordering-settings');

interface DemoSettings {
  colours: [string, string];
  pickup_minutes: number;
  delivery_minutes: number;
  online_minimum_order: number;
  closed_message: string;
}

const DEMO: Record<'bistro' | 'taqueria', DemoSettings> = {
  bistro: {
    colours: ['#7b2d26', '#f2c57c'],
    pickup_minutes: 20,
    delivery_minutes: 45,
    online_minimum_order: 5,
    closed_message: 'We are closed for online orders right now. Come back during our opening hours!',
  },
  taqueria: {
    colours: ['#1b5e20', '#ffb300'],
    pickup_minutes: 15,
    delivery_minutes: 40,
    online_minimum_order: 100,
    closed_message: 'Por ahora no recibimos pedidos en línea. ¡Vuelva en nuestro horario!',
  },
};

/** A banner of a use's size: the store's colours, and a row of plates across it. */
function banner(use: MediaUseCode, [dark, light]: [string, string]): Promise<Buffer> {
  const { width, height } = MEDIA_USES[use];
  const r = height * 0.28;
  const count = Math.max(2, Math.floor(width / (r * 3)));
  const plates = Array.from({ length: count }, (_, i) => {
    const cx = ((i + 0.5) * width) / count;
    return `<circle cx="${cx}" cy="${height / 2}" r="${r}" fill="#ffffff" fill-opacity="0.85"/>
      <circle cx="${cx}" cy="${height / 2}" r="${r * 0.7}" fill="${i % 2 ? dark : light}" fill-opacity="0.8"/>`;
  }).join('');
  return gradientPicture({ width, height }, [dark, light], plates);
}

export async function seedDemoOnlineOrdering(
  db: Db,
  items: ItemsService,
  stores: { bistro: Scope; taqueria: Scope },
): Promise<void> {
  for (const key of ['bistro', 'taqueria'] as const) {
    const scope = stores[key];
    const { colours, ...values } = DEMO[key];
    const upload = async (use: MediaUseCode) => {
      const image = await prepareImage(await banner(use, colours), use);
      return (await storeMedia(db, scope.storeId, use, `${key}-${use}.png`, image)).id;
    };
    await items.update(scope, settings, scope.storeId, {
      ...values,
      online_ordering: true,
      web_banner_id: await upload('olo-banner-web'),
      mobile_banner_id: await upload('olo-banner-mobile'),
    });
  }
}
