import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database.js';
import { asRequest } from '../../src/server/db/request-order.js';

/**
 * The embedded database serves one statement at a time. A request that needs several statements in a
 * row keeps its place in line: requests that came after it wait until it is done, instead of the
 * request going back to the end of the line after each statement (under a busy evening, that made
 * a report or a sign-in wait many times longer than a list, and some never got an answer in time).
 */
describe('the embedded database serves requests in the order they came', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database?.close());

  const statement = () => sql`select pg_sleep(0.002)`.execute(database.db);

  it('finishes a request of several statements before the requests that came after it', async () => {
    const finished: string[] = [];
    let started!: () => void;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const long = asRequest(async () => {
      const first = statement();
      started();
      await first;
      for (let i = 0; i < 4; i++) await statement();
      finished.push('long');
    });
    await firstStarted;
    const later = Array.from({ length: 12 }, (_, i) =>
      asRequest(async () => {
        await statement();
        finished.push(`later ${i}`);
      }),
    );
    await Promise.all([long, ...later]);
    expect(finished[0]).toBe('long');
    expect(finished.slice(1)).toEqual(later.map((_, i) => `later ${i}`));
  });

  it('serves statements sent outside any request in the order they were sent', async () => {
    const finished: number[] = [];
    await Promise.all(Array.from({ length: 8 }, (_, i) => statement().then(() => finished.push(i))));
    expect(finished).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('still answers a request whose statements all fail or succeed in turn, and closes when idle', async () => {
    const answers = await Promise.allSettled([
      asRequest(() => sql`select 1 as one`.execute(database.db)),
      asRequest(() => sql`select * from no_such_table`.execute(database.db)),
      asRequest(() => sql`select 2 as two`.execute(database.db)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
