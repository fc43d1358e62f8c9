import { describe, expect, it } from 'vitest';
import { registry } from '../../src/core/registry.js';
import { deletesMayBeRefused } from '../../src/core/resource.js';
import { loadEntityHooks, type EntityDeps } from '../../src/server/entities/index.js';

/*
 * A delete the server may refuse is asked and answered at once, never shown done with an Undo that
 * the refusal takes back three seconds later (the POS default order type): for every guarded delete.
 */

const deps = { tokens: {}, sessions: { rightsChanged() {} } } as unknown as EntityDeps;
const hooks = await loadEntityHooks(deps);

/**
 * Entities whose `beforeDelete` never refuses: promotions only drop their kept versions
 * (services/promotions.ts); a customer display ad hands the default on to another ad.
 */
const CLEANUP_ONLY = ['item-availability', 'special-price', 'customer-display-ad'];

/** Why the server may refuse deleting a record of this resource, or nothing. */
function guard(name: string): string | undefined {
  if (hooks[name]?.beforeDelete && !CLEANUP_ONLY.includes(name)) return 'its entity module guards deletes';
  const r = registry.find((x) => x.name === name)!;
  if (r.fields.some((f) => f.reference?.ownerDeleteGuard)) return 'its list of references keeps it';
  const by = registry.find((o) => o.fields.some((f) => f.reference?.resource === name));
  return by && `${by.name} refers to it`;
}

describe('guarded deletes', () => {
  it.each(registry.map((r) => [r.name, r] as const))(
    '%s: refused at once when the server may refuse it',
    (name, r) => {
      expect(deletesMayBeRefused(r, registry), guard(name) ?? 'no guard').toBe(guard(name) !== undefined);
    },
  );

  it('include the POS default order type, jobs and employees', () => {
    for (const name of ['order-type', 'job', 'employee'])
      expect(
        deletesMayBeRefused(
          registry.find((r) => r.name === name)!,
          registry,
        ),
      ).toBe(true);
  });
});
