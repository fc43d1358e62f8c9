import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's folder: the server reads the console's sources there, never the generator's code. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const SOURCES = [
  'src/web',
  'src/core',
  'generated',
  'locales',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))));
}

/** Builds the console when it is missing or older than its sources, so `npm start` is enough. */
export async function ensureWebBuild(webDir: string): Promise<void> {
  const built = join(webDir, 'index.html');
  const sourcesTime = Math.max(...SOURCES.map((s) => newest(join(ROOT, s))));
  if (existsSync(built) && statSync(built).mtimeMs >= sourcesTime) return;
  console.log('Building the console…');
  const { build } = await import('vite');
  // A production build even when started from a test run (NODE_ENV=test would bundle React's development build).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  // Built aside and then swapped in, so that another process starting at the same time never serves a
  // half-written or emptied folder.
  const stamp = `${process.pid}-${Date.now()}`;
  const fresh = `${webDir}.building-${stamp}`;
  try {
    await build({
      root: ROOT,
      mode: 'production',
      logLevel: 'error',
      build: { outDir: fresh, emptyOutDir: true },
    });
    const old = `${webDir}.old-${stamp}`;
    try {
      if (existsSync(webDir)) renameSync(webDir, old);
      renameSync(fresh, webDir);
    } catch {
      // Another process swapped its own build in first: either one will do.
    }
    rmSync(old, { recursive: true, force: true });
  } finally {
    rmSync(fresh, { recursive: true, force: true });
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
