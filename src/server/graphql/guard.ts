import type { Scope } from '../services/items.js';
import { requireAccess, type GraphqlContext } from './resolvers.js';

/**
 * Resolvers behind one guard: each checks the caller's module and permission first, then answers
 * from the caller's store and user and the operation's arguments.
 */
export const guardedBy =
  (access: { module: string; permission: string }) =>
  <T>(answer: (scope: Scope, args: T) => unknown) =>
  (_: unknown, args: T, ctx: GraphqlContext) => {
    requireAccess(ctx, access);
    return answer(ctx.scope, args);
  };
