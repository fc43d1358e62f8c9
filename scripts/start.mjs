/**
 * `npm start`: the server built to plain JavaScript when its sources changed (scripts/server-build.mjs),
 * then run in this process. On the embedded database (no DATABASE_URL) the heap grows by smaller steps
 * (`--optimize-for-size`): there the database shares the process's memory, and under load the heap's
 * larger steps took it past 350 MB; on PostgreSQL the same setting halved the requests answered a
 * second, so it is set here, for the embedded database only.
 */
import { setFlagsFromString } from 'node:v8';
import { ensureServerBuild } from './server-build.mjs';

if (!process.env.DATABASE_URL) setFlagsFromString('--optimize-for-size');
await import(await ensureServerBuild());
