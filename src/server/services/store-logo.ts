import type { Db } from '../db/database.js';

/**
 * The store's logo (store info's `logo_id`, an image uploaded for the use `store-logo`): what the
 * e-mail editor puts in a template and what e-mail readers fetch without signing in.
 */

export interface StoreLogo {
  content_type: string;
  hash: string;
  width: number;
  height: number;
  data: Uint8Array;
}

/** Where anyone reads a store's logo: one address per store, whatever logo it holds now. */
export const storeLogoPath = (storeId: string) => `/api/public/stores/${storeId}/logo`;

/** The store's info joined to the image it holds as its logo. */
const logoOf = (db: Db, storeId: string) =>
  db
    .selectFrom('store_info as i')
    .innerJoin('media as m', (join) =>
      join.onRef('m.store_id', '=', 'i.store_id').onRef('m.id', '=', 'i.logo_id'),
    )
    .where('i.store_id', '=', storeId);

/** The store's logo with its bytes, or `null` when it has none. */
export async function readStoreLogo(db: Db, storeId: string): Promise<StoreLogo | null> {
  const row = await logoOf(db, storeId)
    .select(['m.content_type', 'm.hash', 'm.width', 'm.height', 'm.data'])
    .executeTakeFirst();
  return (row as StoreLogo | undefined) ?? null;
}

/**
 * The store's logo as the console knows it: its public address (for e-mails), its address on this
 * server (for the console's own pages, whatever public address is set) and size, without its bytes.
 */
export async function storeLogoOf(db: Db, storeId: string, publicUrl: string) {
  const row = await logoOf(db, storeId).select(['m.width', 'm.height']).executeTakeFirst();
  if (!row) return null;
  return {
    url: `${publicUrl}${storeLogoPath(storeId)}`,
    path: storeLogoPath(storeId),
    width: Number(row.width),
    height: Number(row.height),
  };
}
