import { cellText, isoDate, type Cell } from '../../../core/import/cells.js';
import { headerKey, phrase } from '../../../core/import/layout.js';
import type { Phrases } from '../../../core/messages.js';
import type { FieldDef, ResourceDef } from '../../../core/resource.js';

/** A cell read as a field's value: the value, an error's i18n key, or nothing (an empty cell). */
export type Read = { value: unknown } | { error: string } | undefined;

/** Yes and no as people type them, in English and Spanish, and as Spanish Excel writes TRUE and FALSE. */
const YES = new Set(['yes', 'y', 'true', 'si', '1', 'verdadero']);
const NO = new Set(['no', 'n', 'false', '0', 'falso']);

/**
 * The export writes text that a spreadsheet would run as a formula with a leading apostrophe
 * (see export/csv.ts `defuse`): it comes off again, so an exported file re-imports unchanged.
 */
function undefuse(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/**
 * A number as a spreadsheet saves it to CSV: "5.50", "$5.50", "1,250.00", or with a decimal comma
 * "5,50" (one or two decimals; "1,250" is a thousand and more).
 */
function parseNumber(cell: Cell): number | undefined {
  if (typeof cell === 'number') return cell;
  if (typeof cell !== 'string') return undefined;
  let s = cell.replace(/\s+/g, '').replace(/^(-?)[$€£]/, '$1');
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replace(/,/g, '');
  else if (/^-?\d+,\d{1,2}$/.test(s)) s = s.replace(',', '.');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(s) ? Number(s) : undefined;
}

function parseBoolean(cell: Cell): boolean | undefined {
  if (typeof cell === 'boolean') return cell;
  const key = headerKey(cellText(cell));
  return YES.has(key) ? true : NO.has(key) ? false : undefined;
}

/** A choice by its stored value or by its label in any language ("Active", "Activo" → `active`). */
export function choiceReader(r: ResourceDef, field: FieldDef, languages: readonly Phrases[]) {
  const byLabel = new Map<string, string>();
  for (const value of field.enum ?? []) {
    byLabel.set(headerKey(value), value);
    for (const p of languages)
      for (const key of [`entities.${r.name}.choices.${value}`, `status.${value}`]) {
        const text = phrase(p, key);
        if (text && !byLabel.has(headerKey(text))) byLabel.set(headerKey(text), value);
      }
  }
  return (text: string) => byLabel.get(headerKey(text)) ?? text;
}

/**
 * A cell as the value of a field of the given kind. Records named by a reference stay names here:
 * they are looked up all at once (see names.ts). A choice that matches nothing is passed on as
 * typed, so that the validator names the allowed values.
 */
export function readCell(field: FieldDef, cell: Cell, choice: (text: string) => string): Read {
  if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return undefined;
  switch (field.kind) {
    case 'money':
    case 'percent':
    case 'quantity':
    case 'integer': {
      const n = parseNumber(cell);
      return n === undefined ? { error: 'import.errors.number' } : { value: n };
    }
    case 'boolean': {
      const b = parseBoolean(cell);
      return b === undefined ? { error: 'import.errors.boolean' } : { value: b };
    }
    case 'enum':
    case 'status':
      return { value: choice(cellText(cell).trim()) };
    case 'date':
      return { value: cell instanceof Date ? isoDate(cell) : cellText(cell).trim() };
    case 'reference':
      return { value: undefuse(cellText(cell)).trim() };
    case 'choices':
      return {
        value: cellText(cell)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map(choice),
      };
    case 'references':
      return {
        value: undefuse(cellText(cell))
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      };
    default:
      return { value: undefuse(cellText(cell)) };
  }
}
