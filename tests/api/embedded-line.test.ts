import { createServer, type Server } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database.js';

/**
 * The embedded database serves one statement at a time, in the order they were sent. PGlite answers
 * within promise callbacks, so a line of statements could run end to end without the server reading
 * a socket: under a busy evening some requests were not read for over ten seconds. The line lets
 * the event loop turn between two statements.
 */
describe('the embedded database line', () => {
  let database: Database;
  let server: Server;
  let url: string;
  beforeAll(async () => {
    database = await openDatabase({});
    server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address() as { port: number };
    url = `http://127.0.0.1:${address.port}/`;
  });
  afterAll(async () => {
    server?.close();
    await database?.close();
  });

  const statement = () => sql`select pg_sleep(0.001)`.execute(database.db);

  it('answers an HTTP request while a long line of statements is being served', async () => {
    let served = 0;
    const line = Array.from({ length: 300 }, () => statement().then(() => served++));
    const answered = fetch(url).then(async (res) => ({ text: await res.text(), served }));
    await Promise.all(line);
    const answer = await answered;
    expect(answer.text).toBe('ok');
    expect(answer.served).toBeLessThan(300);
  });

  it('serves statements in the order they were sent', async () => {
    const finished: number[] = [];
    await Promise.all(Array.from({ length: 20 }, (_, i) => statement().then(() => finished.push(i))));
    expect(finished).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('goes on after a statement fails, and inside a transaction keeps the connection to itself', async () => {
    const order: string[] = [];
    const answers = await Promise.allSettled([
      sql`select 1 as one`.execute(database.db),
      sql`select * from no_such_table`.execute(database.db),
      database.db.transaction().execute(async (tx) => {
        await sql`select pg_sleep(0.002)`.execute(tx);
        order.push('transaction first');
        await sql`select pg_sleep(0.002)`.execute(tx);
        order.push('transaction second');
      }),
      statement().then(() => order.push('after')),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(order).toEqual(['transaction first', 'transaction second', 'after']);
  });
});
