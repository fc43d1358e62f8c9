import { guardedByPage } from '../../graphql/guard.js';
import type { FeatureDeps } from '../index.js';
import {
  listEmployees,
  listTimeCards,
  listWorkingDays,
  timeCardContext,
  type TimeCardInput,
} from './service.js';
import { createTimeCard, createWorkingDay, deleteTimeCard, updateTimeCard } from './writes.js';

/** The guard of every operation (SPEC §2 Employees: /pages/time-cards). */
const guarded = guardedByPage('/pages/time-cards');

/** Employees' time cards (SPEC §5) and the working days they belong to. Times are ISO 8601 instants. */
export default function timeCards({ db }: FeatureDeps) {
  return {
    Query: {
      timeCards: guarded((scope, a: { from: string; to: string; employee_id?: string | null }) =>
        listTimeCards(db, scope.storeId, a),
      ),
      workingDays: guarded((scope, a: { from: string; to: string }) =>
        listWorkingDays(db, scope.storeId, a.from, a.to),
      ),
      timeCardEmployees: guarded((scope) => listEmployees(db, scope.storeId)),
      timeCardContext: guarded(
        (scope, a: { business_date: string; employee_id?: string | null; exclude_id?: string | null }) =>
          timeCardContext(db, scope.storeId, a),
      ),
    },
    Mutation: {
      createWorkingDay: guarded((scope, a: { business_date: string }) =>
        createWorkingDay(db, scope, a.business_date),
      ),
      createTimeCard: guarded((scope, a: TimeCardInput) => createTimeCard(db, scope, a)),
      updateTimeCard: guarded((scope, { id, ...a }: TimeCardInput & { id: string }) =>
        updateTimeCard(db, scope, id, a),
      ),
      deleteTimeCard: guarded((scope, a: { id: string }) => deleteTimeCard(db, scope, a.id)),
    },
  };
}
