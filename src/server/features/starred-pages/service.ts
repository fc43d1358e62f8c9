/**
 * Starred pages (SPEC §2, §9): the sidebar's pages a user keeps at hand, in the user's order, at most
 * STARRED_MAX. Only a page of the sidebar the user may open can be starred; a page starred and later
 * closed to the user stays starred but is not shown (the console draws the sidebar's pages only).
 */
import { sql } from 'kysely';
import { AppError } from '../../../core/errors.js';
import { navEntries } from '../../../core/navigation.js';
import { entryOpen, type AccessUser } from '../../../core/permissions.js';
import type { Db } from '../../db/database.js';

/** SPEC §9: starred pages are limited to 10. */
export const STARRED_MAX = 10;

/** The longest path a client may send; a longer one names no page. */
const PATH_MAX = 200;

/** The user's starred pages, in order. */
export async function starredPages(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('starred_page')
    .select('path')
    .where('user_id', '=', userId)
    .orderBy('position')
    .orderBy('path')
    .execute();
  return rows.map((r) => r.path as string);
}

/** The sidebar's page at `path` if this user may open it; refused otherwise, the path not repeated whole. */
function openPage(user: AccessUser, path: string): string {
  const entry = navEntries().find((e) => e.path === path);
  if (!entry || !entryOpen(user, entry))
    throw new AppError('VALIDATION', 'errors.starred.unknownPage', { path: path.slice(0, PATH_MAX) });
  return entry.path;
}

/** Runs `change` on the user's starred pages under the user's row lock, so two tabs never pass the limit. */
async function changing(db: Db, userId: string, change: (tx: Db, current: string[]) => Promise<void>) {
  return db.transaction().execute(async (tx) => {
    await sql`select id from app_user where id = ${userId} for update`.execute(tx);
    await change(tx, await starredPages(tx, userId));
    return starredPages(tx, userId);
  });
}

export function starPage(db: Db, user: AccessUser, userId: string, path: string): Promise<string[]> {
  const page = openPage(user, path);
  return changing(db, userId, async (tx, current) => {
    if (current.includes(page)) return;
    if (current.length >= STARRED_MAX)
      throw new AppError('VALIDATION', 'errors.starred.limit', { max: STARRED_MAX });
    await tx
      .insertInto('starred_page')
      .values({ user_id: userId, path: page, position: current.length })
      .execute();
  });
}

export function unstarPage(db: Db, userId: string, path: string): Promise<string[]> {
  return changing(db, userId, async (tx, current) => {
    if (!current.includes(path)) return;
    await tx.deleteFrom('starred_page').where('user_id', '=', userId).where('path', '=', path).execute();
    await renumber(
      tx,
      userId,
      current.filter((p) => p !== path),
    );
  });
}

export function reorderStarredPages(db: Db, userId: string, paths: readonly string[]): Promise<string[]> {
  return changing(db, userId, async (tx, current) => {
    const same =
      paths.length === current.length &&
      new Set(paths).size === paths.length &&
      paths.every((p) => current.includes(p));
    if (!same) throw new AppError('VALIDATION', 'errors.starred.notSame');
    await renumber(tx, userId, paths);
  });
}

/** Writes the positions of the user's starred pages in this order. */
async function renumber(tx: Db, userId: string, paths: readonly string[]) {
  for (const [position, path] of paths.entries())
    await tx
      .updateTable('starred_page')
      .set({ position })
      .where('user_id', '=', userId)
      .where('path', '=', path)
      .execute();
}
