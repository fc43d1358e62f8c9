import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../core/errors.js';
import { isImportable, matchFields } from '../../core/import/layout.js';
import {
  IMPORT_ACTIONS,
  IMPORT_LIMITS,
  IMPORT_MODES,
  type ImportAction,
  type ImportEvent,
  type ImportMode,
} from '../../core/import/protocol.js';
import { operationAllowed } from '../../core/permissions.js';
import { resourceByRoute } from '../../core/registry.js';
import { bearerToken, grantorOf, toAccessUser, type AccessService } from '../auth/access.js';
import type { ImportService } from '../services/import/index.js';
import { english } from '../services/phrases.js';

const t = english;

export interface ImportDeps {
  access: AccessService;
  service: ImportService;
}

/** Refusals that are not "bad request": a file of another kind, a file too large. */
const STATUS: Record<string, number> = { 'import.errors.format': 415, 'import.errors.tooLarge': 413 };

const refuse = (
  reply: FastifyReply,
  status: number,
  key: string,
  params: Record<string, string | number> = {},
) => reply.code(status).send({ message: t(key, params), key, params });

type Request = { Params: { route: string }; Querystring: { mode?: string; action?: string } };

/** The result's lines as they come; the import goes on to its end if the browser leaves meanwhile. */
async function pump(events: AsyncGenerator<ImportEvent>, out: PassThrough, log: FastifyBaseLogger) {
  const send = (event: ImportEvent) => {
    if (!out.destroyed) out.write(`${JSON.stringify(event)}\n`);
  };
  try {
    for await (const event of events) send(event);
  } catch (err) {
    log.error({ err }, 'import failed');
    send({ error: { key: err instanceof AppError ? err.key : 'errors.unexpected' } });
  } finally {
    out.end();
  }
}

/**
 * `POST /api/import/<route>?mode=check|all|valid[&action=create|update]`, the body being the file itself (CSV or XLSX).
 * Signed in as for GraphQL, with the resource's own module and permission; refusals answer JSON
 * `{message, key, params}` before anything is read or written, the rest is NDJSON (protocol.ts).
 */
export async function importRoutes(app: FastifyInstance, deps: ImportDeps) {
  // Whatever its declared type, the body is the file: read as bytes, up to the limit and no further.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // Everything is checked before the body is read: a refused upload is not received first.
  app.addHook<Request>('onRequest', async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    const principal = token ? await deps.access.authenticate(token) : null;
    if (!principal) return refuse(reply, 401, 'errors.tokenInvalid');
    const r = resourceByRoute(request.params.route);
    if (!r || !isImportable(r)) return refuse(reply, 404, 'errors.notFound');
    if (!operationAllowed(toAccessUser(principal), r))
      return reply
        .code(403)
        .send({ message: t('errors.notAuthorized'), key: 'errors.notAuthorized', code: '597-1' });
    if (!IMPORT_MODES.includes(request.query.mode as ImportMode))
      return refuse(reply, 400, 'import.errors.mode', { modes: IMPORT_MODES.join(', ') });
    const action = request.query.action ?? 'create';
    if (!IMPORT_ACTIONS.includes(action as ImportAction) || (action === 'update' && !matchFields(r)))
      return refuse(reply, 400, 'import.errors.action', {
        actions: (matchFields(r) ? IMPORT_ACTIONS : ['create']).join(', '),
      });
    request.principal = principal;
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) return refuse(reply, STATUS[error.key] ?? 400, error.key, error.params);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413)
      return refuse(reply, 413, 'import.errors.tooLarge', {
        megabytes: IMPORT_LIMITS.maxBytes / 1024 / 1024,
      });
    if (status >= 500) request.log.error({ err: error }, 'import refused');
    return refuse(reply, status, status >= 500 ? 'errors.unexpected' : 'import.errors.request');
  });

  app.post<Request>('/api/import/:route', { bodyLimit: IMPORT_LIMITS.maxBytes }, async (request, reply) => {
    const p = request.principal!;
    const body = request.body as Buffer | undefined;
    if (!body?.length) throw new AppError('BAD_REQUEST', 'import.errors.empty');
    const action = (request.query.action ?? 'create') as ImportAction;
    const file = await deps.service.prepare(resourceByRoute(request.params.route)!, body, action);
    const scope = { storeId: p.storeId, userId: p.userId, userName: p.displayName, grantor: grantorOf(p) };
    const out = new PassThrough();
    void pump(deps.service.run(scope, file, request.query.mode as ImportMode, action), out, request.log);
    return reply.type('application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').send(out);
  });
}
