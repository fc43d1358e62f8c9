import { useCallback } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { renderFieldError } from '../../core/messages';
import type { ResourceDef } from '../../core/resource';
import { normalize, validateRecord, type FieldError } from '../../core/validation';

type Errors = Record<string, unknown>;

function setPath(target: Errors, path: string, message: string) {
  const parts = path.split('.');
  let node: Errors = target;
  parts.slice(0, -1).forEach((part, i) => {
    const nextIsIndex = /^\d+$/.test(parts[i + 1]!);
    node[part] ??= nextIsIndex ? [] : {};
    node = node[part] as Errors;
  });
  node[parts[parts.length - 1]!] = message;
}

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/**
 * The rules of write-only fields the schema cannot state, as the server applies them: a PIN is
 * required on a new record; a password needs an e-mail to sign in with. On an existing record an
 * empty secret keeps the current one.
 */
export function secretErrors(
  r: ResourceDef,
  values: Record<string, unknown>,
  record?: RaRecord,
): FieldError[] {
  const isNew = !record?.id;
  const email = r.fields.find((f) => f.kind === 'email');
  const errors: FieldError[] = [];
  for (const f of r.fields) {
    if (f.kind !== 'secret') continue;
    const value = values[f.name];
    if (f.secret === 'pin' && isNew && !filled(value))
      errors.push({ field: f.name, key: 'validation.required' });
    if (f.secret === 'password' && email) {
      // Whether an e-mail without a password is fine depends on whether it already has an account
      // (someone who works in another store too): the server says "New employee password must be
      // generated first" when it has none.
      const hasEmail = filled(values[email.name]);
      if (filled(value) && !hasEmail) errors.push({ field: email.name, key: 'validation.emailForPassword' });
    }
  }
  return errors;
}

/** What is sent on save: an empty secret is left out, so the stored one stays. */
export function withoutEmptySecrets(r: ResourceDef, data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data };
  for (const f of r.fields) if (f.kind === 'secret' && !filled(out[f.name])) delete out[f.name];
  return out;
}

/**
 * Form-level validation with the generated validator the server also runs: same rules, instant. The
 * record being edited (none on create) decides the rules of write-only fields.
 */
export function useRecordValidator(r: ResourceDef, record?: RaRecord) {
  const translate = useTranslate();
  return useCallback(
    (values: Record<string, unknown>) => {
      const data: Record<string, unknown> = {};
      for (const f of r.fields) if (f.name in values) data[f.name] = values[f.name];
      const errors: Errors = {};
      const seen = new Set<string>();
      for (const e of [...validateRecord(r, normalize(r, data)), ...secretErrors(r, values, record)]) {
        if (seen.has(e.field)) continue;
        seen.add(e.field);
        setPath(
          errors,
          e.field,
          renderFieldError((k, p) => translate(k, p), r, e),
        );
      }
      return errors;
    },
    [r, record, translate],
  );
}
