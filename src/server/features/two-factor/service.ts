/**
 * Two-factor sign-in (store setting `two_factor`): a user enrols a TOTP secret (kept sealed with the
 * server's secrets key) and receives recovery codes; from then on every password sign-in of theirs,
 * support sign-in included, asks for a code before any token is given. A store with `two_factor` on
 * asks it of every user who works there: one not yet enrolled enrols while signing in.
 */
import { sql } from 'kysely';
import { AppError } from '../../../core/errors.js';
import type { SecretBox } from '../../auth/secret-box.js';
import { passwordOfUserIs } from '../../services/accounts.js';
import type { Db } from '../../db/database.js';
import {
  checkTotp,
  newRecoveryCodes,
  newSetup,
  recoveryCode,
  recoveryHash,
  totpCode,
  type Setup,
} from './codes.js';

export interface TwoFactorStatus {
  /** Codes are asked at sign-in. */
  enrolled: boolean;
  /** A store the user works in has two-factor sign-in on: turned off, it is set up again at the next sign-in. */
  required: boolean;
  /** Recovery codes not used yet. */
  recoveryCodesLeft: number;
  /** When it was turned on (ISO), or null. */
  since: string | null;
}

/** The refusals of a wrong code or password: each counts as a failed sign-in of the user's e-mail. */
export const WRONG_KEYS = ['errors.twoFactor.wrongSetupCode', 'errors.twoFactor.wrongKey'];

interface Row {
  secret_sealed: string;
  confirmed_at: Date | string | null;
  last_step: string | number;
}

const rowOf = (db: Db, userId: string, lock = false) => {
  const q = db
    .selectFrom('user_two_factor')
    .select(['secret_sealed', 'confirmed_at', 'last_step'])
    .where('user_id', '=', userId);
  return (lock ? q.forUpdate() : q).executeTakeFirst() as Promise<Row | undefined>;
};

/** Whether a store where the user works (an active employee) has two-factor sign-in on. */
export async function requiredByStore(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('employee')
    .innerJoin('store_info', 'store_info.store_id', 'employee.store_id')
    .select('employee.id')
    .where('employee.user_id', '=', userId)
    .where('employee.status', '=', 'active')
    .where('store_info.two_factor', '=', true)
    .executeTakeFirst();
  return !!row;
}

export async function twoFactorStatus(db: Db, userId: string): Promise<TwoFactorStatus> {
  const row = await rowOf(db, userId);
  const left = await db
    .selectFrom('two_factor_recovery_code')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  const since = row?.confirmed_at ?? null;
  return {
    enrolled: since !== null,
    required: await requiredByStore(db, userId),
    recoveryCodesLeft: since !== null ? Number(left.n) : 0,
    since: since === null ? null : new Date(since).toISOString(),
  };
}

/**
 * A new secret for a user not enrolled yet, kept until a code of it is confirmed (a setup begun again
 * replaces it). Its secret is answered this once: the server never sends it again.
 */
export async function startSetup(db: Db, secrets: SecretBox, userId: string): Promise<Setup> {
  const user = await db
    .selectFrom('app_user')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const setup = await newSetup(user.email as string);
  await db.transaction().execute(async (tx) => {
    const row = await rowOf(tx, userId, true);
    if (row?.confirmed_at) throw new AppError('VALIDATION', 'errors.twoFactor.alreadyOn');
    await tx
      .insertInto('user_two_factor')
      .values({ user_id: userId, secret_sealed: secrets.seal(setup.secret) })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ secret_sealed: secrets.seal(setup.secret), created_at: sql`now()` }),
      )
      .execute();
  });
  return setup;
}

/**
 * Confirms the setup with a code of the new secret: two-factor sign-in is on, and the recovery codes
 * are answered, this once (only their hashes are kept).
 */
export function confirmSetup(db: Db, secrets: SecretBox, userId: string, typed: string): Promise<string[]> {
  return db.transaction().execute(async (tx) => {
    const row = await rowOf(tx, userId, true);
    if (row?.confirmed_at) throw new AppError('VALIDATION', 'errors.twoFactor.alreadyOn');
    if (!row) throw new AppError('VALIDATION', 'errors.twoFactor.setupFirst');
    const code = totpCode(typed);
    const checked = code
      ? await checkTotp(secrets.open(row.secret_sealed), code, Number(row.last_step))
      : null;
    if (!checked || checked === 'used') throw new AppError('VALIDATION', 'errors.twoFactor.wrongSetupCode');
    await tx
      .updateTable('user_two_factor')
      .set({ confirmed_at: sql`now()`, last_step: checked.step })
      .where('user_id', '=', userId)
      .execute();
    const codes = newRecoveryCodes();
    await tx.deleteFrom('two_factor_recovery_code').where('user_id', '=', userId).execute();
    await tx
      .insertInto('two_factor_recovery_code')
      .values(codes.map((c) => ({ user_id: userId, code_hash: recoveryHash(userId, c) })))
      .execute();
    return codes;
  });
}

/**
 * What a code typed at sign-in (or to turn two-factor sign-in off) is worth: `ok` for a code of the
 * authenticator not taken before (it is recorded as taken) or an unused recovery code (it is spent),
 * `used` for a right code already taken, `wrong` otherwise.
 */
export function spendCode(
  db: Db,
  secrets: SecretBox,
  userId: string,
  typed: string,
): Promise<'ok' | 'used' | 'wrong'> {
  return db.transaction().execute(async (tx) => {
    const row = await rowOf(tx, userId, true);
    if (!row?.confirmed_at) return 'wrong';
    const totp = totpCode(typed);
    if (totp) {
      const checked = await checkTotp(secrets.open(row.secret_sealed), totp, Number(row.last_step));
      if (checked === 'used') return 'used';
      if (!checked) return 'wrong';
      await tx
        .updateTable('user_two_factor')
        .set({ last_step: checked.step })
        .where('user_id', '=', userId)
        .execute();
      return 'ok';
    }
    if (!recoveryCode(typed)) return 'wrong';
    const spent = await tx
      .updateTable('two_factor_recovery_code')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('code_hash', '=', recoveryHash(userId, typed))
      .where('used_at', 'is', null)
      .returning('code_hash')
      .executeTakeFirst();
    return spent ? 'ok' : 'wrong';
  });
}

/** Turns two-factor sign-in off, confirmed with a current code (or a recovery code) or the password. */
export async function turnOff(db: Db, secrets: SecretBox, userId: string, key: string): Promise<void> {
  const row = await rowOf(db, userId);
  if (!row?.confirmed_at) throw new AppError('VALIDATION', 'errors.twoFactor.notOn');
  const byCode = (totpCode(key) || recoveryCode(key)) && (await spendCode(db, secrets, userId, key)) === 'ok';
  if (!byCode && !(await passwordOfUserIs(db, userId, key)))
    throw new AppError('KEY_INVALID', 'errors.twoFactor.wrongKey');
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('two_factor_recovery_code').where('user_id', '=', userId).execute();
    await tx.deleteFrom('user_two_factor').where('user_id', '=', userId).execute();
  });
}

/** What a password sign-in still needs: nothing, a code, or an enrolment (the store asks for it). */
export async function signInNeeds(db: Db, userId: string): Promise<'none' | 'code' | 'enrol'> {
  const row = await rowOf(db, userId);
  if (row?.confirmed_at) return 'code';
  return (await requiredByStore(db, userId)) ? 'enrol' : 'none';
}
