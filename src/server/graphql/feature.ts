import type { MutationResolvers, QueryResolvers } from '../../../generated/graphql-resolvers.js';
import { guardedByPage, type Guard } from './guard.js';
import type { GraphqlContext } from './resolvers.js';

/**
 * The operations of a root type, each a plain function typed by the contracts `npm run gen` writes
 * from the SDL (generated/graphql-resolvers.ts): its arguments and its answer. A resolver that
 * answers another shape than its schema.graphql declares fails the type check.
 */
type Operations<R> = { [K in keyof R]?: Extract<NonNullable<R[K]>, (...args: never[]) => unknown> };

/** What a feature's `resolvers.ts` makes, typed by the SDL (see `FeatureApi`). */
export interface FeatureResolvers {
  Query?: Operations<QueryResolvers<GraphqlContext>>;
  Mutation?: Operations<MutationResolvers<GraphqlContext>>;
  /** Run once the server is ready (a schedule, a watcher). */
  start?(): Promise<void> | void;
  /** Run before the server closes. */
  stop?(): Promise<void> | void;
}

/**
 * A feature's default export: its resolvers made from the server's parts (`FeatureDeps`, named by
 * the feature so that this adapter needs nothing of the features' folder), typed by the SDL.
 */
export const defineFeature = <Deps>(make: (deps: Deps) => FeatureResolvers) => make;

/**
 * A feature whose every operation is its page's own (src/core/pages.ts): each answer is made behind
 * the guard of the page at `path`.
 */
export const pageFeature = <Deps>(path: string, make: (deps: Deps, guarded: Guard) => FeatureResolvers) =>
  defineFeature((deps: Deps) => make(deps, guardedByPage(path)));

/**
 * The arguments (or input fields) a client may leave out, as the services take them: one left out is
 * null, as if the client had sent null.
 */
export function orNull<T extends object, K extends keyof T>(
  given: T,
  keys: readonly K[],
): Omit<T, K> & { [P in K]-?: Exclude<T[P], undefined> | null } {
  const out: Record<PropertyKey, unknown> = { ...(given as Record<PropertyKey, unknown>) };
  for (const key of keys) out[key] ??= null;
  return out as Omit<T, K> & { [P in K]-?: Exclude<T[P], undefined> | null };
}
