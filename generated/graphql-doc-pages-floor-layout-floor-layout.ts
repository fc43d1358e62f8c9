// Written by `npm run gen` from the SDL and the pages’ .graphql files. Do not edit.
import type { TypedDocumentString, CreateFloorAreaMutation, CreateFloorAreaMutationVariables, DeleteFloorAreaMutation, DeleteFloorAreaMutationVariables, FloorAreaFieldsFragment, FloorLayoutQuery, FloorLayoutQueryVariables, RenameFloorAreaMutation, RenameFloorAreaMutationVariables, ReorderFloorAreasMutation, ReorderFloorAreasMutationVariables, ResetFloorTableMutation, ResetFloorTableMutationVariables, SaveFloorTablesMutation, SaveFloorTablesMutationVariables, SetFloorAreaStatusMutation, SetFloorAreaStatusMutationVariables } from './graphql-documents.js';

export const FloorAreaFieldsFragmentDoc = `
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
    ` as unknown as TypedDocumentString<FloorAreaFieldsFragment, unknown>;
export const FloorLayoutDocument = `
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
}` as unknown as TypedDocumentString<FloorLayoutQuery, FloorLayoutQueryVariables>;
export const SaveFloorTablesDocument = `
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
}` as unknown as TypedDocumentString<SaveFloorTablesMutation, SaveFloorTablesMutationVariables>;
export const CreateFloorAreaDocument = `
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
}` as unknown as TypedDocumentString<CreateFloorAreaMutation, CreateFloorAreaMutationVariables>;
export const RenameFloorAreaDocument = `
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
}` as unknown as TypedDocumentString<RenameFloorAreaMutation, RenameFloorAreaMutationVariables>;
export const SetFloorAreaStatusDocument = `
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
}` as unknown as TypedDocumentString<SetFloorAreaStatusMutation, SetFloorAreaStatusMutationVariables>;
export const ReorderFloorAreasDocument = `
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
}` as unknown as TypedDocumentString<ReorderFloorAreasMutation, ReorderFloorAreasMutationVariables>;
export const DeleteFloorAreaDocument = `
    mutation DeleteFloorArea($id: ID!) {
  id: deleteFloorArea(id: $id)
}
    ` as unknown as TypedDocumentString<DeleteFloorAreaMutation, DeleteFloorAreaMutationVariables>;
export const ResetFloorTableDocument = `
    mutation ResetFloorTable($id: ID!) {
  table: resetFloorTable(id: $id) {
    id
  }
}
    ` as unknown as TypedDocumentString<ResetFloorTableMutation, ResetFloorTableMutationVariables>;
