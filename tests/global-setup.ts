import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from '../src/server/http/build.js';
import { BrowserMissing } from './helpers/find-browser.js';
import { browserForRun } from './helpers/install-browser.js';
import { PART_TESTS, probeParts, type Part } from './helpers/parts.js';
import { removeTemplates, TEMPLATES_ENV } from './helpers/templates.js';

/**
 * Whether the run has browser tests, so that a run of unit or API tests never installs a browser. The
 * files of the run are read from vitest's state, which has no public reader before the run starts;
 * without it, browser tests are assumed.
 */
function runsBrowserTests(project: TestProject): boolean {
  const state = (project.vitest as { state?: { getPaths?: () => string[] } }).state;
  const files = state?.getPaths?.();
  return !files?.length || files.some((file) => /[/\\]tests[/\\]e2e[/\\]/.test(file));
}

/**
 * Once before the tests: the optional parts are asked whether they answer (the answers go to every
 * test file, and what is left out is said now), a browser is found or installed for the browser tests
 * (handed to them in CHROMIUM_PATH), and the console is built for them. The test servers' first-start
 * databases are made once and copied (helpers/templates.ts): their folder is named here, and removed
 * with them at the end.
 */
export default async function setup(project: TestProject) {
  const leftOut = await probeParts();
  project.provide('leftOut', leftOut);
  for (const [part, reason] of Object.entries(leftOut))
    console.warn(`left out: ${PART_TESTS[part as Part]} (${reason})`);

  if (runsBrowserTests(project)) {
    try {
      process.env.CHROMIUM_PATH = await browserForRun((line) => console.warn(line));
    } catch (error) {
      if (!(error instanceof BrowserMissing)) throw error;
      // One line saying what to do, rather than the same failure in every browser test.
      console.error(error.message);
      process.exit(1);
    }
  }
  await ensureWebBuild(resolve('dist'));

  const templates = mkdtempSync(join(tmpdir(), 'comanda-templates-'));
  process.env[TEMPLATES_ENV] = templates;
  return () => removeTemplates(templates, !leftOut.postgres);
}
