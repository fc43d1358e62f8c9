import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadMigrations } from '../../src/server/db/migrate.js';

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
