// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** How a store's delivery area is described: rings around the store by distance, or areas drawn on a map. */
export type DeliveryZoneType = 'distance' | 'map';

/** Miles or kilometres. */
export type DistanceUnit = 'mi' | 'km';

export type LatLngInput = {
  lat: number;
  lng: number;
};

export type DeliveryZoneInput = {
  name?: string | null | undefined;
  fee?: number | null | undefined;
  distance?: number | null | undefined;
  color?: string | null | undefined;
  polygon?: Array<LatLngInput> | null | undefined;
};

export type DeliverySettingsInput = {
  type: DeliveryZoneType;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  tile_url: string;
  unit: DistanceUnit;
  distance_zones: Array<DeliveryZoneInput>;
  map_zones: Array<DeliveryZoneInput>;
};

/** A table as the editor saves it; without id, a new table. */
export type FloorTableInput = {
  id?: string | null | undefined;
  name: string;
  shape: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  seats: number;
  color: string;
};

export type PosMenuTabInput = {
  category_id: string;
  /** The tab's buttons in order; an item at most once per tab. */
  menu_item_ids: Array<string>;
};

export type PosMenuLayoutInput = {
  columns: number;
  tabs: Array<PosMenuTabInput>;
};

export type SavedZoneFragment = {
  id: string;
  name: string;
  fee: number;
  distance: number | null;
  color: string | null;
  polygon: Array<{ lat: number; lng: number }> | null;
};

export type SavedDeliverySettingsFragment = {
  type: DeliveryZoneType;
  latitude: number | null;
  longitude: number | null;
  tile_url: string;
  unit: DistanceUnit;
  limits: { maxZones: number; maxPoints: number };
  distance_zones: Array<{
    id: string;
    name: string;
    fee: number;
    distance: number | null;
    color: string | null;
    polygon: Array<{ lat: number; lng: number }> | null;
  }>;
  map_zones: Array<{
    id: string;
    name: string;
    fee: number;
    distance: number | null;
    color: string | null;
    polygon: Array<{ lat: number; lng: number }> | null;
  }>;
};

export type DeliverySettingsQueryVariables = Exact<{ [key: string]: never }>;

export type DeliverySettingsQuery = {
  s: {
    type: DeliveryZoneType;
    latitude: number | null;
    longitude: number | null;
    tile_url: string;
    unit: DistanceUnit;
    limits: { maxZones: number; maxPoints: number };
    distance_zones: Array<{
      id: string;
      name: string;
      fee: number;
      distance: number | null;
      color: string | null;
      polygon: Array<{ lat: number; lng: number }> | null;
    }>;
    map_zones: Array<{
      id: string;
      name: string;
      fee: number;
      distance: number | null;
      color: string | null;
      polygon: Array<{ lat: number; lng: number }> | null;
    }>;
  };
};

export type SaveDeliverySettingsMutationVariables = Exact<{
  settings: DeliverySettingsInput;
}>;

export type SaveDeliverySettingsMutation = {
  s: {
    type: DeliveryZoneType;
    latitude: number | null;
    longitude: number | null;
    tile_url: string;
    unit: DistanceUnit;
    limits: { maxZones: number; maxPoints: number };
    distance_zones: Array<{
      id: string;
      name: string;
      fee: number;
      distance: number | null;
      color: string | null;
      polygon: Array<{ lat: number; lng: number }> | null;
    }>;
    map_zones: Array<{
      id: string;
      name: string;
      fee: number;
      distance: number | null;
      color: string | null;
      polygon: Array<{ lat: number; lng: number }> | null;
    }>;
  };
};

export type SaveDeliveryZoneTypeMutationVariables = Exact<{
  type: DeliveryZoneType;
}>;

export type SaveDeliveryZoneTypeMutation = {
  s: {
    type: DeliveryZoneType;
    latitude: number | null;
    longitude: number | null;
    tile_url: string;
    unit: DistanceUnit;
    limits: { maxZones: number; maxPoints: number };
    distance_zones: Array<{
      id: string;
      name: string;
      fee: number;
      distance: number | null;
      color: string | null;
      polygon: Array<{ lat: number; lng: number }> | null;
    }>;
    map_zones: Array<{
      id: string;
      name: string;
      fee: number;
      distance: number | null;
      color: string | null;
      polygon: Array<{ lat: number; lng: number }> | null;
    }>;
  };
};

export type FloorAreaFieldsFragment = {
  id: string;
  name: string;
  status: string;
  position: number;
  tables: Array<{
    id: string;
    name: string;
    shape: string;
    x: number;
    y: number;
    width: number;
    height: number;
    rotation: number;
    seats: number;
    color: string;
    busy: boolean;
  }>;
};

export type FloorLayoutQueryVariables = Exact<{ [key: string]: never }>;

export type FloorLayoutQuery = {
  floor: {
    areas: Array<{
      id: string;
      name: string;
      status: string;
      position: number;
      tables: Array<{
        id: string;
        name: string;
        shape: string;
        x: number;
        y: number;
        width: number;
        height: number;
        rotation: number;
        seats: number;
        color: string;
        busy: boolean;
      }>;
    }>;
    limits: {
      floorWidth: number;
      floorHeight: number;
      minSize: number;
      maxSize: number;
      minSeats: number;
      maxSeats: number;
      maxTables: number;
      maxTableName: number;
      maxAreaName: number;
    };
  };
};

export type SaveFloorTablesMutationVariables = Exact<{
  area: string;
  tables: Array<FloorTableInput> | FloorTableInput;
}>;

export type SaveFloorTablesMutation = {
  area: {
    id: string;
    name: string;
    status: string;
    position: number;
    tables: Array<{
      id: string;
      name: string;
      shape: string;
      x: number;
      y: number;
      width: number;
      height: number;
      rotation: number;
      seats: number;
      color: string;
      busy: boolean;
    }>;
  };
};

export type CreateFloorAreaMutationVariables = Exact<{
  name: string;
}>;

export type CreateFloorAreaMutation = {
  area: {
    id: string;
    name: string;
    status: string;
    position: number;
    tables: Array<{
      id: string;
      name: string;
      shape: string;
      x: number;
      y: number;
      width: number;
      height: number;
      rotation: number;
      seats: number;
      color: string;
      busy: boolean;
    }>;
  };
};

export type RenameFloorAreaMutationVariables = Exact<{
  id: string;
  name: string;
}>;

export type RenameFloorAreaMutation = {
  area: {
    id: string;
    name: string;
    status: string;
    position: number;
    tables: Array<{
      id: string;
      name: string;
      shape: string;
      x: number;
      y: number;
      width: number;
      height: number;
      rotation: number;
      seats: number;
      color: string;
      busy: boolean;
    }>;
  };
};

export type SetFloorAreaStatusMutationVariables = Exact<{
  id: string;
  status: string;
}>;

export type SetFloorAreaStatusMutation = {
  area: {
    id: string;
    name: string;
    status: string;
    position: number;
    tables: Array<{
      id: string;
      name: string;
      shape: string;
      x: number;
      y: number;
      width: number;
      height: number;
      rotation: number;
      seats: number;
      color: string;
      busy: boolean;
    }>;
  };
};

export type ReorderFloorAreasMutationVariables = Exact<{
  ids: Array<string> | string;
}>;

export type ReorderFloorAreasMutation = {
  areas: Array<{
    id: string;
    name: string;
    status: string;
    position: number;
    tables: Array<{
      id: string;
      name: string;
      shape: string;
      x: number;
      y: number;
      width: number;
      height: number;
      rotation: number;
      seats: number;
      color: string;
      busy: boolean;
    }>;
  }>;
};

export type DeleteFloorAreaMutationVariables = Exact<{
  id: string;
}>;

export type DeleteFloorAreaMutation = { id: string };

export type ResetFloorTableMutationVariables = Exact<{
  id: string;
}>;

export type ResetFloorTableMutation = { table: { id: string } };

export type PosLayoutFieldsFragment = {
  columns: number;
  saved: boolean;
  limits: { minColumns: number; maxColumns: number; maxTabs: number; maxButtons: number };
  tabs: Array<{ category_id: string; buttons: Array<{ menu_item_id: string }> }>;
};

export type PosMenuLayoutQueryVariables = Exact<{ [key: string]: never }>;

export type PosMenuLayoutQuery = {
  layout: {
    columns: number;
    saved: boolean;
    limits: { minColumns: number; maxColumns: number; maxTabs: number; maxButtons: number };
    tabs: Array<{ category_id: string; buttons: Array<{ menu_item_id: string }> }>;
  };
};

export type SavePosMenuLayoutMutationVariables = Exact<{
  layout: PosMenuLayoutInput;
}>;

export type SavePosMenuLayoutMutation = {
  layout: {
    columns: number;
    saved: boolean;
    limits: { minColumns: number; maxColumns: number; maxTabs: number; maxButtons: number };
    tabs: Array<{ category_id: string; buttons: Array<{ menu_item_id: string }> }>;
  };
};

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const SavedZoneFragmentDoc = new TypedDocumentString(
  `
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
    `,
  { fragmentName: 'SavedZone' },
) as unknown as TypedDocumentString<SavedZoneFragment, unknown>;
export const SavedDeliverySettingsFragmentDoc = new TypedDocumentString(
  `
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
}`,
  { fragmentName: 'SavedDeliverySettings' },
) as unknown as TypedDocumentString<SavedDeliverySettingsFragment, unknown>;
export const FloorAreaFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment FloorAreaFields on FloorArea {
  id
  name
  status
  position
  tables {
    id
    name
    shape
    x
    y
    width
    height
    rotation
    seats
    color
    busy
  }
}
    `,
  { fragmentName: 'FloorAreaFields' },
) as unknown as TypedDocumentString<FloorAreaFieldsFragment, unknown>;
export const PosLayoutFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment PosLayoutFields on PosMenuLayout {
  columns
  saved
  limits {
    minColumns
    maxColumns
    maxTabs
    maxButtons
  }
  tabs {
    category_id
    buttons {
      menu_item_id
    }
  }
}
    `,
  { fragmentName: 'PosLayoutFields' },
) as unknown as TypedDocumentString<PosLayoutFieldsFragment, unknown>;
export const DeliverySettingsDocument = new TypedDocumentString(`
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
}`) as unknown as TypedDocumentString<DeliverySettingsQuery, DeliverySettingsQueryVariables>;
export const SaveDeliverySettingsDocument = new TypedDocumentString(`
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
}`) as unknown as TypedDocumentString<SaveDeliverySettingsMutation, SaveDeliverySettingsMutationVariables>;
export const SaveDeliveryZoneTypeDocument = new TypedDocumentString(`
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
}`) as unknown as TypedDocumentString<SaveDeliveryZoneTypeMutation, SaveDeliveryZoneTypeMutationVariables>;
export const FloorLayoutDocument = new TypedDocumentString(`
    query FloorLayout {
  floor: floorLayout {
    areas {
      ...FloorAreaFields
    }
    limits {
      floorWidth
      floorHeight
      minSize
      maxSize
      minSeats
      maxSeats
      maxTables
      maxTableName
      maxAreaName
    }
  }
}
    fragment FloorAreaFields on FloorArea {
  id
  name
  status
  position
  tables {
    id
    name
    shape
    x
    y
    width
    height
    rotation
    seats
    color
    busy
  }
}`) as unknown as TypedDocumentString<FloorLayoutQuery, FloorLayoutQueryVariables>;
export const SaveFloorTablesDocument = new TypedDocumentString(`
    mutation SaveFloorTables($area: ID!, $tables: [FloorTableInput!]!) {
  area: saveFloorTables(area_id: $area, tables: $tables) {
    ...FloorAreaFields
  }
}
    fragment FloorAreaFields on FloorArea {
  id
  name
  status
  position
  tables {
    id
    name
    shape
    x
    y
    width
    height
    rotation
    seats
    color
    busy
  }
}`) as unknown as TypedDocumentString<SaveFloorTablesMutation, SaveFloorTablesMutationVariables>;
export const CreateFloorAreaDocument = new TypedDocumentString(`
    mutation CreateFloorArea($name: String!) {
  area: createFloorArea(name: $name) {
    ...FloorAreaFields
  }
}
    fragment FloorAreaFields on FloorArea {
  id
  name
  status
  position
  tables {
    id
    name
    shape
    x
    y
    width
    height
    rotation
    seats
    color
    busy
  }
}`) as unknown as TypedDocumentString<CreateFloorAreaMutation, CreateFloorAreaMutationVariables>;
export const RenameFloorAreaDocument = new TypedDocumentString(`
    mutation RenameFloorArea($id: ID!, $name: String!) {
  area: renameFloorArea(id: $id, name: $name) {
    ...FloorAreaFields
  }
}
    fragment FloorAreaFields on FloorArea {
  id
  name
  status
  position
  tables {
    id
    name
    shape
    x
    y
    width
    height
    rotation
    seats
    color
    busy
  }
}`) as unknown as TypedDocumentString<RenameFloorAreaMutation, RenameFloorAreaMutationVariables>;
export const SetFloorAreaStatusDocument = new TypedDocumentString(`
    mutation SetFloorAreaStatus($id: ID!, $status: String!) {
  area: setFloorAreaStatus(id: $id, status: $status) {
    ...FloorAreaFields
  }
}
    fragment FloorAreaFields on FloorArea {
  id
  name
  status
  position
  tables {
    id
    name
    shape
    x
    y
    width
    height
    rotation
    seats
    color
    busy
  }
}`) as unknown as TypedDocumentString<SetFloorAreaStatusMutation, SetFloorAreaStatusMutationVariables>;
export const ReorderFloorAreasDocument = new TypedDocumentString(`
    mutation ReorderFloorAreas($ids: [ID!]!) {
  areas: reorderFloorAreas(ids: $ids) {
    ...FloorAreaFields
  }
}
    fragment FloorAreaFields on FloorArea {
  id
  name
  status
  position
  tables {
    id
    name
    shape
    x
    y
    width
    height
    rotation
    seats
    color
    busy
  }
}`) as unknown as TypedDocumentString<ReorderFloorAreasMutation, ReorderFloorAreasMutationVariables>;
export const DeleteFloorAreaDocument = new TypedDocumentString(`
    mutation DeleteFloorArea($id: ID!) {
  id: deleteFloorArea(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteFloorAreaMutation, DeleteFloorAreaMutationVariables>;
export const ResetFloorTableDocument = new TypedDocumentString(`
    mutation ResetFloorTable($id: ID!) {
  table: resetFloorTable(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<ResetFloorTableMutation, ResetFloorTableMutationVariables>;
export const PosMenuLayoutDocument = new TypedDocumentString(`
    query PosMenuLayout {
  layout: posMenuLayout {
    ...PosLayoutFields
  }
}
    fragment PosLayoutFields on PosMenuLayout {
  columns
  saved
  limits {
    minColumns
    maxColumns
    maxTabs
    maxButtons
  }
  tabs {
    category_id
    buttons {
      menu_item_id
    }
  }
}`) as unknown as TypedDocumentString<PosMenuLayoutQuery, PosMenuLayoutQueryVariables>;
export const SavePosMenuLayoutDocument = new TypedDocumentString(`
    mutation SavePosMenuLayout($layout: PosMenuLayoutInput!) {
  layout: savePosMenuLayout(layout: $layout) {
    ...PosLayoutFields
  }
}
    fragment PosLayoutFields on PosMenuLayout {
  columns
  saved
  limits {
    minColumns
    maxColumns
    maxTabs
    maxButtons
  }
  tabs {
    category_id
    buttons {
      menu_item_id
    }
  }
}`) as unknown as TypedDocumentString<SavePosMenuLayoutMutation, SavePosMenuLayoutMutationVariables>;
