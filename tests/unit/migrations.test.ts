import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PGLITE_OPTIONS, type Db } from '../../src/server/db/database.js';
import { loadFeatureMigrations, loadMigrations } from '../../src/server/db/migrate.js';
import { PGliteDialect } from '../../src/server/db/pglite-dialect.js';

/*
 * Migrations are the files of src/server/db/migrations/, found in the order of their numbers. The
 * names recorded in schema_migration are the ones that shipped, so a database migrated before runs
 * none of them twice. A migration importing a service is refused by `npm run lint` (layers.test.ts).
 */

/** Every migration that has shipped, as schema_migration records it. */
const SHIPPED = [
  '0001_stores_and_users',
  '0002_trigram_search',
  '0003_sessions_and_log',
  '0004_user_token_epoch',
  '0005_account_consent',
  '0006_store_owner',
  '0007_unaccent_search',
  '0008_pos_menu_layout',
  '0009_promotion_versions',
  '0010_floor_layout',
  '0011_delivery_zones',
  '0012_receipt_layout',
  '0013_pos_records',
  '0017_report_rollups',
  '0018_check_source_and_resends',
  '0019_report_totals',
  '0020_check_identity_and_version',
  '0021_check_discount_shares',
  '0022_print_jobs',
  '0023_record_list_order',
  '0024_coupon_redemptions',
  '0025_media',
  '0026_check_customer',
  '0027_media_created',
  '0028_customer_day_checks',
  '0029_online_orders',
  '0030_olo_order_ready',
  '0031_olo_order_progress',
  '0032_check_delivery_fee',
  '0033_olo_order_address',
  '0034_check_closed_by',
  '0035_checks_module',
];

describe('the migrations of src/server/db/migrations', () => {
  it('are found in order, each number once, with the names that shipped', async () => {
    const names = (await loadMigrations()).map((m) => m.name);
    expect(names.slice(0, SHIPPED.length)).toEqual(SHIPPED);
    expect([...names].sort()).toEqual(names);
    const numbers = names.map((n) => n.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

/**
 * What each shipped migration runs on a new database, statement by statement with its parameters
 * (the first 16 hex digits of their SHA-256): a database migrated before ran exactly this, so a new
 * one must too, whatever the migration now shares with others to write it.
 */
const STATEMENTS: Record<string, string> = {
  '0001_stores_and_users': 'd36228a502dbc82e',
  '0002_trigram_search': 'a5665eb1c2b0d7e3',
  '0003_sessions_and_log': '9cff719ecce89e0c',
  '0004_user_token_epoch': '749569ec5271131d',
  '0005_account_consent': 'ff7b3c56e0eb9d48',
  '0006_store_owner': '05571caf92e11a3d',
  '0007_unaccent_search': 'cef4ce1b676535ae',
  '0008_pos_menu_layout': '23e04f2ded07a1a7',
  '0009_promotion_versions': 'd13b220e3a41f62a',
  '0010_floor_layout': 'b2e301b2888e21aa',
  '0011_delivery_zones': 'd721934f66000231',
  '0012_receipt_layout': '2112fd88f14a2a29',
  '0013_pos_records': '7b2a3d7e2b007fe7',
  '0017_report_rollups': '26135d9516a66a32',
  '0018_check_source_and_resends': '768f0efb0211c6ff',
  '0019_report_totals': 'd1fbaf259dc6d9af',
  '0020_check_identity_and_version': '18f8ce37fd2b4fa6',
  '0021_check_discount_shares': '59c8ce8f8b69b1d6',
  '0022_print_jobs': 'afb6aa10676a725d',
  '0023_record_list_order': '7ba28b438d5048bb',
  '0024_coupon_redemptions': '1714e21b08d32b16',
  '0025_media': '8276e6ca858941fb',
  '0026_check_customer': 'bfdcfc0c3ff0ac45',
  '0027_media_created': 'e3887814e30fddf9',
  '0028_customer_day_checks': '6ae5a6709143fcbd',
  '0029_online_orders': 'c2b5723512132842',
  '0030_olo_order_ready': '1e454b471dbf5436',
  '0031_olo_order_progress': '76d315f252ac1ab0',
  '0032_check_delivery_fee': '6e97867e509ed4d1',
  '0033_olo_order_address': '1fe446a12a8f4002',
  '0034_check_closed_by': '933921580acd7b60',
  '0035_checks_module': '0b8e9e201930c9c2',
  // The features' own, after the shared ones (recorded as `<feature>/<file>`).
  'campaigns/0001_campaign_recipients': '437a498651a2c108',
  'gift-cards/0001_gift_card_transactions': '60eb2d759d9e86c5',
  'gift-cards/0002_gift_card_states': 'a276cd7ce175a606',
  'order-tracker/0001_order_tracker': '86f0805604963772',
  'house-accounts/0001_house_account_movements': 'b2da3bbf4de585e0',
  'perks/0001_loyalty_movements': '30b116f402d16e88',
  'perks/0002_loyalty_movement_at': '6be26085316d5ff9',
  'survey/0001_survey': '6c082c0507c90d28',
  'olo-menu/0001_olo_menu_order': 'ca14e78ab7d7ec50',
  'starred-pages/0001_starred_pages': 'd0a1d3889e278358',
  'two-factor/0001_two_factor': '7803a3e7b63e28b2',
  'invoices/0001_invoices': 'ee478ab9e19cdcdb',
};

describe('the migrations that shipped', () => {
  it('run the very statements they shipped with', async () => {
    let ran: string[] = [];
    const pglite = new PGlite('memory://', PGLITE_OPTIONS);
    const db: Db = new Kysely({
      dialect: new PGliteDialect(pglite),
      log: (event) => {
        ran.push(`${event.query.sql}\n${JSON.stringify(event.query.parameters)}`);
      },
    });
    const hashes: Record<string, string> = {};
    try {
      for (const m of [...(await loadMigrations()), ...(await loadFeatureMigrations())]) {
        ran = [];
        await m.up(db);
        if (m.name in STATEMENTS)
          hashes[m.name] = createHash('sha256').update(ran.join('\n;\n')).digest('hex').slice(0, 16);
      }
    } finally {
      await db.destroy();
    }
    expect(hashes).toEqual(STATEMENTS);
  });
});

describe('a folder of migrations', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'comanda-migrations-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text = 'export async function up() {}\n') =>
    writeFileSync(join(dir, file), text);
  const load = () => loadMigrations(pathToFileURL(`${dir}/`));

  it('runs by number, whatever order the disk lists them in', async () => {
    write('0010_later.js');
    write('0002_first.js');
    write('0003_then.js');
    expect((await load()).map((m) => m.name)).toEqual(['0002_first', '0003_then', '0010_later']);
  });

  it('refuses two migrations of one number', async () => {
    write('0002_first.js');
    write('0002_other.js');
    await expect(load()).rejects.toThrow(/0002_first\.js has the number 0002 already/);
  });

  it('refuses a file not named like a migration, and one without up', async () => {
    write('add-printers.js');
    await expect(load()).rejects.toThrow(/add-printers\.js: a migration is named NNNN_<what>\.ts/);
    rmSync(join(dir, 'add-printers.js'));
    write('0004_nothing.js', 'export const down = 1;\n');
    await expect(load()).rejects.toThrow(/0004_nothing\.js: it must export its up\(db\)/);
  });
});
