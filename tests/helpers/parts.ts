/**
 * The optional parts of the test run: servers that some tests use when they answer and leave out
 * otherwise. Nothing the product needs is here: the embedded database, the browser, the SMTP and
 * OpenID servers (started by the tests themselves) are not optional.
 */
import pg from 'pg';
import { createClient } from 'redis';

export type Part = 'postgres' | 'redis';

/** Why each part that does not answer is left out, and how to add it; an answering part is absent. */
export type LeftOut = Partial<Record<Part, string>>;

export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** What a part's tests are, for the line saying they are left out. */
export const PART_TESTS: Record<Part, string> = {
  postgres: 'the API tests on PostgreSQL',
  redis: 'the live sessions across two server processes',
};

/** Host and port of a server address, never its user or password. */
const where = (url: string, port: string) => {
  const u = new URL(url);
  return `${u.hostname || 'localhost'}:${u.port || port}`;
};

export const POSTGRES_MISSING = `PostgreSQL not answering at ${where(POSTGRES_URL, '5432')} — start it or set TEST_DATABASE_URL`;
export const REDIS_MISSING = `Redis not answering at ${where(REDIS_URL, '6379')} — start it (redis-server) or set REDIS_URL`;

/** Whether a PostgreSQL server answers. */
export async function postgresAnswers(url = POSTGRES_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Whether a Redis server answers. */
export async function redisAnswers(url = REDIS_URL): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    await client.close();
    return true;
  } catch {
    return false;
  }
}

/** Asks every optional part at once whether it answers. */
export async function probeParts(): Promise<LeftOut> {
  const [postgres, redis] = await Promise.all([postgresAnswers(), redisAnswers()]);
  return {
    ...(postgres ? {} : { postgres: POSTGRES_MISSING }),
    ...(redis ? {} : { redis: REDIS_MISSING }),
  };
}
