import { resolve } from 'node:path';
import { ensureWebBuild } from '../src/server/http/build.js';

/** The console is built once, before the browser tests load it. */
export default async function setup() {
  await ensureWebBuild(resolve('dist'));
}
