import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * Operations and inventory over the API: the POS default order type, one automatic gratuity, the three
 * tip suggestions, discounts' values, the inventory's deletion guards (a group with subgroups, a
 * subgroup with items, an ingredient a recipe uses: a reference inside a list's rows), and recipes
 * that give a menu item its cost.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
type Res = Awaited<ReturnType<Gql>>;

/** A message of the locales by its key, in both languages. */
function words(key: string): { en: string; es: string } {
  const read = (tree: unknown) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
  return { en: read(en), es: read(es) };
}

const refusal = (res: Res) => ({
  code: res.errors?.[0]?.extensions.code,
  key: res.errors?.[0]?.extensions.key,
  message: res.errors?.[0]?.message,
});

describeEachDb('operations and inventory on %s', (kind) => {
  let server: TestServer;
  let gql: Gql;
  let storeId: string;
  const byName = async (plural: string, field = 'name'): Promise<Record<string, string>> => {
    const res = await gql<Record<string, Record<string, string>[]>>(
      `{ all${plural}(perPage: 100) { id ${field} } }`,
    );
    expect(res.errors).toBeUndefined();
    return Object.fromEntries(res.data![`all${plural}`]!.map((x) => [x[field], x.id]));
  };

  beforeAll(async () => {
    server = await startServer(kind);
    const session = await signIn(server);
    gql = session.gql;
    const list = await gql<{ allStoreInfos: { id: string }[] }>('{ allStoreInfos { id } }');
    storeId = list.data!.allStoreInfos[0]!.id;
  });
  afterAll(() => server?.close());

  describe('order types', () => {
    const defaults = async () => {
      const res = await gql<{ allOrderTypes: { name: string }[] }>(
        '{ allOrderTypes(filter: { pos_default: true }) { name } }',
      );
      return res.data!.allOrderTypes.map((t) => t.name);
    };

    it('keep exactly one POS default: switching it off is refused with the spec wording', async () => {
      const types = await byName('OrderTypes');
      expect(await defaults()).toEqual(['Dine in']);
      const res = await gql('mutation ($id: ID!) { updateOrderType(id: $id, pos_default: false) { id } }', {
        id: types['Dine in'],
      });
      expect(refusal(res)).toEqual({
        code: 'VALIDATION',
        key: 'validation.orderType.posDefaultRequired',
        message: 'A POS default order type is required',
      });
      expect(words('validation.orderType.posDefaultRequired').es).toBe(
        'Se requiere un tipo de orden predeterminado para el POS',
      );
      expect(await defaults()).toEqual(['Dine in']);
    });

    it('a new default releases the old one', async () => {
      const types = await byName('OrderTypes');
      const res = await gql('mutation ($id: ID!) { updateOrderType(id: $id, pos_default: true) { id } }', {
        id: types['Take out'],
      });
      expect(res.errors).toBeUndefined();
      expect(await defaults()).toEqual(['Take out']);
      await gql('mutation ($id: ID!) { updateOrderType(id: $id, pos_default: true) { id } }', {
        id: types['Dine in'],
      });
      expect(await defaults()).toEqual(['Dine in']);
    });

    it('the default can be neither deleted nor made inactive', async () => {
      const types = await byName('OrderTypes');
      const del = await gql('mutation ($id: ID!) { deleteOrderType(id: $id) { id } }', {
        id: types['Dine in'],
      });
      expect(refusal(del)).toMatchObject({ code: 'DELETE_GUARDED', key: 'errors.guard.posDefaultOrderType' });
      const off = await gql('mutation ($id: ID!) { updateOrderType(id: $id, status: "inactive") { id } }', {
        id: types['Dine in'],
      });
      expect(refusal(off)).toMatchObject({ code: 'VALIDATION', key: 'validation.orderType.defaultInactive' });
      expect(Object.keys(await byName('OrderTypes'))).toContain('Dine in');
    });

    it("a new store's first order type becomes its default by itself", async () => {
      const email = `first-type.${kind}@example.test`;
      const reg = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          displayName: 'First Type',
          email,
          password: 'first-type-1',
          birthDate: '1990-04-12',
          marketing: false,
        }),
      });
      expect(reg.status).toBe(200);
      const fresh = await signIn(server, { email, password: 'first-type-1' });
      const made = await fresh.gql<{ createOrderType: { pos_default: boolean } }>(
        'mutation { createOrderType(name: "Counter") { pos_default } }',
      );
      expect(made.data!.createOrderType.pos_default).toBe(true);
      const second = await fresh.gql<{ createOrderType: { pos_default: boolean } }>(
        'mutation { createOrderType(name: "Phone order") { pos_default } }',
      );
      expect(second.data!.createOrderType.pos_default).toBe(false);
    });
  });

  it('one automatic gratuity at a time: a new automatic one takes over', async () => {
    const made = await gql<{ createGratuity: { id: string } }>(
      'mutation { createGratuity(name: "Holiday service", value: 12.5, automatic: true) { id } }',
    );
    expect(made.errors).toBeUndefined();
    const res = await gql<{ allGratuities: { name: string }[] }>(
      '{ allGratuities(filter: { automatic: true }) { name } }',
    );
    expect(res.data!.allGratuities.map((g) => g.name)).toEqual(['Holiday service']);
    const zero = await gql('mutation { createGratuity(name: "Nothing", value: 0) { id } }');
    expect(refusal(zero)).toMatchObject({ key: 'validation.gratuity.valueAboveZero' });
  });

  it('a discount needs a value above zero, and its type is one of fixed, increase, decrease', async () => {
    const zero = await gql('mutation { createDiscount(name: "Free", type: "decrease", value: 0) { id } }');
    expect(refusal(zero)).toMatchObject({
      code: 'VALIDATION',
      key: 'validation.discount.valueAboveZero',
      message: 'The value must be greater than zero',
    });
    const odd = await gql('mutation { createDiscount(name: "Odd", type: "half", value: 5) { id } }');
    expect(refusal(odd)).toMatchObject({ code: 'VALIDATION', key: 'validation.enum' });
    expect(Object.keys(await byName('Discounts'))).not.toContain('Free');
  });

  describe('tip suggestions', () => {
    it('are the store’s one record of three name and value pairs', async () => {
      const res = await gql<{ TipSuggestion: { suggestions: { name: string; value: number }[] } }>(
        'query ($id: ID!) { TipSuggestion(id: $id) { suggestions { name value } } }',
        { id: storeId },
      );
      expect(res.data!.TipSuggestion.suggestions).toEqual([
        { name: 'Good', value: 15 },
        { name: 'Great', value: 18 },
        { name: 'Excellent', value: 20 },
      ]);
    });

    it('refuses two or four suggestions, and a value over 100 %', async () => {
      const two = await gql(
        'mutation ($id: ID!) { updateTipSuggestion(id: $id, suggestions: [{ name: "A", value: 10 }, { name: "B", value: 15 }]) { id } }',
        { id: storeId },
      );
      expect(refusal(two)).toMatchObject({
        key: 'validation.tips.three',
        message: 'There are exactly three tip suggestions',
      });
      const high = await gql(
        'mutation ($id: ID!) { updateTipSuggestion(id: $id, suggestions: [{ name: "A", value: 10 }, { name: "B", value: 15 }, { name: "C", value: 150 }]) { id } }',
        { id: storeId },
      );
      expect(refusal(high)).toMatchObject({ code: 'VALIDATION', key: 'validation.maximum' });
    });

    it('cannot be deleted', async () => {
      const res = await gql('mutation ($id: ID!) { deleteTipSuggestion(id: $id) { id } }', { id: storeId });
      expect(res.errors).toBeDefined();
    });
  });

  describe('inventory', () => {
    it('refuses deleting a group with subgroups and a subgroup with items, in both languages', async () => {
      const groups = await byName('InventoryGroups');
      const subgroups = await byName('InventorySubgroups');
      const group = await gql('mutation ($id: ID!) { deleteInventoryGroup(id: $id) { id } }', {
        id: groups.Proteins,
      });
      expect(refusal(group)).toEqual({
        code: 'DELETE_GUARDED',
        key: 'errors.guard.groupHasSubgroups',
        message: "You can't delete a group with subgroups",
      });
      expect(words('errors.guard.groupHasSubgroups').es).toBe('No puede eliminar un grupo con subgrupos');
      const sub = await gql('mutation ($id: ID!) { deleteInventorySubgroup(id: $id) { id } }', {
        id: subgroups.Meat,
      });
      expect(refusal(sub)).toEqual({
        code: 'DELETE_GUARDED',
        key: 'errors.guard.subgroupHasItems',
        message: "You can't delete a subgroup with items",
      });
      expect(words('errors.guard.subgroupHasItems').es).toBe('No puede eliminar un subgrupo con artículos');
      expect(Object.keys(await byName('InventoryGroups'))).toContain('Proteins');
    });

    it('refuses deleting an ingredient a recipe uses (a reference inside the recipe’s rows)', async () => {
      const ingredients = await byName('Ingredients');
      const res = await gql('mutation ($id: ID!) { deleteIngredient(id: $id) { id } }', {
        id: ingredients['Brioche bun'],
      });
      expect(refusal(res)).toMatchObject({ code: 'DELETE_GUARDED', key: 'errors.guard.ingredientInRecipes' });
      expect(Object.keys(await byName('Ingredients'))).toContain('Brioche bun');
    });

    it("refuses a recipe row naming another store's ingredient or no record at all", async () => {
      const other = await signIn(server, { email: 'owner2@demo.test', password: 'demo-owner-2' });
      const theirs = await other.gql<{ allIngredients: { id: string }[] }>(
        '{ allIngredients(perPage: 1) { id } }',
      );
      const foreign = theirs.data!.allIngredients[0]!.id;
      const res = await gql(
        'mutation ($id: ID!) { createRecipe(name: "Stolen", ingredients: [{ ingredient_id: $id, quantity: 1 }]) { id } }',
        { id: foreign },
      );
      expect(refusal(res)).toMatchObject({ code: 'VALIDATION', key: 'errors.referenceMissing' });
      expect(Object.keys(await byName('Recipes'))).not.toContain('Stolen');
    });

    it("gives a menu item its recipe's cost, and follows an ingredient's new cost", async () => {
      const items = await byName('MenuItems');
      const ingredients = await byName('Ingredients');
      const cost = async () =>
        (
          await gql<{ MenuItem: { cost: number } }>('query ($id: ID!) { MenuItem(id: $id) { cost } }', {
            id: items['Bistro Burger'],
          })
        ).data!.MenuItem.cost;
      // 0.18 kg × 11.50 + 1 × 0.55 + 0.03 kg × 18 + 0.05 kg × 2.20 = 3.27
      expect(await cost()).toBe(3.27);
      const res = await gql('mutation ($id: ID!) { updateIngredient(id: $id, cost: 0.75) { id } }', {
        id: ingredients['Brioche bun'],
      });
      expect(res.errors).toBeUndefined();
      expect(await cost()).toBe(3.47);
      const recipes = await gql<{ allRecipes: { name: string; cost: number }[] }>(
        '{ allRecipes(filter: { q: "Bistro" }) { name cost } }',
      );
      expect(recipes.data!.allRecipes).toEqual([{ name: 'Bistro Burger', cost: 3.47 }]);
    });

    it('one recipe per menu item, named in the refusal', async () => {
      const items = await byName('MenuItems');
      const ingredients = await byName('Ingredients');
      const res = await gql(
        `mutation ($item: ID!, $ing: ID!) {
          createRecipe(name: "Burger again", menu_item_id: $item, ingredients: [{ ingredient_id: $ing, quantity: 1 }]) { id } }`,
        { item: items['Bistro Burger'], ing: ingredients.Onion },
      );
      expect(refusal(res)).toEqual({
        code: 'DUPLICATE',
        key: 'errors.recipe.menuItemTaken',
        message: 'This menu item already has a recipe',
      });
      expect(Object.keys(await byName('Recipes'))).not.toContain('Burger again');
    });

    it('a recipe needs at least one ingredient and a positive quantity', async () => {
      const none = await gql('mutation { createRecipe(name: "Air", ingredients: []) { id } }');
      expect(refusal(none)).toMatchObject({
        code: 'VALIDATION',
        key: 'validation.recipe.ingredientsRequired',
      });
      const ingredients = await byName('Ingredients');
      const zero = await gql(
        'mutation ($id: ID!) { createRecipe(name: "Nothing", ingredients: [{ ingredient_id: $id, quantity: 0 }]) { id } }',
        { id: ingredients.Onion },
      );
      expect(refusal(zero)).toMatchObject({ code: 'VALIDATION' });
    });
  });
});
