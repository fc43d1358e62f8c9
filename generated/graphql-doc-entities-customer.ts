// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, CustomerChecksQuery, CustomerChecksQueryVariables, CustomerGiftCardsQuery, CustomerGiftCardsQueryVariables, CustomerHouseAccountQuery, CustomerHouseAccountQueryVariables, HouseAccountMovementRowFragment, RecordHouseAccountMovementMutation, RecordHouseAccountMovementMutationVariables } from './graphql-documents.js';

export const HouseAccountMovementRowFragmentDoc = `
    fragment HouseAccountMovementRow on HouseAccountMovement {
  id
  kind
  amount
  reason
  user_name
  at
}
    ` as unknown as TypedDocumentString<HouseAccountMovementRowFragment, unknown>;
export const CustomerHouseAccountDocument = `
    query CustomerHouseAccount($id: ID!) {
  Customer(id: $id) {
    movements {
      ...HouseAccountMovementRow
    }
  }
}
    fragment HouseAccountMovementRow on HouseAccountMovement {
  id
  kind
  amount
  reason
  user_name
  at
}` as unknown as TypedDocumentString<CustomerHouseAccountQuery, CustomerHouseAccountQueryVariables>;
export const RecordHouseAccountMovementDocument = `
    mutation RecordHouseAccountMovement($customer_id: ID!, $kind: String!, $amount: Float!, $reason: String) {
  recordHouseAccountMovement(
    customer_id: $customer_id
    kind: $kind
    amount: $amount
    reason: $reason
  ) {
    balance
  }
}
    ` as unknown as TypedDocumentString<RecordHouseAccountMovementMutation, RecordHouseAccountMovementMutationVariables>;
export const CustomerChecksDocument = `
    query CustomerChecks($customer_id: ID!) {
  rows: allChecks(
    perPage: 20
    sortField: "opened_at"
    sortOrder: "DESC"
    filter: {customer_id: $customer_id}
  ) {
    id
    number
    opened_at
    status
    total
  }
  meta: _allChecksMeta(filter: {customer_id: $customer_id}) {
    count
  }
}
    ` as unknown as TypedDocumentString<CustomerChecksQuery, CustomerChecksQueryVariables>;
export const CustomerGiftCardsDocument = `
    query CustomerGiftCards($customer_id: ID!) {
  rows: allGiftCards(
    perPage: 20
    sortField: "last_four"
    sortOrder: "ASC"
    filter: {customer_id: $customer_id}
  ) {
    id
    last_four
    state
    balance
  }
  meta: _allGiftCardsMeta(filter: {customer_id: $customer_id}) {
    count
  }
}
    ` as unknown as TypedDocumentString<CustomerGiftCardsQuery, CustomerGiftCardsQueryVariables>;
