import { describe, expect, it } from 'vitest';
import { navigation } from '../../src/core/navigation.js';
import { PUBLIC_PAGES, REDIRECTS } from '../../src/core/routes.js';
import { protectedPages, resourcePages } from '../../src/core/page-list.js';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import spec from '../../spec/spec-index.json' with { type: 'json' };

type Tree = { [k: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const enFlat = flatten(en as Tree);
const esFlat = flatten(es as Tree);
// The spec writes placeholders as {field}; our locales as polyglot's %{field}.
const asPolyglot = (m: string) => m.replace(/\{(\w+)\}/g, '%{$1}');

/**
 * SPEC §2 names the inventory's units, ingredients, vendors and recipes "in labels; routes not shown":
 * their pages exist under routes of our choosing, beside the ones the spec gives.
 */
const LABELLED_ONLY = ['/pages/inventory-units', '/pages/ingredients', '/pages/vendors', '/pages/recipes'];
/** SPEC §2's "Other screens" with no route given: close day, order monitor and compensation. */
const OTHER_SCREENS = ['/pages/close-day', '/pages/order-monitor', '/pages/compensation'];
/** SPEC §2's "Perks (loyalty plans): route not shown": the plans and their members. */
const PERKS = [
  '/pages/perks',
  '/pages/perks/all',
  '/pages/perks/active',
  '/pages/perks/inactive',
  '/pages/perks-members',
];
const specProtected = [
  ...Object.values(spec.protectedRoutes).flat(),
  ...LABELLED_ONLY,
  ...OTHER_SCREENS,
  ...PERKS,
];
const existing = protectedPages();
const coveredMessages = spec.messages.filter(
  (m) => [...enFlat.values()].includes(asPolyglot(m)) || [...esFlat.values()].includes(m),
);

describe('spec coverage (spec/spec-index.json)', () => {
  it('reports how much of the spec stands', () => {
    const named = Object.values(spec.protectedRoutes).flat();
    const routes = `${existing.filter((p) => named.includes(p)).length}/${named.length}`;
    const publicRoutes = `${PUBLIC_PAGES.filter((p) => spec.publicRoutes.includes(p)).length}/${spec.publicRoutes.length}`;
    const messages = `${coveredMessages.length}/${spec.messages.length}`;
    console.info(
      `spec coverage: protected routes ${routes}, public routes ${publicRoutes}, messages ${messages}`,
    );
    expect(existing.length).toBeGreaterThan(0);
  });

  it("counts Online Ordering's daily report and the resend audit among the routes that stand", () => {
    expect(existing).toContain('/pages/daily-report-olo');
    expect(existing).toContain('/pages/reports/resend-audit-report');
  });

  it('registers only routes the spec names', () => {
    for (const path of existing) expect(specProtected, path).toContain(path);
    for (const path of PUBLIC_PAGES) expect(spec.publicRoutes, path).toContain(path);
  });

  it('gives every list the spec lists with /:filter its all, active and inactive variants', () => {
    for (const page of resourcePages()) {
      const route = page.path.replace('/pages/', '');
      if (!spec.filterVariants.lists.includes(route)) continue;
      expect(page.variants, route).toEqual(spec.filterVariants.values.map((v) => `${page.path}/${v}`));
    }
  });

  it('redirects as the spec says', () => {
    for (const [from, to] of Object.entries(spec.redirects)) {
      if (REDIRECTS[from] !== undefined) expect(REDIRECTS[from], from).toBe(to);
    }
    expect(REDIRECTS['/']).toBe('/dashboard/analytics');
    expect(REDIRECTS.unknown).toBe('/pages/error-404');
  });

  it('puts in the sidebar only pages the spec names', () => {
    for (const entry of navigation().flatMap((s) => s.entries))
      expect(specProtected, entry.path).toContain(entry.path);
  });

  it('has each spec message it uses in both languages', () => {
    for (const message of coveredMessages) {
      const key =
        [...enFlat].find(([, v]) => v === asPolyglot(message))?.[0] ??
        [...esFlat].find(([, v]) => v === message)?.[0];
      expect(key, message).toBeDefined();
      expect(enFlat.get(key!), `en ${key}`).toBeTruthy();
      expect(esFlat.get(key!), `es ${key}`).toBeTruthy();
    }
  });

  it('keeps the limits the code enforces equal to the spec', async () => {
    const { resourceByName } = await import('../../src/core/registry.js');
    const prices = resourceByName('menu-item').fields.find((f) => f.name === 'prices')!;
    expect(prices.maxItems).toBe(spec.limits.maxPricesPerMenuItem);
    expect(resourceByName('feature-item').storeLimit?.max).toBe(spec.limits.maxFeatureItems);
    const limits = (await import('../../src/core/limits.js')).default;
    expect(limits.notificationMs).toBe(spec.limits.notificationMs);
  });
});

describe('locales', () => {
  it('keeps English and Spanish in parity', () => {
    expect([...esFlat.keys()].sort()).toEqual([...enFlat.keys()].sort());
    for (const [key, value] of esFlat) expect(value.trim(), key).not.toBe('');
  });

  it('uses the same placeholders in both languages, except where Spanish leaves the field out', () => {
    for (const [key, value] of enFlat) {
      const tokens = (s: string) => new Set(s.match(/%\{\w+\}/g) ?? []);
      const extra = [...tokens(esFlat.get(key)!)].filter((t) => !tokens(value).has(t));
      expect(extra, key).toEqual([]);
    }
  });

  it('has a label for every field of every entity', async () => {
    const { registry } = await import('../../src/core/registry.js');
    for (const r of registry) {
      for (const f of r.fields) {
        expect(enFlat.has(`entities.${r.name}.fields.${f.name}`), `${r.name}.${f.name}`).toBe(true);
        if (f.group)
          expect(enFlat.has(`entities.${r.name}.groups.${f.group}`), `${r.name} group ${f.group}`).toBe(true);
        for (const sub of f.fields ?? [])
          expect(enFlat.has(`entities.${r.name}.fields.${f.name}_${sub.name}`)).toBe(true);
      }
      expect(enFlat.has(`entities.${r.name}.name`)).toBe(true);
      expect(enFlat.has(`entities.${r.name}.plural`)).toBe(true);
    }
  });

  it('has every sidebar label that can be shown', () => {
    for (const section of navigation()) {
      expect(enFlat.has(`menu.${section.key}`), section.key).toBe(true);
      for (const entry of section.entries.filter((e) => existing.includes(e.path)))
        expect(enFlat.has(entry.label), entry.label).toBe(true);
    }
  });
});
