import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  OTHER_APPS_GROUPS,
  pickPhrases,
  SIGN_IN_GROUPS,
  splitCatalogue,
  withoutGroups,
} from './src/web/providers/phraseGroups.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside each text file of the build, for the
 * server to send as they are (src/server/http/web.ts): the strongest levels cost seconds once here
 * instead of CPU on every request. Below 1 kB the saving is not worth a file, except for index.html,
 * which every visit fetches.
 */
export function precompress(): Plugin {
  const text = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
  return {
    name: 'comanda:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => text.test(name))
          .map(async (name) => {
            const path = join(dir, name);
            const bytes = await readFile(path);
            if (bytes.length < 1024 && !name.endsWith('.html')) return;
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzipAsync(bytes, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
          }),
      );
    },
  };
}

/** Languages' catalogues picked at build time: `virtual:<kind>-phrases/<lang>`. */
const PHRASES: Record<string, (all: Record<string, unknown>) => Record<string, unknown>> = {
  // The phrases the sign-in page shows (SIGN_IN_GROUPS), so that a first visit does not download
  // every page's words in both languages.
  'virtual:sign-in-phrases/': (all) => pickPhrases(all, SIGN_IN_GROUPS),
  // The console's: every group but the other apps' (OTHER_APPS_GROUPS), in two parts: what its frame
  // and dashboards show, and what only its other pages do (PAGE_GROUPS), fetched after the first page.
  'virtual:console-phrases/': (all) => splitCatalogue(withoutGroups(all, OTHER_APPS_GROUPS)).frame,
  'virtual:page-phrases/': (all) => splitCatalogue(withoutGroups(all, OTHER_APPS_GROUPS)).pages,
};

/**
 * Each catalogue in a chunk of its own (`phrases-<lang>`, `page-phrases-<lang>`): merged with small
 * chunks of code, one language's words would come with code every visit needs.
 */
function phraseChunk(id: string): string | undefined {
  // react-admin's own words come with the console's of the same language (providers/phrases.ts).
  if (id.includes('/node_modules/ra-language-english/')) return 'phrases-en';
  if (id.endsWith('/locales/ra/es.json')) return 'phrases-es';
  const m = /^\0virtual:(console|page)-phrases\/([a-z]{2})$/.exec(id);
  if (!m) return undefined;
  return m[1] === 'console' ? `phrases-${m[2]}` : `page-phrases-${m[2]}`;
}

/** `virtual:<kind>-phrases/<lang>` (PHRASES), from locales/<lang>.json. */
export function catalogues(): Plugin {
  const kindOf = (id: string) => Object.keys(PHRASES).find((prefix) => id.startsWith(prefix));
  return {
    name: 'comanda:phrases',
    resolveId: (id) => (kindOf(id) ? `\0${id}` : undefined),
    async load(id) {
      const kind = id.startsWith('\0') ? kindOf(id.slice(1)) : undefined;
      if (!kind) return undefined;
      const locale = id.slice(kind.length + 1);
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`no such language: ${locale}`);
      const file = resolve('locales', `${locale}.json`);
      this.addWatchFile(file);
      const all = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(PHRASES[kind]!(all))};`;
    },
  };
}

/**
 * react-router's package exports only its development build (warnings and checks the console does not
 * need); a production build takes the production files it ships beside it, both of its entries alike
 * so that the router and its DOM half share one context.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: resolve('node_modules/react-router/dist/production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: resolve('node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

/**
 * react-admin's router adapter without the hash router it creates when not inside a router
 * (src/web/shims/react-router-provider.ts): that fallback brought react-router's data router, about
 * 12 kB on the wire, to every page of a console that always renders inside its own BrowserRouter.
 */
export function routerAdapter(): Plugin {
  const shim = resolve('src/web/shims/react-router-provider.ts');
  return {
    name: 'comanda:router-adapter',
    enforce: 'pre',
    resolveId(source, importer) {
      const stock =
        importer?.includes('/node_modules/ra-core/') && /\/adapters\/reactRouterProvider\.js$/.test(source);
      return stock ? shim : undefined;
    },
  };
}

/** Polyfills a dependency asks for that every supported browser has built in. */
const builtIns = [{ find: /^object\.entries$/, replacement: resolve('src/web/shims/object-entries.cjs') }];

export default defineConfig(({ mode }) => ({
  base: '/office/',
  plugins: [react(), precompress(), catalogues(), routerAdapter()],
  resolve: { alias: [...builtIns, ...(mode === 'production' ? reactRouterProduction : [])] },
  build: {
    // The shims are CommonJS, as the packages that require them.
    commonjsOptions: { include: [/node_modules/, /src\/web\/shims\//] },
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // Many modules shared by a few pages make chunks of a few hundred bytes each: merged into
      // neighbours, they cost fewer requests and compress better. Measured on the way to the
      // dashboard (npm run bench, dashboard_page_bytes): 10,000 bytes 337 kB on the wire, 40,000
      // 305 kB, 120,000 300 kB, with the sidebar's moves as quick (page_to_page).
      output: { experimentalMinChunkSize: 120_000, manualChunks: phraseChunk },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
}));
