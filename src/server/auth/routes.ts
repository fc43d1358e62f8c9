import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { checkPassword, hashPassword } from './password.js';
import type { Tokens } from './tokens.js';
import { userData } from './user-data.js';

interface LoginBody {
  email: string;
  password: string;
  employees?: boolean;
}

export async function authRoutes(app: FastifyInstance, opts: { db: Db; tokens: Tokens }) {
  const { db, tokens } = opts;
  // Checked when the e-mail is unknown, so that both answers take as long.
  const dummyHash = await hashPassword(randomUUID());

  app.post<{ Body: LoginBody }>(
    '/api/auth/login',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'password'],
          additionalProperties: false,
          properties: {
            email: { type: 'string', minLength: 1, maxLength: 254 },
            password: { type: 'string', minLength: 1, maxLength: 200 },
            employees: { type: 'boolean' },
          },
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await db
        .selectFrom('app_user')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
        .where('status', '=', 'active')
        .executeTakeFirst();
      const ok = await checkPassword((user?.password_hash as string | undefined) ?? dummyHash, password);
      if (!user || !ok)
        return reply.code(401).send({ message: 'Wrong Email or Password', key: 'login.wrongCredentials' });
      const stores = await db
        .selectFrom('store_user')
        .innerJoin('store', 'store.id', 'store_user.store_id')
        .select(['store.id', 'store.name', 'store.slug', 'store_user.role'])
        .where('store_user.user_id', '=', user.id)
        .orderBy('store.name')
        .execute();
      const store = stores[0];
      if (!store)
        return reply.code(401).send({ message: 'Wrong Email or Password', key: 'login.wrongCredentials' });
      const accessToken = await tokens.sign({ userId: user.id as string, storeId: store.id as string });
      return {
        data: {
          accessToken,
          userData: userData(user, store.role as string),
          store: { id: store.id, name: store.name, slug: store.slug },
          stores: stores.map((s) => ({ id: s.id, name: s.name, slug: s.slug })),
        },
      };
    },
  );
}
