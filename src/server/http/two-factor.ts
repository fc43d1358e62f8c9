import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.js';
import type { SecretBox } from '../auth/secret-box.js';
import { type SignInThrottle, WINDOW_MINUTES } from '../auth/throttle.js';
import type { Db } from '../db/database.js';
import { challengeUser, closeChallenge } from '../features/two-factor/challenge.js';
import {
  confirmSetup,
  signInNeeds,
  spendCode,
  startSetup,
  WRONG_KEYS,
} from '../features/two-factor/service.js';
import { ACCOUNT_EVENTS, logEvent } from '../services/events.js';
import { translatorFor } from '../services/phrases.js';
import { bodySchema } from './body-schema.js';

export interface TwoFactorRouteDeps {
  db: Db;
  secrets: SecretBox;
  throttle: SignInThrottle;
  /** Answers the session of a user whose sign-in is complete (as a password sign-in without codes). */
  signInUser: (userId: string, reply: FastifyReply) => Promise<unknown>;
}

const CHALLENGE = { type: 'string', minLength: 1, maxLength: 200 };
const CODE = { type: 'string', minLength: 1, maxLength: 40 };

/** A refusal in the request's language, with its key for a client that words its own. */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, key: string) {
  const t = translatorFor(request.headers['accept-language']);
  return reply.code(status).send({ message: t(key, { minutes: WINDOW_MINUTES }), key });
}

/**
 * The second step of a password sign-in (POST /api/auth/login answered a challenge): the code of the
 * user's authenticator app or a recovery code, or, when the user's store asks for two-factor sign-in
 * and the user has none yet, its setup. Wrong codes count with the failed sign-ins of the e-mail.
 */
export function twoFactorRoutes(app: FastifyInstance, deps: TwoFactorRouteDeps) {
  const { db, secrets, throttle, signInUser } = deps;

  app.post<{ Body: { challenge: string } }>(
    '/api/auth/login/two-factor/setup',
    bodySchema({ challenge: CHALLENGE }),
    async (request, reply) => {
      const user = await challengeUser(db, request.body.challenge);
      if (!user) return refuse(request, reply, 401, 'errors.twoFactor.challengeExpired');
      if ((await signInNeeds(db, user.userId)) !== 'enrol')
        return refuse(request, reply, 400, 'errors.twoFactor.alreadyOn');
      return { data: await startSetup(db, secrets, user.userId) };
    },
  );

  app.post<{ Body: { challenge: string; code: string } }>(
    '/api/auth/login/two-factor',
    bodySchema({ challenge: CHALLENGE, code: CODE }),
    async (request, reply) => {
      const { challenge, code } = request.body;
      const user = await challengeUser(db, challenge);
      if (!user) return refuse(request, reply, 401, 'errors.twoFactor.challengeExpired');
      if (await throttle.blocked(user.email))
        return refuse(
          request,
          reply.header('retry-after', String(WINDOW_MINUTES * 60)),
          429,
          'login.tooManyAttempts',
        );
      const needs = await signInNeeds(db, user.userId);
      let recoveryCodes: string[] | undefined;
      if (needs === 'enrol') {
        try {
          recoveryCodes = await confirmSetup(db, secrets, user.userId, code);
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          const wrong = WRONG_KEYS.includes(e.key);
          if (wrong) await throttle.failed(user.email);
          return refuse(request, reply, wrong ? 401 : 400, e.key);
        }
      } else if (needs === 'code') {
        const spent = await spendCode(db, secrets, user.userId, code);
        if (spent !== 'ok') {
          await throttle.failed(user.email);
          return refuse(
            request,
            reply,
            401,
            spent === 'used' ? 'errors.twoFactor.codeUsed' : 'errors.twoFactor.wrongCode',
          );
        }
      }
      await closeChallenge(db, challenge);
      const answer = await signInUser(user.userId, reply);
      if (reply.sent || !recoveryCodes) return answer;
      const { data } = answer as { data: { store?: { id: string }; userData: { displayName: string } } };
      if (data.store)
        await logEvent(db, {
          storeId: data.store.id,
          userId: user.userId,
          userName: data.userData.displayName,
          entity: ACCOUNT_EVENTS.account,
          action: 'two-factor-on',
          recordId: user.userId,
        });
      return { data: { ...data, recoveryCodes } };
    },
  );
}
