import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * A feature's resolvers are typed by the contracts `npm run gen` writes from the SDL: a throw-away
 * feature is compiled by tsc, and each wrong answer, wrong argument or undeclared operation must
 * fail the type check (an unused `@ts-expect-error` is itself an error), while the right one passes.
 */

const root = resolve('.');
const dir = mkdtempSync(join(root, '.typecheck-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FEATURE = `import { defineFeature, pageFeature } from '../src/server/graphql/feature.js';

export const right = pageFeature('/pages/floor-layout', (_deps, guarded) => ({
  Query: {
    floorLayout: guarded(() => ({ areas: [], limits: { floorWidth: 1, floorHeight: 1, minSize: 1, maxSize: 1, minSeats: 1, maxSeats: 1, maxTables: 1, maxTableName: 1, maxAreaName: 1 } })),
  },
  Mutation: {
    createFloorArea: guarded((_scope, a) => ({ id: a.name, name: a.name, status: 'active', position: 0, tables: [] })),
  },
}));

export const wrongAnswer = pageFeature('/pages/floor-layout', (_deps, guarded) => ({
  Query: {
    // @ts-expect-error the floor's areas are a list, not a number
    floorLayout: guarded(() => ({ areas: 3, limits: null })),
  },
}));

export const wrongAnswerInline = defineFeature(() => ({
  Query: {
    // @ts-expect-error the count of the system log is a number
    _allSystemLogsMeta: async () => ({ count: 'many' }),
  },
}));

export const wrongArgument = pageFeature('/pages/floor-layout', (_deps, guarded) => ({
  Mutation: {
    // @ts-expect-error renameFloorArea takes no "title"
    renameFloorArea: guarded((_scope, a) => ({ id: a.title, name: '', status: 'active', position: 0, tables: [] })),
  },
}));

export const undeclared = defineFeature(() => ({
  Query: {
    // @ts-expect-error no schema.graphql declares this operation
    kitchenNote: () => 'none',
  },
}));
`;

describe('resolvers typed by the generated contracts', () => {
  it('fails the type check on a wrong answer, a wrong argument or an undeclared operation', async () => {
    writeFileSync(join(dir, 'feature.ts'), FEATURE);
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: '../tsconfig.json',
        include: ['feature.ts'],
        compilerOptions: { noEmit: true },
      }),
    );
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    const run = await promisify(execFile)(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], {
      cwd: root,
    }).then(
      () => ({ code: 0, out: '' }),
      (error: { code: number; stdout: string }) => ({ code: error.code, out: error.stdout }),
    );
    expect(run.out).toBe('');
    expect(run.code).toBe(0);
  }, 120_000);
});
