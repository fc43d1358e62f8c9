import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { seedStoreHistory } from './history.js';

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
  const started = performance.now();
  let lastReport = started;
  let total = 0;
  const { checks, seconds } = await seedStoreHistory(database.db, values.store, {
    days,
    perDay,
    seed,
    // As in the demo's own history: some checks name one of the store's customers or redeem a coupon.
    guests: {},
    log: (message) => console.log(message),
    onDay: (date, n) => {
      total += n;
      const now = performance.now();
      if (now - lastReport > 5000) {
        lastReport = now;
        console.log(`${date}: ${total} checks, ${Math.round(total / ((now - started) / 1000))} checks/s`);
      }
    },
  });
  console.log(
    `${checks} checks in ${seconds.toFixed(1)} s: ${Math.round(checks / seconds)} checks/s, ` +
      `${((10_000 * seconds) / Math.max(1, checks)).toFixed(1)} s per 10,000 checks`,
  );
} finally {
  await database.close();
}
