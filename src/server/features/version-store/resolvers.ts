import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors.js';
import { defineFeature } from '../../graphql/feature.js';
import type { GraphqlContext } from '../../graphql/resolvers.js';
import { consoleUrlOf } from './service.js';
import type { FeatureDeps } from '../index.js';

/** The request an operation came in (mercurius puts its reply in the context). */
const requestOf = (ctx: GraphqlContext) =>
  (ctx as GraphqlContext & { reply: { request: FastifyRequest } }).reply.request;

/** Which console deployment serves a store (SPEC §7): its own address, else this server's. */
export default defineFeature(({ db }: FeatureDeps) => ({
  Query: {
    async versionStore(_, args, ctx) {
      if (!args.store_id) throw new AppError('NOT_FOUND', 'errors.idNotFound');
      // A user asks only about the store of their own token.
      if (args.store_id !== ctx.scope.storeId) throw new AppError('597-1', 'errors.notAuthorized');
      const store = await consoleUrlOf(db, ctx.scope.storeId);
      if (!store) throw new AppError('NOT_FOUND', 'errors.idNotFound');
      const request = requestOf(ctx);
      const own = `${request.protocol}://${request.host}/office`;
      return { url: store.console_url ?? own };
    },
  },
}));
