import { compile } from 'json-schema-to-typescript';
import { format, resolveConfig } from 'prettier';
import { PAGES, type PageDeclaration } from '../core/pages.js';
import type { ModuleDef, ResourceDef } from '../core/resource.js';
import { buildContracts } from './contracts.js';
import { loadSchemas, type LoadedSchema } from './load.js';
import { buildModules, loadCatalogue, type Catalogue } from './modules.js';
import { ROOT } from './paths.js';
import { buildRegistry, checkEntityModules, checkPages } from './registry.js';
import { deviceFiles } from './device.js';
import { buildSdl } from './sdl.js';
import { buildValidators, validatorFunctionName } from './validators.js';

const BANNER = '// Written by `npm run gen` from schemas/. Do not edit.\n';

export interface Project {
  catalogue: Catalogue;
  schemas: LoadedSchema[];
  /** The entities: pages, CRUD and tables of their own. */
  registry: ResourceDef[];
  /** The read-only records (`x-resource.readOnly`): listed, read and counted, written by workflows. */
  records: ResourceDef[];
  modules: ModuleDef[];
}

/** The schemas with the catalogue of sections and modules, checked against each other. */
export function loadProject(schemaDir: string, pages: readonly PageDeclaration[] = PAGES): Project {
  const catalogue = loadCatalogue(schemaDir);
  const schemas = loadSchemas(schemaDir, {
    modules: catalogue.modules.map((m) => m.code),
    // The IANA zones this Node knows; a store's zone is one of them.
    timeZones: Intl.supportedValuesOf('timeZone'),
  });
  const resources = buildRegistry(schemas, catalogue);
  const registry = resources.filter((r) => !r.readOnly);
  const records = resources.filter((r) => r.readOnly);
  const modules = buildModules(catalogue, registry);
  checkPages(pages, catalogue, modules);
  checkEntityModules(registry, ROOT);
  return { catalogue, schemas, registry, records, modules };
}

/** The sidebar's icons (schemas and hand-written pages), imported one by one so the bundle holds only those. */
function iconsModule(registry: readonly ResourceDef[]): string {
  const names = [...new Set([...registry.map((r) => r.icon), ...PAGES.map((p) => p.icon)])].sort();
  return (
    "import type { SvgIconComponent } from '@mui/icons-material';\n" +
    names.map((n) => `import ${n}Icon from '@mui/icons-material/${n}';\n`).join('') +
    '\n/** The icons the schemas (`x-resource.icon`) and the page declarations name. */\n' +
    `export const ICONS: Record<string, SvgIconComponent> = { ${names.map((n) => `${n}: ${n}Icon`).join(', ')} };\n`
  );
}

/** Every file of `generated/`, keyed by its name, as `npm run gen` writes it. */
export async function generate(schemaDir: string): Promise<Map<string, string>> {
  const { catalogue, schemas, registry, records, modules } = loadProject(schemaDir);
  const files = new Map<string, string>();

  const types: string[] = [];
  for (const { schema } of schemas) {
    types.push(
      await compile(schema as never, String(schema.title), {
        bannerComment: '',
        additionalProperties: false,
        format: false,
        declareExternallyReferenced: true,
        ignoreMinAndMaxItems: true,
      }),
    );
  }
  files.set('types.ts', BANNER + types.join('\n'));

  // Only what the API writes is validated: a read-only record has no validator.
  const written = schemas.filter((s) => !records.some((r) => r.name === s.id));
  const fnNames = written.map((s) => validatorFunctionName(s.id));
  files.set('validators.js', BANNER + '/* eslint-disable */\n' + buildValidators(written));
  files.set(
    'validators.d.ts',
    BANNER +
      "import type { ErrorObject } from 'ajv';\n\n" +
      'export interface CompiledValidator {\n  (data: unknown): boolean;\n  errors?: ErrorObject[] | null;\n}\n\n' +
      fnNames.map((n) => `export declare const ${n}: CompiledValidator;\n`).join(''),
  );
  files.set(
    'validator-map.ts',
    BANNER +
      `import type { CompiledValidator } from './validators.js';\nimport { ${fnNames.join(', ')} } from './validators.js';\n\n` +
      'export const validators: Record<string, CompiledValidator> = {\n' +
      written.map((s) => `  '${s.id}': ${validatorFunctionName(s.id)},\n`).join('') +
      '};\n',
  );
  files.set(
    'schema.graphql',
    '# Written by `npm run gen` from schemas/. Do not edit.\n\n' + buildSdl(registry, records),
  );
  files.set(
    'registry.ts',
    BANNER +
      "import type { ResourceDef } from '../src/core/resource.js';\n\n" +
      `export const registry: readonly ResourceDef[] = ${JSON.stringify(registry, null, 2)};\n\n` +
      '/** The read-only records: listed, read and counted through the API, written by workflows. */\n' +
      `export const records: readonly ResourceDef[] = ${JSON.stringify(records, null, 2)};\n`,
  );
  files.set(
    'modules.ts',
    BANNER +
      "import type { ModuleDef } from '../src/core/resource.js';\n\n" +
      "/** The sidebar's sections, in order. */\n" +
      `export const SECTIONS: readonly string[] = ${JSON.stringify(catalogue.sections)};\n\n` +
      '/** The modules a job holds, in order, each with every permission code. */\n' +
      `export const MODULES: readonly ModuleDef[] = ${JSON.stringify(modules, null, 2)};\n`,
  );
  files.set('icons.ts', BANNER + iconsModule(registry));
  for (const [name, text] of await deviceFiles(schemaDir)) files.set(name, text);
  // Resolver types for the server and typed documents for the pages, from the whole SDL.
  for (const [name, text] of await buildContracts(files.get('schema.graphql')!, ROOT)) files.set(name, text);

  // Formatted the way `npm run format` would, so generated code is readable and lint-clean.
  const config = (await resolveConfig(schemaDir)) ?? {};
  for (const [name, text] of files) {
    // Compiled validators and GraphQL Code Generator's files are left as written: formatting them
    // would cost gen most of its time (they are in .prettierignore).
    if (name.endsWith('.js') || name.startsWith('graphql-')) continue;
    const parser = name.endsWith('.graphql') ? 'graphql' : 'typescript';
    files.set(name, await format(text, { ...config, parser }));
  }
  return files;
}
