// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, DeliverySettingsQuery, DeliverySettingsQueryVariables, SaveDeliverySettingsMutation, SaveDeliverySettingsMutationVariables, SaveDeliveryZoneTypeMutation, SaveDeliveryZoneTypeMutationVariables, SavedDeliverySettingsFragment, SavedZoneFragment } from './graphql-documents.js';

export const SavedZoneFragmentDoc = `
    fragment SavedZone on DeliveryZone {
  id
  name
  fee
  distance
  color
  polygon {
    lat
    lng
  }
}
    ` as unknown as TypedDocumentString<SavedZoneFragment, unknown>;
export const SavedDeliverySettingsFragmentDoc = `
    fragment SavedDeliverySettings on DeliverySettings {
  type
  latitude
  longitude
  tile_url
  unit
  limits {
    maxZones
    maxPoints
  }
  distance_zones {
    ...SavedZone
  }
  map_zones {
    ...SavedZone
  }
}
    fragment SavedZone on DeliveryZone {
  id
  name
  fee
  distance
  color
  polygon {
    lat
    lng
  }
}` as unknown as TypedDocumentString<SavedDeliverySettingsFragment, unknown>;
export const DeliverySettingsDocument = `
    query DeliverySettings {
  s: deliverySettings {
    ...SavedDeliverySettings
  }
}
    fragment SavedZone on DeliveryZone {
  id
  name
  fee
  distance
  color
  polygon {
    lat
    lng
  }
}
fragment SavedDeliverySettings on DeliverySettings {
  type
  latitude
  longitude
  tile_url
  unit
  limits {
    maxZones
    maxPoints
  }
  distance_zones {
    ...SavedZone
  }
  map_zones {
    ...SavedZone
  }
}` as unknown as TypedDocumentString<DeliverySettingsQuery, DeliverySettingsQueryVariables>;
export const SaveDeliverySettingsDocument = `
    mutation SaveDeliverySettings($settings: DeliverySettingsInput!) {
  s: saveDeliverySettings(settings: $settings) {
    ...SavedDeliverySettings
  }
}
    fragment SavedZone on DeliveryZone {
  id
  name
  fee
  distance
  color
  polygon {
    lat
    lng
  }
}
fragment SavedDeliverySettings on DeliverySettings {
  type
  latitude
  longitude
  tile_url
  unit
  limits {
    maxZones
    maxPoints
  }
  distance_zones {
    ...SavedZone
  }
  map_zones {
    ...SavedZone
  }
}` as unknown as TypedDocumentString<SaveDeliverySettingsMutation, SaveDeliverySettingsMutationVariables>;
export const SaveDeliveryZoneTypeDocument = `
    mutation SaveDeliveryZoneType($type: DeliveryZoneType!) {
  s: saveDeliveryZoneType(type: $type) {
    ...SavedDeliverySettings
  }
}
    fragment SavedZone on DeliveryZone {
  id
  name
  fee
  distance
  color
  polygon {
    lat
    lng
  }
}
fragment SavedDeliverySettings on DeliverySettings {
  type
  latitude
  longitude
  tile_url
  unit
  limits {
    maxZones
    maxPoints
  }
  distance_zones {
    ...SavedZone
  }
  map_zones {
    ...SavedZone
  }
}` as unknown as TypedDocumentString<SaveDeliveryZoneTypeMutation, SaveDeliveryZoneTypeMutationVariables>;
