import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type JsonSchema = Record<string, unknown> & {
  $id?: string;
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
};

export interface LoadedSchema {
  id: string;
  /** The schema with every `_defs/*` reference inlined. */
  schema: JsonSchema;
}

const DEF_PREFIX = '_defs/';

function readJson(path: string): JsonSchema {
  return JSON.parse(readFileSync(path, 'utf8')) as JsonSchema;
}

/** Inline `{ "$ref": "_defs/x", ...overrides }`: the definition first, local keywords win. */
function inline(node: unknown, defs: Map<string, JsonSchema>): unknown {
  if (Array.isArray(node)) return node.map((n) => inline(n, defs));
  if (node === null || typeof node !== 'object') return node;
  const obj = node as JsonSchema;
  const out: JsonSchema = {};
  if (typeof obj.$ref === 'string') {
    if (!obj.$ref.startsWith(DEF_PREFIX)) throw new Error(`Unsupported $ref ${obj.$ref}`);
    const def = defs.get(obj.$ref.slice(DEF_PREFIX.length));
    if (!def) throw new Error(`Unknown definition ${obj.$ref}`);
    const { $id: _id, ...body } = def;
    Object.assign(out, inline(body, defs));
  }
  for (const [key, value] of Object.entries(obj)) {
    if (key === '$ref') continue;
    const v = inline(value, defs);
    const prev = out[key];
    // Widget hints merge so a property can refine a definition's hint.
    out[key] = key === 'x-ui' && prev && typeof prev === 'object' ? { ...prev, ...(v as object) } : v;
  }
  return out;
}

/** Lists a schema may take from the catalogue with `"x-enum": "<name>"` instead of writing them out. */
export type EnumSources = Record<string, readonly string[]>;

/** Replaces each `"x-enum": "modules"` by the `enum` it names. */
function fillEnums(node: unknown, sources: EnumSources, id: string): unknown {
  if (Array.isArray(node)) return node.map((n) => fillEnums(n, sources, id));
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'x-enum') out[key] = fillEnums(value, sources, id);
    else {
      const list = sources[value as string];
      if (!list) throw new Error(`schemas/${id}.schema.json: x-enum "${String(value)}" names no list`);
      out.enum = [...list];
    }
  }
  return out;
}

export function loadSchemas(dir: string, enums: EnumSources = {}): LoadedSchema[] {
  const defs = new Map<string, JsonSchema>();
  for (const file of readdirSync(join(dir, '_defs')).sort()) {
    if (file.endsWith('.schema.json'))
      defs.set(file.replace('.schema.json', ''), readJson(join(dir, '_defs', file)));
  }
  return readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((file) => {
      const raw = readJson(join(dir, file));
      const id = file.replace('.schema.json', '');
      if (raw.$id !== id) throw new Error(`${file}: $id must be "${id}"`);
      return { id, schema: fillEnums(inline(raw, defs), enums, id) as JsonSchema };
    });
}
