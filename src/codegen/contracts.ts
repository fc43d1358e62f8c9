import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { codegen } from '@graphql-codegen/core';
import * as typedDocumentNode from '@graphql-codegen/typed-document-node';
import * as typescript from '@graphql-codegen/typescript';
import * as typescriptOperations from '@graphql-codegen/typescript-operations';
import * as typescriptResolvers from '@graphql-codegen/typescript-resolvers';
import type { Types } from '@graphql-codegen/plugin-helpers';
import {
  buildASTSchema,
  Kind,
  NoUnusedFragmentsRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
} from 'graphql';

/** One piece of the API's SDL and where it was written. */
export interface SdlSource {
  source: string;
  sdl: string;
}

/** The first line of every contract file; the documents' own modules need nothing more. */
const WRITTEN_BY = '// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.\n';
const BANNER = `${WRITTEN_BY}/* eslint-disable */\n`;

/** Every file under `dir` (recursively) whose name ends with `ending`, sorted, as paths. */
function filesUnder(dir: string, ending: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(ending))
    .map((name) => join(dir, name))
    .sort();
}

/** Each feature's `schema.graphql` (`src/server/features/<name>/schema.graphql`). */
function featureSdl(root: string): SdlSource[] {
  const dir = join(root, 'src/server/features');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'schema.graphql')))
    .map((entry) => join(dir, entry.name, 'schema.graphql'))
    .sort()
    .map((file) => ({ source: relative(root, file), sdl: readFileSync(file, 'utf8') }));
}

/**
 * The answers a feature gives in its service's own shape: a `resolvers.ts` that exports
 * `type <Type>Answer` answers the GraphQL type `<Type>` with it (codegen's mappers), so a resolver is
 * held to that shape where the service's is looser than the SDL's. (The context stays a parameter of
 * the resolver types: the server's typing, src/server/graphql/feature.ts, gives it.)
 */
export function featureAnswers(root: string): Record<string, string> {
  const dir = join(root, 'src/server/features');
  if (!existsSync(dir)) return {};
  const mappers: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name, 'resolvers.ts');
    if (!existsSync(file)) continue;
    for (const [, type] of readFileSync(file, 'utf8').matchAll(/^export type (\w+)Answer\b/gm))
      mappers[type!] = `../src/server/features/${name}/resolvers.js#${type}Answer`;
  }
  return mappers;
}

/** The SDL still written as `*_SDL` string constants beside resolvers in `src/server/graphql/`. */
async function moduleSdl(root: string): Promise<SdlSource[]> {
  const out: SdlSource[] = [];
  for (const file of filesUnder(join(root, 'src/server/graphql'), '.ts')) {
    const text = readFileSync(file, 'utf8');
    if (!/export const \w+_SDL\b/.test(text)) continue;
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports).sort(([a], [b]) => a.localeCompare(b)))
      if (name.endsWith('_SDL') && typeof value === 'string')
        out.push({ source: `${relative(root, file)}#${name}`, sdl: value });
  }
  return out;
}

/** The hand-written parts of the API's SDL, beside the generated entities. */
export async function handWrittenSdl(root: string): Promise<SdlSource[]> {
  return [...featureSdl(root), ...(await moduleSdl(root))];
}

/** The operations the console sends: `.graphql` files beside the pages (and widgets) that send them. */
export function pageDocuments(root: string): Types.DocumentFile[] {
  return filesUnder(join(root, 'src/web'), '.graphql').map((file) => {
    const location = relative(root, file).split(sep).join('/');
    let document: DocumentNode;
    try {
      document = parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${location}: ${(error as Error).message}`);
    }
    return { location, document };
  });
}

/** The whole SDL as one document: the generated entities, then every hand-written part in order. */
export function wholeSchema(parts: readonly SdlSource[]): DocumentNode {
  const definitions = parts.flatMap(({ source, sdl }) => {
    try {
      return parse(sdl).definitions;
    } catch (error) {
      throw new Error(`${source}: ${(error as Error).message}`);
    }
  });
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions };
  // Refuses a type or field declared twice, or an extension of a type nobody declares.
  buildASTSchema(document);
  return document;
}

/** Refuses an operation the SDL does not answer, naming its file (fragments may live in other files). */
export function checkDocuments(schema: DocumentNode, documents: readonly Types.DocumentFile[]): void {
  const built = buildASTSchema(schema);
  const fragments = documents.flatMap((d) =>
    d.document!.definitions.filter((n): n is FragmentDefinitionNode => n.kind === Kind.FRAGMENT_DEFINITION),
  );
  const rules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
  for (const { location, document } of documents) {
    const own = new Set(document!.definitions);
    const whole: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [...document!.definitions, ...fragments.filter((f) => !own.has(f))],
    };
    const errors = validate(built, whole, rules);
    if (errors.length)
      throw new Error(
        `${location} does not match the SDL:\n${errors.map((e) => `  ${e.message}`).join('\n')}`,
      );
  }
}

/** Input and answer types shared by both files: IDs are strings both ways. */
const SCALARS = { ID: { input: 'string', output: 'string' } };

/**
 * The contracts `npm run gen` writes from the whole SDL: the resolver types of the server
 * (`graphql-resolvers.ts`) and the typed documents of the console's pages (`graphql-documents.ts`).
 * A page's operation that does not match the SDL fails here, naming its file.
 */
export async function buildContracts(
  entitiesSdl: string,
  root: string,
  documents: Types.DocumentFile[] = pageDocuments(root),
): Promise<Map<string, string>> {
  const schema = wholeSchema([
    { source: 'generated/schema.graphql', sdl: entitiesSdl },
    ...(await handWrittenSdl(root)),
  ]);
  checkDocuments(schema, documents);
  const files = new Map<string, string>();
  files.set(
    'graphql-resolvers.ts',
    BANNER +
      (await codegen({
        filename: 'generated/graphql-resolvers.ts',
        schema,
        documents: [],
        config: {
          scalars: SCALARS,
          useTypeImports: true,
          enumsAsTypes: true,
          mappers: featureAnswers(root),
        },
        plugins: [{ typescript: {} }, { typescriptResolvers: {} }],
        pluginMap: { typescript, typescriptResolvers },
      })),
  );
  const typed = await codegen({
    filename: 'generated/graphql-documents.ts',
    schema,
    documents,
    config: {
      scalars: SCALARS,
      useTypeImports: true,
      enumType: 'string-literal',
      skipTypename: true,
      documentMode: 'string',
    },
    plugins: [{ typescriptOperations: {} }, { typedDocumentNode: {} }],
    pluginMap: { typescriptOperations, typedDocumentNode },
  });
  // The documents' own modules are plain enough for the linter.
  for (const [name, text] of splitDocuments(typed, documents))
    files.set(name, (name === 'graphql-documents.ts' ? BANNER : WRITTEN_BY) + text);
  return files;
}

/** `generated/graphql-doc-<where>.ts` of a page's .graphql file (`src/web/pages/analytics/analytics.graphql` → `pages-analytics-analytics`). */
export const documentsModule = (location: string) =>
  `graphql-doc-${location
    .replace(/^src\/web\//, '')
    .replace(/\.graphql$/, '')
    .replace(/[^A-Za-z0-9]+/g, '-')}`;

/**
 * The typed documents apart, one module per .graphql file, and `graphql-documents.ts` with the types
 * and a re-export of each: a page's code then carries its own operations only. Each document is its
 * text typed by a cast (the console sends the text as it is), so an unused one costs nothing.
 */
function splitDocuments(typed: string, documents: Types.DocumentFile[]): Map<string, string> {
  const fileOf = new Map<string, string>();
  for (const { location, document } of documents)
    for (const definition of document?.definitions ?? [])
      if ('name' in definition && definition.name) fileOf.set(definition.name.value, location!);
  const modules = new Map<string, { names: string[]; types: Set<string>; body: string[] }>();
  const reExports: string[] = [];
  const constant =
    /^export const (\w+?)(Document|FragmentDoc) = new TypedDocumentString\((`[\s\S]*?`)(?:, \{[^\n]*\})?\) as unknown as TypedDocumentString<([^;]*)>;(?:\n|$)/gm;
  const rest = typed.replace(constant, (_all, name: string, suffix: string, text: string, params: string) => {
    const location = fileOf.get(name);
    if (!location) throw new Error(`No .graphql file declares ${name}`);
    const module = documentsModule(location);
    const entry = modules.get(module) ?? { names: [], types: new Set<string>(), body: [] };
    modules.set(module, entry);
    const exported = `${name}${suffix}`;
    entry.names.push(exported);
    for (const type of params.match(/\b[A-Z]\w*/g) ?? []) entry.types.add(type);
    entry.body.push(`export const ${exported} = ${text} as unknown as TypedDocumentString<${params}>;\n`);
    reExports.push(`export { ${exported} } from './${module}.js';\n`);
    return '';
  });
  const files = new Map<string, string>([
    ['graphql-documents.ts', `${rest.trimEnd()}\n\n${reExports.join('')}`],
  ]);
  for (const [module, { types, body }] of modules) {
    const imports = ['TypedDocumentString', ...[...types].filter((t) => t !== 'TypedDocumentString').sort()];
    files.set(
      `${module}.ts`,
      `import type { ${imports.join(', ')} } from './graphql-documents.js';\n\n${body.join('')}`,
    );
  }
  return files;
}
