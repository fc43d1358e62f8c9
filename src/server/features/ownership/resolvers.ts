import { AppError } from '../../../core/errors.js';
import { defineFeature } from '../../graphql/feature.js';
import { passwordOfUserIs } from '../../services/accounts.js';
import { transferOwnership } from '../../services/ownership.js';
import type { FeatureDeps } from '../index.js';

/** Handing the store on: the owner's alone, confirmed with his password. */
export default defineFeature(({ db, sessions }: FeatureDeps) => ({
  Mutation: {
    async transferOwnership(_, args, ctx) {
      if (!ctx.principal.owner) throw new AppError('GRANT_REFUSED', 'errors.owner.onlyOwner');
      if (!(await passwordOfUserIs(db, ctx.principal.userId, args.password)))
        throw new AppError('KEY_INVALID', 'errors.keyInvalid');
      const { from, to } = await transferOwnership(db, ctx.scope, args.employee_id);
      // The former and the new owner get their new rights (what they may grant) at once.
      sessions.rightsChanged(ctx.scope.storeId, { employeeIds: from ? [from, to] : [to] });
      return true;
    },
  },
}));
