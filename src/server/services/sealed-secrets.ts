import { registry } from '../../core/registry.js';
import type { ResourceDef } from '../../core/resource.js';
import type { RecordData } from '../../core/validation.js';
import type { SecretBox } from '../auth/secret-box.js';
import type { ResourceHooks, Row } from './item-rows.js';

/**
 * The secrets kept encrypted (`x-secret: encrypted`) that a write gives, sealed: a value left out or
 * empty writes nothing, so an edit without it keeps the one stored.
 */
export function sealedSecrets(r: ResourceDef, data: RecordData, box: SecretBox): Row {
  const out: Row = {};
  for (const f of r.fields) {
    const value = data[f.name];
    if (f.secret === 'encrypted' && typeof value === 'string' && value !== '') out[f.name] = box.seal(value);
  }
  return out;
}

/**
 * Every resource with a secret kept encrypted writes it sealed: its `beforeWrite` (its own hook's
 * columns, if it has one) gains the sealed values. Nothing but this names the kind of secret.
 */
export function withSealedSecrets(
  hooks: Record<string, ResourceHooks>,
  box: SecretBox,
  resources: readonly ResourceDef[] = registry,
): Record<string, ResourceHooks> {
  const out = { ...hooks };
  for (const r of resources) {
    if (!r.fields.some((f) => f.secret === 'encrypted')) continue;
    const own = hooks[r.name];
    out[r.name] = {
      ...own,
      async beforeWrite(tx, scope, data, before) {
        const extra = (await own?.beforeWrite?.(tx, scope, data, before)) ?? {};
        return { ...sealedSecrets(r, data, box), ...extra };
      },
    };
  }
  return out;
}
