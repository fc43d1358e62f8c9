/**
 * A store document: one JSON document per store (the POS menu layout, the receipt layout), read whole,
 * checked, and written whole with who wrote it and when, each write recorded in the system log with the
 * document before and after (its record id is the store's). A feature declares its kind once with
 * `storeDocument` and reads and saves through it.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { jsonValue, logEvent } from './events.js';

/** Who writes a store's document. */
export interface StoreDocumentScope {
  storeId: string;
  userId: string;
  userName?: string;
}

/** The tables that hold one document per store, in a `layout` column. */
export type StoreDocumentTable = 'pos_menu_layout' | 'receipt_layout' | 'olo_menu_order';

export interface StoreDocumentKind<T, Input = T> {
  table: StoreDocumentTable;
  /** The system log's name for the document's writes. */
  entity: string;
  /** What a store holds before its first save; none when the feature works it out itself. */
  fallback?: T;
  /** A stored document as it is read (a document saved by an older version brought up to date). */
  upgrade?: (stored: T) => T;
  /** Only what the document holds, whatever else a client sends. */
  shape?: (input: Input) => T;
  /** Refuses a document that breaks a rule (throws), inside the write's transaction. */
  check: (document: T, tx: Db, storeId: string) => void | Promise<void>;
}

/** A store's document as it is read: its own, or the fallback with `saved` false. */
export interface StoredDocument<T> {
  document: T;
  saved: boolean;
  updated_at: string | null;
}

/**
 * Logs a write of a store's settings: created when there was nothing before, updated otherwise. Used
 * by the document kinds and by settings kept in rows of their own (the delivery settings).
 */
export async function logStoreWrite(
  tx: Db,
  scope: StoreDocumentScope,
  entity: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await logEvent(tx, {
    ...scope,
    entity,
    recordId: scope.storeId,
    action: before ? 'update' : 'create',
    before: before ?? null,
    after,
  });
}

/**
 * Writes a store's document in the caller's transaction: the row is taken first, so two saves wait for
 * each other, and the write is logged with the document before and after.
 */
async function writeDocument(
  tx: Db,
  doc: { table: StoreDocumentTable; entity: string },
  scope: StoreDocumentScope,
  document: unknown,
): Promise<void> {
  const { storeId, userId } = scope;
  const before = await tx
    .selectFrom(doc.table)
    .select('layout')
    .where('store_id', '=', storeId)
    .forUpdate()
    .executeTakeFirst();
  const text = JSON.stringify(document);
  await tx
    .insertInto(doc.table)
    .values({ store_id: storeId, layout: text, updated_by: userId })
    .onConflict((oc) =>
      oc.column('store_id').doUpdateSet({ layout: text, updated_at: sql`now()`, updated_by: userId }),
    )
    .execute();
  await logStoreWrite(tx, scope, doc.entity, before ? jsonValue(before.layout) : null, document);
}

/** Declares a kind of store document: how it is read, and how it is checked and saved. */
export function storeDocument<T, Input = T>(kind: StoreDocumentKind<T, Input>) {
  /** The store's document, or null before its first save. */
  async function readSaved(db: Db, storeId: string): Promise<{ document: T; updated_at: string } | null> {
    const row = await db
      .selectFrom(kind.table)
      .select(['layout', 'updated_at'])
      .where('store_id', '=', storeId)
      .executeTakeFirst();
    if (!row) return null;
    const stored = jsonValue<T>(row.layout);
    return {
      document: kind.upgrade ? kind.upgrade(stored) : stored,
      updated_at: new Date(row.updated_at as string | Date).toISOString(),
    };
  }
  /** Checks and writes a store's document in the caller's transaction, with the caller's other writes. */
  async function saveIn(tx: Db, scope: StoreDocumentScope, input: Input): Promise<void> {
    const document = kind.shape ? kind.shape(input) : (input as unknown as T);
    await kind.check(document, tx, scope.storeId);
    await writeDocument(tx, kind, scope, document);
  }
  return {
    readSaved,
    /** The store's document, or the kind's fallback before its first save. */
    async read(db: Db, storeId: string): Promise<StoredDocument<T>> {
      const saved = await readSaved(db, storeId);
      if (saved) return { ...saved, saved: true };
      if (kind.fallback === undefined) throw new Error(`${kind.entity} declares no fallback`);
      return { document: kind.fallback, saved: false, updated_at: null };
    },
    /**
     * Changes a store's saved document in the caller's transaction: its row is taken first, so that
     * writers wait for each other, and the write is logged. `change` answers the new document, or
     * null to leave it; a store that has not saved one is left alone (null is answered).
     */
    async amend(tx: Db, scope: StoreDocumentScope, change: (document: T) => T | null): Promise<T | null> {
      const row = await tx
        .selectFrom(kind.table)
        .select('layout')
        .where('store_id', '=', scope.storeId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return null;
      const stored = jsonValue<T>(row.layout);
      const changed = change(kind.upgrade ? kind.upgrade(stored) : stored);
      if (changed) await writeDocument(tx, kind, scope, changed);
      return changed;
    },
    /** Checks and writes a store's document in one transaction; nothing is written when refused. */
    async save(db: Db, scope: StoreDocumentScope, input: Input): Promise<void> {
      await db.transaction().execute((tx) => saveIn(tx, scope, input));
    },
    saveIn,
  };
}
