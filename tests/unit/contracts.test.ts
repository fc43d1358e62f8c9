import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import {
  DeliverySettingsDocument,
  SaveFloorTablesDocument,
  type DeliverySettingsQuery,
  type SaveFloorTablesMutationVariables,
} from '../../generated/graphql-documents.js';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../../generated/graphql-resolvers.js';
import { buildContracts } from '../../src/codegen/contracts.js';
import { GENERATED_DIR } from '../../src/codegen/paths.js';

const ENTITIES_SDL = readFileSync(join(GENERATED_DIR, 'schema.graphql'), 'utf8');

describe('contracts generated from the SDL', () => {
  it('types a page’s operations: its answer and its variables', () => {
    expect(String(DeliverySettingsDocument)).toMatch(/query DeliverySettings\b/);
    expect(String(SaveFloorTablesDocument)).toMatch(/saveFloorTables\(area_id: \$area, tables: \$tables\)/);
    expectTypeOf<DeliverySettingsQuery['s']['unit']>().toEqualTypeOf<'mi' | 'km'>();
    expectTypeOf<DeliverySettingsQuery['s']['distance_zones'][number]['distance']>().toEqualTypeOf<
      number | null
    >();
    expectTypeOf<SaveFloorTablesMutationVariables['area']>().toEqualTypeOf<string>();
  });

  it('types the resolvers of every operation: generated entities and hand-written ones', () => {
    const text = readFileSync(join(GENERATED_DIR, 'graphql-resolvers.ts'), 'utf8');
    expect(text).toMatch(/export type Resolvers<ContextType = any> = /);
    expectTypeOf<'allCategories' | 'deliverySettings' | 'floorLayout'>().toExtend<keyof QueryResolvers>();
    expectTypeOf<'createCategory' | 'saveDeliverySettings'>().toExtend<keyof MutationResolvers>();
    expectTypeOf<Resolvers>().toHaveProperty('DeliverySettings');
  });
});

describe('npm run gen over the pages’ operations', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'contracts-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('types an operation a feature’s SDL declares', async () => {
    write(
      'src/server/features/coupons/schema.graphql',
      'extend type Query { couponCount(active: Boolean): Int! }',
    );
    write(
      'src/web/pages/coupons/coupons.graphql',
      'query CouponCount($active: Boolean) { couponCount(active: $active) }',
    );
    const files = await buildContracts(ENTITIES_SDL, root);
    expect(files.get('graphql-documents.ts')).toMatch(
      /export type CouponCountQuery = \{ couponCount: number \}/,
    );
    // The document itself in a module of its .graphql file, which the types' module re-exports: a
    // page's code carries its own operations only.
    expect(files.get('graphql-documents.ts')).toMatch(
      /export \{ CouponCountDocument \} from '\.\/graphql-doc-pages-coupons-coupons\.js'/,
    );
    expect(files.get('graphql-doc-pages-coupons-coupons.ts')).toMatch(
      /export const CouponCountDocument = `[\s\S]*query CouponCount[\s\S]*` as unknown as TypedDocumentString<CouponCountQuery, CouponCountQueryVariables>;/,
    );
    expect(files.get('graphql-resolvers.ts')).toMatch(/couponCount\?: Resolver</);
  });

  it('fails on an operation that does not match the SDL, naming its file and the field', async () => {
    write('src/web/pages/coupons/coupons.graphql', 'query Coupons { allCategories { id nope } }');
    await expect(buildContracts(ENTITIES_SDL, root)).rejects.toThrow(
      /src\/web\/pages\/coupons\/coupons\.graphql[\s\S]*nope/,
    );
  });

  it('fails on an operation whose variables the SDL refuses', async () => {
    write('src/web/pages/coupons/coupons.graphql', 'query Coupon($id: Int!) { Category(id: $id) { id } }');
    await expect(buildContracts(ENTITIES_SDL, root)).rejects.toThrow(/coupons\.graphql[\s\S]*\$id/);
  });

  it('fails on a feature’s SDL that declares an operation twice', async () => {
    write('src/server/features/a/schema.graphql', 'extend type Query { twice: Int }');
    write('src/server/features/b/schema.graphql', 'extend type Query { twice: Int }');
    await expect(buildContracts(ENTITIES_SDL, root)).rejects.toThrow(/twice/);
  });
});
