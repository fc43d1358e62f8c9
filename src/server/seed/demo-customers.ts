/**
 * The demo stores' customers: a few hundred each, made up from a seed so that every first start
 * gives the same people, some of them agreeing to marketing and some with a house account and its
 * movements. Written in a few statements (the demo is seeded before every test's server), each
 * balance then set as the sum of its customer's movements, as the house account service keeps it.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { uuidv7 } from '../services/ids.js';
import type { Scope } from '../services/items.js';
import { random } from './history-random.js';

interface People {
  first: readonly string[];
  last: readonly string[];
  streets: readonly string[];
  companies: readonly string[];
  instructions: readonly string[];
  phone: string;
  domain: string;
  clerk: string;
}

const BISTRO: People = {
  first: [
    'Olivia',
    'Liam',
    'Emma',
    'Noah',
    'Ava',
    'Lucas',
    'Chloé',
    'Mateo',
    'Zoë',
    'Ethan',
    'Mia',
    'André',
    'Grace',
    'Owen',
    'Nora',
    'Henry',
    'Léa',
    'Jack',
    'Ruby',
    'Samuel',
  ],
  last: [
    'Smith',
    'Johnson',
    'Brown',
    'García',
    'Miller',
    'Davis',
    'Müller',
    'Wilson',
    'Anderson',
    'Thomas',
    'Moore',
    'Martin',
    'Lee',
    'Clark',
    'Lewis',
    'Walker',
  ],
  streets: ['Main Street', 'Oak Avenue', 'Maple Drive', 'Lincoln Road', 'Cedar Lane', 'Washington Blvd'],
  companies: [
    'Springfield Law Group',
    'Capitol Dental',
    'Prairie Insurance',
    'Sunrise Realty',
    'Lakeside Clinic',
  ],
  instructions: [
    'Ring the bell twice.',
    'Leave it with the front desk.',
    'Side door, by the garage.',
    'Call on arrival.',
  ],
  phone: '+1 217 555',
  domain: 'example.com',
  clerk: 'Marco Manager',
};

const TAQUERIA: People = {
  first: [
    'José',
    'María',
    'Sofía',
    'Andrés',
    'Lucía',
    'Martín',
    'Valentina',
    'Ángel',
    'Camila',
    'Raúl',
    'Inés',
    'Diego',
    'Renée',
    'Tomás',
    'Ximena',
    'Iñaki',
  ],
  last: [
    'Hernández',
    'López',
    'Pérez',
    'Sánchez',
    'Ramírez',
    'Núñez',
    'Gómez',
    'Díaz',
    'Muñoz',
    'Rojas',
    'Ortiz',
    'Castro',
    'Vargas',
    'Peña',
  ],
  streets: ['Avenida Juárez', 'Calle Hidalgo', 'Paseo de la Reforma', 'Calle Morelos', 'Avenida Insurgentes'],
  companies: ['Constructora Peña', 'Farmacia del Centro', 'Despacho Ortiz', 'Talleres Rojas'],
  instructions: ['Tocar el timbre.', 'Dejar en recepción.', 'Llamar al llegar.', 'Portón negro.'],
  phone: '+52 55 5555',
  domain: 'example.mx',
  clerk: 'Tomás Owner',
};

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const DAY = 86_400_000;
const money = (cents: number) => (cents / 100).toFixed(2);

type Row = Record<string, unknown>;

/** A store's customers and the movements of their house accounts, as rows. */
function made(people: People, scope: Scope, count: number, seed: number, now: number) {
  const rnd = random(seed);
  const customers: Row[] = [];
  const movements: Row[] = [];
  for (let i = 0; i < count; i++) {
    const first = people.first[i % people.first.length]!;
    const last = people.last[Math.floor(i / people.first.length) % people.last.length]!;
    const id = uuidv7();
    const agreed = rnd.next() < 0.45;
    const account = rnd.next() < 0.18;
    const limitCents = account ? rnd.int(2, 10) * 10_000 : 0;
    customers.push({
      store_id: scope.storeId,
      id,
      name: `${first} ${last}`,
      company: account && rnd.next() < 0.6 ? rnd.pick(people.companies) : null,
      birthday:
        rnd.next() < 0.5
          ? `${rnd.int(1950, 2005)}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`
          : null,
      phone: `${people.phone} ${String(1000 + i).padStart(4, '0')}`,
      email: rnd.next() < 0.85 ? `${plain(first)}.${plain(last)}.${i + 1}@${people.domain}` : null,
      address: `${rnd.int(1, 999)} ${rnd.pick(people.streets)}`,
      apartment: rnd.next() < 0.3 ? String(rnd.int(1, 30)) : null,
      delivery_instructions: rnd.next() < 0.25 ? rnd.pick(people.instructions) : null,
      marketing_agreement: agreed,
      marketing_agreement_at: agreed ? new Date(now - rnd.int(1, 700) * DAY).toISOString() : null,
      marketing_agreement_source: agreed ? rnd.pick(['office', 'pos', 'online', 'kiosk']) : null,
      house_account_enabled: account,
      house_account_limit: money(limitCents),
      house_account_balance: '0.00',
    });
    if (!account) continue;
    // Charges stay within the limit and payments within what is owed, oldest first.
    let owed = 0;
    const steps = rnd.int(1, 8);
    for (let s = 0; s < steps; s++) {
      const at = new Date(now - (steps - s) * rnd.int(3, 9) * DAY).toISOString();
      const base = {
        store_id: scope.storeId,
        id: uuidv7(),
        customer_id: id,
        user_id: null,
        user_name: people.clerk,
        at,
      };
      const charge = Math.min(rnd.int(15, 180) * 100 + rnd.int(0, 99), limitCents - owed);
      if (owed === 0 || (rnd.next() < 0.6 && charge > 0)) {
        if (charge <= 0) continue;
        owed += charge;
        movements.push({ ...base, kind: 'charge', amount: money(charge), reason: null });
      } else if (rnd.next() < 0.85) {
        const paid = Math.min(owed, rnd.int(20, 200) * 100);
        owed -= paid;
        movements.push({ ...base, kind: 'payment', amount: money(-paid), reason: null });
      } else {
        const fix = -Math.min(owed, rnd.int(1, 15) * 100);
        if (fix === 0) continue;
        owed += fix;
        movements.push({
          ...base,
          kind: 'adjustment',
          amount: money(fix),
          reason: people === BISTRO ? 'Courtesy for a late delivery' : 'Cortesía por entrega tardía',
        });
      }
    }
  }
  return { customers, movements };
}

async function insertChunks(db: Db, table: string, rows: Row[]) {
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 200))
      .execute();
}

/** Demo Bistro's and Demo Taqueria's customers, with each balance the sum of its movements. */
export async function seedDemoCustomers(db: Db, stores: Record<'bistro' | 'taqueria', Scope>): Promise<void> {
  const now = Date.now();
  for (const [scope, people, count, seed] of [
    [stores.bistro, BISTRO, 320, 11],
    [stores.taqueria, TAQUERIA, 224, 12],
  ] as const) {
    const { customers, movements } = made(people, scope, count, seed, now);
    await insertChunks(db, 'customer', customers);
    await insertChunks(db, 'house_account_movement', movements);
    await sql`update customer set house_account_balance = coalesce(
        (select sum(m.amount) from house_account_movement m
          where m.store_id = customer.store_id and m.customer_id = customer.id), 0)
      where store_id = ${scope.storeId}`.execute(db);
  }
}

/** The ids of the store's first customers by name, which the other demo seeds give cards and points. */
export async function demoCustomerIds(db: Db, storeId: string, count: number): Promise<string[]> {
  const rows = await db
    .selectFrom('customer')
    .select('id')
    .where('store_id', '=', storeId)
    .orderBy('name')
    .orderBy('id')
    .limit(count)
    .execute();
  return rows.map((row) => String(row.id));
}
