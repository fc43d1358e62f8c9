import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pickPhrases, SIGN_IN_GROUPS } from './src/web/providers/signInGroups.js';

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

const SIGN_IN_PHRASES = 'virtual:sign-in-phrases/';

/**
 * `virtual:sign-in-phrases/<lang>`: the phrases of locales/<lang>.json the sign-in page shows
 * (SIGN_IN_GROUPS), so that a first visit does not download every page's words in both languages.
 */
export function signInPhrases(): Plugin {
  return {
    name: 'comanda:sign-in-phrases',
    resolveId: (id) => (id.startsWith(SIGN_IN_PHRASES) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${SIGN_IN_PHRASES}`)) return undefined;
      const locale = id.slice(SIGN_IN_PHRASES.length + 1);
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`no such language: ${locale}`);
      const file = resolve('locales', `${locale}.json`);
      this.addWatchFile(file);
      const all = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(pickPhrases(all, SIGN_IN_GROUPS))};`;
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

/** Polyfills a dependency asks for that every supported browser has built in. */
const builtIns = [{ find: /^object\.entries$/, replacement: resolve('src/web/shims/object-entries.cjs') }];

export default defineConfig(({ mode }) => ({
  base: '/office/',
  plugins: [react(), precompress(), signInPhrases()],
  resolve: { alias: [...builtIns, ...(mode === 'production' ? reactRouterProduction : [])] },
  build: {
    // The shims are CommonJS, as the packages that require them.
    commonjsOptions: { include: [/node_modules/, /src\/web\/shims\//] },
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // Many modules shared by a few pages make chunks of a few hundred bytes each: merged into
      // neighbours, they cost fewer requests and compress better.
      output: { experimentalMinChunkSize: 10_000 },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
}));
