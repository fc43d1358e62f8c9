import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { parse, type DocumentNode } from 'graphql';
import type { AccessService } from '../auth/access.js';
import type { SecretBox } from '../auth/secret-box.js';
import type { Tokens } from '../auth/tokens.js';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/database.js';
import type { PrinterReach } from '../printing/send.js';
import type { RightsChange } from '../realtime/sessions.js';
import type { JobQueue } from '../queue/queue.js';
import type { StoreEvents } from '../realtime/store-events.js';
import type { ItemsService } from '../services/items.js';

/**
 * The hand-written features of the API: `src/server/features/<name>/`, one folder each, holding
 * - `schema.graphql`: its SDL, its own types and `extend type Query` / `extend type Mutation`;
 * - `resolvers.ts`: the adapter, whose default export makes `{ Query, Mutation }` (and, when the
 *   feature runs something in the background, `start` and `stop`) from `FeatureDeps`;
 * - `service.ts` (or several files): its SQL and rules; adapters hold none;
 * - `migrations/`, optional: its own migrations, `NNNN_<what>.ts` (run by `migrate`, `src/server/db/migrate.ts`, after the shared ones).
 * The server finds them here; nothing else names a feature. Two parts of the API declaring the same
 * operation or type stop the start with a sentence naming both.
 */
export interface FeatureDeps {
  db: Db;
  database: Database;
  /** The durable job queue: features declare their workers before `start` and send jobs after. */
  queue: JobQueue;
  config: Config;
  log: FastifyBaseLogger;
  tokens: Tokens;
  items: ItemsService;
  /** Opens the values kept encrypted (an SMTP setting's password). */
  secrets: SecretBox;
  /** Tells the consoles signed in to a store what changed there. */
  storeEvents: StoreEvents;
  sessions: {
    /** Bumps the store's session epoch and tells its signed-in consoles. */
    reset(storeId: string): Promise<void>;
    /** Employees whose rights changed get them at once. */
    rightsChanged(storeId: string, change: RightsChange): void;
  };
  /** Where the server may send bytes to a printer. */
  printerReach: PrinterReach;
  /** The stores a user may enter, and his rights in each. */
  access: Pick<AccessService, 'principal' | 'storesOf'>;
}

type Fields = Record<string, unknown>;

/** What a feature's `resolvers.ts` makes. */
export interface FeatureApi {
  Query?: Fields;
  Mutation?: Fields;
  /** Run once the server is ready (a schedule, a watcher). */
  start?(): Promise<void> | void;
  /** Run before the server closes. */
  stop?(): Promise<void> | void;
}

export type FeatureModule = (deps: FeatureDeps) => FeatureApi;

/** A part of the API with the place it comes from, as a refusal names it. */
export interface ApiPart {
  source: string;
  sdl: string;
  Query?: Fields;
  Mutation?: Fields;
}

export interface FeatureFolder {
  name: string;
  /** How messages name it: `src/server/features/<name>`, or the full path of another root. */
  where: string;
  dir: URL;
  sdl: string;
}

export interface Feature extends FeatureFolder {
  api: FeatureApi;
}

export const FEATURES_DIR = new URL('./', import.meta.url);

const API_KEYS = new Set(['Query', 'Mutation', 'start', 'stop']);
const OPERATIONS = ['Query', 'Mutation'] as const;

const whereOf = (root: URL, name: string) =>
  root.href === FEATURES_DIR.href ? `src/server/features/${name}` : fileURLToPath(new URL(name, root));

/** Every feature folder of the roots (`src/server/features/` unless told), by name, with its SDL. */
export function featureFolders(roots: URL[] = [FEATURES_DIR]): FeatureFolder[] {
  const folders: FeatureFolder[] = [];
  for (const root of roots) {
    const base = root.href.endsWith('/') ? root : new URL(`${root.href}/`);
    const names = readdirSync(base)
      .filter((n) => statSync(new URL(n, base)).isDirectory())
      .sort();
    for (const name of names) {
      const dir = new URL(`${name}/`, base);
      const where = whereOf(base, name);
      const schema = new URL('schema.graphql', dir);
      if (!existsSync(schema)) throw new Error(`${where}: a feature needs its schema.graphql`);
      folders.push({ name, where, dir, sdl: readFileSync(schema, 'utf8') });
    }
  }
  return folders;
}

/** The SDL of every feature, one after the other: what the server adds to the generated CRUD. */
export function featuresSdl(roots?: URL[]): string {
  return featureFolders(roots)
    .map((f) => f.sdl)
    .join('\n');
}

function parsed(source: string, sdl: string): DocumentNode {
  try {
    return parse(sdl);
  } catch (error) {
    throw new Error(`${source}: the SDL does not parse: ${(error as Error).message}`);
  }
}

/** The Query and Mutation fields an SDL declares, and the types it defines. */
function declared(source: string, sdl: string) {
  const fields = { Query: [] as string[], Mutation: [] as string[] };
  const types: string[] = [];
  for (const def of parsed(source, sdl).definitions) {
    if (!('name' in def) || !def.name) continue;
    const name = def.name.value;
    if ((name === 'Query' || name === 'Mutation') && 'fields' in def)
      fields[name].push(...(def.fields ?? []).map((f) => f.name.value));
    else if (def.kind.endsWith('Definition') && def.kind !== 'DirectiveDefinition') types.push(name);
  }
  return { fields, types };
}

/** Each feature's resolvers answer exactly the operations its schema.graphql declares. */
function checkAnswers(feature: FeatureFolder, api: FeatureApi): void {
  const { fields } = declared(`${feature.where}/schema.graphql`, feature.sdl);
  for (const op of OPERATIONS) {
    const given = Object.keys(api[op] ?? {});
    const stray = given.filter((f) => !fields[op].includes(f));
    if (stray.length)
      throw new Error(
        `${feature.where}/resolvers.ts answers ${stray.map((f) => `${op}.${f}`).join(', ')}, which its schema.graphql does not declare`,
      );
    const missing = fields[op].filter((f) => !given.includes(f));
    if (missing.length)
      throw new Error(
        `${feature.where}/schema.graphql declares ${missing.map((f) => `${op}.${f}`).join(', ')}, which its resolvers.ts does not answer`,
      );
  }
}

/** Imports and makes every feature of the roots; a folder that breaks a rule stops the start. */
export async function loadFeatures(deps: FeatureDeps, roots?: URL[]): Promise<Feature[]> {
  const features: Feature[] = [];
  for (const folder of featureFolders(roots)) {
    const file = ['resolvers.ts', 'resolvers.js']
      .map((n) => new URL(n, folder.dir))
      .find((u) => existsSync(u));
    if (!file) throw new Error(`${folder.where}: a feature needs its resolvers.ts`);
    const mod = (await import(file.href)) as { default?: FeatureModule };
    if (typeof mod.default !== 'function')
      throw new Error(`${folder.where}/resolvers.ts: the default export must make the feature's resolvers`);
    const api = mod.default(deps);
    const unknown = Object.keys(api).filter((k) => !API_KEYS.has(k));
    if (unknown.length)
      throw new Error(
        `${folder.where}/resolvers.ts: unknown part ${unknown.join(', ')} (${[...API_KEYS].join(', ')})`,
      );
    checkAnswers(folder, api);
    features.push({ ...folder, api });
  }
  return features;
}

/** A feature as a part of the API. */
export const featurePart = (f: Feature): ApiPart => ({
  source: `${f.where}/schema.graphql`,
  sdl: f.sdl,
  Query: f.api.Query,
  Mutation: f.api.Mutation,
});

/**
 * The whole API from its parts (the generated CRUD, the features): one SDL and one resolver map.
 * An operation or a type declared by two parts is refused, naming both; nothing is overridden.
 */
export function mergeApi(parts: ApiPart[]): { schema: string; Query: Fields; Mutation: Fields } {
  const owners = new Map<string, string>();
  const claim = (what: string, source: string) => {
    const first = owners.get(what);
    if (first) throw new Error(`${what} is declared twice: by ${first} and by ${source}`);
    owners.set(what, source);
  };
  for (const part of parts) {
    const { fields, types } = declared(part.source, part.sdl);
    for (const op of OPERATIONS) for (const field of fields[op]) claim(`${op}.${field}`, part.source);
    for (const type of types) claim(`type ${type}`, part.source);
  }
  return {
    schema: parts.map((p) => p.sdl).join('\n'),
    Query: Object.assign({}, ...parts.map((p) => p.Query ?? {})),
    Mutation: Object.assign({}, ...parts.map((p) => p.Mutation ?? {})),
  };
}
