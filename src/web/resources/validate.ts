import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { renderFieldError } from '../../core/messages';
import type { ResourceDef } from '../../core/resource';
import { normalize, validateRecord } from '../../core/validation';

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

/** Form-level validation with the generated validator the server also runs: same rules, instant. */
export function useRecordValidator(r: ResourceDef) {
  const translate = useTranslate();
  return useCallback(
    (values: Record<string, unknown>) => {
      const data: Record<string, unknown> = {};
      for (const f of r.fields) if (f.name in values) data[f.name] = values[f.name];
      const errors: Errors = {};
      for (const e of validateRecord(r, normalize(r, data))) {
        setPath(
          errors,
          e.field,
          renderFieldError((k, p) => translate(k, p), r, e),
        );
      }
      return errors;
    },
    [r, translate],
  );
}
