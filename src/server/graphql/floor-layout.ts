import {
  createFloorArea,
  deleteArea,
  readLayout,
  renameArea,
  reorderAreas,
  resetTable,
  saveFloorTables,
  setAreaStatus,
} from '../services/floor-layout.js';
import type { TableInput } from '../../core/floor-layout.js';
import type { Db } from '../db/database.js';
import type { Scope } from '../services/items.js';
import { requireAccess, type GraphqlContext } from './resolvers.js';

/** The store's floor: areas (dining room, patio…) and their tables, as the floor layout editor draws them. */
export const FLOOR_LAYOUT_SDL = `
"A table of an area: where it stands on the floor, its size and turn in layout units and degrees."
type FloorTable {
  id: ID!
  area_id: ID!
  "Its name or number, unique in the store."
  name: String!
  "square, round or rectangle."
  shape: String!
  x: Int!
  y: Int!
  width: Int!
  height: Int!
  "Degrees clockwise, 0 to 359."
  rotation: Int!
  seats: Int!
  "#rrggbb"
  color: String!
  "Busy while the point of sale has it open; reset returns it to available."
  busy: Boolean!
}

"An area of the floor and its tables."
type FloorArea {
  id: ID!
  name: String!
  "active or inactive."
  status: String!
  "Its place among the store's areas, from 0."
  position: Int!
  tables: [FloorTable!]!
}

"What a floor may hold."
type FloorLimits {
  floorWidth: Int!
  floorHeight: Int!
  minSize: Int!
  maxSize: Int!
  minSeats: Int!
  maxSeats: Int!
  maxTables: Int!
  maxTableName: Int!
  maxAreaName: Int!
}

type FloorLayout {
  "The store's areas in order, each with its tables."
  areas: [FloorArea!]!
  limits: FloorLimits!
}

"A table as the editor saves it; without id, a new table."
input FloorTableInput {
  id: ID
  name: String!
  shape: String!
  x: Int!
  y: Int!
  width: Int!
  height: Int!
  rotation: Int!
  seats: Int!
  color: String!
}

extend type Query {
  floorLayout: FloorLayout!
}

extend type Mutation {
  "Replaces an area's tables with this list, in one transaction; a busy table cannot be left out."
  saveFloorTables(area_id: ID!, tables: [FloorTableInput!]!): FloorArea!
  createFloorArea(name: String!): FloorArea!
  renameFloorArea(id: ID!, name: String!): FloorArea!
  "Every area of the store, in the new order."
  reorderFloorAreas(ids: [ID!]!): [FloorArea!]!
  "active or inactive; an area with busy tables cannot be deactivated."
  setFloorAreaStatus(id: ID!, status: String!): FloorArea!
  "Deletes an area and its tables; refused while a table of it is busy. Answers the area's id."
  deleteFloorArea(id: ID!): ID!
  "Returns a busy table to available."
  resetFloorTable(id: ID!): FloorTable!
}
`;

/** The guard of every operation (SPEC §2 Operations: /pages/floor-layout). */
const FLOOR_ACCESS = { module: 'operations', permission: 'floor-layout' } as const;

type Args<T> = (_: unknown, args: T, ctx: GraphqlContext) => Promise<unknown>;

/** Every operation checks the caller's access first. */
const guarded =
  <T>(fn: (scope: Scope, args: T) => Promise<unknown>): Args<T> =>
  (_, args, ctx) => {
    requireAccess(ctx, FLOOR_ACCESS);
    return fn(ctx.scope, args);
  };

export function floorLayoutResolvers(deps: { db: Db }) {
  const { db } = deps;
  return {
    Query: {
      floorLayout: guarded((scope) => readLayout(db, scope.storeId)),
    },
    Mutation: {
      saveFloorTables: guarded((scope, a: { area_id: string; tables: TableInput[] }) =>
        saveFloorTables(db, scope, a.area_id, a.tables),
      ),
      createFloorArea: guarded((scope, a: { name: string }) => createFloorArea(db, scope, a.name)),
      renameFloorArea: guarded((scope, a: { id: string; name: string }) =>
        renameArea(db, scope, a.id, a.name),
      ),
      reorderFloorAreas: guarded((scope, a: { ids: string[] }) => reorderAreas(db, scope, a.ids)),
      setFloorAreaStatus: guarded((scope, a: { id: string; status: string }) =>
        setAreaStatus(db, scope, a.id, a.status),
      ),
      deleteFloorArea: guarded((scope, a: { id: string }) => deleteArea(db, scope, a.id)),
      resetFloorTable: guarded((scope, a: { id: string }) => resetTable(db, scope, a.id)),
    },
  };
}
