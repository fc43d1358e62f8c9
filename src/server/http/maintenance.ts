import type { FastifyInstance, FastifyReply } from 'fastify';
import { bearerToken, type AccessService } from '../auth/access.js';
import type { Config } from '../config.js';

/** How long a client is told to wait before asking again while the server is under maintenance. */
export const MAINTENANCE_RETRY_SECONDS = 300;

/** The header a maintenance answer carries, so that a client tells it from any other 503. */
export const MAINTENANCE_HEADER = 'x-maintenance';

/**
 * The answer to everyone but support while the server is under maintenance (SPEC: /pages/maintenance):
 * 503 with Retry-After, the maintenance header, and the message the console translates.
 */
export const underMaintenance = (reply: FastifyReply) =>
  reply
    .code(503)
    .header('retry-after', String(MAINTENANCE_RETRY_SECONDS))
    .header(MAINTENANCE_HEADER, 'on')
    .header('cache-control', 'no-store')
    .send({
      message: 'Under maintenance',
      key: 'account.maintenance.title',
      code: 'MAINTENANCE',
      errors: [
        {
          message: 'Under maintenance',
          extensions: { code: 'MAINTENANCE', key: 'account.maintenance.title' },
        },
      ],
    });

/**
 * Paths that answer under maintenance for everyone: what the console reads before anyone signs in, and
 * sign-in itself, which lets support users in and answers everyone else with the maintenance page
 * (http/auth.ts).
 */
const OPEN = new Set(['/api/config', '/api/auth/login', '/api/auth/refresh-token', '/api/auth/select-store']);

/**
 * MAINTENANCE=on: every API (office, devices, online ordering, public pages' data) answers 503 except
 * to a support user's token; the console itself (its pages and code) is still served, to show the
 * maintenance page.
 */
export function maintenanceGate(app: FastifyInstance, config: Config, access: AccessService): void {
  if (!config.maintenance) return;
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0]!;
    if (!path.startsWith('/api/') || OPEN.has(path)) return;
    const token = bearerToken(request.headers.authorization);
    const principal = token ? await access.authenticate(token) : null;
    if (principal?.support) return;
    return underMaintenance(reply);
  });
}
