import { createHash } from 'node:crypto';
import { AppError } from '../../core/errors.js';
import type { FieldError } from '../../core/validation.js';
import type { Db } from '../db/database.js';
import { uuidv7 } from '../services/ids.js';
import { openWorkingDay } from './working-day.js';

/**
 * What every record kind of the point of sale shares: where it comes from, how a body is known
 * again on a retry, how a refusal is said and how its rows are written.
 */

/** The store and device a record comes from. */
export interface DeviceScope {
  storeId: string;
  deviceId: string;
}

/** The ids given, once each, without the ones left out. */
export const unique = (ids: (string | undefined)[]) => [...new Set(ids.filter((id): id is string => !!id))];

/** A stable digest of a request body: the same body always gives the same digest, whatever its key order. */
export function bodyHash(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      );
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('base64url');
}

/** A record refused for what it says, with every field at fault. */
export const invalid = (errors: FieldError[]) =>
  new AppError('VALIDATION', 'deviceApi.errors.invalid', {}, errors);

/**
 * The stored row of a record a device sends (these columns of it), to tell a retry or a newer body
 * from a first one; none the first time.
 */
export const storedRecord = (
  tx: Db,
  table: string,
  scope: DeviceScope,
  id: string,
  columns: readonly string[],
) =>
  tx
    .selectFrom(table)
    .select(columns)
    .where('store_id', '=', scope.storeId)
    .where('id', '=', id)
    .executeTakeFirst();

/**
 * Writes the first body of a record a device sends, in the store's working day of its instant `at`
 * (opened then when none is open), with the device and the body's digest; answers that day.
 */
export async function insertRecord(
  tx: Db,
  scope: DeviceScope,
  timeZone: string,
  table: string,
  at: string,
  values: Record<string, unknown>,
  hash: string,
) {
  const day = await openWorkingDay(tx, scope.storeId, new Date(at), timeZone);
  await tx
    .insertInto(table)
    .values({
      store_id: scope.storeId,
      ...values,
      working_day_id: day.id,
      device_id: scope.deviceId,
      request_hash: hash,
    })
    .execute();
  return day;
}

/** Writes a newer body over a stored record: the fields it may change, and its digest. */
export const updateRecord = (
  tx: Db,
  table: string,
  scope: DeviceScope,
  id: string,
  set: Record<string, unknown>,
  hash: string,
) =>
  tx
    .updateTable(table)
    .set({ ...set, request_hash: hash })
    .where('store_id', '=', scope.storeId)
    .where('id', '=', id)
    .execute();

/** Rows per insert statement, well below PostgreSQL's limit of parameters. */
export const CHUNK = 1000;

/** Inserts rows in statements of `CHUNK` rows. */
export async function insertRows(tx: Db, table: string, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += CHUNK)
    await tx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK))
      .execute();
}

/** Inserts new rows of a store, each under a new id, in statements of `CHUNK` rows. */
export const insertNew = (tx: Db, table: string, storeId: string, rows: Record<string, unknown>[]) =>
  insertRows(
    tx,
    table,
    rows.map((r) => ({ store_id: storeId, id: uuidv7(), ...r })),
  );

/**
 * Records one body as its kind's batch does (`recordMany`), inside the caller's transaction; `hash`
 * is the body's digest as the device sent it.
 */
export const recordOne =
  <Input, Catalog, Answer>(
    recordMany: (
      tx: Db,
      scope: DeviceScope,
      items: { input: Input; hash?: string }[],
      catalog: Catalog,
    ) => Promise<Answer[]>,
  ) =>
  async (
    tx: Db,
    scope: DeviceScope,
    input: Input,
    catalog: Catalog,
    hash = bodyHash(input),
  ): Promise<Answer> => {
    const [answer] = await recordMany(tx, scope, [{ input, hash }], catalog);
    return answer!;
  };

/**
 * Writes a record in one transaction. When the same record was written by another request meanwhile
 * (a retry sent while the first was still on its way), the write runs once more and, finding it,
 * answers as a retry does.
 */
export async function writeOnce<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(write);
  } catch (e) {
    if ((e as { code?: string }).code !== '23505') throw e;
    return db.transaction().execute(write);
  }
}
