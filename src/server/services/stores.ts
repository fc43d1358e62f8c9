import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/database.js';
import { uuidv7 } from './ids.js';

export interface NewStore {
  name: string;
  slug: string;
  owner: { email: string; password: string; displayName: string };
}

/** A store and its owner (role admin), in one transaction. */
export async function createStoreWithOwner(
  db: Db,
  input: NewStore,
): Promise<{ storeId: string; userId: string }> {
  const storeId = uuidv7();
  const userId = uuidv7();
  const passwordHash = await hashPassword(input.owner.password);
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('store').values({ id: storeId, name: input.name, slug: input.slug }).execute();
    await tx
      .insertInto('app_user')
      .values({
        id: userId,
        email: input.owner.email,
        password_hash: passwordHash,
        display_name: input.owner.displayName,
      })
      .execute();
    await tx.insertInto('store_user').values({ store_id: storeId, user_id: userId, role: 'admin' }).execute();
  });
  return { storeId, userId };
}
