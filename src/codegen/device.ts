import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { loadSchemas, type JsonSchema } from './load.js';
import { buildValidators, createAjv, validatorFunctionName } from './validators.js';

/**
 * The bodies a point of sale sends (`schemas/device/*.schema.json`): their TypeScript types and
 * their compiled validators. A validator checks a body as sent — a number in quotes is not a
 * number, an unknown field is refused — and fills in the defaults; its errors carry the schema
 * they broke (`verbose`), whose limits the device API's messages state.
 */

const BANNER = '// Written by `npm run gen` from schemas/device/. Do not edit.\n';

/** The folder of the device bodies' schemas inside a schemas folder. */
export const deviceSchemaDir = (schemaDir: string) => join(schemaDir, 'device');

/**
 * The schema as the server reads a body once validated: a property with a default is always there.
 * The validators keep the schema as written.
 */
function filled(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(filled);
  if (node === null || typeof node !== 'object') return node;
  const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, filled(v)])) as JsonSchema;
  if (out.properties) {
    const defaulted = Object.entries(out.properties)
      .filter(([, p]) => p.default !== undefined)
      .map(([name]) => name);
    const required = [...(out.required ?? []), ...defaulted.filter((d) => !out.required?.includes(d))];
    if (required.length) out.required = required;
  }
  return out;
}

/** generated/device-types.ts, device-validators.js and .d.ts; none when there is no device folder. */
export async function deviceFiles(schemaDir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const dir = deviceSchemaDir(schemaDir);
  if (!existsSync(dir)) return files;
  const schemas = loadSchemas(dir);
  const types: string[] = [];
  for (const { schema } of schemas)
    types.push(
      await compile(filled(schema) as never, String(schema.title), {
        bannerComment: '',
        additionalProperties: false,
        format: false,
        declareExternallyReferenced: true,
        ignoreMinAndMaxItems: true,
      }),
    );
  files.set('device-types.ts', BANNER + types.join('\n'));
  const ajv = createAjv({ useDefaults: true, verbose: true, formats: ['uuid', 'date-time'] });
  files.set(
    'device-validators.js',
    BANNER +
      '/* eslint-disable */\n' +
      buildValidators(schemas, ajv, { 'ajv-formats/dist/formats': 'formats' }),
  );
  files.set(
    'device-validators.d.ts',
    BANNER +
      "import type { CompiledValidator } from './validators.js';\n\n" +
      schemas
        .map((s) => `export declare const ${validatorFunctionName(s.id)}: CompiledValidator;\n`)
        .join(''),
  );
  return files;
}
