import type { FeatureDeps } from '../index.js';
import { requirePageAccess } from '../../graphql/guard.js';
import type { GraphqlContext } from '../../graphql/resolvers.js';
import {
  countSystemLogs,
  listSystemLogs,
  systemLogEntry,
  systemLogUsers,
  type SystemLogListArgs,
} from './service.js';

/** The system log: every write of the store, who made it and the record before and after (read only). */
export default function systemLog({ db }: FeatureDeps) {
  const storeOf = (ctx: GraphqlContext) => {
    requirePageAccess(ctx, '/pages/system-logs');
    return ctx.scope.storeId;
  };
  return {
    Query: {
      allSystemLogs: (_: unknown, args: SystemLogListArgs, ctx: GraphqlContext) =>
        listSystemLogs(db, storeOf(ctx), args),
      _allSystemLogsMeta: (_: unknown, args: SystemLogListArgs, ctx: GraphqlContext) =>
        countSystemLogs(db, storeOf(ctx), args.filter),
      SystemLog: (_: unknown, args: { id: string }, ctx: GraphqlContext) =>
        systemLogEntry(db, storeOf(ctx), args.id),
      systemLogUsers: (_: unknown, _args: unknown, ctx: GraphqlContext) => systemLogUsers(db, storeOf(ctx)),
    },
  };
}
