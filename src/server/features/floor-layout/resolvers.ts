import type { TableInput } from '../../../core/floor-layout.js';
import { guardedByPage } from '../../graphql/guard.js';
import type { FeatureDeps } from '../index.js';
import {
  createFloorArea,
  deleteArea,
  readLayout,
  renameArea,
  reorderAreas,
  resetTable,
  saveFloorTables,
  setAreaStatus,
} from './service.js';

/** The guard of every operation (SPEC §2 Operations: /pages/floor-layout). */
const guarded = guardedByPage('/pages/floor-layout');

/** The store's floor: areas (dining room, patio…) and their tables, as the floor layout editor draws them. */
export default function floorLayout({ db }: FeatureDeps) {
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
