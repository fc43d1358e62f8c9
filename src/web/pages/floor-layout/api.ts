import type { TranslateFunction } from 'react-admin';
import type { FloorLimits, TableInput } from '../../../core/floor-layout';
import { authFetch } from '../../session';
import type { Area, FloorTable } from './floor';

/** A refused call or a check of the editor: a message key and its parameters, shown in the user's language. */
export class FloorError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'FloorError';
  }
}

export function messageOf(translate: TranslateFunction, error: unknown): string {
  if (error instanceof FloorError) return translate(error.key, error.params);
  return error instanceof Error ? error.message : translate('errors.unexpected');
}

interface Answer<T> {
  data?: T | null;
  errors?: { extensions?: { key?: string; params?: Record<string, string | number> } }[];
}

/** One operation of the office endpoint; a refusal keeps the parameters that name what is at fault. */
async function request<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  let body: Answer<T> | null = null;
  try {
    const response = await authFetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    body = (await response.json()) as Answer<T>;
  } catch {
    throw new FloorError('errors.server');
  }
  const ext = body?.errors?.[0]?.extensions;
  if (ext || !body?.data) throw new FloorError(ext?.key ?? 'errors.unexpected', ext?.params);
  return body.data;
}

type TableAnswer = Omit<FloorTable, 'key'> & { id: string };
interface AreaAnswer extends Area {
  tables: TableAnswer[];
}

const TABLE = 'id name shape x y width height rotation seats color busy';
const AREA = `id name status position tables { ${TABLE} }`;

const toTables = (tables: TableAnswer[]): FloorTable[] => tables.map((t) => ({ ...t, key: t.id }));
const toArea = ({ tables: _tables, ...area }: AreaAnswer): Area => area;

export interface Floor {
  areas: Area[];
  tables: Record<string, FloorTable[]>;
  limits: FloorLimits;
}

export async function loadFloor(): Promise<Floor> {
  const data = await request<{ floor: { areas: AreaAnswer[]; limits: FloorLimits } }>(
    `query { floor: floorLayout { areas { ${AREA} } limits { floorWidth floorHeight minSize maxSize minSeats maxSeats maxTables maxTableName maxAreaName } } }`,
  );
  return {
    areas: data.floor.areas.map(toArea),
    tables: Object.fromEntries(data.floor.areas.map((a) => [a.id, toTables(a.tables)])),
    limits: data.floor.limits,
  };
}

export async function saveTables(areaId: string, tables: TableInput[]): Promise<FloorTable[]> {
  const data = await request<{ area: AreaAnswer }>(
    `mutation ($area: ID!, $tables: [FloorTableInput!]!) { area: saveFloorTables(area_id: $area, tables: $tables) { ${AREA} } }`,
    { area: areaId, tables },
  );
  return toTables(data.area.tables);
}

export async function createArea(name: string): Promise<Area> {
  const data = await request<{ area: AreaAnswer }>(
    `mutation ($name: String!) { area: createFloorArea(name: $name) { ${AREA} } }`,
    { name },
  );
  return toArea(data.area);
}

export async function renameArea(id: string, name: string): Promise<Area> {
  const data = await request<{ area: AreaAnswer }>(
    `mutation ($id: ID!, $name: String!) { area: renameFloorArea(id: $id, name: $name) { ${AREA} } }`,
    { id, name },
  );
  return toArea(data.area);
}

export async function setAreaStatus(id: string, status: Area['status']): Promise<Area> {
  const data = await request<{ area: AreaAnswer }>(
    `mutation ($id: ID!, $status: String!) { area: setFloorAreaStatus(id: $id, status: $status) { ${AREA} } }`,
    { id, status },
  );
  return toArea(data.area);
}

export async function reorderAreas(ids: string[]): Promise<Area[]> {
  const data = await request<{ areas: AreaAnswer[] }>(
    `mutation ($ids: [ID!]!) { areas: reorderFloorAreas(ids: $ids) { ${AREA} } }`,
    { ids },
  );
  return data.areas.map(toArea);
}

export async function deleteArea(id: string): Promise<void> {
  await request<{ id: string }>(`mutation ($id: ID!) { id: deleteFloorArea(id: $id) }`, { id });
}

export async function resetTable(id: string): Promise<void> {
  await request<{ table: { id: string } }>(`mutation ($id: ID!) { table: resetFloorTable(id: $id) { id } }`, {
    id,
  });
}
