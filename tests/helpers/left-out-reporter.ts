/**
 * Ends the run's summary with what it left out: one line per optional part that did not answer, with
 * how many tests that left out, why and how to add them (tests/helpers/optional.ts records the reason
 * on each test it leaves out). Listed after the default reporter in vitest.config.ts.
 */
import type { Reporter, TestModule, Vitest } from 'vitest/node';

/** A test as far as this summary cares: whether it was left out, and why. */
export interface Outcome {
  skipped: boolean;
  leftOut?: string;
}

/** One line per reason, with the number of tests it left out, in the order the reasons first appear. */
export function leftOutLines(outcomes: Iterable<Outcome>): string[] {
  const counts = new Map<string, number>();
  for (const { skipped, leftOut } of outcomes)
    if (skipped && leftOut) counts.set(leftOut, (counts.get(leftOut) ?? 0) + 1);
  return [...counts].map(([reason, n]) => `left out: ${n} test${n === 1 ? '' : 's'} (${reason})`);
}

function* outcomesOf(modules: ReadonlyArray<TestModule>): Generator<Outcome> {
  for (const module of modules)
    for (const test of module.children.allTests())
      yield { skipped: test.result().state === 'skipped', leftOut: test.meta().leftOut };
}

export default class LeftOutReporter implements Reporter {
  private vitest?: Vitest;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const lines = leftOutLines(outcomesOf(modules));
    const log = (line: string) => (this.vitest ? this.vitest.logger.log(line) : console.log(line));
    for (const line of lines) log(line);
  }
}
