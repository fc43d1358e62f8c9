import fc from 'fast-check';
import { loadSchemas, type JsonSchema } from '../../src/codegen/load.js';
import { loadCatalogue } from '../../src/codegen/modules.js';
import { SCHEMA_DIR } from '../../src/codegen/paths.js';
import type { ResourceDef } from '../../src/core/resource.js';
import { WEEKDAYS } from '../../src/core/schedule.js';
import { mjmlDocument } from './samples.js';
import { defaults, normalize, validateRecord, type RecordData } from '../../src/core/validation.js';

/*
 * fast-check arbitraries derived from the entity schemas themselves (schemas/*.schema.json, their
 * `_defs` inlined as the generator does): valid records, and records with one defect each. A new
 * schema gets both without a line here.
 */

/** Every entity schema by resource name, with `_defs` and catalogue lists inlined as `npm run gen` does. */
export function entitySchemas(): Map<string, JsonSchema> {
  const catalogue = loadCatalogue(SCHEMA_DIR);
  const loaded = loadSchemas(SCHEMA_DIR, {
    modules: catalogue.modules.map((m) => m.code),
    timeZones: Intl.supportedValuesOf('timeZone'),
  });
  return new Map(loaded.map((s) => [s.id, s.schema]));
}

/** What the arbitraries need from the store: the ids a reference may take. */
export interface StoreIds {
  /** Ids of the store's records of `resource` meeting `where` (a reference's `x-ref.where`). */
  ids(resource: string, where?: Record<string, unknown>): readonly string[];
}

type XRef = { resource: string; where?: Record<string, unknown> };
type Schedule = { dates: 'none' | 'optional' | 'required'; hoursRequired: boolean };

/**
 * Text that is valid wherever free text is: SQL and HTML meta-characters, accents, right-to-left
 * and zero-width marks, emoji. It must be stored as sent and never interpreted.
 */
export const AWKWARD_TEXT = [
  "O'Brien's",
  "'; DROP TABLE category; --",
  '" OR "1"="1',
  "Robert'); DELETE FROM menu_item WHERE ('1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '&amp; &lt;b&gt; "quoted"',
  'café ñandú Ærøskøbing',
  'zero\u200bwidth\u200djoin\ufeff',
  '\u200fמבצע\u200f',
  'right \u202eto left\u202c back',
  '🍔 burger 🌮',
  'back\\slash %_ ${x} {{y}}',
  'tab\tand\nnew line',
] as const;

/** Characters no text field may hold: PostgreSQL text cannot store NUL, and a lone surrogate is no character. */
export const FORBIDDEN_TEXT = [
  'nul\u0000byte',
  'lone \ud800 surrogate',
  'reversed \udc00\ud800 pair',
] as const;

/** Cuts a string to `max` code points, as JSON Schema counts its length. */
const cut = (s: string, max: number) => Array.from(s).slice(0, max).join('');

/** `YYYY-MM-DD`, `days` from today (UTC). */
export function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A UPC or EAN code of the given length with its check digit (weights 3 and 1 from the right). */
function gtin(length: number): fc.Arbitrary<string> {
  return fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: length - 1, maxLength: length - 1 })
    .map((d) => {
      let total = 0;
      for (let i = d.length - 1, w = 3; i >= 0; i--, w = 4 - w) total += d[i]! * w;
      return d.join('') + String((10 - (total % 10)) % 10);
    });
}

/**
 * Values of a pattern field from shapes people type (a real future date, a real time), when the
 * pattern accepts them; any other pattern is generated from the pattern itself.
 */
function patterned(pattern: string, min: number, max: number): fc.Arbitrary<string> {
  const re = new RegExp(pattern);
  const fits = (s: string) => re.test(s) && s.length >= min && s.length <= max;
  const shapes = [
    fc.integer({ min: 2, max: 900 }).map(isoDay),
    fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  ];
  const shape = shapes.find((s) => fc.sample(s, { numRuns: 20, seed: 1 }).every(fits));
  return (shape ?? fc.stringMatching(re)).filter(fits);
}

function text(node: JsonSchema): fc.Arbitrary<string> {
  const min = (node.minLength as number | undefined) ?? 0;
  const max = (node.maxLength as number | undefined) ?? 200;
  if (typeof node.pattern === 'string') return patterned(node.pattern, min, max);
  const long = Math.min(max, 60);
  return fc
    .oneof(
      { weight: 2, arbitrary: fc.constantFrom(...AWKWARD_TEXT) },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: Math.max(min, 1), maxLength: long }) },
      {
        weight: 1,
        arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: Math.max(min, 1), maxLength: long }),
      },
    )
    .map((s) => cut(s, max));
}

function number(node: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const decimals = integer ? 0 : ((node['x-decimals'] as number | undefined) ?? 2);
  const scale = 10 ** decimals;
  const exclusive = node.exclusiveMinimum as number | undefined;
  const lo = (node.minimum as number | undefined) ?? (exclusive !== undefined ? exclusive + 1 / scale : -1e6);
  const hi = (node.maximum as number | undefined) ?? 1e6;
  return fc
    .integer({ min: Math.ceil(lo * scale), max: Math.floor(hi * scale) })
    .map((n) => Number((n / scale).toFixed(decimals)));
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A schedule as its `x-schedule` wants it: real future dates in order, one range per day, each starting before it ends. */
function schedule(def: Schedule): fc.Arbitrary<RecordData> {
  const range = fc
    .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 16 }))
    .map(([start, length]) => [start * 15, Math.min(start + length, 96) * 15] as const);
  const hours = fc
    .uniqueArray(fc.constantFrom(...WEEKDAYS), { minLength: def.hoursRequired ? 1 : 0, maxLength: 4 })
    .chain((days) =>
      fc.tuple(...days.map((day) => range.map(([s, e]) => ({ day, start: hhmm(s), end: hhmm(e) })))),
    );
  const dates = fc
    .tuple(fc.integer({ min: 2, max: 400 }), fc.integer({ min: 0, max: 120 }))
    .map(([from, length]) => ({ from: isoDay(from), to: isoDay(from + length) }));
  const withDates =
    def.dates === 'required'
      ? dates
      : def.dates === 'optional'
        ? fc.option(dates, { nil: undefined }).map((d) => d ?? {})
        : fc.constant({});
  return fc.tuple(withDates, hours).map(([d, h]) => ({ ...d, hours: [...h] }));
}

/** A valid value of one schema node; `null` when it cannot have one (a reference with nothing to point to). */
export function validValue(node: JsonSchema, store: StoreIds): fc.Arbitrary<unknown> | null {
  if ('const' in node) return fc.constant(node.const);
  if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as unknown[]));
  if (node['x-schedule']) return schedule(node['x-schedule'] as Schedule);
  const ref = node['x-ref'] as XRef | undefined;
  switch (node.type) {
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return number(node, true);
    case 'number':
      return number(node, false);
    case 'string': {
      if (ref) {
        const ids = store.ids(ref.resource, ref.where);
        return ids.length ? fc.constantFrom(...ids) : null;
      }
      if (node['x-gtin']) return fc.constantFrom(8, 12, 13, 14).chain(gtin);
      // A moment (a campaign's time): an instant as the API keeps it, in UTC.
      if ((node['x-ui'] as { widget?: string } | undefined)?.widget === 'datetime')
        return fc
          .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) })
          .map((ms) => new Date(ms).toISOString());
      if ((node['x-ui'] as { widget?: string } | undefined)?.widget === 'email-design')
        return text({ ...node, maxLength: 200 }).map(mjmlDocument);
      return text(node);
    }
    case 'array': {
      const min = (node.minItems as number | undefined) ?? 0;
      const max = Math.min((node.maxItems as number | undefined) ?? 5, min + 3);
      if (ref) {
        const ids = store.ids(ref.resource, ref.where);
        if (ids.length < min) return null;
        return fc.uniqueArray(fc.constantFrom(...ids), {
          minLength: min,
          maxLength: Math.min(max, ids.length),
        });
      }
      const item = validValue(node.items!, store);
      if (!item) return null;
      // A list of distinct choices holds each at most once, as many as there are.
      const choices = (node.items!.enum as unknown[] | undefined)?.length;
      return node.uniqueItems
        ? fc.uniqueArray(item, { minLength: min, maxLength: Math.min(max, choices ?? max) })
        : fc.array(item, { minLength: min, maxLength: max });
    }
    case 'object':
      return objectValue(node, store);
    default:
      throw new Error(`No arbitrary for ${JSON.stringify(node).slice(0, 80)}`);
  }
}

/** An object with its required properties and, three times in four, each optional one. */
function objectValue(node: JsonSchema, store: StoreIds): fc.Arbitrary<RecordData> | null {
  const required = new Set(node.required ?? []);
  const parts: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, prop] of Object.entries(node.properties ?? {})) {
    if (prop.readOnly) continue;
    const value = validValue(prop, store);
    if (!value) {
      if (required.has(name)) return null;
      continue;
    }
    parts[name] = required.has(name)
      ? value
      : fc.option(value, { nil: undefined, freq: 4 }).map((v) => v ?? ABSENT);
  }
  return fc
    .record(parts)
    .map((rec) => Object.fromEntries(Object.entries(rec).filter(([, v]) => v !== ABSENT)) as RecordData);
}

const ABSENT = Symbol('absent');

/** The record as the server checks it: trimmed, emptied values dropped, defaults filled in. */
export function asChecked(r: ResourceDef, data: RecordData): RecordData {
  return { ...defaults(r), ...normalize(r, data) };
}

/** Valid records of a resource: the schema's own validator (the server's) accepts each one. */
export function validRecord(r: ResourceDef, schema: JsonSchema, store: StoreIds): fc.Arbitrary<RecordData> {
  const arb = objectValue(schema, store);
  if (!arb) throw new Error(`${r.name}: a required reference has no record to point to`);
  return arb.filter((rec) => validateRecord(r, asChecked(r, rec)).length === 0);
}

/** One defect made in a valid record: what it is, on which field, and the record it gives. */
export interface Defect {
  kind: string;
  field: string;
  apply(record: RecordData): RecordData;
}

const set = (field: string, value: unknown) => (rec: RecordData) => ({ ...rec, [field]: value });

/** A value of another JSON type than the node's. */
function wrongType(node: JsonSchema): unknown {
  switch (node.type) {
    case 'string':
      return node['x-ref'] ? { id: 'x' } : 12345;
    case 'integer':
      return 1.5;
    case 'number':
      return 'twelve';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'a list' };
    default:
      return 'text';
  }
}

/**
 * Every defect the schema lets us make, each of which the API must refuse: wrong types, values out
 * of range, text too long or off its pattern, choices not offered, missing required fields, unknown
 * fields, text with characters no text may hold, lists too long or too short, and references to
 * records that do not exist or belong to another store.
 */
export function defects(
  r: ResourceDef,
  schema: JsonSchema,
  foreignIds: (resource: string) => readonly string[],
): Defect[] {
  const out: Defect[] = [];
  const required = new Set(schema.required ?? []);
  const add = (kind: string, field: string, apply: (rec: RecordData) => RecordData) =>
    out.push({ kind, field, apply });
  for (const [name, node] of Object.entries(schema.properties ?? {})) {
    if (node.readOnly) continue;
    add('wrong type', name, set(name, wrongType(node)));
    if (required.has(name) && node.default === undefined) {
      add('missing required field', name, (rec) => {
        const { [name]: _gone, ...rest } = rec;
        return rest;
      });
    }
    const ref = node['x-ref'] as XRef | undefined;
    if (ref) {
      const many = node.type === 'array';
      if (many && typeof node.minItems === 'number' && node.minItems > 0)
        add('too few items', name, set(name, []));
      add('reference to no record', name, set(name, many ? [crypto.randomUUID()] : crypto.randomUUID()));
      add('malformed reference', name, set(name, many ? ["1' or '1'='1"] : "1' or '1'='1"));
      const foreign = foreignIds(ref.resource)[0];
      if (foreign) add("reference to another store's record", name, set(name, many ? [foreign] : foreign));
      continue;
    }
    if (Array.isArray(node.enum)) add('choice not offered', name, set(name, 'not-a-choice'));
    if (node.type === 'integer' || node.type === 'number') {
      if (typeof node.minimum === 'number') add('below minimum', name, set(name, node.minimum - 1));
      if (typeof node.exclusiveMinimum === 'number')
        add('not above minimum', name, set(name, node.exclusiveMinimum));
      if (typeof node.maximum === 'number') add('above maximum', name, set(name, node.maximum + 1));
      const decimals = node['x-decimals'] as number | undefined;
      if (decimals !== undefined)
        add('too many decimals', name, set(name, Number((1 + 10 ** -(decimals + 1)).toFixed(decimals + 1))));
    }
    if (node.type === 'string' && !Array.isArray(node.enum)) {
      if (typeof node.maxLength === 'number')
        add('too long', name, set(name, '7'.repeat(node.maxLength + 1)));
      if (typeof node.pattern === 'string' && !new RegExp(node.pattern).test('not valid!'))
        add('off its pattern', name, set(name, 'not valid!'));
      if (!node.pattern) for (const bad of FORBIDDEN_TEXT) add('forbidden character', name, set(name, bad));
    }
    if (node.type === 'array') {
      if (typeof node.maxItems === 'number')
        add('too many items', name, (rec) => {
          const list = (rec[name] as unknown[] | undefined) ?? [];
          const filler = list[0] ?? (node.items?.type === 'object' ? {} : 'x');
          return {
            ...rec,
            [name]: Array.from({ length: (node.maxItems as number) + 1 }, (_, i) => list[i] ?? filler),
          };
        });
      if (typeof node.minItems === 'number' && node.minItems > 0)
        add('too few items', name, (rec) => ({
          ...rec,
          [name]: ((rec[name] as unknown[] | undefined) ?? []).slice(0, (node.minItems as number) - 1),
        }));
      const row = node.items;
      if (row?.type === 'object') {
        const inFirstRow = (change: (first: RecordData) => RecordData) => (rec: RecordData) => {
          const list = (rec[name] as RecordData[] | undefined) ?? [];
          return { ...rec, [name]: [change(list[0] ?? {}), ...list.slice(1)] };
        };
        add(
          'unknown field in a row',
          name,
          inFirstRow((first) => ({ ...first, not_a_field: 'x' })),
        );
        for (const [sub, subNode] of Object.entries(row.properties ?? {})) {
          add(
            `wrong type in a row (${sub})`,
            name,
            inFirstRow((first) => ({ ...first, [sub]: wrongType(subNode) })),
          );
          if (typeof subNode.maximum === 'number')
            add(
              `above maximum in a row (${sub})`,
              name,
              inFirstRow((first) => ({ ...first, [sub]: (subNode.maximum as number) + 1 })),
            );
          if (typeof subNode.maxLength === 'number')
            add(
              `too long in a row (${sub})`,
              name,
              inFirstRow((first) => ({ ...first, [sub]: '7'.repeat((subNode.maxLength as number) + 1) })),
            );
        }
      }
    }
    if (node['x-schedule']) {
      // Where hours may close the next day (a store's), an end before the start is a close after midnight.
      const nextDay = !!(node['x-schedule'] as { nextDay?: unknown }).nextDay;
      add(nextDay ? 'hours ending when they start' : 'hours ending before they start', name, (rec) => ({
        ...rec,
        [name]: {
          ...((rec[name] as RecordData | undefined) ?? {}),
          hours: [{ day: 'monday', start: '18:00', end: nextDay ? '18:00' : '09:00' }],
        },
      }));
    }
  }
  add('unknown field', 'not_a_field', set('not_a_field', 'x'));
  return out;
}
