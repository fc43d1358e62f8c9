import { completeModules, type JobModule } from '../../core/permissions.js';
import { checkJobsDelete, checkJobWrite } from '../services/grants.js';
import type { EntityModule } from './index.js';

/**
 * A job holds every module and permission code of the catalogue, each on or off, raised only as far
 * as its editor may grant.
 */
const job: EntityModule = ({ sessions }) => ({
  async beforeWrite(tx, scope, data, before) {
    const modules = completeModules(data.modules as JobModule[]);
    await checkJobWrite(tx, scope, before, modules);
    return { modules: JSON.stringify(modules) };
  },
  beforeDelete: checkJobsDelete,
  /** The holders of the jobs get their new rights at once. */
  afterCommit(scope, ids) {
    sessions.rightsChanged(scope.storeId, { jobIds: ids });
  },
});

export default job;
