import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_SCRIPT_BUDGET, storefrontBytes } from '../../bench/storefront.js';

/*
 * The storefront's first page on a guest's phone: at most 100 kB of script on the wire, whichever
 * encoding the browser takes; the map comes later, in a chunk of its own. Read from the build the
 * server serves (the test run builds it first).
 */
describe('storefront bytes', () => {
  it('sends at most 100 kB of script for the first page, the map apart', () => {
    const bytes = storefrontBytes(resolve('dist'));
    expect(bytes.js_files).toBeGreaterThan(0);
    expect(bytes.js_gzip_bytes).toBeLessThanOrEqual(STOREFRONT_SCRIPT_BUDGET);
    expect(bytes.js_br_bytes).toBeLessThanOrEqual(STOREFRONT_SCRIPT_BUDGET);
    // Leaflet is not in the first page's script, but in a chunk loaded with the map.
    expect(bytes.later_js_gzip_bytes).toBeGreaterThan(20 * 1024);
  });
});
