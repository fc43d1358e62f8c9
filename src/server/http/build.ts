import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../codegen/paths.js';

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
  await build({ root: ROOT, logLevel: 'error', build: { outDir: webDir, emptyOutDir: true } });
}
