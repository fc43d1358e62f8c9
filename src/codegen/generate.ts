import { compile } from 'json-schema-to-typescript';
import { format, resolveConfig } from 'prettier';
import { loadSchemas } from './load.js';
import { buildRegistry } from './registry.js';
import { buildSdl } from './sdl.js';
import { buildValidators, validatorFunctionName } from './validators.js';

const BANNER = '// Written by `npm run gen` from schemas/. Do not edit.\n';

/** Every file of `generated/`, keyed by its name, as `npm run gen` writes it. */
export async function generate(schemaDir: string): Promise<Map<string, string>> {
  const schemas = loadSchemas(schemaDir);
  const registry = buildRegistry(schemas);
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

  const fnNames = schemas.map((s) => validatorFunctionName(s.id));
  files.set('validators.js', BANNER + '/* eslint-disable */\n' + buildValidators(schemas));
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
      schemas.map((s) => `  '${s.id}': ${validatorFunctionName(s.id)},\n`).join('') +
      '};\n',
  );
  files.set(
    'schema.graphql',
    '# Written by `npm run gen` from schemas/. Do not edit.\n\n' + buildSdl(registry),
  );
  files.set(
    'registry.ts',
    BANNER +
      "import type { ResourceDef } from '../src/core/resource.js';\n\n" +
      `export const registry: readonly ResourceDef[] = ${JSON.stringify(registry, null, 2)};\n`,
  );

  // Formatted the way `npm run format` would, so generated code is readable and lint-clean.
  const config = (await resolveConfig(schemaDir)) ?? {};
  for (const [name, text] of files) {
    if (name === 'validators.js') continue;
    const parser = name.endsWith('.graphql') ? 'graphql' : 'typescript';
    files.set(name, await format(text, { ...config, parser }));
  }
  return files;
}
