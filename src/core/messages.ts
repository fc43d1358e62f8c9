import type { ResourceDef } from './resource.js';
import type { FieldError } from './validation.js';

export type Phrases = { [key: string]: string | Phrases };
export type Translate = (key: string, params?: Record<string, string | number>) => string;

function lookup(phrases: Phrases, key: string): string | undefined {
  let node: string | Phrases | undefined = phrases;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Polyglot-compatible `%{name}` interpolation, for the server and for tests. */
export function makeTranslate(phrases: Phrases): Translate {
  return (key, params = {}) => {
    const phrase = lookup(phrases, key);
    if (phrase === undefined) return key;
    return phrase.replace(/%\{(\w+)\}/g, (m, name: string) =>
      params[name] === undefined ? m : String(params[name]),
    );
  };
}

export function fieldLabelKey(resource: ResourceDef, path: string): string {
  const [head, index, sub] = path.split('.');
  // A row of a list (`prices.0.price`) is labelled by its field; inside a schedule
  // (`opening_hours.hours.2.end`) by the schedule.
  return sub && /^\d+$/.test(index!)
    ? `entities.${resource.name}.fields.${head}_${sub}`
    : `entities.${resource.name}.fields.${head}`;
}

/** A label inside a sentence: "Tax rate" → "tax rate"; words in capitals stay so ("POS PIN", "UPC"). */
export function inSentence(label: string): string {
  return label
    .split(' ')
    .map((w) => (w.length > 1 && w === w.toUpperCase() ? w : w.toLowerCase()))
    .join(' ');
}

/** Parameters that name a module or a permission code travel as codes and are shown by their names. */
const NAMED_PARAMS: Record<string, string> = {
  module: 'permissions.modules',
  permission: 'permissions.codes',
  day: 'days',
};

/** An error's parameters in the reader's language: module and permission codes become their names. */
export function translatedParams(
  t: Translate,
  params: Record<string, string | number> = {},
): Record<string, string | number> {
  const out = { ...params };
  for (const [name, prefix] of Object.entries(NAMED_PARAMS))
    if (typeof out[name] === 'string') out[name] = t(`${prefix}.${out[name]}`);
  return out;
}

/** "The name is required": the field's label goes in lower case, as the spec writes it. */
export function renderFieldError(t: Translate, resource: ResourceDef, err: FieldError): string {
  const label = t(fieldLabelKey(resource, err.field));
  return t(err.key, { ...translatedParams(t, err.params), field: inSentence(label), Field: label });
}

/** Counts above 999 shortened with k: 999 → "999", 1250 → "1.3k", 12000 → "12k". */
export function shortCount(n: number): string {
  if (Math.abs(n) <= 999) return String(n);
  const k = n / 1000;
  const digits = Math.abs(k) < 10 ? 1 : 0;
  return `${Number(k.toFixed(digits))}k`;
}
