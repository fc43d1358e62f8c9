// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, GiftCardTransactionRowFragment, GiftCardTransactionsQuery, GiftCardTransactionsQueryVariables, RecordGiftCardTransactionMutation, RecordGiftCardTransactionMutationVariables } from './graphql-documents.js';

export const GiftCardTransactionRowFragmentDoc = `
    fragment GiftCardTransactionRow on GiftCardTransaction {
  id
  kind
  amount
  reason
  user_name
  at
}
    ` as unknown as TypedDocumentString<GiftCardTransactionRowFragment, unknown>;
export const GiftCardTransactionsDocument = `
    query GiftCardTransactions($id: ID!) {
  GiftCard(id: $id) {
    id
    balance
    transactions {
      ...GiftCardTransactionRow
    }
  }
}
    fragment GiftCardTransactionRow on GiftCardTransaction {
  id
  kind
  amount
  reason
  user_name
  at
}` as unknown as TypedDocumentString<GiftCardTransactionsQuery, GiftCardTransactionsQueryVariables>;
export const RecordGiftCardTransactionDocument = `
    mutation RecordGiftCardTransaction($gift_card_id: ID!, $kind: String!, $amount: Float!, $reason: String) {
  recordGiftCardTransaction(
    gift_card_id: $gift_card_id
    kind: $kind
    amount: $amount
    reason: $reason
  ) {
    balance
  }
}
    ` as unknown as TypedDocumentString<RecordGiftCardTransactionMutation, RecordGiftCardTransactionMutationVariables>;
