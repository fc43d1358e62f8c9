import { pageFeature } from '../../graphql/feature.js';
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
import type { FeatureDeps } from '../index.js';

/**
 * The store's floor: areas (dining room, patio…) and their tables, as the floor layout editor draws
 * them; every operation is guarded by its page (SPEC §2 Operations: /pages/floor-layout).
 */
export default pageFeature('/pages/floor-layout', ({ db }: FeatureDeps, guarded) => ({
  Query: {
    floorLayout: guarded((scope) => readLayout(db, scope.storeId)),
  },
  Mutation: {
    saveFloorTables: guarded((scope, a) => saveFloorTables(db, scope, a.area_id, a.tables)),
    createFloorArea: guarded((scope, a) => createFloorArea(db, scope, a.name)),
    renameFloorArea: guarded((scope, a) => renameArea(db, scope, a.id, a.name)),
    reorderFloorAreas: guarded((scope, a) => reorderAreas(db, scope, a.ids)),
    setFloorAreaStatus: guarded((scope, a) => setAreaStatus(db, scope, a.id, a.status)),
    deleteFloorArea: guarded((scope, a) => deleteArea(db, scope, a.id)),
    resetFloorTable: guarded((scope, a) => resetTable(db, scope, a.id)),
  },
}));
