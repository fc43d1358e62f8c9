/**
 * How the demo stores run, and what they stock: order types, payments, void reasons, discounts,
 * paid outs, gratuities and tip suggestions; inventory groups down to ingredients, and recipes that
 * give a few menu items their cost. Written through the item service, so the demo obeys every rule.
 */
import { resourceByName } from '../../core/registry.js';
import type { Db } from '../db/database.js';
import type { ItemsService, Scope } from '../services/items.js';
import { itemIdsByName } from './demo-items.js';

const r = resourceByName;

interface Words {
  orderTypes: [string, Record<string, unknown>][];
  payments: [string, string][];
  voids: [string, boolean][];
  discounts: [string, string, number][];
  paidOuts: [string, Record<string, unknown>][];
  gratuities: [string, number, boolean][];
  tips: [string, number][];
  units: [string, string][];
  /** Group → subgroup → ingredient → its unit's abbreviation and cost. */
  inventory: Record<string, Record<string, Record<string, [unit: string, cost: number]>>>;
  vendor: Record<string, string>;
  /** Menu item name → its recipe's lines (ingredient name → quantity). */
  recipes: Record<string, Record<string, number>>;
}

const BISTRO: Words = {
  orderTypes: [
    ['Dine in', { pos_default: true, prompt_table_number: true, pos: true }],
    ['Take out', { prompt_name_only: true, pos: true, olo: true, mobile: true, kiosk: true }],
    ['Delivery', { prompt_customer_lookup: true, prompt_at: 'start', pos: true, olo: true, mobile: true }],
    ['Curbside', { prompt_name_only: true, prompt_at: 'end', olo: true, mobile: true, pos: false }],
  ],
  payments: [
    ['Cash', 'cash'],
    ['Credit card', 'credit-card'],
    ['Debit card', 'debit-card'],
    ['Gift card', 'gift-card'],
    ['House account', 'house-account'],
  ],
  voids: [
    ['Wrong item entered', false],
    ['Customer changed mind', false],
    ['Kitchen error', true],
    ['Customer left', true],
  ],
  discounts: [
    ['Employee meal', 'decrease', 50],
    ['Happy guest', 'decrease', 10],
    ['Senior', 'decrease', 15],
    ['Corkage', 'increase', 5],
    ['Staff family meal', 'fixed', 5],
  ],
  paidOuts: [
    ['Supplies', { description: 'Small purchases for the kitchen or the floor', require_invoice: true }],
    ['Delivery tip', { description: 'Cash tip to a third-party driver', contact: 'Driver' }],
    ['Refund in cash', { manager_approval: true, comment: 'Write the check number in the comment' }],
  ],
  gratuities: [
    ['Large party (8+)', 18, true],
    ['Private event', 20, false],
  ],
  // Demo Bistro keeps the suggestions every store starts with (15, 18 and 20 %).
  tips: [],
  units: [
    ['Kilogram', 'kg'],
    ['Liter', 'l'],
    ['Each', 'ea'],
  ],
  inventory: {
    Proteins: {
      Meat: { 'Ground beef': ['kg', 11.5], Bacon: ['kg', 14] },
    },
    Produce: {
      Vegetables: { Onion: ['kg', 2.2], Lettuce: ['ea', 1.6], Tomato: ['kg', 3.9] },
    },
    'Bakery & Dairy': {
      Bread: { 'Brioche bun': ['ea', 0.55] },
      Cheese: { 'Aged cheddar': ['kg', 18] },
    },
  },
  vendor: {
    name: 'Valley Farms Supply',
    contact_name: 'Rita Gómez',
    phone: '+1 555 0142',
    email: 'orders@valleyfarms.test',
  },
  recipes: {
    'Bistro Burger': { 'Ground beef': 0.18, 'Brioche bun': 1, 'Aged cheddar': 0.03, Onion: 0.05 },
    'Mushroom Swiss Burger': { 'Ground beef': 0.18, 'Brioche bun': 1, Lettuce: 0.25 },
  },
};

const TAQUERIA: Words = {
  orderTypes: [
    ['Para comer aquí', { pos_default: true, prompt_table_number: true, pos: true }],
    ['Para llevar', { prompt_name_only: true, pos: true, olo: true, mobile: true }],
    ['A domicilio', { prompt_customer_lookup: true, pos: true, olo: true }],
  ],
  payments: [
    ['Efectivo', 'cash'],
    ['Tarjeta', 'credit-card'],
  ],
  voids: [
    ['Error de captura', false],
    ['Cliente se retiró', true],
  ],
  discounts: [['Comida de empleado', 'decrease', 50]],
  paidOuts: [['Compra de insumos', { require_invoice: true }]],
  gratuities: [['Grupo grande', 10, false]],
  tips: [
    ['Bien', 10],
    ['Muy bien', 15],
    ['Excelente', 20],
  ],
  units: [
    ['Kilogramo', 'kg'],
    ['Pieza', 'pz'],
  ],
  inventory: {
    Carnes: {
      Cerdo: { 'Carne al pastor': ['kg', 160], Carnitas: ['kg', 180] },
    },
    Tortillería: {
      Tortillas: { 'Tortilla de maíz': ['pz', 0.5] },
    },
  },
  vendor: { name: 'Tortillería La Esperanza', contact_name: 'Don Beto', phone: '+52 33 5550 1234' },
  recipes: {
    'Taco al pastor': { 'Carne al pastor': 0.06, 'Tortilla de maíz': 2 },
    'Taco de carnitas': { Carnitas: 0.06, 'Tortilla de maíz': 2 },
  },
};

async function seedStore(db: Db, items: ItemsService, scope: Scope, words: Words): Promise<void> {
  for (const [name, flags] of words.orderTypes)
    await items.create(scope, r('order-type'), { name, ...flags });
  for (const [name, type] of words.payments) await items.create(scope, r('payment'), { name, type });
  for (const [name, manager_approval] of words.voids)
    await items.create(scope, r('void-reason'), { name, manager_approval });
  for (const [name, type, value] of words.discounts)
    await items.create(scope, r('discount'), { name, type, value });
  for (const [reason, rest] of words.paidOuts) await items.create(scope, r('paid-out'), { reason, ...rest });
  for (const [name, value, automatic] of words.gratuities)
    await items.create(scope, r('gratuity'), { name, value, automatic });
  if (words.tips.length)
    await items.update(scope, r('tip-suggestion'), scope.storeId, {
      suggestions: words.tips.map(([name, value]) => ({ name, value })),
    });

  const units = new Map<string, string>();
  for (const [name, abbreviation] of words.units)
    units.set(
      abbreviation,
      (await items.create(scope, r('inventory-unit'), { name, abbreviation })).id as string,
    );
  const vendor = (await items.create(scope, r('vendor'), words.vendor)).id as string;
  const ingredients = new Map<string, string>();
  for (const [group, subgroups] of Object.entries(words.inventory)) {
    const groupId = (await items.create(scope, r('inventory-group'), { name: group })).id as string;
    for (const [subgroup, stock] of Object.entries(subgroups)) {
      const subgroupId = (
        await items.create(scope, r('inventory-subgroup'), { name: subgroup, group_id: groupId })
      ).id as string;
      for (const [name, [unit, cost]] of Object.entries(stock)) {
        const created = await items.create(scope, r('ingredient'), {
          name,
          subgroup_id: subgroupId,
          unit_id: units.get(unit)!,
          cost,
          vendor_id: vendor,
        });
        ingredients.set(name, created.id as string);
      }
    }
  }

  const itemId = await itemIdsByName(db, scope.storeId);
  for (const [item, lines] of Object.entries(words.recipes))
    await items.create(scope, r('recipe'), {
      name: item,
      menu_item_id: itemId.get(item)!,
      ingredients: Object.entries(lines).map(([name, quantity]) => ({
        ingredient_id: ingredients.get(name)!,
        quantity,
      })),
    });
}

export async function seedDemoOperations(
  db: Db,
  items: ItemsService,
  stores: { bistro: Scope; taqueria: Scope },
): Promise<void> {
  await seedStore(db, items, stores.bistro, BISTRO);
  await seedStore(db, items, stores.taqueria, TAQUERIA);
}
