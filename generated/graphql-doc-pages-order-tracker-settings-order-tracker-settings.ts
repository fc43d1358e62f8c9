// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, OrderTrackerSettingsFieldsFragment, OrderTrackerSettingsQuery, OrderTrackerSettingsQueryVariables, SaveOrderTrackerSettingsMutation, SaveOrderTrackerSettingsMutationVariables } from './graphql-documents.js';

export const OrderTrackerSettingsFieldsFragmentDoc = `
    fragment OrderTrackerSettingsFields on OrderTrackerSettings {
  title
  icon
  background
  alignment
  image_id
  columns {
    status
    title
    shown
  }
  days
  from
  to
}
    ` as unknown as TypedDocumentString<OrderTrackerSettingsFieldsFragment, unknown>;
export const OrderTrackerSettingsDocument = `
    query OrderTrackerSettings {
  orderTrackerSettings {
    ...OrderTrackerSettingsFields
  }
  orderTrackerPath
}
    fragment OrderTrackerSettingsFields on OrderTrackerSettings {
  title
  icon
  background
  alignment
  image_id
  columns {
    status
    title
    shown
  }
  days
  from
  to
}` as unknown as TypedDocumentString<OrderTrackerSettingsQuery, OrderTrackerSettingsQueryVariables>;
export const SaveOrderTrackerSettingsDocument = `
    mutation SaveOrderTrackerSettings($input: OrderTrackerSettingsInput!) {
  saveOrderTrackerSettings(input: $input) {
    ...OrderTrackerSettingsFields
  }
}
    fragment OrderTrackerSettingsFields on OrderTrackerSettings {
  title
  icon
  background
  alignment
  image_id
  columns {
    status
    title
    shown
  }
  days
  from
  to
}` as unknown as TypedDocumentString<SaveOrderTrackerSettingsMutation, SaveOrderTrackerSettingsMutationVariables>;
