import { birthDateProblem, MINIMUM_AGE, todayOf } from '../../core/age.js';
import { underMaintenance } from './maintenance.js';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { hasOfficeAccess } from '../../core/permissions.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { accountByEmail } from '../services/accounts.js';
import type { ItemsService } from '../services/items.js';
import { ACCOUNT_EVENTS, logEvent } from '../services/events.js';
import { isUuid } from '../services/ids.js';
import { createStoreWithOwner } from '../services/stores.js';
import { bearerToken, toAccessUser, userData, type AccessService, type Principal } from '../auth/access.js';
import { checkPassword, hashPassword } from '../auth/password.js';
import { SignInThrottle, WindowLimit, WINDOW_MINUTES } from '../auth/throttle.js';
import type { Tokens } from '../auth/tokens.js';
import { bodySchema } from './body-schema.js';
import type { SecretBox } from '../auth/secret-box.js';
import { CHALLENGE_MINUTES, openChallenge } from '../features/two-factor/challenge.js';
import { signInNeeds } from '../features/two-factor/service.js';
import { twoFactorRoutes } from './two-factor.js';

export interface AuthDeps {
  db: Db;
  tokens: Tokens;
  access: AccessService;
  items: ItemsService;
  mailer: Mailer;
  config: Config;
  /** Opens the two-factor secrets. */
  secrets: SecretBox;
  /** More sign-in routes (an external identity provider) that end the same way as a password sign-in. */
  extra?: (app: FastifyInstance, helpers: { signInUser: SignInUser }) => Promise<void>;
}

/** Answers a sign-in for a known user: the session of their first office store, or 597-1. */
export type SignInUser = (userId: string, reply: FastifyReply) => Promise<unknown>;

const EMAIL = { type: 'string', minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' };
const PASSWORD = { type: 'string', minLength: 1, maxLength: 200 };
const NEW_PASSWORD = { type: 'string', minLength: 8, maxLength: 200 };
const RESET_LINK_MINUTES = 60;
/** Reset e-mails one account may receive within `WINDOW_MINUTES`: enough to retry, too few to flood an inbox. */
const RESET_MAILS_PER_WINDOW = 3;
/** New accounts (stores) one address may open per hour. */
export const REGISTRATIONS_PER_HOUR = 10;

const refuse = (
  reply: FastifyReply,
  status: number,
  message: string,
  key: string,
  code?: string,
  params?: Record<string, string | number>,
) => reply.code(status).send({ message, key, ...(code ? { code } : {}), ...(params ? { params } : {}) });

const notAuthorized = (reply: FastifyReply) =>
  refuse(reply, 403, 'You are not authorized!', 'errors.notAuthorized', '597-1');

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

/** The sign-in API of SPEC §7 and the account routes around it. */
export async function authRoutes(app: FastifyInstance, deps: AuthDeps) {
  const { db, tokens, access, items, mailer, config, secrets } = deps;
  const throttle = new SignInThrottle(db);
  const registrations = new WindowLimit(REGISTRATIONS_PER_HOUR, 3600_000);
  // Checked when the e-mail is unknown, so that both answers take as long.
  const dummyHash = await hashPassword(randomUUID());

  /** What every successful sign-in answers: a token for the store and the user as SPEC §3 has it. */
  async function session(principal: Principal) {
    const stores = await access.storesOf(principal.userId);
    const accessToken = await tokens.sign({
      userId: principal.userId,
      storeId: principal.storeId,
      epoch: principal.epoch,
      userEpoch: principal.userEpoch,
    });
    return {
      data: {
        accessToken,
        sessionToken: tokens.sessionToken(principal.storeId, principal.epoch),
        expiresIn: tokens.ttlSeconds,
        userData: userData(principal),
        store: stores.find((s) => s.id === principal.storeId),
        stores,
      },
    };
  }

  /** A session for everyone while the server runs; under maintenance, for support users only. */
  const admitted = (principal: Principal, reply: FastifyReply) =>
    config.maintenance && !principal.support ? underMaintenance(reply) : session(principal);

  /** The caller's principal from a bearer token, or null. */
  async function caller(request: FastifyRequest): Promise<Principal | null> {
    const token = bearerToken(request.headers.authorization);
    return token ? access.authenticate(token) : null;
  }

  /** Signs a user in to the first store whose office they may use; shared by password and OIDC sign-in. */
  async function signInUser(userId: string, reply: FastifyReply) {
    const first = await access.firstOfficeStore(userId);
    if (!first) return notAuthorized(reply);
    return admitted(first, reply);
  }

  await deps.extra?.(app, { signInUser });
  twoFactorRoutes(app, { db, secrets, throttle, signInUser });

  app.post<{ Body: { email: string; password: string; employees?: boolean; support?: boolean } }>(
    '/api/auth/login',
    bodySchema(
      {
        email: { type: 'string', minLength: 1, maxLength: 254 },
        password: PASSWORD,
        employees: { type: 'boolean' },
        // The console's two sign-in pages: `true` at the support sign-in, `false` at the ordinary
        // one; other clients leave it out and any account may sign in.
        support: { type: 'boolean' },
      },
      ['email', 'password'],
    ),
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      if (await throttle.blocked(email))
        return refuse(
          reply.header('retry-after', String(WINDOW_MINUTES * 60)),
          429,
          `Too many failed sign-ins for this e-mail. Try again in ${WINDOW_MINUTES} minutes.`,
          'login.tooManyAttempts',
        );
      const user = await accountByEmail(db, email);
      const ok = await checkPassword(
        (user?.password_hash as string | undefined) ?? dummyHash,
        request.body.password,
      );
      if (!user || !ok || user.status !== 'active') {
        await throttle.failed(email);
        return refuse(reply, 401, 'Wrong Email or Password', 'login.wrongCredentials');
      }
      const wanted = request.body.support;
      if (wanted === true && user.support !== true)
        return refuse(reply, 403, 'This sign-in is for support users only', 'login.supportOnly');
      if (wanted === false && user.support === true)
        return refuse(
          reply,
          403,
          'Support users sign in at /office/pages/login/support',
          'login.useSupportLogin',
        );
      const userId = user.id as string;
      const needs = await signInNeeds(db, userId);
      if (needs === 'none') return signInUser(userId, reply);
      // Refused now rather than after the code: someone who may not enter is not asked for one.
      const first = await access.firstOfficeStore(userId);
      if (!first) return notAuthorized(reply);
      if (config.maintenance && !first.support) return underMaintenance(reply);
      // No token yet: the code of the authenticator (or its setup) comes first, with this challenge.
      return {
        data: {
          twoFactor: needs,
          challenge: await openChallenge(db, userId),
          expiresIn: CHALLENGE_MINUTES * 60,
        },
      };
    },
  );

  app.post<{ Body: { accessToken: string } }>(
    '/api/auth/refresh-token',
    bodySchema({ accessToken: { type: 'string', minLength: 1, maxLength: 4000 } }),
    async (request, reply) => {
      const principal = await access.authenticate(request.body.accessToken, true);
      if (!principal || !hasOfficeAccess(toAccessUser(principal)))
        return refuse(reply, 401, 'Token invalid', 'errors.tokenInvalid');
      return admitted(principal, reply);
    },
  );

  app.post<{ Body: { storeId: string } }>(
    '/api/auth/select-store',
    bodySchema({ storeId: { type: 'string', minLength: 1, maxLength: 64 } }),
    async (request, reply) => {
      const current = await caller(request);
      if (!current) return refuse(reply, 401, 'Token invalid', 'errors.tokenInvalid');
      // Someone who does not work in that store (and is not support) has no principal there.
      const { storeId } = request.body;
      const principal = isUuid(storeId) ? await access.principal(current.userId, storeId) : null;
      if (!principal || !hasOfficeAccess(toAccessUser(principal))) return notAuthorized(reply);
      return admitted(principal, reply);
    },
  );

  app.post<{
    Body: {
      displayName: string;
      businessName?: string;
      email: string;
      password: string;
      birthDate: string;
      marketing?: boolean;
    };
  }>(
    '/api/auth/register',
    bodySchema(
      {
        displayName: { type: 'string', minLength: 1, maxLength: 100 },
        businessName: { type: 'string', maxLength: 80 },
        email: EMAIL,
        password: NEW_PASSWORD,
        // YYYY-MM-DD: whoever opens an account must be MINIMUM_AGE or older (SPEC §9); not kept.
        birthDate: { type: 'string', maxLength: 10 },
        marketing: { type: 'boolean' },
      },
      ['displayName', 'email', 'password', 'birthDate'],
    ),
    async (request, reply) => {
      if (!registrations.take(request.ip))
        return refuse(
          reply.header('retry-after', '3600'),
          429,
          'Too many new accounts from this address. Try again in an hour.',
          'account.errors.tooManyRegistrations',
        );
      const email = request.body.email.trim();
      const displayName = request.body.displayName.trim();
      if (!displayName)
        return refuse(reply, 400, 'The display name is required', 'account.errors.nameRequired');
      // The server's calendar day: a day's difference from the person's own decides nothing a day later.
      const age = birthDateProblem(request.body.birthDate, todayOf(new Date(), true));
      if (age === 'account.errors.birthDate')
        return refuse(reply, 400, 'Enter your date of birth', age, undefined, {});
      if (age)
        return refuse(
          reply,
          400,
          `You must be at least ${MINIMUM_AGE} years old to open an account`,
          age,
          undefined,
          { age: MINIMUM_AGE },
        );
      if (await accountByEmail(db, email))
        return refuse(reply, 409, 'An account with this e-mail already exists', 'account.errors.emailTaken');
      // The store is named as the business is ("Luna Steakhouse"); a client that asks no business
      // name gets one from the person's.
      const businessName = request.body.businessName?.trim();
      const { storeId, userId } = await createStoreWithOwner(db, items, {
        name: businessName || `${displayName}'s store`,
        trialDays: 30,
        // Registering from the console means accepting the terms; the marketing agreement is optional.
        owner: {
          email,
          password: request.body.password,
          displayName,
          consent: { marketing: request.body.marketing === true },
        },
      });
      return session((await access.principal(userId, storeId))!);
    },
  );

  app.post<{ Body: { email: string } }>(
    '/api/auth/forgot-password',
    bodySchema({ email: EMAIL }),
    async (request) => {
      const account = await accountByEmail(db, request.body.email);
      const user = account?.status === 'active' ? account : undefined;
      const recent = user
        ? await db
            .selectFrom('password_reset')
            .select(sql<number>`count(*)::int`.as('n'))
            .where('user_id', '=', user.id)
            .where(
              'expires_at',
              '>',
              sql<Date>`now() + make_interval(mins => ${RESET_LINK_MINUTES - WINDOW_MINUTES})`,
            )
            .executeTakeFirstOrThrow()
        : null;
      if (user && Number(recent!.n) < RESET_MAILS_PER_WINDOW) {
        const slug = randomBytes(32).toString('base64url');
        await db
          .insertInto('password_reset')
          .values({
            token_hash: sha256(slug),
            user_id: user.id,
            expires_at: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})`,
          })
          .execute();
        const link = `${config.publicUrl}/office/pages/reset-password/${slug}`;
        // Sent after answering, so the answer takes as long whether or not the e-mail has an account.
        void mailer
          .send({
            to: user.email as string,
            subject: 'Reset your Comanda Office password',
            text: `Hello ${user.display_name as string},\n\nTo choose a new password, open this link within ${RESET_LINK_MINUTES} minutes:\n${link}\n\nIf you did not ask for it, ignore this e-mail: your password stays as it is.\n`,
          })
          .catch((err: unknown) => request.log.error({ err }, 'password reset e-mail failed'));
      }
      // The same answer whether or not the e-mail has an account.
      return { data: { sent: true } };
    },
  );

  app.post<{ Body: { slug: string; password: string } }>(
    '/api/auth/reset-password',
    bodySchema({ slug: { type: 'string', minLength: 1, maxLength: 200 }, password: NEW_PASSWORD }),
    async (request, reply) => {
      const hash = sha256(request.body.slug);
      const password = await hashPassword(request.body.password);
      const done = await db.transaction().execute(async (tx) => {
        const link = await tx
          .updateTable('password_reset')
          .set({ used_at: sql`now()` })
          .where('token_hash', '=', hash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .returning('user_id')
          .executeTakeFirst();
        if (!link) return false;
        await tx
          .updateTable('app_user')
          .set({ password_hash: password })
          .where('id', '=', link.user_id)
          .execute();
        await tx
          .deleteFrom('sign_in_failure')
          .where(
            'email',
            'in',
            tx
              .selectFrom('app_user')
              .select(sql<string>`lower(email)`.as('e'))
              .where('id', '=', link.user_id),
          )
          .execute();
        return true;
      });
      if (!done) return refuse(reply, 400, 'Error reset password', 'account.resetPassword.failed');
      access.invalidate();
      return { data: { reset: true } };
    },
  );

  app.post<{ Body: { password: string; newPassword: string; confirmPassword: string } }>(
    '/api/auth/change-password',
    bodySchema({ password: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD }),
    async (request, reply) => {
      const principal = await caller(request);
      if (!principal) return refuse(reply, 401, 'Token invalid', 'errors.tokenInvalid');
      const { password, newPassword, confirmPassword } = request.body;
      if (newPassword.length < 8)
        return refuse(reply, 400, 'Error changing password', 'validation.passwordMin');
      if (newPassword !== confirmPassword)
        return refuse(reply, 400, 'Error changing password', 'account.validation.passwordsMatch');
      const user = await db
        .selectFrom('app_user')
        .select('password_hash')
        .where('id', '=', principal.userId)
        .executeTakeFirstOrThrow();
      if (!(await checkPassword(user.password_hash as string, password)))
        return refuse(reply, 400, 'Error changing password', 'account.errors.currentPasswordWrong');
      const hashed = await hashPassword(newPassword);
      await db
        .updateTable('app_user')
        .set((eb) => ({ password_hash: hashed, token_epoch: eb('token_epoch', '+', 1) }))
        .where('id', '=', principal.userId)
        .execute();
      await logEvent(db, {
        storeId: principal.storeId,
        userId: principal.userId,
        userName: principal.displayName,
        entity: ACCOUNT_EVENTS.account,
        action: 'password-change',
        recordId: principal.userId,
      });
      // Every other session of this user ends; this console carries on with a new token.
      access.invalidate();
      const fresh = await access.principal(principal.userId, principal.storeId);
      return { data: { changed: true, ...(await session(fresh!)).data } };
    },
  );

  /** What the console needs to know before anyone signs in. */
  app.get('/api/config', async () => ({
    data: { idleTimeoutMs: config.idleTimeoutMs, oidc: config.oidc ?? null, maintenance: config.maintenance },
  }));
}
