// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, CheckDetailFieldsFragment, CheckDetailQuery, CheckDetailQueryVariables, CheckVoidReasonsQuery, CheckVoidReasonsQueryVariables, RefundPaymentMutation, RefundPaymentMutationVariables, VoidCheckItemMutation, VoidCheckItemMutationVariables, VoidCheckMutation, VoidCheckMutationVariables } from './graphql-documents.js';

export const CheckDetailFieldsFragmentDoc = `
    fragment CheckDetailFields on CheckDetail {
  id
  number
  business_date
  opened_at
  closed_at
  order_type_name
  server_name
  status
  subtotal
  discount
  tax
  tip
  gratuity
  delivery_fee
  total
  items {
    id
    line
    name
    quantity
    gross
    discount
    tax
    voided
    void_reason_name
    modifiers {
      name
      quantity
      price
    }
  }
  payments {
    id
    payment_name
    amount
    tip
    change
    card_last_four
    refunded
    left
  }
  refunds {
    id
    payment_name
    amount
    reason
    employee
  }
  can_void
  can_refund
  is_manager
}
    ` as unknown as TypedDocumentString<CheckDetailFieldsFragment, unknown>;
export const CheckDetailDocument = `
    query CheckDetail($id: ID!) {
  checkDetail(id: $id) {
    ...CheckDetailFields
  }
}
    fragment CheckDetailFields on CheckDetail {
  id
  number
  business_date
  opened_at
  closed_at
  order_type_name
  server_name
  status
  subtotal
  discount
  tax
  tip
  gratuity
  delivery_fee
  total
  items {
    id
    line
    name
    quantity
    gross
    discount
    tax
    voided
    void_reason_name
    modifiers {
      name
      quantity
      price
    }
  }
  payments {
    id
    payment_name
    amount
    tip
    change
    card_last_four
    refunded
    left
  }
  refunds {
    id
    payment_name
    amount
    reason
    employee
  }
  can_void
  can_refund
  is_manager
}` as unknown as TypedDocumentString<CheckDetailQuery, CheckDetailQueryVariables>;
export const CheckVoidReasonsDocument = `
    query CheckVoidReasons {
  checkVoidReasons {
    id
    name
    manager_approval
  }
}
    ` as unknown as TypedDocumentString<CheckVoidReasonsQuery, CheckVoidReasonsQueryVariables>;
export const RefundPaymentDocument = `
    mutation RefundPayment($id: ID!, $amount: Int, $reason: String, $pin: String) {
  refundPayment(
    check_payment_id: $id
    amount: $amount
    reason: $reason
    approver_pin: $pin
  ) {
    ...CheckDetailFields
  }
}
    fragment CheckDetailFields on CheckDetail {
  id
  number
  business_date
  opened_at
  closed_at
  order_type_name
  server_name
  status
  subtotal
  discount
  tax
  tip
  gratuity
  delivery_fee
  total
  items {
    id
    line
    name
    quantity
    gross
    discount
    tax
    voided
    void_reason_name
    modifiers {
      name
      quantity
      price
    }
  }
  payments {
    id
    payment_name
    amount
    tip
    change
    card_last_four
    refunded
    left
  }
  refunds {
    id
    payment_name
    amount
    reason
    employee
  }
  can_void
  can_refund
  is_manager
}` as unknown as TypedDocumentString<RefundPaymentMutation, RefundPaymentMutationVariables>;
export const VoidCheckItemDocument = `
    mutation VoidCheckItem($id: ID!, $line: Int!, $reason: ID!, $pin: String) {
  voidCheckItem(
    check_id: $id
    line: $line
    void_reason_id: $reason
    approver_pin: $pin
  ) {
    ...CheckDetailFields
  }
}
    fragment CheckDetailFields on CheckDetail {
  id
  number
  business_date
  opened_at
  closed_at
  order_type_name
  server_name
  status
  subtotal
  discount
  tax
  tip
  gratuity
  delivery_fee
  total
  items {
    id
    line
    name
    quantity
    gross
    discount
    tax
    voided
    void_reason_name
    modifiers {
      name
      quantity
      price
    }
  }
  payments {
    id
    payment_name
    amount
    tip
    change
    card_last_four
    refunded
    left
  }
  refunds {
    id
    payment_name
    amount
    reason
    employee
  }
  can_void
  can_refund
  is_manager
}` as unknown as TypedDocumentString<VoidCheckItemMutation, VoidCheckItemMutationVariables>;
export const VoidCheckDocument = `
    mutation VoidCheck($id: ID!, $reason: ID!, $pin: String) {
  voidCheck(check_id: $id, void_reason_id: $reason, approver_pin: $pin) {
    ...CheckDetailFields
  }
}
    fragment CheckDetailFields on CheckDetail {
  id
  number
  business_date
  opened_at
  closed_at
  order_type_name
  server_name
  status
  subtotal
  discount
  tax
  tip
  gratuity
  delivery_fee
  total
  items {
    id
    line
    name
    quantity
    gross
    discount
    tax
    voided
    void_reason_name
    modifiers {
      name
      quantity
      price
    }
  }
  payments {
    id
    payment_name
    amount
    tip
    change
    card_last_four
    refunded
    left
  }
  refunds {
    id
    payment_name
    amount
    reason
    employee
  }
  can_void
  can_refund
  is_manager
}` as unknown as TypedDocumentString<VoidCheckMutation, VoidCheckMutationVariables>;
