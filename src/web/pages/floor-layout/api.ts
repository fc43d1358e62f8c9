import type { AreaStatus, FloorLimits, TableInput, TableShape } from '../../../core/floor-layout';
import {
  CreateFloorAreaDocument,
  DeleteFloorAreaDocument,
  FloorLayoutDocument,
  RenameFloorAreaDocument,
  ReorderFloorAreasDocument,
  ResetFloorTableDocument,
  SaveFloorTablesDocument,
  SetFloorAreaStatusDocument,
  type FloorAreaFieldsFragment,
} from '../../../../generated/graphql-documents';
import { graphqlCall } from '../../graphql/client';
import type { Area, FloorTable } from './floor';

// The SDL types a shape and a status as strings; the server only answers those of core/floor-layout.
const toTables = (tables: FloorAreaFieldsFragment['tables']): FloorTable[] =>
  tables.map((t) => ({ ...t, shape: t.shape as TableShape, key: t.id }));
const toArea = ({ tables: _tables, ...area }: FloorAreaFieldsFragment): Area => ({
  ...area,
  status: area.status as AreaStatus,
});

export interface Floor {
  areas: Area[];
  tables: Record<string, FloorTable[]>;
  limits: FloorLimits;
}

export async function loadFloor(): Promise<Floor> {
  const { floor } = await graphqlCall(FloorLayoutDocument);
  return {
    areas: floor.areas.map(toArea),
    tables: Object.fromEntries(floor.areas.map((a) => [a.id, toTables(a.tables)])),
    limits: floor.limits,
  };
}

export async function saveTables(areaId: string, tables: TableInput[]): Promise<FloorTable[]> {
  return toTables((await graphqlCall(SaveFloorTablesDocument, { area: areaId, tables })).area.tables);
}

export async function createArea(name: string): Promise<Area> {
  return toArea((await graphqlCall(CreateFloorAreaDocument, { name })).area);
}

export async function renameArea(id: string, name: string): Promise<Area> {
  return toArea((await graphqlCall(RenameFloorAreaDocument, { id, name })).area);
}

export async function setAreaStatus(id: string, status: AreaStatus): Promise<Area> {
  return toArea((await graphqlCall(SetFloorAreaStatusDocument, { id, status })).area);
}

export async function reorderAreas(ids: string[]): Promise<Area[]> {
  return (await graphqlCall(ReorderFloorAreasDocument, { ids })).areas.map(toArea);
}

export async function deleteArea(id: string): Promise<void> {
  await graphqlCall(DeleteFloorAreaDocument, { id });
}

export async function resetTable(id: string): Promise<void> {
  await graphqlCall(ResetFloorTableDocument, { id });
}
