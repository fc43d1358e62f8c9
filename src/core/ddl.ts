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

/** A ledger's table (shipped as 0001 of gift-cards, house-accounts and perks): what its rows hold. */
export interface LedgerTable {
  /** The owner's id (an entity's, kept by id: entity tables are made after the migrations). */
  owner: string;
  kinds: readonly string[];
  /** The columns between the kind and the check (`amount numeric(12,2) not null`…). */
  columns: readonly string[];
  /** What each kind's row must hold, one condition a line. */
  rules: readonly string[];
  /** Its indexes by name (`<table>_<name>`): the columns after the store, then `where …` if partial. */
  indexes: Record<string, string>;
}

/**
 * A ledger's statements: its rows (the store and id, the owner, the kind, its own columns, the check
 * it belongs to, who wrote it and when, each row meeting one of the rules), then its indexes.
 */
export const ledgerTable = (table: string, t: LedgerTable): string[] => [
  `create table ${table} (
    ${storeRowKey}
    ${t.owner} uuid not null,
    kind text not null check (kind in (${t.kinds.map((k) => `'${k}'`).join(', ')})),
    ${t.columns.join(',\n    ')},
    check_id uuid,
    user_id uuid,
    user_name text not null,
    at timestamptz not null,
    primary key (store_id, id),
    check (
      ${t.rules.join('\n      or ')}
    )
  )`,
  ...Object.entries(t.indexes).map(([name, on]) => {
    const [columns, where] = on.split(' where ');
    return `create index ${table}_${name} on ${table} (store_id, ${columns})${where ? ` where ${where}` : ''}`;
  }),
];

/**
 * A ledger of money (gift cards, house accounts): an amount and a reason a row, found by its owner
 * (the index `<table>_<ownerIndex>`), by time and by check. The kinds that add are positive, the one
 * that takes away negative, an adjustment either way but never zero (with its reason when asked).
 */
export const moneyLedgerTable = (
  table: string,
  owner: { column: string; index: string },
  kinds: { adding: readonly string[]; taking: string; reasoned: boolean },
): string[] => {
  const quoted = (list: readonly string[]) => list.map((k) => `'${k}'`).join(', ');
  const adding = kinds.adding.length > 1 ? `in (${quoted(kinds.adding)})` : `= ${quoted(kinds.adding)}`;
  return ledgerTable(table, {
    owner: owner.column,
    kinds: [...kinds.adding, kinds.taking, 'adjustment'],
    columns: ['amount numeric(12,2) not null', 'reason text'],
    rules: [
      `(kind ${adding} and amount > 0)`,
      `(kind = '${kinds.taking}' and amount < 0)`,
      `(kind = 'adjustment' and amount <> 0${kinds.reasoned ? ' and reason is not null' : ''})`,
    ],
    indexes: {
      [owner.index]: `${owner.column}, at, id`,
      at: 'at, id',
      check: 'check_id where check_id is not null',
    },
  });
};
