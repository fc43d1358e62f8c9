import type { ErrorObject } from 'ajv';
import { validators } from '../../generated/validator-map.js';
import type { FieldDef, ResourceDef, RuleDef } from './resource.js';
import { scheduleErrors, type Schedule } from './schedule.js';

/** One problem with one field, as an i18n key and its parameters. */
export interface FieldError {
  /** Path of the field in the form, e.g. `name` or `prices.6.price`. */
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

export type RecordData = Record<string, unknown>;

/**
 * Trims text that the schema marks for trimming and drops empty optional values, so that "  " is
 * treated as a missing name and an emptied optional field is stored as nothing.
 */
export function normalize(resource: ResourceDef, data: RecordData): RecordData {
  return normalizeFields(resource.fields, data);
}

function normalizeFields(fields: readonly FieldDef[], data: RecordData): RecordData {
  const out: RecordData = {};
  const known = new Map(fields.map((f) => [f.name, f]));
  for (const [name, raw] of Object.entries(data)) {
    const field = known.get(name);
    let value = raw;
    if (field && typeof value === 'string') {
      if (field.trim) value = value.trim();
      if (value === '') continue;
    }
    if (value === null || value === undefined) continue;
    if (field?.kind === 'schedule' && typeof value === 'object') {
      // A schedule read back has `from: null` where it has no date: the same as no date.
      value = Object.fromEntries(
        Object.entries(value as RecordData).filter(([, v]) => v !== null && v !== undefined && v !== ''),
      );
    }
    if (field?.kind === 'list' && Array.isArray(value)) {
      value = value.map((item: unknown) =>
        item && typeof item === 'object' ? normalizeFields(field.fields ?? [], item as RecordData) : item,
      );
    }
    out[name] = value;
  }
  return out;
}

function fieldAt(resource: ResourceDef, path: string[]): FieldDef | undefined {
  let fields: readonly FieldDef[] = resource.fields;
  let found: FieldDef | undefined;
  for (const part of path) {
    if (/^\d+$/.test(part)) continue;
    found = fields.find((f) => f.name === part);
    if (!found) return undefined;
    fields = found.fields ?? [];
  }
  return found;
}

const GENERIC: Record<string, string> = {
  required: 'validation.required',
  minLength: 'validation.required',
  maxLength: 'validation.maxLength',
  minimum: 'validation.minimum',
  maximum: 'validation.maximum',
  'x-decimals': 'validation.decimals',
  minItems: 'validation.minItems',
  maxItems: 'validation.maxItems',
  enum: 'validation.enum',
  type: 'validation.type',
  pattern: 'validation.pattern',
  additionalProperties: 'validation.unknownField',
};

function toFieldError(resource: ResourceDef, e: ErrorObject): FieldError {
  const path = e.instancePath.split('/').filter(Boolean);
  if (e.keyword === 'required') path.push(String(e.params.missingProperty));
  if (e.keyword === 'additionalProperties') path.push(String(e.params.additionalProperty));
  const field = fieldAt(resource, path);
  const key = field?.messages?.[e.keyword] ?? GENERIC[e.keyword] ?? 'validation.invalid';
  const params: Record<string, string | number> = {};
  if (typeof e.params.limit === 'number') params.limit = e.params.limit;
  if (e.keyword === 'enum') params.values = (e.params.allowedValues as string[]).join(', ');
  // A wrong one of several choices is the field's fault, shown under its boxes.
  const at = field?.kind === 'choices' ? path.filter((p) => !/^\d+$/.test(p)) : path;
  return { field: at.join('.'), key, ...(Object.keys(params).length ? { params } : {}) };
}

/** A date as the schemas' date fields hold it, which orders as its text. */
const ISO_DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

const HOLDS: Record<RuleDef['op'], <T extends number | string>(a: T, b: T) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
};

/**
 * The record's `x-rules` that do not hold; a rule with a missing side is left to `required`. Numbers
 * compare as numbers, dates (`YYYY-MM-DD`, as their pattern asks) as their text, which orders them.
 */
function ruleErrors(resource: ResourceDef, data: RecordData): FieldError[] {
  const out: FieldError[] = [];
  for (const rule of resource.rules) {
    const a = data[rule.field];
    const b = typeof rule.than === 'number' ? rule.than : data[rule.than];
    const holds = HOLDS[rule.op];
    const fails =
      typeof a === 'number' && typeof b === 'number'
        ? !holds(a, b)
        : typeof a === 'string' &&
          typeof b === 'string' &&
          ISO_DATE.test(a) &&
          ISO_DATE.test(b) &&
          !holds(a, b);
    if (fails) out.push({ field: rule.field, key: rule.message, params: { limit: b as number | string } });
  }
  return out;
}

/** Each schedule field through the one schedule validator (src/core/schedule.ts). */
function scheduleFieldErrors(resource: ResourceDef, data: RecordData): FieldError[] {
  return resource.fields
    .filter((f) => f.kind === 'schedule')
    .flatMap((f) =>
      scheduleErrors(f, data[f.name] as Schedule | undefined, data).map((e) => ({
        field: `${f.name}.${e.path}`,
        key: e.key,
        ...(e.params ? { params: e.params } : {}),
      })),
    );
}

/** A lone half of a surrogate pair: no character at all, and no database stores it as sent. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text no field may hold, wherever it sits in the record: a NUL (PostgreSQL refuses it) or a lone surrogate. */
function unstorableTextErrors(value: unknown, path: string[] = []): FieldError[] {
  if (typeof value === 'string')
    return value.includes('\0') || LONE_SURROGATE.test(value)
      ? [{ field: path.join('.'), key: 'validation.invalid' }]
      : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => unstorableTextErrors(v, [...path, k]));
}

/**
 * Validates a whole record: the generated validator and the rules between fields, then the
 * schedules once the shape is right. The first problem per field is kept.
 */
export function validateRecord(resource: ResourceDef, data: RecordData): FieldError[] {
  const validate = validators[resource.name];
  if (!validate) throw new Error(`No validator for ${resource.name}`);
  // The rules between numbers hold whatever else is wrong, so a form shows them all at once.
  const all = [
    ...unstorableTextErrors(data),
    ...(validate(data)
      ? [...scheduleFieldErrors(resource, data), ...ruleErrors(resource, data)]
      : [
          // An `if` only says its `then` failed, which has its own error on the field.
          ...(validate.errors ?? []).filter((e) => e.keyword !== 'if').map((e) => toFieldError(resource, e)),
          ...ruleErrors(resource, data),
        ]),
  ];
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const fe of all) {
    if (seen.has(fe.field)) continue;
    seen.add(fe.field);
    out.push(fe);
  }
  return out;
}

/** Schema defaults for a new record; a list of references starts empty. */
export function defaults(resource: ResourceDef): RecordData {
  const out: RecordData = {};
  for (const f of resource.fields) if (f.default !== undefined) out[f.name] = f.default;
  return out;
}
