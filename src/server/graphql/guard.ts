import { AppError } from '../../core/errors.js';
import { operationAllowed, pageAccess } from '../../core/permissions.js';
import { toAccessUser } from '../auth/access.js';
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

/**
 * Refuses a page's own operation unless the caller holds one of the codes its declaration
 * (src/core/pages.ts) gives it: the page and its API are guarded by the same words.
 */
export function requirePageAccess(ctx: GraphqlContext, path: string): void {
  const access = pageAccess(path);
  if (!access) throw new Error(`no page is declared at ${path} (src/core/pages.ts)`);
  const user = toAccessUser(ctx.principal);
  if (!access.codes.some((permission) => operationAllowed(user, { module: access.module, permission })))
    throw new AppError('597-1', 'errors.notAuthorized');
}

/** Resolvers behind the guard of the page at `path`, as `guardedBy` for a module and permission. */
export const guardedByPage =
  (path: string) =>
  <T>(answer: (scope: Scope, args: T) => unknown) =>
  (_: unknown, args: T, ctx: GraphqlContext) => {
    requirePageAccess(ctx, path);
    return answer(ctx.scope, args);
  };
