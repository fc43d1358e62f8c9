/**
 * `npm start`: the server built to plain JavaScript when its sources changed (scripts/server-build.mjs),
 * then run in this process.
 */
import { ensureServerBuild } from './server-build.mjs';

await import(await ensureServerBuild());
