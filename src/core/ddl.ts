/**
 * Table definitions that more than one migration runs, as plain text. A migration that shipped runs
 * the same statement on every new database for ever, so a definition here never changes once a
 * migration uses it: another shape is another function.
 */

/**
 * A store's document that a builder writes whole: one row per store, the layout as JSON, and when
 * and by whom it was saved last.
 */
export const storeLayoutTable = (table: string): string => `create table ${table} (
    store_id uuid primary key references store (id) on delete cascade,
    layout jsonb not null,
    updated_at timestamptz not null default now(),
    updated_by uuid
  )`;

/** The first columns of a store's row that a record of the point of sale or the office writes. */
export const storeRowKey = `store_id uuid not null references store (id) on delete cascade,
    id uuid not null,`;
