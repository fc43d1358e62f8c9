import type { IResolvers } from 'mercurius';
import { registry } from '../../core/registry.js';
import type { RecordData } from '../../core/validation.js';
import type { ItemsService, ListParams, Scope } from '../services/items.js';

export interface GraphqlContext {
  scope: Scope;
  items: ItemsService;
}

type Args = Record<string, unknown>;

/** The generated CRUD of every registered resource, in ra-data-graphql-simple naming. */
export function buildResolvers(): IResolvers {
  const Query: Record<string, unknown> = {};
  const Mutation: Record<string, unknown> = {};
  for (const r of registry) {
    Query[`all${r.plural}`] = (_: unknown, args: ListParams, ctx: GraphqlContext) =>
      ctx.items.list(ctx.scope, r, args);
    Query[`_all${r.plural}Meta`] = async (_: unknown, args: ListParams, ctx: GraphqlContext) => ({
      count: await ctx.items.count(ctx.scope, r, args.filter),
    });
    Query[`_all${r.plural}Counts`] = (
      _: unknown,
      args: { by: string; filter?: RecordData },
      ctx: GraphqlContext,
    ) => ctx.items.countBy(ctx.scope, r, args.by, args.filter);
    Query[r.type] = (_: unknown, args: { id: string }, ctx: GraphqlContext) =>
      ctx.items.get(ctx.scope, r, args.id);
    Mutation[`create${r.type}`] = (_: unknown, args: Args, ctx: GraphqlContext) =>
      ctx.items.create(ctx.scope, r, args as RecordData);
    Mutation[`update${r.type}`] = (_: unknown, { id, ...patch }: Args, ctx: GraphqlContext) =>
      ctx.items.update(ctx.scope, r, id as string, patch);
    Mutation[`delete${r.type}`] = (_: unknown, args: { id: string }, ctx: GraphqlContext) =>
      ctx.items.delete(ctx.scope, r, args.id);
    Mutation[`update${r.plural}`] = (_: unknown, args: { ids: string[]; data: Args }, ctx: GraphqlContext) =>
      ctx.items.updateMany(ctx.scope, r, args.ids, args.data);
    Mutation[`delete${r.plural}`] = (_: unknown, args: { ids: string[] }, ctx: GraphqlContext) =>
      ctx.items.deleteMany(ctx.scope, r, args.ids);
  }
  return { Query, Mutation } as IResolvers;
}
