import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { resourceByName } from '../../core/registry.js';
import { searchColumns, searchCondition } from '../services/listing.js';
import type { DeviceScope } from './records.js';

/** A customer as a device is told of him: enough to pick him and to charge his house account. */
export interface CustomerFound {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  house_account: { enabled: boolean; balance: number; limit: number };
}

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);

/**
 * The store's customers whose name, e-mail or phone holds the text, whatever its accents and case
 * (a phone by its digits, whatever the separators), by name, a page at a time: `more` says whether
 * another page follows. Money in cents.
 */
export async function findCustomers(
  db: Db,
  scope: DeviceScope,
  q: string,
  page: number,
  perPage: number,
): Promise<{ customers: CustomerFound[]; page: number; per_page: number; more: boolean }> {
  const text = q.trim();
  const digits = text.replace(/\D/g, '');
  const rows = await db
    .selectFrom('customer')
    .select([
      'id',
      'name',
      'phone',
      'email',
      'house_account_enabled',
      'house_account_balance',
      'house_account_limit',
    ])
    .where('store_id', '=', scope.storeId)
    .where((eb) =>
      eb.or([
        // The customer list's own search, so that its index serves this one too.
        searchCondition(eb, searchColumns(resourceByName('customer')), text) ?? eb.val(true),
        ...(digits.length >= 3
          ? [eb(sql`regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')`, 'like', `%${digits}%`)]
          : []),
      ]),
    )
    .orderBy('name')
    .orderBy('id')
    .offset(page * perPage)
    .limit(perPage + 1)
    .execute();
  return {
    customers: rows.slice(0, perPage).map((r) => ({
      id: r.id as string,
      name: r.name as string,
      phone: (r.phone as string | null) ?? null,
      email: (r.email as string | null) ?? null,
      house_account: {
        enabled: r.house_account_enabled === true,
        balance: cents(r.house_account_balance),
        limit: cents(r.house_account_limit),
      },
    })),
    page,
    per_page: perPage,
    more: rows.length > perPage,
  };
}

/** A gift card of the store found by its number's keyed hash, named by its last four digits only. */
export async function giftCardBalance(db: Db, scope: DeviceScope, numberHash: string) {
  const row = await db
    .selectFrom('gift_card')
    .select(['id', 'last_four', 'state', 'balance'])
    .where('store_id', '=', scope.storeId)
    .where('number', '=', numberHash)
    .executeTakeFirst();
  return row
    ? {
        id: row.id as string,
        last_four: String(row.last_four ?? ''),
        state: row.state as string,
        balance: cents(row.balance),
      }
    : null;
}
