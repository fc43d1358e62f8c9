import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The built console the benchmark servers serve (bench/main.ts makes sure it is current). */
export const DIST = resolve('dist');
/** vite.config.ts `base`: asset URLs in index.html start with it. */
const BASE = '/office/';

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
}

function assetFile(url: string): string {
  const path = url.startsWith(BASE) ? url.slice(BASE.length) : url.replace(/^\.?\//, '');
  return join(DIST, path.split(/[?#]/)[0]!);
}

export interface AssetSizes {
  raw: number;
  gzip: number;
  files: number;
}

/** Raw and gzip -9 sizes of the files of dist/ behind asset URLs (or URL paths), summed. */
export function assetSizes(urls: Iterable<string>): AssetSizes {
  let raw = 0;
  let gzip = 0;
  let files = 0;
  for (const url of new Set(urls)) {
    const file = assetFile(url);
    if (!existsSync(file)) throw new Error(`${url} is not in dist/ (was the console rebuilt meanwhile?)`);
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    files++;
  }
  return { raw, gzip, files };
}

/** Initial JS and CSS of the login page, gzip -9 each: the entry script, modulepreloads, stylesheets. */
export function loginPageBytes() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
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
  const j = assetSizes(js);
  const c = assetSizes(css);
  return {
    figure: 'login_page_bytes',
    js_gzip_bytes: j.gzip,
    css_gzip_bytes: c.gzip,
    total_gzip_bytes: j.gzip + c.gzip,
    js_raw_bytes: j.raw,
    css_raw_bytes: c.raw,
    js_files: js.size,
    css_files: css.size,
  };
}
