/**
 * Builds the console into the folder given (`build-cli <webDir>`) when it is missing or older than
 * its sources: the first start's console build, in a process of its own (see `ensureWebBuildApart`).
 */
import { ensureWebBuild } from './build.js';

const webDir = process.argv[2];
if (!webDir) throw new Error('build-cli: the folder to build the console into is missing');
await ensureWebBuild(webDir);
