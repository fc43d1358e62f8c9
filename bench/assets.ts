import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = resolve('dist');
/** vite.config.ts `base`: asset URLs in index.html start with it. */
const BASE = '/office/';

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
}

function assetFile(url: string): string {
  const path = url.startsWith(BASE) ? url.slice(BASE.length) : url.replace(/^\.?\//, '');
  return join(DIST, path.split(/[?#]/)[0]!);
}

/** Initial JS and CSS of the login page, gzip -9 each: the entry script, modulepreloads, stylesheets. */
export function loginPageBytes() {
  if (!existsSync(join(DIST, 'index.html'))) {
    process.stderr.write('dist/index.html is missing; running npx vite build\n');
    const build = spawnSync('npx', ['vite', 'build'], { stdio: ['ignore', 2, 2] });
    if (build.status !== 0) throw new Error('vite build failed');
  }
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
  const measure = (urls: Set<string>) => {
    let raw = 0;
    let gzip = 0;
    for (const url of urls) {
      const bytes = readFileSync(assetFile(url));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    return { raw, gzip };
  };
  const j = measure(js);
  const c = measure(css);
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
