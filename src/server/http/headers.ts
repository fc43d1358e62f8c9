import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/**
 * Security headers on every answer. Scripts come only from this origin; MUI writes its styles at run
 * time, hence inline styles; the identity provider (when set) may be framed for silent renewal and
 * called for its keys and tokens.
 */
export function securityHeaders(app: FastifyInstance, config: Config): void {
  const idp = config.oidc ? ` ${new URL(config.oidc.issuer).origin}` : '';
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Map tiles come from the tile server each store names (delivery zones), anywhere on the web.
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    `connect-src 'self' ws: wss:${idp}`,
    `frame-src 'self'${idp}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self'${idp}`,
    "object-src 'none'",
  ].join('; ');
  // The sign-in callback also runs in a hidden frame of the console itself (silent renewal).
  const framable = csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  app.addHook('onSend', async (request, reply) => {
    const callback = request.url.split('?')[0] === '/office/callback';
    reply.header('content-security-policy', callback ? framable : csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', callback ? 'SAMEORIGIN' : 'DENY');
    // Reset links carry a secret in the path: never send it on to another site.
    reply.header('referrer-policy', 'no-referrer');
    reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
    reply.header('cross-origin-opener-policy', 'same-origin');
    // The storefront asks for the guest's location, for a delivery; nothing else ever does.
    const storefront = /^\/order\/[^/]+(\/o\/[^/]+)?\/?$/.test(request.url.split('?')[0]!);
    reply.header(
      'permissions-policy',
      `camera=(), microphone=(), geolocation=${storefront ? '(self)' : '()'}`,
    );
  });
}
