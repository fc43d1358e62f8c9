import type { MutationCreateTimeCardArgs as CardArgs } from '../../../../generated/graphql-resolvers.js';
import { orNull, pageFeature } from '../../graphql/feature.js';
import { listEmployees, listTimeCards, listWorkingDays, timeCardContext } from './service.js';
import { createTimeCard, createWorkingDay, deleteTimeCard, updateTimeCard } from './writes.js';
import type { FeatureDeps } from '../index.js';

/** A card as the client sent it, each field it left out null. */
const card = (a: Partial<CardArgs>) => ({
  ...orNull(a, ['employee_id', 'business_date', 'clock_in', 'clock_out']),
  breaks: a.breaks?.map((b) => orNull(b, ['break_in', 'break_out'])),
});

/**
 * Employees' time cards (SPEC §5) and the working days they belong to. Times are ISO 8601 instants.
 * Every operation is guarded by its page (SPEC §2 Employees: /pages/time-cards).
 */
export default pageFeature('/pages/time-cards', ({ db }: FeatureDeps, guarded) => ({
  Query: {
    timeCards: guarded((scope, a) => listTimeCards(db, scope.storeId, a)),
    workingDays: guarded((scope, a) => listWorkingDays(db, scope.storeId, a.from, a.to)),
    timeCardEmployees: guarded((scope) => listEmployees(db, scope.storeId)),
    timeCardContext: guarded((scope, a) => timeCardContext(db, scope.storeId, a)),
  },
  Mutation: {
    createWorkingDay: guarded((scope, a) => createWorkingDay(db, scope, a.business_date)),
    createTimeCard: guarded((scope, a) => createTimeCard(db, scope, card(a))),
    updateTimeCard: guarded((scope, { id, ...a }) => updateTimeCard(db, scope, id, card(a))),
    deleteTimeCard: guarded((scope, a) => deleteTimeCard(db, scope, a.id)),
  },
}));
