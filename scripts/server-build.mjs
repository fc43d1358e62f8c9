/**
 * The server as plain JavaScript, the way `npm start` runs it: the TypeScript of `src/server`,
 * `src/core` and `generated` turned into JavaScript one file for one file (esbuild, no bundling, so
 * the folders the server reads at start — features, entities, reports, migrations — keep their
 * shape), beside copies of the other files it reads (SDL, locales). Node then runs it with nothing
 * in between: no compiler loaded into the server, no source kept twice in its memory.
 *
 * The build is made again when any of its sources is newer than it; it is written aside and swapped
 * in, so that a server starting at the same time never reads a half-written folder. Source maps are
 * written beside each file; `NODE_OPTIONS=--enable-source-maps npm start` makes stack traces name the
 * TypeScript lines.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** What the server is made of; `package-lock.json` so that an upgraded compiler builds again. */
const SOURCES = ['src/server', 'src/core', 'generated', 'locales', 'package-lock.json'];
const STAMP = '.built';

/** Where the build goes: `SERVER_BUILD_DIR`, or `dist-server/` in the project. */
export const serverBuildDir = () => process.env.SERVER_BUILD_DIR || join(ROOT, 'dist-server');

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  return st.isDirectory()
    ? Math.max(st.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))))
    : st.mtimeMs;
}

const isTypeScript = (path) => path.endsWith('.ts') && !path.endsWith('.d.ts');

/**
 * Builds the server into `out` unless it is there and newer than its sources; returns the URL of
 * its entry point, `src/server/main.js`.
 */
export async function ensureServerBuild(out = serverBuildDir()) {
  const main = pathToFileURL(join(out, 'src/server/main.js')).href;
  const stamp = join(out, STAMP);
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= Math.max(...SOURCES.map((s) => newest(join(ROOT, s)))))
    return main;
  const { build } = await import('esbuild');
  const aside = `${out}.building-${process.pid}-${Date.now()}`;
  try {
    const all = SOURCES.filter((s) => existsSync(join(ROOT, s)) && statSync(join(ROOT, s)).isDirectory())
      .flatMap((s) => files(join(ROOT, s)))
      .filter((f) => !f.endsWith('.d.ts'));
    await build({
      entryPoints: all.filter(isTypeScript),
      outdir: aside,
      outbase: ROOT,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      sourcemap: true,
      logLevel: 'error',
    });
    for (const file of all.filter((f) => !isTypeScript(f))) {
      const to = join(aside, relative(ROOT, file));
      mkdirSync(dirname(to), { recursive: true });
      cpSync(file, to);
    }
    // A build outside the project (SERVER_BUILD_DIR elsewhere) finds the project's packages through a link.
    if (relative(ROOT, out).startsWith('..'))
      symlinkSync(join(ROOT, 'node_modules'), join(aside, 'node_modules'));
    writeFileSync(join(aside, STAMP), new Date().toISOString());
    const old = `${out}.old-${process.pid}-${Date.now()}`;
    try {
      if (existsSync(out)) renameSync(out, old);
      renameSync(aside, out);
    } catch {
      // Another start swapped its own build in first: either one will do.
    }
    rmSync(old, { recursive: true, force: true });
  } finally {
    rmSync(aside, { recursive: true, force: true });
  }
  return main;
}

// Run as a script (`node scripts/server-build.mjs`): build, and say where.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const main = await ensureServerBuild();
  console.log(
    `The server is built: ${relative(process.cwd(), dirname(dirname(dirname(fileURLToPath(main)))))}`,
  );
}
