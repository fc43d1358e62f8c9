// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, CreateVendorInvoiceMutation, CreateVendorInvoiceMutationVariables, InvoiceChoicesQuery, InvoiceChoicesQueryVariables, InvoiceFieldsFragment, InvoicePdfQuery, InvoicePdfQueryVariables, InvoiceQuery, InvoiceQueryVariables, InvoicesQuery, InvoicesQueryVariables, SetInvoicePaidMutation, SetInvoicePaidMutationVariables } from './graphql-documents.js';

export const InvoiceFieldsFragmentDoc = `
    fragment InvoiceFields on Invoice {
  id
  kind
  number
  status
  issued_on
  amount
  billing_cycle
  period_start
  period_end
  vendor_id
  vendor_name
  paid_out_id
  paid_out_reason
  document_id
  document_type
  paid_at
  created_at
}
    ` as unknown as TypedDocumentString<InvoiceFieldsFragment, unknown>;
export const InvoicesDocument = `
    query Invoices($filter: InvoiceFilter, $page: Int, $perPage: Int, $sortField: String, $sortOrder: String) {
  invoices(
    filter: $filter
    page: $page
    perPage: $perPage
    sortField: $sortField
    sortOrder: $sortOrder
  ) {
    items {
      ...InvoiceFields
    }
    total
  }
}
    fragment InvoiceFields on Invoice {
  id
  kind
  number
  status
  issued_on
  amount
  billing_cycle
  period_start
  period_end
  vendor_id
  vendor_name
  paid_out_id
  paid_out_reason
  document_id
  document_type
  paid_at
  created_at
}` as unknown as TypedDocumentString<InvoicesQuery, InvoicesQueryVariables>;
export const InvoiceDocument = `
    query Invoice($id: ID!) {
  invoice(id: $id) {
    ...InvoiceFields
  }
}
    fragment InvoiceFields on Invoice {
  id
  kind
  number
  status
  issued_on
  amount
  billing_cycle
  period_start
  period_end
  vendor_id
  vendor_name
  paid_out_id
  paid_out_reason
  document_id
  document_type
  paid_at
  created_at
}` as unknown as TypedDocumentString<InvoiceQuery, InvoiceQueryVariables>;
export const InvoicePdfDocument = `
    query InvoicePdf($id: ID!, $language: String) {
  invoicePdf(id: $id, language: $language) {
    filename
    base64
  }
}
    ` as unknown as TypedDocumentString<InvoicePdfQuery, InvoicePdfQueryVariables>;
export const InvoiceChoicesDocument = `
    query InvoiceChoices {
  invoiceChoices {
    vendors {
      id
      name
    }
    paidOuts {
      id
      reason
    }
    billingCycle
    fee
    trialDays
  }
}
    ` as unknown as TypedDocumentString<InvoiceChoicesQuery, InvoiceChoicesQueryVariables>;
export const CreateVendorInvoiceDocument = `
    mutation CreateVendorInvoice($input: VendorInvoiceInput!) {
  createVendorInvoice(input: $input) {
    ...InvoiceFields
  }
}
    fragment InvoiceFields on Invoice {
  id
  kind
  number
  status
  issued_on
  amount
  billing_cycle
  period_start
  period_end
  vendor_id
  vendor_name
  paid_out_id
  paid_out_reason
  document_id
  document_type
  paid_at
  created_at
}` as unknown as TypedDocumentString<CreateVendorInvoiceMutation, CreateVendorInvoiceMutationVariables>;
export const SetInvoicePaidDocument = `
    mutation SetInvoicePaid($id: ID!, $paid: Boolean!) {
  setInvoicePaid(id: $id, paid: $paid) {
    ...InvoiceFields
  }
}
    fragment InvoiceFields on Invoice {
  id
  kind
  number
  status
  issued_on
  amount
  billing_cycle
  period_start
  period_end
  vendor_id
  vendor_name
  paid_out_id
  paid_out_reason
  document_id
  document_type
  paid_at
  created_at
}` as unknown as TypedDocumentString<SetInvoicePaidMutation, SetInvoicePaidMutationVariables>;
