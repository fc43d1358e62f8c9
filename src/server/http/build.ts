import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's folder: the server reads the console's sources there, never the generator's code. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const SOURCES = [
  'src/web',
  'src/storefront',
  'src/core',
  'generated',
  'locales',
  'index.html',
  'vite.config.ts',
  'vite.storefront.config.ts',
  'package-lock.json',
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))));
}

/** Where, inside the console's build, the guests' storefront is built (vite.storefront.config.ts). */
export const STOREFRONT_DIR = 'storefront';

/**
 * Builds the console, and the storefront beside it, when either is missing or older than their
 * sources, so that `npm start` is enough.
 */
export async function ensureWebBuild(webDir: string): Promise<void> {
  const sourcesTime = Math.max(...SOURCES.map((s) => newest(join(ROOT, s))));
  const fresh = (path: string) => existsSync(path) && statSync(path).mtimeMs >= sourcesTime;
  if (fresh(join(webDir, 'index.html')) && fresh(join(webDir, STOREFRONT_DIR, 'index.html'))) return;
  console.log('Building the console…');
  const { build } = await import('vite');
  // A production build even when started from a test run (NODE_ENV=test would bundle React's development build).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  // Built aside and then swapped in, so that another process starting at the same time never serves a
  // half-written or emptied folder.
  const stamp = `${process.pid}-${Date.now()}`;
  const aside = `${webDir}.building-${stamp}`;
  try {
    await build({
      root: ROOT,
      mode: 'production',
      logLevel: 'error',
      build: { outDir: aside, emptyOutDir: true },
    });
    await build({
      configFile: join(ROOT, 'vite.storefront.config.ts'),
      mode: 'production',
      logLevel: 'error',
      build: { outDir: join(aside, STOREFRONT_DIR), emptyOutDir: true },
    });
    const old = `${webDir}.old-${stamp}`;
    try {
      if (existsSync(webDir)) renameSync(webDir, old);
      renameSync(aside, webDir);
    } catch {
      // Another process swapped its own build in first: either one will do.
    }
    rmSync(old, { recursive: true, force: true });
  } finally {
    rmSync(aside, { recursive: true, force: true });
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
