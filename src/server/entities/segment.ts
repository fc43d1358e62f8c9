import { segmentCount, type SegmentConditions } from '../services/segments.js';
import type { EntityModule } from './index.js';

/** A segment keeps how many customers met its conditions when it was saved (the list's total). */
const segment: EntityModule = () => ({
  async beforeWrite(tx, scope, data) {
    return { total_customers: await segmentCount(tx, scope.storeId, data as SegmentConditions) };
  },
});

export default segment;
