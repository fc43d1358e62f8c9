import { AppError } from '../../core/errors.js';
import { operationAllowed, pageAccess } from '../../core/permissions.js';
import { toAccessUser, type Principal } from '../auth/access.js';
import type { Scope } from '../services/items.js';
import { requireAccess, type GraphqlContext } from './resolvers.js';

/**
 * Wraps an answer made from the caller's scope and the operation's arguments into a resolver that
 * checks a guard first. The resolver keeps the answer's argument and result types, so where the
 * generated contracts type the operation (`defineFeature`), a wrong answer fails the type check.
 */
export type Guard = <A, R>(
  answer: (scope: Scope, args: A) => R,
) => (parent: unknown, args: A, ctx: GraphqlContext) => R;

/**
 * Resolvers behind one guard: each checks the caller's module and permission first, then answers
 * from the caller's store and user and the operation's arguments.
 */
export const guardedBy =
  (access: { module: string; permission: string }): Guard =>
  (answer) =>
  (_, args, ctx) => {
    requireAccess(ctx, access);
    return answer(ctx.scope, args);
  };

/**
 * Refuses a page's own operation unless the caller holds one of the codes its declaration
 * (src/core/pages.ts) gives it: the page and its API are guarded by the same words.
 */
export function requirePageAccess(ctx: GraphqlContext, path: string): void {
  if (!pageAllowedTo(ctx.principal, path)) throw new AppError('597-1', 'errors.notAuthorized');
}

/** Whether a principal (the caller's, or the same user's in another store) holds a code of the page at `path`. */
export function pageAllowedTo(principal: Principal, path: string): boolean {
  const access = pageAccess(path);
  if (!access) throw new Error(`no page is declared at ${path} (src/core/pages.ts)`);
  const user = toAccessUser(principal);
  return access.codes.some((permission) => operationAllowed(user, { module: access.module, permission }));
}

/** Resolvers behind the guard of the page at `path`, as `guardedBy` for a module and permission. */
export const guardedByPage =
  (path: string): Guard =>
  (answer) =>
  (_, args, ctx) => {
    requirePageAccess(ctx, path);
    return answer(ctx.scope, args);
  };
