import { sql } from 'kysely';
import { PUBLIC_MEDIA_USES } from '../../core/media.js';
import { resourceByName } from '../../core/registry.js';
import type { Db } from '../db/database.js';

/**
 * The images a store publishes on its online ordering site: its two banners (Online Ordering
 * Settings) and its active feature items' images. Guests read them without signing in, by the store's
 * slug; every other image of the store stays for its signed-in users only.
 */

/** Where a guest's browser reads a published image: the store's slug, the image, and its content's hash. */
export const publishedMediaPath = (slug: string, id: string, hash: string) =>
  `/api/public/stores/${encodeURIComponent(slug)}/media/${id}?v=${hash.slice(0, 16)}`;

/** The ids of the images the store publishes now. */
async function publishedIds(db: Db, storeId: string): Promise<Set<string>> {
  const banners = await db
    .selectFrom('store_info')
    .select(['web_banner_id', 'mobile_banner_id'])
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  const features = await db
    .selectFrom(resourceByName('feature-item').table)
    .select('image_id')
    .where('store_id', '=', storeId)
    .where('status', '=', 'active')
    .execute();
  return new Set(
    [banners?.web_banner_id, banners?.mobile_banner_id, ...features.map((f) => f.image_id)].filter(
      (id): id is string => typeof id === 'string',
    ),
  );
}

/**
 * An image the store with this slug publishes, with its bytes; `null` for no such store, no such
 * image, or one it does not publish (another store's, a display ad's, a replaced banner).
 */
export async function readPublishedMedia(db: Db, slug: string, id: string) {
  const store = await db
    .selectFrom('store')
    .select('id')
    .where(sql<string>`lower(slug)`, '=', slug.trim().toLowerCase())
    .executeTakeFirst();
  if (!store) return null;
  const storeId = store.id as string;
  if (!(await publishedIds(db, storeId)).has(id)) return null;
  const row = await db
    .selectFrom('media')
    .select(['content_type', 'hash', 'data'])
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .where('use', 'in', [...PUBLIC_MEDIA_USES])
    .executeTakeFirst();
  return (row as { content_type: string; hash: string; data: Uint8Array } | undefined) ?? null;
}

/** Published images by id, with the address a guest reads each at (absolute, on the server's public address). */
export async function publishedUrls(
  db: Db,
  slug: string,
  storeId: string,
  ids: readonly (string | null | undefined)[],
  publicUrl: string,
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('media')
    .select(['id', 'hash'])
    .where('store_id', '=', storeId)
    .where('id', 'in', wanted)
    .where('use', 'in', [...PUBLIC_MEDIA_USES])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id as string,
      `${publicUrl}${publishedMediaPath(slug, r.id as string, r.hash as string)}`,
    ]),
  );
}
