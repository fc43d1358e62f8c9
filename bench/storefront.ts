import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The most script a guest's phone downloads for the storefront's first page, compressed. */
export const STOREFRONT_SCRIPT_BUDGET = 100 * 1024;

/** vite.storefront.config.ts `base`: asset URLs in the storefront's page start with it. */
const BASE = '/order/';

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
}

/** A file as it goes out: the server's precompressed copy for each encoding (vite.config.ts). */
function sizes(dir: string, url: string) {
  const file = join(dir, url.slice(BASE.length));
  if (!existsSync(file)) throw new Error(`${url} is not in ${dir} (was the storefront rebuilt meanwhile?)`);
  const bytes = readFileSync(file);
  const kept = (ext: string) => (existsSync(`${file}.${ext}`) ? readFileSync(`${file}.${ext}`).length : null);
  return {
    raw: bytes.length,
    gzip: kept('gz') ?? gzipSync(bytes, { level: 9 }).length,
    // Below 1 kB no copy is kept: the file goes out as it is.
    br: kept('br') ?? bytes.length,
  };
}

/**
 * The storefront's first page (dist/storefront/index.html, as the server sends it for /order/<slug>):
 * its entry script and module preloads, and its stylesheets, in bytes raw, gzip and brotli. Chunks
 * loaded later (the map) are counted apart, as `later_*`.
 */
export function storefrontBytes(dist: string) {
  const dir = join(dist, 'storefront');
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src && attr(tag, 'type') === 'module') js.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel')?.toLowerCase();
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') js.add(href);
    else if (rel === 'stylesheet') css.add(href);
  }
  const sum = (urls: Iterable<string>) =>
    [...urls]
      .map((u) => sizes(dir, u))
      .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, br: a.br + b.br }), {
        raw: 0,
        gzip: 0,
        br: 0,
      });
  const j = sum(js);
  const c = sum(css);
  // Every other script of the build comes only when asked for (the map).
  const later = sum(
    readdirSync(join(dir, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `${BASE}assets/${f}`)
      .filter((u) => !js.has(u)),
  );
  return {
    figure: 'storefront_bytes',
    js_raw_bytes: j.raw,
    js_gzip_bytes: j.gzip,
    js_br_bytes: j.br,
    css_gzip_bytes: c.gzip,
    css_br_bytes: c.br,
    js_files: js.size,
    css_files: css.size,
    later_js_gzip_bytes: later.gzip,
    later_js_br_bytes: later.br,
    budget_bytes: STOREFRONT_SCRIPT_BUDGET,
  };
}
