/**
 * Blocks of tests that need an optional part (tests/helpers/parts.ts). The global setup asks each
 * part once and hands the answers to every test file; a block whose part does not answer is left out,
 * with the reason recorded on its tests for the run's summary (tests/helpers/left-out-reporter.ts).
 */
import { describe, inject } from 'vitest';
import { probeParts, type LeftOut, type Part } from './parts.js';
import type { DbKind } from './server.js';

declare module 'vitest' {
  interface ProvidedContext {
    leftOut: LeftOut;
  }
  interface TaskMeta {
    /** Why the test was left out, and how to add it back. */
    leftOut?: string;
  }
}

// A file run with another configuration than ours has no global setup: it asks the parts itself.
const leftOut: LeftOut = inject('leftOut') ?? (await probeParts());

/** Why a test needing these parts is left out, or undefined when they all answer. */
function missing(parts: Part[]): string | undefined {
  return parts.map((part) => leftOut[part]).find((reason) => reason !== undefined);
}

/** A block of tests that runs when every part in `parts` answers, and is left out otherwise. */
export function describeNeeding(parts: Part[], title: string, body: () => void): void {
  const reason = missing(parts);
  describe.skipIf(reason !== undefined)(title, { meta: reason ? { leftOut: reason } : {} }, body);
}

/**
 * The block once per database kind, `%s` in the title naming it: always on the embedded database,
 * and on PostgreSQL when one answers.
 */
export function describeEachDb(title: string, body: (kind: DbKind) => void): void {
  describe(title.replace('%s', 'pglite'), () => body('pglite'));
  describeNeeding(['postgres'], title.replace('%s', 'postgres'), () => body('postgres'));
}
