import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { configFromEnv } from '../../src/server/config.js';
import {
  FEATURES_DIR,
  featuresSdl,
  loadFeatures,
  mergeApi,
  type FeatureDeps,
} from '../../src/server/features/index.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * The README's "Adding a page with its own API", server side: a feature is one folder. A throw-away
 * feature written outside src/ (a folder of features handed to the server beside its own) is found,
 * answered and guarded with no other edit; two parts of the API declaring the same operation stop
 * the start with a sentence naming both.
 */

const src = (path: string) => pathToFileURL(resolve('src/server', path)).href;

/** A kitchen note, as a newcomer would write it: its SDL, its adapter and its SQL. */
function writeFeature(root: string, name: string, sdl: string, query = 'kitchenNote', table = false) {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'schema.graphql'), sdl);
  writeFileSync(
    join(dir, 'service.ts'),
    `import type { Db } from '${src('db/database.ts')}';

export async function kitchenNote(db: Db, storeId: string) {
  const store = await db.selectFrom('store').select('name').where('id', '=', storeId).executeTakeFirstOrThrow();
  const note = await db
    .selectFrom('kitchen_note' as never)
    .select('text' as never)
    .executeTakeFirst() as { text: string } | undefined;
  return { store: store.name, text: note?.text ?? 'none' };
}
`,
  );
  writeFileSync(
    join(dir, 'resolvers.ts'),
    `import type { FeatureDeps } from '${src('features/index.ts')}';
import { requireAccess, type GraphqlContext } from '${src('graphql/resolvers.ts')}';
import { kitchenNote } from './service.ts';

export default function kitchenNotes({ db }: FeatureDeps) {
  return {
    Query: {
      ${query}: (_: unknown, __: unknown, ctx: GraphqlContext) => {
        requireAccess(ctx, { module: 'operations', permission: 'order-monitor' });
        return kitchenNote(db, ctx.scope.storeId);
      },
    },
  };
}
`,
  );
  if (!table) return;
  // Its own table, made by its own migration.
  mkdirSync(join(dir, 'migrations'), { recursive: true });
  writeFileSync(
    join(dir, 'migrations', '0001_kitchen_note.ts'),
    `import { sql } from 'kysely';
import type { Db } from '${src('db/database.ts')}';

export async function up(db: Db): Promise<void> {
  await sql\`create table kitchen_note (text text not null)\`.execute(db);
  await sql\`insert into kitchen_note (text) values ('Mise en place by 10:00')\`.execute(db);
}
`,
  );
}

const NOTE_SDL = `"Today's word for the kitchen."
type KitchenNote {
  store: String!
  text: String!
}

extend type Query {
  kitchenNote: KitchenNote!
}
`;

let root: string;
let server: TestServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'comanda-features-'));
  writeFeature(root, 'kitchen-notes', NOTE_SDL, 'kitchenNote', true);
  server = await startServer('pglite', {}, { featureRoots: [FEATURES_DIR, pathToFileURL(`${root}/`)] });
});

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('adding a feature', () => {
  it('takes one folder: its table is made by its migration, its operation found and answered', async () => {
    expect(featuresSdl([pathToFileURL(`${root}/`)])).toContain('kitchenNote: KitchenNote!');
    const { gql } = await signIn(server);
    const res = await gql<{ kitchenNote: { store: string; text: string } }>(
      '{ kitchenNote { store text } orderMonitor { hours } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.kitchenNote).toEqual({ store: 'Demo Bistro', text: 'Mise en place by 10:00' });
  });

  it('is guarded: refused without a token, and to a user whose jobs do not give its permission', async () => {
    const anonymous = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ kitchenNote { text } }' }),
    });
    expect(anonymous.status).toBe(401);
    // Someone who may edit order types and nothing else.
    const { gql: owner } = await signIn(server);
    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Order types only", modules: $m) { id } }',
      { m: [{ code: 'operations', status: true, permissions: [{ code: 'order-type', status: true }] }] },
    );
    const clerk = { email: 'types.only@demo.test', password: 'types-only-1', pin: '7392' };
    const made = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Tina", last_name: "Types", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...clerk },
    );
    expect(made.errors).toBeUndefined();
    const { gql: reader } = await signIn(server, clerk);
    expect((await reader('{ allOrderTypes(perPage: 1) { id } }')).errors).toBeUndefined();
    const res = await reader('{ kitchenNote { text } }');
    expect(res.data).toBeNull();
    expect(res.errors![0]!.extensions.code).toBe('597-1');
  });

  it('refuses at start two features declaring the same operation, naming both', async () => {
    const clash = mkdtempSync(join(tmpdir(), 'comanda-features-'));
    try {
      writeFeature(clash, 'kitchen-notes', NOTE_SDL);
      writeFeature(clash, 'prep-notes', 'extend type Query {\n  kitchenNote: String\n}\n');
      const start = buildApp(
        { ...configFromEnv({}), port: 0, seed: 'none', logLevel: 'silent', webDir: resolve('dist') },
        server.database,
        { featureRoots: [pathToFileURL(`${clash}/`)] },
      );
      await expect(start).rejects.toThrow(
        `Query.kitchenNote is declared twice: by ${join(clash, 'kitchen-notes')}/schema.graphql and by ${join(clash, 'prep-notes')}/schema.graphql`,
      );
    } finally {
      rmSync(clash, { recursive: true, force: true });
    }
  });

  it('refuses a feature whose resolvers and schema do not name the same operations', async () => {
    const odd = mkdtempSync(join(tmpdir(), 'comanda-features-'));
    try {
      writeFeature(odd, 'kitchen-notes', NOTE_SDL, 'kitchenNotes');
      await expect(
        loadFeatures({ db: server.database.db } as FeatureDeps, [pathToFileURL(`${odd}/`)]),
      ).rejects.toThrow(
        `${join(odd, 'kitchen-notes')}/resolvers.ts answers Query.kitchenNotes, which its schema.graphql does not declare`,
      );
    } finally {
      rmSync(odd, { recursive: true, force: true });
    }
  });

  it('refuses a feature declaring an operation of the generated CRUD, or another type of the same name', () => {
    const generated = { source: 'generated/schema.graphql', sdl: 'type Query {\n  allCategories: [ID]\n}\n' };
    expect(() =>
      mergeApi([
        generated,
        {
          source: 'src/server/features/menus/schema.graphql',
          sdl: 'extend type Query { allCategories: [ID] }',
        },
      ]),
    ).toThrow(
      'Query.allCategories is declared twice: by generated/schema.graphql and by src/server/features/menus/schema.graphql',
    );
    expect(() =>
      mergeApi([
        { source: 'a/schema.graphql', sdl: 'type Note { id: ID }' },
        { source: 'b/schema.graphql', sdl: 'type Note { id: ID }' },
      ]),
    ).toThrow('type Note is declared twice: by a/schema.graphql and by b/schema.graphql');
  });
});
