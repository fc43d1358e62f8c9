import { VersionStoreDocument } from '../../generated/graphql-documents';
import { graphqlCall } from './graphql/client';

/**
 * versionStore (SPEC §7): which deployment serves this store. When it is not this one, the browser
 * goes there with the same path. Failures are only logged.
 */
async function checkVersion(path: string): Promise<void> {
  const storeId = localStorage.getItem('storeId');
  if (!storeId) {
    console.warn('versionStore: Id not found');
    return;
  }
  try {
    const { versionStore } = await graphqlCall(VersionStoreDocument, { s: storeId, m: 'office' });
    const url = versionStore.url;
    const here = `${window.location.origin}/${window.location.pathname.split('/')[1] ?? ''}`;
    if (url && url.replace(/\/+$/, '') !== here) window.location.assign(url.replace(/\/+$/, '') + path);
  } catch (err) {
    console.warn('versionStore failed', err);
  }
}

/** How long one answer stands for the same path: the click's check and the page's own are one call. */
const SAME_CHECK_MS = 2000;
let last: { path: string; at: number; done: Promise<void> } | null = null;

/**
 * Runs versionStore for the route at `path` (SPEC §7, before each route), started with the route's
 * own code and data so that it costs the move nothing: the sidebar's click, the console's first
 * load and the page drawn each ask, and asks made together for one path are one call.
 */
export function versionCheck(path: string): Promise<void> {
  const now = performance.now();
  if (last && last.path === path && now - last.at < SAME_CHECK_MS) return last.done;
  last = { path, at: now, done: checkVersion(path) };
  return last.done;
}
