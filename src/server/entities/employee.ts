import { sql } from 'kysely';
import { AppError } from '../../core/errors.js';
import { compensationErrors } from '../../core/payroll.js';
import type { RecordData } from '../../core/validation.js';
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/database.js';
import { accountByEmail } from '../services/accounts.js';
import { checkEmployeesDelete, checkEmployeeWrite } from '../services/grants.js';
import { checkEmployeeKept, checkEmployeesDeleteKept } from '../services/ownership.js';
import { uuidv7 } from '../services/ids.js';
import { hashHeld } from '../services/item-checks.js';
import type { Scope } from '../services/items.js';
import type { EntityModule } from './index.js';

type Row = Record<string, unknown>;

const fieldError = (code: 'VALIDATION' | 'DUPLICATE', field: string, key: string) =>
  new AppError(code, key, { field }, [{ field, key, params: { field } }]);

/** Whether a user signs in to any store other than this one (then only they may change their password). */
async function belongsElsewhere(tx: Db, userId: string, storeId: string): Promise<boolean> {
  const row = await tx
    .selectFrom('employee')
    .select('id')
    .where('user_id', '=', userId)
    .where('store_id', '!=', storeId)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/**
 * The point of sale's records that name an employee: his time cards, the checks he served, his
 * shifts, paid outs, refunds and kitchen resends. They keep his id, so he is kept too (deactivated
 * rather than deleted) and every list and report can still name him.
 */
const HISTORY = [
  ['time_card', 'employee_id'],
  ['pos_check', 'server_id'],
  ['shift', 'employee_id'],
  ['paid_out_record', 'employee_id'],
  ['check_refund', 'employee_id'],
  ['kitchen_resend', 'employee_id'],
] as const;

async function haveHistory(tx: Db, storeId: string, ids: readonly string[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const found = sql.join(
    HISTORY.map(
      ([table, column]) =>
        sql`exists (select 1 from ${sql.table(table)} where store_id = ${storeId}
          and ${sql.ref(column)} in (${sql.join(ids)}))`,
    ),
    sql` or `,
  );
  const { rows } = await sql<{ found: boolean }>`select (${found}) as found`.execute(tx);
  return rows[0]?.found === true;
}

/**
 * Employees are the users: a PIN for the point of sale (hashed, unique in the store) and, with an
 * e-mail, a sign-in account. One person working in several stores has one account, linked from an
 * employee record in each.
 */
const employee: EntityModule = ({ tokens, sessions }) => {
  async function secrets(tx: Db, scope: Scope, data: RecordData, before: Row | null): Promise<Row> {
    const extra: Row = {};
    const pin = data.pos_pin as string | undefined;
    if (!before && !pin) throw fieldError('VALIDATION', 'pos_pin', 'validation.required');
    if (pin) {
      const hashed = tokens.hashPin(pin);
      if (await hashHeld(tx, scope, 'employee', { field: 'pos_pin', hashed }, before))
        throw fieldError('DUPLICATE', 'pos_pin', 'errors.duplicate');
      extra.pos_pin = hashed;
    }

    // Every write by a person asks for the compensation value; opening a store writes its owner's
    // record before anyone could say what the owner earns.
    const [unpaid] = scope.grantor ? compensationErrors(data) : [];
    if (unpaid) throw fieldError('VALIDATION', unpaid.field, unpaid.key);

    const email = data.email as string | undefined;
    const password = data.password as string | undefined;
    const linked = (before?.user_id as string | null | undefined) ?? null;
    if (!email) {
      if (password) throw fieldError('VALIDATION', 'email', 'validation.emailForPassword');
      extra.user_id = null;
      return extra;
    }
    const account = await accountByEmail(tx, email);
    if (account) {
      if (password) {
        if (account.support || (await belongsElsewhere(tx, account.id as string, scope.storeId)))
          throw fieldError('VALIDATION', 'password', 'errors.employee.passwordElsewhere');
        await tx
          .updateTable('app_user')
          .set({ password_hash: await hashPassword(password) })
          .where('id', '=', account.id)
          .execute();
      }
      extra.user_id = account.id;
      return extra;
    }
    const displayName = `${String(data.first_name)} ${String(data.last_name)}`;
    if (linked && !(await belongsElsewhere(tx, linked, scope.storeId))) {
      // The e-mail changed: the account, used only here, follows it.
      await tx
        .updateTable('app_user')
        .set({
          email,
          display_name: displayName,
          ...(password ? { password_hash: await hashPassword(password) } : {}),
        })
        .where('id', '=', linked)
        .execute();
      extra.user_id = linked;
      return extra;
    }
    if (!password) throw fieldError('VALIDATION', 'password', 'validation.passwordGenerateFirst');
    const id = uuidv7();
    await tx
      .insertInto('app_user')
      .values({ id, email, password_hash: await hashPassword(password), display_name: displayName })
      .execute();
    extra.user_id = id;
    return extra;
  }

  return {
    async beforeWrite(tx, scope, data, before) {
      await checkEmployeeWrite(tx, scope, data, before);
      const extra = await secrets(tx, scope, data, before);
      await checkEmployeeKept(tx, scope, data, before, (extra.user_id as string | null) ?? null);
      return extra;
    },
    async beforeDelete(tx, scope, rows) {
      await checkEmployeesDelete(tx, scope, rows);
      await checkEmployeesDeleteKept(tx, scope, rows);
      if (
        await haveHistory(
          tx,
          scope.storeId,
          rows.map((row) => row.id as string),
        )
      )
        throw new AppError('DELETE_GUARDED', 'errors.guard.employeeHasHistory');
    },
    /** The people concerned get their new rights at once. */
    afterCommit(scope, ids) {
      sessions.rightsChanged(scope.storeId, { employeeIds: ids });
    },
  };
};

export default employee;
