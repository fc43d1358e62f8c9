import { Ajv, _, type KeywordCxt } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import standaloneModule from 'ajv/dist/standalone/index.js';

const addFormats = addFormatsPlugin as unknown as (ajv: Ajv, formats: string[]) => Ajv;

// A CommonJS module whose export is the function itself.
const standaloneCode = standaloneModule.default;
import type { LoadedSchema } from './load.js';

/** Keywords that only carry information for the generators and the UI. */
const ANNOTATIONS = [
  'x-resource',
  'x-access',
  'x-unique',
  'x-single-default',
  'x-store-limit',
  'x-import',
  'x-ui',
  'x-ref',
  'x-messages',
  'x-trim',
  'x-secret',
  'x-schedule',
  'x-rules',
  'x-unit',
];

/**
 * The strict compiler of every validator. `useDefaults` fills in defaults, `verbose` gives each error
 * its schema, and `formats` are ajv-formats' checks the schemas may name.
 */
export function createAjv({
  useDefaults = false,
  verbose = false,
  formats = [],
}: { useDefaults?: boolean; verbose?: boolean; formats?: string[] } = {}): Ajv {
  const ajv = new Ajv({
    strict: true,
    allErrors: true,
    useDefaults,
    verbose,
    code: { source: true, esm: true, lines: true },
  });
  if (formats.length) addFormats(ajv, formats);
  for (const keyword of ANNOTATIONS) ajv.addKeyword({ keyword });
  ajv.addKeyword({
    keyword: 'x-decimals',
    type: 'number',
    schemaType: 'number',
    error: { message: 'too many decimals', params: ({ schema }) => _`{ limit: ${schema} }` },
    // A currency-style value: at most N decimals, checked without float artefacts.
    code(cxt: KeywordCxt) {
      const { data, schema } = cxt;
      const scale = 10 ** (schema as number);
      cxt.fail(_`Math.abs(Math.round(${data} * ${scale}) - ${data} * ${scale}) > 1e-6`);
    },
  });
  ajv.addKeyword({
    keyword: 'x-gtin',
    type: 'string',
    schemaType: 'boolean',
    error: { message: 'wrong check digit' },
    // A UPC or EAN barcode's last digit checks the others (weights 3 and 1 from the right); the
    // pattern keyword checks the digits and length.
    code(cxt: KeywordCxt) {
      const { data } = cxt;
      cxt.fail(
        _`/^[0-9]+$/.test(${data}) && ((s) => { let t = 0; for (let i = s.length - 2, w = 3; i >= 0; i--, w = 4 - w) t += (s.charCodeAt(i) - 48) * w; return (10 - (t % 10)) % 10 !== s.charCodeAt(s.length - 1) - 48; })(${data})`,
      );
    },
  });
  return ajv;
}

export function validatorFunctionName(id: string): string {
  return 'validate' + id.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
}

/**
 * One ES module exporting a compiled validator per schema. `imports` names the CommonJS modules the
 * code may require (ajv-formats' checks), each imported under the name given.
 */
export function buildValidators(
  schemas: LoadedSchema[],
  ajv = createAjv(),
  imports: Record<string, string> = {},
): string {
  const refs: Record<string, string> = {};
  for (const { id, schema } of schemas) {
    const { $schema: _s, ...body } = schema;
    ajv.addSchema(body, id);
    refs[validatorFunctionName(id)] = id;
  }
  const code = standaloneCode(ajv, refs);
  // The one runtime helper ajv requires (string length in code points) is inlined so the module is
  // plain ESM for both Node and the browser.
  const helper = /const (\w+) = require\("ajv\/dist\/runtime\/ucs2length"\)\.default;/g;
  // A long enum (the time zones) is compared by ajv's deep-equal helper; its values are strings.
  const equal = /const (\w+) = require\("ajv\/dist\/runtime\/equal"\)\.default;/g;
  let out = code
    .replace(helper, 'const $1 = (s) => [...s].length;')
    .replace(equal, 'const $1 = (a, b) => a === b;');
  for (const [module, name] of Object.entries(imports)) {
    const required = `require(${JSON.stringify(module)})`;
    if (out.includes(required))
      out = `import ${name} from '${module}.js';\n` + out.split(required).join(name);
  }
  const needs = out.match(/require\([^)]*\)/g);
  if (needs) throw new Error(`validators.js would need a CommonJS runtime helper: ${needs.join(', ')}`);
  return out;
}
