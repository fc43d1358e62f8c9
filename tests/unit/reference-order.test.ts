import { describe, expect, it } from 'vitest';
import { registry } from '../../src/core/registry.js';
import { inChosenOrder, referencesFields } from '../../src/core/resource.js';

/* A list of references shows its records in the order chosen (a modifier group's items), not alphabetically. */

describe('lists of references', () => {
  it('show their records in the order of their ids', () => {
    const records = [
      { id: 'a', name: 'Bacon' },
      { id: 'b', name: 'Avocado' },
      { id: 'c', name: 'Cheddar' },
    ];
    expect(inChosenOrder(records, ['c', 'a', 'b']).map((r) => r.name)).toEqual([
      'Cheddar',
      'Bacon',
      'Avocado',
    ]);
    // A record not (yet) found is left out; one found but not listed comes last.
    expect(inChosenOrder(records, ['b', 'x']).map((r) => r.id)).toEqual(['b', 'a', 'c']);
  });

  it('are kept in their chosen order by the server for every entity that has one', () => {
    const lists = registry.flatMap((r) => referencesFields(r).map((f) => `${r.name}.${f.name}`));
    expect(lists).toContain('modifier-group.modifier_item_ids');
    expect(lists.length).toBeGreaterThan(1);
  });
});
