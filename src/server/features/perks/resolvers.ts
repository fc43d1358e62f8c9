import { pageFeature } from '../../graphql/feature.js';
import { adjustLoyaltyPoints, loyaltyMember, loyaltyMembers } from './service.js';
import type { FeatureDeps } from '../index.js';

/** Perks' members: customers' loyalty points, read and adjusted behind the members page's guard. */
export default pageFeature('/pages/perks-members', ({ db }: FeatureDeps, guarded) => ({
  Query: {
    loyaltyMembers: guarded((scope, args) =>
      loyaltyMembers(db, scope.storeId, {
        q: args.q ?? null,
        page: args.page ?? null,
        perPage: args.perPage ?? null,
        sortField: args.sortField ?? null,
      }),
    ),
    loyaltyMember: guarded((scope, args) => loyaltyMember(db, scope.storeId, args.customer_id)),
  },
  Mutation: {
    adjustLoyaltyPoints: guarded((scope, args) =>
      adjustLoyaltyPoints(db, scope, {
        customer_id: args.customer_id,
        points: args.points,
        reason: args.reason,
      }),
    ),
  },
}));
