import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.js';
import { checkPassword } from '../auth/password.js';
import type { Db } from '../db/database.js';
import { ACCOUNT_EVENTS, logEvent } from '../services/events.js';
import { requireAccess, type GraphqlContext } from './resolvers.js';

/** Operations that are not a resource's CRUD, beside the generated SDL. */
export const CUSTOM_SDL = `
type VersionStore {
  "Where this store's console is served, e.g. https://office.example.com/office."
  url: String!
}

extend type Query {
  "Which console deployment serves a store (SPEC §7)."
  versionStore(store_id: String, module_name: String): VersionStore!
}

extend type Mutation {
  "Signs every user of the store out; cannot be undone. The key is the caller's password."
  resetSessions(key: String!): Boolean!
}
`;

export interface CustomDeps {
  db: Db;
  /** Bumps the store's session epoch and tells its signed-in consoles. */
  resetSessions(storeId: string): Promise<void>;
}

type Ctx = GraphqlContext & { reply: { request: FastifyRequest } };

export function customResolvers(deps: CustomDeps) {
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
        const store = await deps.db
          .selectFrom('store')
          .select('console_url')
          .where('id', '=', ctx.scope.storeId)
          .executeTakeFirst();
        if (!store) throw new AppError('NOT_FOUND', 'errors.idNotFound');
        const request = ctx.reply.request;
        const own = `${request.protocol}://${request.host}/office`;
        return { url: (store.console_url as string | null) ?? own };
      },
    },
    Mutation: {
      async resetSessions(_: unknown, args: { key: string }, ctx: Ctx) {
        requireAccess(ctx, { module: 'settings-office', permission: 'session-reset' });
        const user = await deps.db
          .selectFrom('app_user')
          .select('password_hash')
          .where('id', '=', ctx.principal.userId)
          .executeTakeFirstOrThrow();
        if (!(await checkPassword(user.password_hash as string, args.key)))
          throw new AppError('KEY_INVALID', 'errors.keyInvalid');
        await deps.resetSessions(ctx.scope.storeId);
        await logEvent(deps.db, {
          storeId: ctx.scope.storeId,
          userId: ctx.principal.userId,
          userName: ctx.principal.displayName,
          entity: ACCOUNT_EVENTS.sessions,
          action: 'reset',
        });
        return true;
      },
    },
  };
}
