import { sql } from 'kysely';
import { AppError, type ErrorCode } from '../../core/errors.js';
import type { Tokens } from '../auth/tokens.js';
import type { Db } from '../db/database.js';
import { guardDeleteNamed, hashHeld } from '../services/item-checks.js';
import type { Scope } from '../services/items.js';
import type { EntityModule } from './index.js';

/** Where a state may go: preactivated to activated, activated and deactivated back and forth. */
const TRANSITIONS: Record<string, readonly string[]> = {
  preactivated: ['activated'],
  activated: ['deactivated'],
  deactivated: ['activated'],
};

/** A card number's keyed hash (HMAC-SHA-256 with the server's key): what the store keeps of it. */
export const giftCardNumberHash = (tokens: Tokens, number: string) => tokens.hashPin(`gift-card:${number}`);

const fieldError = (code: ErrorCode, field: string, key: string) =>
  new AppError(code, key, {}, [{ field, key, params: {} }]);

/** The card of the store with this number, if any (the point of sale finds a card by it). */
export async function giftCardIdByNumber(db: Db, tokens: Tokens, scope: Scope, number: string) {
  const row = await db
    .selectFrom('gift_card')
    .select('id')
    .where('store_id', '=', scope.storeId)
    .where('number', '=', giftCardNumberHash(tokens, number))
    .executeTakeFirst();
  return row ? String(row.id) : null;
}

/**
 * A gift card's rules the schema cannot state: its number is kept as a keyed hash, unique in the
 * store, with its last four digits for display; its state moves only along the allowed transitions;
 * a card with transactions keeps its history and is not deleted.
 */
const giftCard: EntityModule = ({ tokens }) => ({
  async beforeWrite(tx, scope, data, before) {
    const extra: Record<string, unknown> = {};
    const number = typeof data.number === 'string' ? data.number : null;
    if (!before && !number) throw fieldError('VALIDATION', 'number', 'validation.required');
    if (number) {
      const hashed = giftCardNumberHash(tokens, number);
      // A number is unique in the store (the index gift_card_number_key): two writes of one number at
      // once take turns, so that the second finds the first's card and is told the number is taken.
      await sql`select pg_advisory_xact_lock(hashtext('gift_card'), hashtext(${hashed}))`.execute(tx);
      if (await hashHeld(tx, scope, 'gift_card', { field: 'number', hashed }, before))
        throw fieldError('DUPLICATE', 'number', 'errors.giftCard.numberTaken');
      extra.number = hashed;
      extra.last_four = number.slice(-4);
    }
    const from = before?.state as string | undefined;
    const to = data.state as string | undefined;
    if (from && to && from !== to && !TRANSITIONS[from]?.includes(to))
      throw fieldError(
        'VALIDATION',
        'state',
        to === 'preactivated'
          ? 'errors.giftCard.backToPreactivated'
          : 'errors.giftCard.preactivatedOnlyActivated',
      );
    return extra;
  },
  async beforeDelete(tx, scope, rows) {
    const key = 'errors.giftCard.hasTransactions';
    await guardDeleteNamed(tx, scope, rows, { table: 'gift_card_transaction', column: 'gift_card_id', key });
  },
});

export default giftCard;
