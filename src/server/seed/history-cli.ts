import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { generateHistory } from './history.js';

/**
 * `npm run seed:history -- --store <slug> --days 730 --per-day 1400 [--seed 7]`: writes a store's
 * made-up past into the database of DATABASE_URL or DATA_DIR, and tells how fast it went.
 */
const { values } = parseArgs({
  options: {
    store: { type: 'string' },
    days: { type: 'string', default: '90' },
    'per-day': { type: 'string', default: '60' },
    seed: { type: 'string', default: '1' },
  },
});
const days = Number(values.days);
const perDay = Number(values['per-day']);
const seed = Number(values.seed);
if (!values.store || !Number.isInteger(days) || days < 1 || !Number.isInteger(perDay) || perDay < 1) {
  console.error('Usage: npm run seed:history -- --store <slug> --days <n> --per-day <n> [--seed <n>]');
  process.exit(2);
}
const database = await openDatabase(configFromEnv());
try {
  await migrate(database);
  const store = await database.db
    .selectFrom('store')
    .select('id')
    .where(({ fn }) => fn('lower', ['slug']), '=', values.store.toLowerCase())
    .executeTakeFirst();
  if (!store) throw new Error(`No store with the slug "${values.store}"`);
  // A busy day (Saturday, 1.4 times a Thursday, and some) must fit in one device's number block.
  const needed = Math.ceil(perDay * 1.6);
  const device = await database.db
    .selectFrom('device')
    .select(['id', 'name', 'number_block'])
    .where('store_id', '=', store.id)
    .where('status', '=', 'active')
    .orderBy('number_block', 'desc')
    .orderBy('name')
    .executeTakeFirst();
  if (device && Number(device.number_block) < needed) {
    await database.db
      .updateTable('device')
      .set({ number_block: 999999 })
      .where('store_id', '=', store.id)
      .where('id', '=', device.id)
      .execute();
    console.log(`${device.name}: sequential number block raised to 999999 for ${perDay} checks a day`);
  }
  const started = performance.now();
  let lastReport = started;
  let total = 0;
  const checks = await generateHistory(database.db, store.id as string, {
    days,
    perDay,
    seed,
    onDay: (date, n) => {
      total += n;
      const now = performance.now();
      if (now - lastReport > 5000) {
        lastReport = now;
        console.log(`${date}: ${total} checks, ${Math.round(total / ((now - started) / 1000))} checks/s`);
      }
    },
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${checks} checks in ${seconds.toFixed(1)} s: ${Math.round(checks / seconds)} checks/s, ` +
      `${((10_000 * seconds) / Math.max(1, checks)).toFixed(1)} s per 10,000 checks`,
  );
} finally {
  await database.close();
}
