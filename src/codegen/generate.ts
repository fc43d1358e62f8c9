import { compile } from 'json-schema-to-typescript';
import { format, resolveConfig } from 'prettier';
import { PAGES, type PageDeclaration } from '../core/pages.js';
import type { ReportDef } from '../core/report-def.js';
import type { ModuleDef, ResourceDef } from '../core/resource.js';
import { browserPart } from '../server/reports/define.js';
import { REPORT_DECLARATIONS } from '../server/reports/index.js';
import { REPORT_MODULE } from '../core/reports.js';
import { buildContracts } from './contracts.js';
import { deviceFiles } from './device.js';
import { loadSchemas, type LoadedSchema } from './load.js';
import { buildModules, loadCatalogue, type Catalogue } from './modules.js';
import { ROOT } from './paths.js';
import { buildRegistry } from './registry.js';
import { checkEntityModules, checkPages, iconExists } from './registry-checks.js';
import { buildSdl } from './sdl.js';
import { buildValidators, validatorFunctionName } from './validators.js';

const BANNER = '// Written by `npm run gen` from schemas/. Do not edit.\n';

export interface Project {
  catalogue: Catalogue;
  /** What the browser knows of each report (src/server/reports), in the sidebar's order. */
  reports: ReportDef[];
  schemas: LoadedSchema[];
  /** The entities: pages, CRUD and tables of their own. */
  registry: ResourceDef[];
  /** The read-only records (`x-resource.readOnly`): listed, read and counted, written by workflows. */
  records: ResourceDef[];
  modules: ModuleDef[];
}

/** The reports' browser-facing declarations. */
export const declaredReports = (): ReportDef[] => REPORT_DECLARATIONS.map(browserPart);

/** The schemas with the catalogue of sections and modules and the reports, checked against each other. */
export function loadProject(
  schemaDir: string,
  pages: readonly PageDeclaration[] = PAGES,
  reports: readonly ReportDef[] = declaredReports(),
): Project {
  const catalogue = loadCatalogue(schemaDir);
  const schemas = loadSchemas(schemaDir, {
    modules: catalogue.modules.map((m) => m.code),
    // The IANA zones this Node knows; a store's zone is one of them.
    timeZones: Intl.supportedValuesOf('timeZone'),
  });
  // A record may be guarded by a report's code (checks by the check report's): the codes the
  // reports declare count as their module's for the schemas' access.
  const declared = (module: string) =>
    reports.filter((r) => (r.page?.module ?? REPORT_MODULE) === module).map((r) => r.code);
  const resources = buildRegistry(schemas, {
    ...catalogue,
    modules: catalogue.modules.map((m) => ({ ...m, permissions: [...m.permissions, ...declared(m.code)] })),
  });
  const registry = resources.filter((r) => !r.readOnly);
  const records = resources.filter((r) => r.readOnly);
  for (const r of reports)
    if (!iconExists(r.icon))
      throw new Error(`src/server/reports/${r.code}.ts: icon "${r.icon}" is not a Material icon`);
  const modules = buildModules(catalogue, registry, reports);
  checkPages(pages, catalogue, modules);
  for (const r of registry)
    if (r.page && !pages.some((p) => p.path === r.page))
      throw new Error(
        `schemas/${r.name}.schema.json: x-resource.page "${r.page}" is not a page of src/core/pages.ts`,
      );
  checkEntityModules(registry, ROOT);
  return { catalogue, reports: [...reports], schemas, registry, records, modules };
}

/** The sidebar's icons (schemas, hand-written pages and reports), imported one by one so the bundle holds only those. */
function iconsModule(registry: readonly ResourceDef[], reports: readonly ReportDef[]): string {
  const names = [
    ...new Set([...registry.map((r) => r.icon), ...PAGES.map((p) => p.icon), ...reports.map((r) => r.icon)]),
  ].sort();
  return (
    "import type { SvgIconComponent } from '@mui/icons-material';\n" +
    names.map((n) => `import ${n}Icon from '@mui/icons-material/${n}';\n`).join('') +
    '\n/** The icons the schemas (`x-resource.icon`), the page declarations and the reports name. */\n' +
    `export const ICONS: Record<string, SvgIconComponent> = { ${names.map((n) => `${n}: ${n}Icon`).join(', ')} };\n`
  );
}

/** Every file of `generated/`, keyed by its name, as `npm run gen` writes it. */
export async function generate(
  schemaDir: string,
  reports: readonly ReportDef[] = declaredReports(),
): Promise<Map<string, string>> {
  const { catalogue, schemas, registry, records, modules } = loadProject(schemaDir, PAGES, reports);
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
      "import type { ModuleDef, NavGroupDef } from '../src/core/resource.js';\n\n" +
      "/** The sidebar's sections, in order. */\n" +
      `export const SECTIONS: readonly string[] = ${JSON.stringify(catalogue.sections)};\n\n` +
      '/** The groups of entries inside a section. */\n' +
      `export const GROUPS: readonly NavGroupDef[] = ${JSON.stringify(catalogue.groups ?? [])};\n\n` +
      '/** The modules a job holds, in order, each with every permission code. */\n' +
      `export const MODULES: readonly ModuleDef[] = ${JSON.stringify(modules, null, 2)};\n`,
  );
  files.set(
    'reports.ts',
    BANNER +
      "import type { ReportDef } from '../src/core/report-def.js';\n\n" +
      "/** What the console knows of each report (src/server/reports/<code>.ts), in the sidebar's order. */\n" +
      `export const REPORT_DECLARATIONS: readonly ReportDef[] = ${JSON.stringify(reports, null, 2)};\n`,
  );
  files.set('icons.ts', BANNER + iconsModule(registry, reports));
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
