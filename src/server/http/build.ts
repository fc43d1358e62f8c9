import { existsSync, readdirSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder: the server reads the console's sources there, never the generator's code.
 * The first folder up from this file that holds the project's package.json, whether the server runs
 * from its sources or from its build (`dist-server/`, scripts/server-build.mjs); a build made outside
 * the project finds it through its link to the project's packages.
 */
const ROOT = projectRoot(fileURLToPath(new URL('./', import.meta.url)));

function projectRoot(from: string): string {
  const isProject = (dir: string) =>
    existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'vite.config.ts'));
  for (let dir = from; ; dir = dirname(dir)) {
    if (isProject(dir)) return dir;
    const packages = join(dir, 'node_modules');
    if (existsSync(packages) && isProject(dirname(realpathSync(packages))))
      return dirname(realpathSync(packages));
    if (dirname(dir) === dir) throw new Error(`No project folder above ${from}`);
  }
}

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

/** Whether the console and the storefront in `webDir` are there and newer than their sources. */
function webBuildFresh(webDir: string): boolean {
  const sourcesTime = Math.max(...SOURCES.map((s) => newest(join(ROOT, s))));
  const fresh = (path: string) => existsSync(path) && statSync(path).mtimeMs >= sourcesTime;
  return fresh(join(webDir, 'index.html')) && fresh(join(webDir, STOREFRONT_DIR, 'index.html'));
}

/**
 * `ensureWebBuild` in a process of its own, as `npm start` runs it: the bundler's memory (well over a
 * gigabyte) goes with that process instead of staying in the server's, and the build runs beside the
 * database's first start rather than before it.
 */
export async function ensureWebBuildApart(webDir: string): Promise<void> {
  if (webBuildFresh(webDir)) return;
  // The same runtime as this process (the compiled server, or TypeScript through tsx).
  const here = fileURLToPath(import.meta.url);
  const cli = join(dirname(here), `build-cli${extname(here)}`);
  // The server's own memory settings (package.json's start) are not the bundler's.
  const flags = process.execArgv.filter(
    (f) => !/^--(max-semi-space-size|optimize-for-size|no-liftoff)/.test(f),
  );
  const child = spawn(process.execPath, [...flags, cli, webDir], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the console could not be built into ${webDir}`);
}

/**
 * Builds the console, and the storefront beside it, when either is missing or older than their
 * sources, so that `npm start` is enough.
 */
export async function ensureWebBuild(webDir: string): Promise<void> {
  if (webBuildFresh(webDir)) return;
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
