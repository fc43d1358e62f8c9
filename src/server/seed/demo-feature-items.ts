/**
 * The demo stores' feature items: a few of each store's menu items, in order, each with an image
 * drawn at seed time and stored as an upload is (checked, resized, kept in the media table).
 */
import { MEDIA_USES } from '../../core/media.js';
import { resourceByName } from '../../core/registry.js';
import type { Db } from '../db/database.js';
import type { ItemsService, Scope } from '../services/items.js';
import { prepareImage, storeMedia } from '../services/media.js';
import { gradientPicture } from './demo-pictures.js';

const featureItem = resourceByName('feature-item');

/** A feature item by its menu item's name, its description, its page and its colours. */
type DemoFeature = [item: string, description: string, url: string, colours: [string, string]];

const FEATURES: Record<'bistro' | 'taqueria', DemoFeature[]> = {
  bistro: [
    [
      'Bistro Burger',
      'Our house burger, aged cheddar and caramelized onion',
      'https://bistro.example.com/burger',
      ['#7b2d26', '#f2c57c'],
    ],
    [
      'Steak Frites',
      'Steak frites, the classic of the house',
      'https://bistro.example.com/steak',
      ['#3e2723', '#ffcc80'],
    ],
    ['Crème Brûlée', 'Crème brûlée to finish', 'https://bistro.example.com/desserts', ['#2d4a7b', '#c5e1f2']],
  ],
  taqueria: [
    [
      'Taco al pastor',
      'Tacos al pastor recién salidos del trompo',
      'https://taqueria.example.com/pastor',
      ['#1b5e20', '#ffb300'],
    ],
    [
      'Guacamole con totopos',
      'Guacamole hecho al momento',
      'https://taqueria.example.com/guacamole',
      ['#33691e', '#dce775'],
    ],
  ],
};

/** A picture of a feature item's size: a plate on a gradient, PNG. */
function picture(colours: [string, string]): Promise<Buffer> {
  const { width, height } = MEDIA_USES['feature-item'];
  return gradientPicture(
    { width, height },
    colours,
    `<circle cx="${width / 2}" cy="${height / 2}" r="${height * 0.36}" fill="#ffffff" fill-opacity="0.9"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${height * 0.26}" fill="${colours[0]}" fill-opacity="0.75"/>`,
  );
}

export async function seedDemoFeatureItems(
  db: Db,
  items: ItemsService,
  stores: { bistro: Scope; taqueria: Scope },
): Promise<void> {
  for (const key of ['bistro', 'taqueria'] as const) {
    const scope = stores[key];
    for (const [i, [name, description, url, colours]] of FEATURES[key].entries()) {
      const item = await db
        .selectFrom('menu_item')
        .select('id')
        .where('store_id', '=', scope.storeId)
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      const image = await prepareImage(await picture(colours), 'feature-item');
      const media = await storeMedia(db, scope.storeId, 'feature-item', `${name}.png`, image);
      await items.create(scope, featureItem, {
        description,
        sequence_order: (i + 1) * 10,
        menu_item_id: String(item.id),
        url,
        image_id: media.id,
      });
    }
  }
}
