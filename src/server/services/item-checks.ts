import { sql } from 'kysely';
import { AppError } from '../../core/errors.js';
import { registry, resourceByName } from '../../core/registry.js';
import { referencesFields, type FieldDef, type ResourceDef } from '../../core/resource.js';
import { validateRecord, type RecordData } from '../../core/validation.js';
import type { Db } from '../db/database.js';
import { isUuid } from './ids.js';

import { joinRows, rowReferenceFields, type Scope } from './item-rows.js';

/*
 * The checks the generic CRUD makes before a write or a delete, those only the database can answer.
 */

/** Schema validation, then the rules only the database can answer: references, uniqueness. */
export async function checkWrite(tx: Db, scope: Scope, r: ResourceDef, data: RecordData, id: string | null) {
  const errors = validateRecord(r, data);
  if (errors.length) throw new AppError('VALIDATION', errors[0]!.key, errors[0]!.params, errors);
  for (const f of r.fields) {
    if (!f.reference || data[f.name] === undefined) continue;
    const values =
      f.kind === 'references' ? [...new Set(data[f.name] as string[])] : [data[f.name] as string];
    await checkReferences(tx, scope, f, values);
  }
  // References within a list's rows (a recipe's ingredients): the same check, over every row.
  for (const { list, item } of rowReferenceFields(r)) {
    const rows = (data[list.name] as RecordData[] | undefined) ?? [];
    const values = [...new Set(rows.map((row) => row[item.name]).filter((v) => typeof v === 'string'))];
    await checkReferences(tx, scope, item, values as string[]);
  }
  for (const fields of r.unique) {
    const isReference = (name: string) => r.fields.find((f) => f.name === name)?.kind === 'reference';
    // A set with an empty reference clashes with nothing (recipes of no menu item).
    if (fields.some((f) => isReference(f) && (data[f] === null || data[f] === undefined))) continue;
    const clash = await tx
      .selectFrom(r.table)
      .select('id')
      .where('store_id', '=', scope.storeId)
      .where((eb) =>
        eb.and(
          fields.map((f) =>
            isReference(f)
              ? eb(sql.ref(f), '=', data[f] as string)
              : eb(sql`lower(${sql.ref(f)})`, '=', String(data[f] ?? '').toLowerCase()),
          ),
        ),
      )
      .$if(id !== null, (qb) => qb.where('id', '!=', id))
      .executeTakeFirst();
    if (clash) {
      // A field may name its own wording ("Device's name is already taken").
      const key = r.fields.find((f) => f.name === fields[0])?.messages?.unique ?? 'errors.duplicate';
      throw new AppError('DUPLICATE', key, { field: fields[0]! }, [{ field: fields[0]!, key }]);
    }
  }
  if (id === null && r.storeLimit) await checkStoreLimit(tx, scope, r, r.storeLimit);
  if (r.singleDefault && data[r.singleDefault] === true) {
    // Only one record is the default: choosing a new one releases the previous, under the store's
    // lock, so that two records made the default at once still leave one.
    await lockStore(tx, scope);
    let q = tx
      .updateTable(r.table)
      .set({ [r.singleDefault]: false })
      .where('store_id', '=', scope.storeId)
      .where(r.singleDefault, '=', true);
    if (id) q = q.where('id', '!=', id);
    await q.execute();
  }
}

/** Locks the store's row until the transaction ends: writes that must take turns within a store wait here. */
const lockStore = (tx: Db, scope: Scope) =>
  sql`select id from store where id = ${scope.storeId} for update`.execute(tx);

/**
 * A new record stays within the store's limit (`x-store-limit`). The store's row is locked first, so
 * that creates at once take turns: the second counts the first's record once it commits.
 */
async function checkStoreLimit(
  tx: Db,
  scope: Scope,
  r: ResourceDef,
  limit: { max: number; message: string },
) {
  await lockStore(tx, scope);
  const row = await tx
    .selectFrom(r.table)
    .select(sql<number>`count(*)::int`.as('count'))
    .where('store_id', '=', scope.storeId)
    .executeTakeFirstOrThrow();
  if (Number(row.count) >= limit.max) throw new AppError('LIMIT_REACHED', limit.message, { max: limit.max });
}

/** Every referenced record exists in the store and meets the reference's `where`: one query per field. */
async function checkReferences(tx: Db, scope: Scope, f: FieldDef, values: string[]) {
  if (values.length === 0) return;
  if (!values.every(isUuid)) throw new AppError('BAD_REQUEST', 'errors.invalidId');
  const target = resourceByName(f.reference!.resource);
  const rows = await tx
    .selectFrom(target.table)
    .selectAll()
    .where('store_id', '=', scope.storeId)
    .where('id', 'in', values)
    .execute();
  if (rows.length < values.length)
    throw new AppError('VALIDATION', 'errors.referenceMissing', {}, [
      { field: f.name, key: 'errors.referenceMissing' },
    ]);
  const where = f.reference!.where ?? {};
  if (rows.some((row) => Object.entries(where).some(([k, v]) => row[k] !== v))) {
    const key = f.reference!.whereMessage ?? 'validation.invalid';
    throw new AppError('VALIDATION', key, {}, [{ field: f.name, key }]);
  }
}

/**
 * A record of `other` whose reference `f` names one of `ids` and keeps it from being deleted. With
 * the reference's `deleteGuardWhere`, every referring record is locked first, so that none changes
 * into one that guards (a campaign scheduled) while the delete runs.
 */
async function referringRow(tx: Db, scope: Scope, other: ResourceDef, f: FieldDef, ids: string[]) {
  const where = f.reference!.deleteGuardWhere;
  const q = tx.selectFrom(other.table).where('store_id', '=', scope.storeId).where(f.name, 'in', ids);
  if (!where) return q.select('id').limit(1).executeTakeFirst();
  const rows = await q.selectAll().forUpdate().execute();
  const guarding = rows.find((row) =>
    Object.entries(where).every(([column, values]) => values.includes(row[column] as string)),
  );
  if (!guarding && rows.length)
    await tx
      .updateTable(other.table)
      .set({ [f.name]: null })
      .where('store_id', '=', scope.storeId)
      .where(f.name, 'in', ids)
      .execute();
  return guarding;
}

/** Refuses to delete a record that others still point to, with the message its schema names. */
export async function guardDelete(tx: Db, scope: Scope, r: ResourceDef, ids: string[]) {
  for (const f of referencesFields(r)) {
    if (!f.reference!.ownerDeleteGuard) continue;
    const listing = await joinRows(tx, scope.storeId, r, f)
      .select('owner_id')
      .where('owner_id', 'in', ids)
      .limit(1)
      .executeTakeFirst();
    if (listing) throw new AppError('DELETE_GUARDED', f.reference!.ownerDeleteGuard);
  }
  for (const other of registry) {
    for (const f of other.fields) {
      if (f.reference?.resource !== r.name) continue;
      const used =
        f.kind === 'references'
          ? await joinRows(tx, scope.storeId, other, f)
              .select('owner_id')
              .where('target_id', 'in', ids)
              // A record listing itself does not keep itself from being deleted.
              .$if(other === r, (q) => q.where('owner_id', 'not in', ids))
              .limit(1)
              .executeTakeFirst()
          : await referringRow(tx, scope, other, f, ids);
      if (used) throw new AppError('DELETE_GUARDED', f.reference.deleteGuard ?? 'errors.guard.inUse');
    }
    for (const { list, item } of rowReferenceFields(other)) {
      if (item.reference!.resource !== r.name) continue;
      // A row of another record's list names one of them (an ingredient in a recipe).
      const used = await tx
        .selectFrom(other.table)
        .select('id')
        .where('store_id', '=', scope.storeId)
        .where(
          sql<boolean>`exists (select 1 from jsonb_array_elements(${sql.ref(list.name)}) as row_
            where row_->>${item.name} in (${sql.join(ids)}))`,
        )
        .$if(other === r, (q) => q.where('id', 'not in', ids))
        .limit(1)
        .executeTakeFirst();
      if (used) throw new AppError('DELETE_GUARDED', item.reference!.deleteGuard ?? 'errors.guard.inUse');
    }
  }
}

/**
 * Refuses to delete records that rows of another table (not a reference of the schemas: a ledger's
 * rows) still name in `column`, with `key`.
 */
export async function guardDeleteNamed(
  tx: Db,
  scope: Scope,
  rows: readonly Record<string, unknown>[],
  named: { table: string; column: string; key: string },
) {
  if (!rows.length) return;
  const found = await tx
    .selectFrom(named.table)
    .select('id')
    .where('store_id', '=', scope.storeId)
    .where(
      named.column,
      'in',
      rows.map((row) => row.id as string),
    )
    .limit(1)
    .executeTakeFirst();
  if (found) throw new AppError('DELETE_GUARDED', named.key);
}

/** Whether another record of the store holds this keyed hash of a secret (a PIN, a card's number). */
export async function hashHeld(
  tx: Db,
  scope: Scope,
  table: string,
  held: { field: string; hashed: string },
  before: Record<string, unknown> | null,
): Promise<boolean> {
  const clash = await tx
    .selectFrom(table)
    .select('id')
    .where('store_id', '=', scope.storeId)
    .where(held.field, '=', held.hashed)
    .$if(!!before, (q) => q.where('id', '!=', before!.id as string))
    .executeTakeFirst();
  return !!clash;
}
