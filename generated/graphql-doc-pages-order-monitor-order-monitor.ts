// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, MarkOnlineOrderMutation, MarkOnlineOrderMutationVariables, OrderMonitorQuery, OrderMonitorQueryVariables } from './graphql-documents.js';

export const OrderMonitorDocument = `
    query OrderMonitor($hours: Int) {
  monitor: orderMonitor(hours: $hours) {
    hours
    default_hours
    since
    online_hidden
    checks {
      id
      number
      opened_at
      closed_at
      status
      order_type_id
      order_type_name
      table_name
      server_name
      source
      guests
      item_count
      total
      paid
      online_status
      marked_ready_at
      guest_name
      guest_phone
      delivery_address
    }
  }
}
    ` as unknown as TypedDocumentString<OrderMonitorQuery, OrderMonitorQueryVariables>;
export const MarkOnlineOrderDocument = `
    mutation MarkOnlineOrder($check_id: ID!, $status: String!) {
  progress: markOnlineOrder(check_id: $check_id, status: $status) {
    check_id
    number
    status
    at
  }
}
    ` as unknown as TypedDocumentString<MarkOnlineOrderMutation, MarkOnlineOrderMutationVariables>;
