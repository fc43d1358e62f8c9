// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, AdjustLoyaltyPointsMutation, AdjustLoyaltyPointsMutationVariables, CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables } from './graphql-documents.js';

export const CustomerLoyaltyDocument = `
    query CustomerLoyalty($id: ID!) {
  loyaltyMember(customer_id: $id) {
    customer_id
    points
    next_reward {
      name
      points
      missing
    }
  }
  allLoyaltyMovements(filter: {customer_id: $id}, perPage: 50) {
    id
    kind
    points
    reason
    user_name
    at
  }
}
    ` as unknown as TypedDocumentString<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>;
export const AdjustLoyaltyPointsDocument = `
    mutation AdjustLoyaltyPoints($customer_id: ID!, $points: Int!, $reason: String!) {
  adjustLoyaltyPoints(customer_id: $customer_id, points: $points, reason: $reason) {
    customer_id
    name
    points
  }
}
    ` as unknown as TypedDocumentString<AdjustLoyaltyPointsMutation, AdjustLoyaltyPointsMutationVariables>;
