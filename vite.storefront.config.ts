import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite.config.js';

/**
 * The guests' storefront (/order/<slug>): a build of its own, beside the console's in dist/storefront,
 * its assets under /order/assets/. Plain React and one small stylesheet; the map comes in a chunk of
 * its own, loaded when a guest opens it.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./src/storefront/', import.meta.url)),
  base: '/order/',
  plugins: [react(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist/storefront/', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
  },
});
