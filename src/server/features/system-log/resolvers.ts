import { defineFeature } from '../../graphql/feature.js';
import { requirePageAccess } from '../../graphql/guard.js';
import type { GraphqlContext } from '../../graphql/resolvers.js';
import { countSystemLogs, listSystemLogs, systemLogEntry, systemLogUsers } from './service.js';
import type { FeatureDeps } from '../index.js';

/** An entry of the log as the service reads it. */
export type SystemLogAnswer = NonNullable<Awaited<ReturnType<typeof systemLogEntry>>>;

/** The system log: every write of the store, who made it and the record before and after (read only). */
export default defineFeature(({ db }: FeatureDeps) => {
  const storeOf = (ctx: GraphqlContext) => {
    requirePageAccess(ctx, '/pages/system-logs');
    return ctx.scope.storeId;
  };
  return {
    Query: {
      allSystemLogs: (_, args, ctx) => listSystemLogs(db, storeOf(ctx), args),
      _allSystemLogsMeta: (_, args, ctx) => countSystemLogs(db, storeOf(ctx), args.filter),
      SystemLog: (_, args, ctx) => systemLogEntry(db, storeOf(ctx), args.id),
      systemLogUsers: (_, _args, ctx) => systemLogUsers(db, storeOf(ctx)),
    },
  };
});
