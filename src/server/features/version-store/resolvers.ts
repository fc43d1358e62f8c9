import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors.js';
import type { GraphqlContext } from '../../graphql/resolvers.js';
import type { FeatureDeps } from '../index.js';
import { consoleUrlOf } from './service.js';

type Ctx = GraphqlContext & { reply: { request: FastifyRequest } };

/** Which console deployment serves a store (SPEC §7): its own address, else this server's. */
export default function versionStore({ db }: FeatureDeps) {
  return {
    Query: {
      async versionStore(
        _: unknown,
        args: { store_id?: string | null; module_name?: string | null },
        ctx: Ctx,
      ) {
        if (!args.store_id) throw new AppError('NOT_FOUND', 'errors.idNotFound');
        // A user asks only about the store of their own token.
        if (args.store_id !== ctx.scope.storeId) throw new AppError('597-1', 'errors.notAuthorized');
        const store = await consoleUrlOf(db, ctx.scope.storeId);
        if (!store) throw new AppError('NOT_FOUND', 'errors.idNotFound');
        const request = ctx.reply.request;
        const own = `${request.protocol}://${request.host}/office`;
        return { url: store.console_url ?? own };
      },
    },
  };
}
