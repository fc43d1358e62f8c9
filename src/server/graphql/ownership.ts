import { AppError } from '../../core/errors.js';
import { checkPassword } from '../auth/password.js';
import type { Db } from '../db/database.js';
import type { RightsChange } from '../realtime/sessions.js';
import { transferOwnership } from '../services/ownership.js';
import type { GraphqlContext } from './resolvers.js';

/** Handing the store on: the owner's alone, confirmed with his password. */
export const OWNERSHIP_SDL = `
extend type Mutation {
  "The store's owner makes another active employee who can sign in the owner; he stays an ordinary employee. The password is the caller's."
  transferOwnership(employee_id: ID!, password: String!): Boolean!
}
`;

export interface OwnershipDeps {
  db: Db;
  /** The former and the new owner get their new rights (what they may grant) at once. */
  rightsChanged(storeId: string, change: RightsChange): void;
}

export function ownershipResolvers(deps: OwnershipDeps) {
  return {
    Mutation: {
      async transferOwnership(
        _: unknown,
        args: { employee_id: string; password: string },
        ctx: GraphqlContext,
      ) {
        if (!ctx.principal.owner) throw new AppError('GRANT_REFUSED', 'errors.owner.onlyOwner');
        const user = await deps.db
          .selectFrom('app_user')
          .select('password_hash')
          .where('id', '=', ctx.principal.userId)
          .executeTakeFirstOrThrow();
        if (!(await checkPassword(user.password_hash as string, args.password)))
          throw new AppError('KEY_INVALID', 'errors.keyInvalid');
        const { from, to } = await transferOwnership(deps.db, ctx.scope, args.employee_id);
        deps.rightsChanged(ctx.scope.storeId, { employeeIds: from ? [from, to] : [to] });
        return true;
      },
    },
  };
}
