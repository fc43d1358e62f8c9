import type { IResolvers } from 'mercurius';
import { AppError } from '../../core/errors.js';
import { operationAllowed, readAllowed } from '../../core/permissions.js';
import { records, registry } from '../../core/registry.js';
import { groupFields, type ResourceDef } from '../../core/resource.js';
import type { RecordData } from '../../core/validation.js';
import { toAccessUser, type Principal } from '../auth/access.js';
import type { ItemsService, ListParams, Scope } from '../services/items.js';

export interface GraphqlContext {
  principal: Principal;
  scope: Scope;
  items: ItemsService;
}

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: never, ctx: GraphqlContext) => unknown;

/** Refuses the operation unless the caller's jobs hold the module and permission that guard it. */
export function requireAccess(ctx: GraphqlContext, access: { module: string; permission: string }): void {
  if (!operationAllowed(toAccessUser(ctx.principal), access))
    throw new AppError('597-1', 'errors.notAuthorized');
}

/** A resolver that first checks the resource's `x-access` against the caller. */
function guarded(r: ResourceDef, fn: Resolver): Resolver {
  return (parent, args, ctx) => {
    requireAccess(ctx, r);
    return fn(parent, args, ctx);
  };
}

/** A read that first checks the caller may read the resource: its writers or its readers (`x-access.read`). */
function readGuarded(r: ResourceDef, fn: Resolver): Resolver {
  return (parent, args, ctx) => {
    if (!readAllowed(toAccessUser(ctx.principal), r)) throw new AppError('597-1', 'errors.notAuthorized');
    return fn(parent, args, ctx);
  };
}

/**
 * The generated CRUD of every registered resource, in ra-data-graphql-simple naming; the read-only
 * records get the reads alone (list, count, one by id), so a write to them is no operation at all.
 */
export function buildResolvers(): { Query: Record<string, Resolver>; Mutation: Record<string, Resolver> } {
  const Query: Record<string, Resolver> = {};
  const Mutation: Record<string, Resolver> = {};
  for (const r of [...registry, ...records]) {
    const q = (name: string, fn: Resolver) => (Query[name] = readGuarded(r, fn));
    const m = (name: string, fn: Resolver) => (Mutation[name] = guarded(r, fn));
    q(`all${r.plural}`, (_, args: ListParams, ctx) => ctx.items.list(ctx.scope, r, args));
    q(`_all${r.plural}Meta`, async (_, args: ListParams, ctx) => ({
      count: await ctx.items.count(ctx.scope, r, args.filter),
    }));
    if (groupFields(r).length)
      q(`_all${r.plural}Counts`, (_, args: { by: string; filter?: RecordData }, ctx) =>
        ctx.items.countBy(ctx.scope, r, args.by, args.filter),
      );
    q(r.type, (_, args: { id: string }, ctx) => ctx.items.get(ctx.scope, r, args.id));
    if (r.readOnly) continue;
    m(`create${r.type}`, (_, args: Args, ctx) => ctx.items.create(ctx.scope, r, args as RecordData));
    m(`update${r.type}`, (_, { id, ...patch }: Args, ctx) =>
      ctx.items.update(ctx.scope, r, id as string, patch),
    );
    m(`delete${r.type}`, (_, args: { id: string }, ctx) => ctx.items.delete(ctx.scope, r, args.id));
    m(`update${r.plural}`, async (_, args: { ids: string[]; data: Args }, ctx) => ({
      ids: await ctx.items.updateMany(ctx.scope, r, args.ids, args.data),
    }));
    m(`delete${r.plural}`, async (_, args: { ids: string[] }, ctx) => ({
      ids: await ctx.items.deleteMany(ctx.scope, r, args.ids),
    }));
  }
  return { Query, Mutation };
}

/** A mercurius loader: the answers of one field for every record of a request that asks it, in order. */
type Loader = (
  queries: readonly { obj: Record<string, unknown> }[],
  ctx: GraphqlContext,
) => Promise<unknown[]>;

/**
 * The children of every resource (`x-resource.children`: a check's items and payments), each a
 * loader that mercurius runs once per request and field, however many records ask: one statement
 * for a whole page. A child is guarded by its own `x-access`, as its own list is.
 */
export function buildLoaders(): Record<string, Record<string, Loader>> {
  const all = [...registry, ...records];
  const loaders: Record<string, Record<string, Loader>> = {};
  for (const parent of all)
    for (const c of parent.children ?? []) {
      const child = all.find((r) => r.name === c.resource)!;
      (loaders[parent.type] ??= {})[c.field] = async (queries, ctx) => {
        requireAccess(ctx, child);
        const ids = queries.map((q) => String(q.obj.id));
        const byParent = new Map<string, unknown[]>();
        for (const row of await ctx.items.childrenOf(ctx.scope, child, c.by, ids, c.sort)) {
          const key = String(row[c.by]);
          const rows = byParent.get(key);
          if (rows) rows.push(row);
          else byParent.set(key, [row]);
        }
        return ids.map((id) => byParent.get(id) ?? []);
      };
    }
  return loaders;
}

export type { IResolvers };
