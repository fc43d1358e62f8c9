/**
 * The demo stores' customer display ads: one each, the store's default, with two images drawn at seed
 * time and stored as an upload is (checked, resized, kept in the media table), promoting one of the
 * store's menu items.
 */
import { MEDIA_USES } from '../../core/media.js';
import { resourceByName } from '../../core/registry.js';
import type { Db } from '../db/database.js';
import type { ItemsService, Scope } from '../services/items.js';
import { prepareImage, storeMedia } from '../services/media.js';
import { gradientPicture } from './demo-pictures.js';

const ad = resourceByName('customer-display-ad');

interface DemoAd {
  name: string;
  description: string;
  hyperlink: string;
  /** The menu item promoted, by its name. */
  item: string;
  /** Its slides' colours: one image each. */
  slides: [string, string][];
}

const ADS: Record<'bistro' | 'taqueria', DemoAd> = {
  bistro: {
    name: 'Weekend brunch',
    description: 'Brunch every Saturday and Sunday from 9 to 1.',
    hyperlink: 'https://bistro.example.com/brunch',
    item: 'Crème Brûlée',
    slides: [
      ['#7b2d26', '#f2c57c'],
      ['#2d4a7b', '#c5e1f2'],
    ],
  },
  taqueria: {
    name: 'Martes de tacos',
    description: 'Todos los martes, tacos al pastor al 2x1.',
    hyperlink: 'https://taqueria.example.com/martes',
    item: 'Taco al pastor',
    slides: [
      ['#1b5e20', '#ffb300'],
      ['#b71c1c', '#ffe082'],
    ],
  },
};

/** A picture of the display's size: a gradient with a few circles, PNG. */
function picture(colours: [string, string]): Promise<Buffer> {
  const { width, height } = MEDIA_USES['customer-display'];
  const from = colours[0];
  return gradientPicture(
    { width, height },
    colours,
    `<circle cx="${width * 0.72}" cy="${height * 0.45}" r="${height * 0.3}" fill="#ffffff" fill-opacity="0.85"/>
    <circle cx="${width * 0.72}" cy="${height * 0.45}" r="${height * 0.22}" fill="${from}" fill-opacity="0.7"/>
    <rect x="${width * 0.08}" y="${height * 0.3}" width="${width * 0.4}" height="${height * 0.08}" rx="12" fill="#ffffff"/>
    <rect x="${width * 0.08}" y="${height * 0.45}" width="${width * 0.3}" height="${height * 0.05}" rx="10" fill="#ffffff" fill-opacity="0.8"/>`,
  );
}

export async function seedDemoAds(
  db: Db,
  items: ItemsService,
  stores: { bistro: Scope; taqueria: Scope },
): Promise<void> {
  for (const key of ['bistro', 'taqueria'] as const) {
    const scope = stores[key];
    const demo = ADS[key];
    const imageIds: string[] = [];
    for (const [i, colors] of demo.slides.entries()) {
      const image = await prepareImage(await picture(colors), 'customer-display');
      const name = `${demo.name} ${i + 1}.png`;
      imageIds.push((await storeMedia(db, scope.storeId, 'customer-display', name, image)).id);
    }
    const item = await db
      .selectFrom('menu_item')
      .select('id')
      .where('store_id', '=', scope.storeId)
      .where('name', '=', demo.item)
      .executeTakeFirst();
    await items.create(scope, ad, {
      name: demo.name,
      description: demo.description,
      hyperlink: demo.hyperlink,
      ...(item ? { menu_item_id: String(item.id) } : {}),
      image_ids: imageIds,
      duration_seconds: 8,
      usage: 'screen-saver',
      is_default: true,
    });
  }
}
