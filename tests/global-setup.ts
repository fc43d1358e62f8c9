import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from '../src/server/http/build.js';
import { PART_TESTS, probeParts, type Part } from './helpers/parts.js';

/**
 * Once before the tests: the optional parts are asked whether they answer (the answers go to every
 * test file, and what is left out is said now), and the console is built for the browser tests.
 */
export default async function setup(project: TestProject) {
  const leftOut = await probeParts();
  project.provide('leftOut', leftOut);
  for (const [part, reason] of Object.entries(leftOut))
    console.warn(`left out: ${PART_TESTS[part as Part]} (${reason})`);

  await ensureWebBuild(resolve('dist'));
}
