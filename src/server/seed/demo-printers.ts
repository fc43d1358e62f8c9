/**
 * The demo stores' kitchen printers, the menu items that print to them, and their receipt layouts.
 * Written through the same services as the API, so they obey the same rules.
 */
import { RECEIPT_FIELDS, type ReceiptField, type ReceiptLayout } from '../../core/receipt.js';
import { resourceByName } from '../../core/registry.js';
import type { Db } from '../db/database.js';
import { saveReceiptLayout } from '../features/receipt-layout/service.js';
import type { ItemsService, Scope } from '../services/items.js';
import { itemIdsIn } from './demo-items.js';

const printers = resourceByName('kitchen-printer');
const menuItems = resourceByName('menu-item');

/** A printer, and the items of some categories sent to it. */
async function printerFor(
  db: Db,
  items: ItemsService,
  scope: Scope,
  printer: Record<string, unknown>,
  categories: string[],
): Promise<void> {
  const made = await items.create(scope, printers, printer);
  const ids = await itemIdsIn(db, scope.storeId, categories);
  if (ids.length) await items.updateMany(scope, menuItems, ids, { kitchen_printer_id: made.id });
}

/** Every field, those of `hidden` switched off, in the given order first. */
function fields(first: ReceiptField[], hidden: ReceiptField[]): ReceiptLayout['fields'] {
  const order = [...first, ...RECEIPT_FIELDS.filter((f) => !first.includes(f))];
  return order.map((field) => ({ field, shown: !hidden.includes(field) }));
}

export async function seedDemoPrinters(
  db: Db,
  items: ItemsService,
  stores: { bistro: Scope; taqueria: Scope },
): Promise<void> {
  const { bistro, taqueria } = stores;
  await printerFor(
    db,
    items,
    bistro,
    {
      name: 'Kitchen line',
      manufacturer: 'Epson',
      model: 'TM-U220',
      type: 'impact',
      ip: '192.168.1.50',
      port: 9100,
      paper_width: '80',
    },
    ['Burgers & Sandwiches', 'Entrées'],
  );
  await printerFor(
    db,
    items,
    bistro,
    {
      name: 'Bar',
      manufacturer: 'Star Micronics',
      model: 'TSP143IV',
      type: 'thermal',
      ip: '192.168.1.51',
      host: 'bar-printer.local',
      port: 9100,
      paper_width: '58',
    },
    ['Cocktails'],
  );
  await saveReceiptLayout(db, bistro, {
    header: 'Welcome to Demo Bistro',
    footer: 'Thank you for dining with us!\nFind us at bistro.example.com',
    logo: null,
    copies: 1,
    fields: fields(['order_number', 'business_phone', 'website'], ['car_model', 'car_colour']),
  });

  await printerFor(
    db,
    items,
    taqueria,
    {
      name: 'Cocina',
      manufacturer: 'Epson',
      model: 'TM-T20III',
      type: 'thermal',
      ip: '192.168.0.60',
      port: 9100,
      paper_width: '80',
    },
    ['Tacos', 'Antojitos'],
  );
  await saveReceiptLayout(db, taqueria, {
    header: 'Demo Taqueria\n¡Bienvenidos!',
    footer: '¡Gracias por su visita!',
    logo: null,
    copies: 2,
    fields: fields(['order_number'], ['website']),
  });
}
