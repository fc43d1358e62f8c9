import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import { PAGES } from '../../src/core/pages.js';
import { registry } from '../../src/core/registry.js';
import {
  OTHER_APPS_GROUPS,
  PAGE_GROUPS,
  splitCatalogue,
  withoutGroups,
} from '../../src/web/providers/phraseGroups.js';

type Tree = Record<string, unknown>;

/** Every dotted key of a catalogue with its phrase. */
function flat(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) for (const e of flat(v as Tree, key)) out.set(...e);
    else out.set(key, v);
  }
  return out;
}

const at = (tree: Tree, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

describe.each([
  ['en', en],
  ['es', es],
])('the console catalogue of %s, split between the frame and the pages', (_, locale) => {
  const all = withoutGroups(locale as Tree, OTHER_APPS_GROUPS);
  const { frame, pages } = splitCatalogue(all);

  it('loses no phrase and changes none: the frame and the pages together are the whole', () => {
    const whole = flat(all);
    const parts = new Map([...flat(pages), ...flat(frame)]);
    expect([...parts.keys()].sort()).toEqual([...whole.keys()].sort());
    for (const [key, phrase] of whole) expect(parts.get(key), key).toBe(phrase);
  });

  it("keeps in the frame what the sidebar shows: every page's label and every entity's names", () => {
    for (const page of PAGES) expect(at(frame, page.label), page.label).toEqual(expect.any(String));
    for (const r of registry) {
      expect(at(frame, `entities.${r.name}.name`), r.name).toEqual(expect.any(String));
      expect(at(frame, `entities.${r.name}.plural`), r.name).toEqual(expect.any(String));
      expect(at(frame, `entities.${r.name}.fields`), r.name).toBeUndefined();
    }
  });

  it("moves the pages' own groups out of the frame", () => {
    const labels = new Set(PAGES.map((p) => p.label));
    for (const group of PAGE_GROUPS) {
      expect(locale, group).toHaveProperty(group);
      const left = [...flat((frame[group] ?? {}) as Tree, group).keys()];
      expect(
        left.filter((key) => !labels.has(key)),
        group,
      ).toEqual([]);
    }
  });
});
