// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, ReceiptLayoutFieldsFragment, ReceiptLayoutQuery, ReceiptLayoutQueryVariables, SaveReceiptLayoutMutation, SaveReceiptLayoutMutationVariables } from './graphql-documents.js';

export const ReceiptLayoutFieldsFragmentDoc = `
    fragment ReceiptLayoutFields on ReceiptLayout {
  header
  footer
  copies
  logo {
    width
    height
    bits
  }
  fields {
    field
    shown
  }
  saved
  store {
    name
    phone
    website
    currency_symbol
    date_format
    hour_format
    time_zone
  }
}
    ` as unknown as TypedDocumentString<ReceiptLayoutFieldsFragment, unknown>;
export const ReceiptLayoutDocument = `
    query ReceiptLayout {
  layout: receiptLayout {
    ...ReceiptLayoutFields
  }
}
    fragment ReceiptLayoutFields on ReceiptLayout {
  header
  footer
  copies
  logo {
    width
    height
    bits
  }
  fields {
    field
    shown
  }
  saved
  store {
    name
    phone
    website
    currency_symbol
    date_format
    hour_format
    time_zone
  }
}` as unknown as TypedDocumentString<ReceiptLayoutQuery, ReceiptLayoutQueryVariables>;
export const SaveReceiptLayoutDocument = `
    mutation SaveReceiptLayout($layout: ReceiptLayoutInput!) {
  layout: saveReceiptLayout(layout: $layout) {
    ...ReceiptLayoutFields
  }
}
    fragment ReceiptLayoutFields on ReceiptLayout {
  header
  footer
  copies
  logo {
    width
    height
    bits
  }
  fields {
    field
    shown
  }
  saved
  store {
    name
    phone
    website
    currency_symbol
    date_format
    hour_format
    time_zone
  }
}` as unknown as TypedDocumentString<SaveReceiptLayoutMutation, SaveReceiptLayoutMutationVariables>;
