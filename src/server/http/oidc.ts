import type { FastifyInstance, FastifyReply } from 'fastify';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Db } from '../db/database.js';
import { accountByEmail } from '../services/accounts.js';
import type { SignInUser } from './auth.js';
import { bodySchema } from './body-schema.js';

export interface OidcConfig {
  issuer: string;
  clientId: string;
}

interface Verifier {
  /** The issuer exactly as the provider writes it in its tokens. */
  issuer: string;
  keys: ReturnType<typeof createRemoteJWKSet>;
}

const DISCOVERY_TIMEOUT_MS = 5000;

/** The provider cannot be reached or answers nonsense: not the caller's fault. */
class ProviderUnavailable extends Error {}

const refuse = (reply: FastifyReply, status: number, message: string, key: string) =>
  reply.code(status).send({ message, key });

const tokenInvalid = (reply: FastifyReply) => refuse(reply, 401, 'Token invalid', 'errors.tokenInvalid');

/**
 * Sign-in with an external identity provider (SPEC §7): the console completes the authorization code
 * flow in the browser and posts the ID token here. The token is checked against the provider's keys,
 * and its verified e-mail picks the Comanda user, who is then signed in as with a password.
 */
export function oidcRoutes(
  config: OidcConfig,
  db: Db,
): (app: FastifyInstance, helpers: { signInUser: SignInUser }) => Promise<void> {
  const expectedIssuer = config.issuer.replace(/\/+$/, '');
  let verifier: Promise<Verifier> | null = null;

  /** Reads the discovery document once; a failed read is tried again on the next sign-in. */
  function discover(): Promise<Verifier> {
    if (verifier) return verifier;
    verifier = (async () => {
      let doc: { issuer?: unknown; jwks_uri?: unknown };
      try {
        const res = await fetch(`${expectedIssuer}/.well-known/openid-configuration`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
        });
        if (!res.ok) throw new Error(`discovery answered ${res.status}`);
        doc = (await res.json()) as typeof doc;
      } catch (err) {
        throw new ProviderUnavailable(`OpenID discovery failed: ${(err as Error).message}`);
      }
      if (typeof doc.issuer !== 'string' || doc.issuer.replace(/\/+$/, '') !== expectedIssuer)
        throw new ProviderUnavailable(`OpenID discovery names another issuer: ${String(doc.issuer)}`);
      if (typeof doc.jwks_uri !== 'string') throw new ProviderUnavailable('OpenID discovery has no jwks_uri');
      return { issuer: doc.issuer, keys: createRemoteJWKSet(new URL(doc.jwks_uri)) };
    })();
    verifier.catch(() => {
      verifier = null;
    });
    return verifier;
  }

  return async (app, { signInUser }) => {
    app.post<{ Body: { idToken: string } }>(
      '/api/auth/oidc',
      bodySchema({ idToken: { type: 'string', minLength: 1, maxLength: 8000 } }),
      async (request, reply) => {
        let claims: JWTPayload;
        try {
          const { issuer, keys } = await discover();
          ({ payload: claims } = await jwtVerify(request.body.idToken, keys, {
            issuer,
            audience: config.clientId,
            requiredClaims: ['sub', 'exp', 'iat'],
          }));
        } catch (err) {
          if (
            err instanceof ProviderUnavailable ||
            err instanceof errors.JWKSTimeout ||
            err instanceof errors.JWKSInvalid ||
            !(err instanceof errors.JOSEError)
          ) {
            request.log.error({ err }, 'identity provider unavailable');
            return refuse(reply, 502, 'The identity provider cannot be reached', 'oidc.unavailable');
          }
          request.log.info({ code: err.code }, 'ID token refused');
          return tokenInvalid(reply);
        }
        // With several audiences, the token must have been issued to this console.
        if (Array.isArray(claims.aud) && claims.aud.length > 1 && claims.azp !== config.clientId)
          return tokenInvalid(reply);
        const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
        // Some providers write the flag as a string.
        const verified = claims.email_verified;
        if (!email || (verified !== undefined && verified !== true && verified !== 'true'))
          return tokenInvalid(reply);

        const user = await accountByEmail(db, email);
        if (user?.status !== 'active')
          return refuse(reply, 401, 'Wrong Email or Password', 'login.wrongCredentials');
        return signInUser(user.id as string, reply);
      },
    );
  };
}
