import type { JoinBuilder } from 'kysely';

/**
 * The join of a store's row to the row it refers to in the same store: `joined.store_id` is
 * `from.store_id` and `joined.id` is `from.column` (every table is keyed by store and id).
 */
export const sameStore =
  (joined: string, from: string, column: string) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  (j: JoinBuilder<any, any>) =>
    j.onRef(`${joined}.store_id`, '=', `${from}.store_id`).onRef(`${joined}.id`, '=', `${from}.${column}`);
