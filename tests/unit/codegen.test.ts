import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate, loadProject } from '../../src/codegen/generate.js';
import { loadCatalogue } from '../../src/codegen/modules.js';
import { buildRegistry } from '../../src/codegen/registry.js';
import { GENERATED_DIR, SCHEMA_DIR } from '../../src/codegen/paths.js';

describe('npm run gen', () => {
  it('has written generated/ exactly as the schemas describe it (run `npm run gen` when this fails)', async () => {
    const files = await generate(SCHEMA_DIR);
    expect(readdirSync(GENERATED_DIR).sort()).toEqual([...files.keys()].sort());
    for (const [name, text] of files) {
      expect(readFileSync(join(GENERATED_DIR, name), 'utf8'), `generated/${name} is stale`).toBe(text);
    }
  });

  it('inlines shared definitions and lets a property refine them', () => {
    const tax = loadProject(SCHEMA_DIR).schemas.find((s) => s.id === 'tax')!;
    const rate = tax.schema.properties!.rate!;
    expect(rate['x-decimals']).toBe(3);
    expect(rate.maximum).toBe(100);
    expect(rate['x-ui']).toEqual({ widget: 'percent' });
  });

  it('describes every entity for the server and the console', () => {
    const { registry } = loadProject(SCHEMA_DIR);
    const item = registry.find((r) => r.name === 'menu-item')!;
    expect(item).toMatchObject({
      type: 'MenuItem',
      plural: 'MenuItems',
      route: 'menu-items',
      table: 'menu_item',
    });
    const prices = item.fields.find((f) => f.name === 'prices')!;
    expect(prices.kind).toBe('list');
    expect(prices.maxItems).toBe(6);
    expect(prices.fields!.map((f) => f.name)).toEqual(['description', 'price']);
    expect(item.fields.find((f) => f.name === 'category_id')!.reference).toMatchObject({
      resource: 'category',
      where: { visible: true },
    });
    expect(item.search).toEqual(expect.arrayContaining(['name', 'description']));
  });

  it('refuses a schema whose list names a field it does not have', () => {
    const schemas = loadProject(SCHEMA_DIR).schemas.map((s) =>
      s.id === 'tax'
        ? {
            ...s,
            schema: { ...s.schema, 'x-resource': { ...(s.schema['x-resource'] as object), list: ['nope'] } },
          }
        : s,
    );
    expect(() => buildRegistry(schemas, loadCatalogue(SCHEMA_DIR))).toThrow(/unknown field nope/);
  });

  it('makes a read-only record of a schema: its reads in the SDL, no writes, no page, no entity', async () => {
    const { registry, records } = loadProject(SCHEMA_DIR);
    const check = records.find((r) => r.type === 'Check')!;
    expect(check).toMatchObject({ table: 'pos_check', readOnly: true, route: '', module: 'reports-office' });
    expect(check.fields.every((f) => f.readOnly)).toBe(true);
    expect(registry.some((r) => r.readOnly || r.type === 'Check')).toBe(false);
    const sdl = (await generate(SCHEMA_DIR)).get('schema.graphql')!.replace(/\s+/g, ' ');
    expect(sdl).toContain(
      'allChecks(page: Int, perPage: Int, sortField: String, sortOrder: String, filter: CheckFilter): [Check!]!',
    );
    expect(sdl).toContain('Check(id: ID!): Check');
    expect(sdl).toContain('opened_at_gte: String opened_at_lte: String');
    expect(sdl).not.toMatch(/(create|update|delete)Checks?\(|CheckPatch/);
    // A read-only record reads a table its workflow keeps: it must name it.
    const schemas = loadProject(SCHEMA_DIR).schemas.map((s) =>
      s.id === 'check'
        ? {
            ...s,
            schema: {
              ...s.schema,
              'x-resource': { ...(s.schema['x-resource'] as object), table: undefined },
            },
          }
        : s,
    );
    expect(() => buildRegistry(schemas, loadCatalogue(SCHEMA_DIR))).toThrow(
      /check\.schema\.json: .*x-resource\.table/,
    );
  });

  it("answers a record's children as fields of its type, and refuses a child that does not refer to it", async () => {
    const check = loadProject(SCHEMA_DIR).records.find((r) => r.type === 'Check')!;
    expect(check.children).toEqual([
      {
        field: 'items',
        resource: 'check-item',
        type: 'CheckItem',
        by: 'check_id',
        sort: { field: 'line', order: 'ASC' },
      },
      {
        field: 'payments',
        resource: 'check-payment',
        type: 'CheckPayment',
        by: 'check_id',
        sort: { field: 'paid_at', order: 'ASC' },
      },
    ]);
    const sdl = (await generate(SCHEMA_DIR)).get('schema.graphql')!;
    expect(sdl).toMatch(
      /type Check \{[^}]*\n {2}items: \[CheckItem!\]!\n[^}]*\n {2}payments: \[CheckPayment!\]!\n/,
    );
    const withChild = (child: Record<string, unknown>) =>
      loadProject(SCHEMA_DIR).schemas.map((s) =>
        s.id === 'check'
          ? {
              ...s,
              schema: {
                ...s.schema,
                'x-resource': { ...(s.schema['x-resource'] as object), children: [child] },
              },
            }
          : s,
      );
    const catalogue = loadCatalogue(SCHEMA_DIR);
    expect(() =>
      buildRegistry(withChild({ field: 'lines', resource: 'check-item', by: 'menu_item_id' }), catalogue),
    ).toThrow(
      /check\.schema\.json: x-resource\.children lines: check-item\.menu_item_id is no reference to check/,
    );
    expect(() =>
      buildRegistry(withChild({ field: 'lines', resource: 'nope', by: 'check_id' }), catalogue),
    ).toThrow(/unknown resource "nope"/);
    expect(() =>
      buildRegistry(withChild({ field: 'total', resource: 'check-item', by: 'check_id' }), catalogue),
    ).toThrow(/the field's name is taken/);
  });

  it('writes ra-data-graphql-simple names into the SDL', () => {
    const sdl = readFileSync(join(GENERATED_DIR, 'schema.graphql'), 'utf8')
      .replace(/\s+/g, ' ')
      .replace(/\( /g, '(');
    for (const op of [
      'allCategories(',
      '_allCategoriesMeta(',
      'Category(id: ID!)',
      'createCategory(',
      'updateCategory(id: ID!',
      'deleteCategory(id: ID!)',
      'deleteCategories(ids: [ID!]!): BulkResult!',
      'updateCategories(ids: [ID!]!, data: CategoryPatch!): BulkResult!',
    ]) {
      expect(sdl).toContain(op);
    }
  });
});
