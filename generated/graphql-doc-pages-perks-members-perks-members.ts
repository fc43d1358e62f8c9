// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, LoyaltyMembersQuery, LoyaltyMembersQueryVariables } from './graphql-documents.js';

export const LoyaltyMembersDocument = `
    query LoyaltyMembers($q: String, $page: Int, $perPage: Int, $sortField: String) {
  loyaltyMembers(q: $q, page: $page, perPage: $perPage, sortField: $sortField) {
    total
    plan_name
    members {
      customer_id
      name
      phone
      email
      points
      next_reward {
        name
        points
        missing
      }
    }
  }
}
    ` as unknown as TypedDocumentString<LoyaltyMembersQuery, LoyaltyMembersQueryVariables>;
