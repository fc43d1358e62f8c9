import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { webRoutes } from '../src/server/http/web.js';

/** The built console the benchmark servers serve (bench/main.ts makes sure it is current). */
export const DIST = resolve('dist');
/** vite.config.ts `base`: asset URLs in index.html start with it. */
const BASE = '/office/';
/** What a browser accepts (Chromium also offers deflate and zstd, which the server does not send). */
const ACCEPT_ENCODING = 'br, gzip';

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
}

function assetFile(url: string): string {
  const path = url.startsWith(BASE) ? url.slice(BASE.length) : url.replace(/^\.?\//, '');
  return join(DIST, path.split(/[?#]/)[0]!);
}

/** The URL path of an asset URL (or URL path) of index.html. */
const urlPath = (url: string) => (url.startsWith('/') ? url : `${BASE}${url.replace(/^\.?\//, '')}`);

/**
 * The console's files as the server sends them: a Fastify with the server's own console routes
 * (src/server/http/web.ts) over dist/, asked as a browser asks. Counts the body bytes on the wire.
 */
export async function consoleFiles() {
  const app = Fastify({ logger: false });
  await app.register(webRoutes, { webDir: DIST });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const transferred = (path: string) =>
    new Promise<{ bytes: number; encoding: string }>((done, fail) => {
      const req = request(`${address}${path}`, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          res.statusCode === 200
            ? done({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' })
            : fail(new Error(`${res.statusCode} for ${path}`)),
        );
        res.on('error', fail);
      });
      req.on('error', fail);
      req.end();
    });
  return { transferred, close: () => app.close() };
}

export type ConsoleFiles = Awaited<ReturnType<typeof consoleFiles>>;

export interface AssetSizes {
  raw: number;
  gzip: number;
  /** Body bytes the server sends for `Accept-Encoding: br, gzip`. */
  transferred: number;
  files: number;
  /** How many files went out in each content encoding. */
  encodings: Record<string, number>;
}

/**
 * Raw and gzip -9 sizes of the files of dist/ behind asset URLs (or URL paths), summed, and the bytes
 * the server actually sends for them.
 */
export async function assetSizes(urls: Iterable<string>, served: ConsoleFiles): Promise<AssetSizes> {
  let raw = 0;
  let gzip = 0;
  let transferred = 0;
  let files = 0;
  const encodings: Record<string, number> = {};
  for (const url of new Set(urls)) {
    const file = assetFile(url);
    if (!existsSync(file)) throw new Error(`${url} is not in dist/ (was the console rebuilt meanwhile?)`);
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    const sent = await served.transferred(urlPath(url));
    transferred += sent.bytes;
    encodings[sent.encoding] = (encodings[sent.encoding] ?? 0) + 1;
    files++;
  }
  return { raw, gzip, transferred, files, encodings };
}

/** The console's goals on the wire (brotli or gzip as the server sends them): sign-in page, path to the dashboard. */
export const BYTES_GOAL = { login: 150_000, dashboard: 300_000 };

/** A figure's goal beside it: whether `bytes` stays within `goal`. */
export function withinGoal(bytes: number, goal: number) {
  return { goal_transferred_bytes: goal, holds: bytes <= goal };
}

/**
 * Initial JS and CSS of the login page, gzip -9 each: the entry script, modulepreloads, stylesheets;
 * beside them the bytes the server sends, and the page itself.
 */
export async function loginPageBytes(served: ConsoleFiles) {
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
  const j = await assetSizes(js, served);
  const c = await assetSizes(css, served);
  const page = await served.transferred(`${BASE}pages/login`);
  return {
    figure: 'login_page_bytes',
    js_gzip_bytes: j.gzip,
    css_gzip_bytes: c.gzip,
    total_gzip_bytes: j.gzip + c.gzip,
    js_raw_bytes: j.raw,
    css_raw_bytes: c.raw,
    js_files: js.size,
    css_files: css.size,
    js_transferred_bytes: j.transferred,
    css_transferred_bytes: c.transferred,
    total_transferred_bytes: j.transferred + c.transferred,
    ...withinGoal(j.transferred + c.transferred, BYTES_GOAL.login),
    html_raw_bytes: Buffer.byteLength(html),
    html_transferred_bytes: page.bytes,
    encodings: mergeCounts(j.encodings, c.encodings, { [page.encoding]: 1 }),
  };
}

/** Per-encoding file counts, added up. */
export function mergeCounts(...counts: Record<string, number>[]): Record<string, number> {
  const all: Record<string, number> = {};
  for (const c of counts) for (const [k, n] of Object.entries(c)) all[k] = (all[k] ?? 0) + n;
  return all;
}
