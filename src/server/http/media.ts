import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.js';
import { isMediaUse, MEDIA_MAX_BYTES, MEDIA_USES, mediaUrl } from '../../core/media.js';
import { operationAllowed } from '../../core/permissions.js';
import { bearerToken, toAccessUser, type AccessService } from '../auth/access.js';
import type { Db } from '../db/database.js';
import { translatorFor } from '../services/phrases.js';
import { isUuid } from '../services/ids.js';
import { MEDIA_STATUS, prepareUpload, readMedia, storeMedia, tooLarge } from '../services/media.js';

export interface MediaDeps {
  db: Db;
  access: AccessService;
}

type Upload = { Querystring: { use?: string; name?: string } };
type Read = { Params: { id: string } };

/**
 * A refusal in the request's language: `{message, key, params}`, and for wrong dimensions the
 * `detail` saying the size wanted and the size given.
 */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, err: AppError) {
  const t = translatorFor(request.headers['accept-language']);
  const detail =
    err.key === 'media.errors.dimensions' ? { detail: t('media.errors.dimensionsDetail', err.params) } : {};
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ message: t(err.key, err.params), key: err.key, params: err.params, ...detail });
}

/** The largest file the request's use takes (any use's largest when it names none). */
function maxBytesOf(request: FastifyRequest): number {
  const use = (request.query as { use?: string }).use;
  return isMediaUse(use) ? MEDIA_USES[use].maxBytes : MEDIA_MAX_BYTES;
}

/** Whether the request's use takes documents (its refusals then speak of a file, not an image). */
function takesDocuments(request: FastifyRequest): boolean {
  const use = (request.query as { use?: string }).use;
  return isMediaUse(use) && 'documents' in MEDIA_USES[use];
}

/**
 * The store's images. `POST /api/media?use=<use>&name=<file name>`, the body being the image itself
 * (any declared type: its kind is read from its content), signed in as for GraphQL with the use's
 * module and permission: checked, resized and stored; answers the new image's id, size and address.
 * `GET /api/media/<id>`: the image's bytes, for any signed-in user of its store only, with an ETag
 * (its content's hash) and a year of private caching, since an image never changes; `If-None-Match`
 * answers 304.
 */
export async function mediaRoutes(app: FastifyInstance, deps: MediaDeps) {
  // Whatever its declared type, the body is the file: read as bytes, up to the limit and no further.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.addHook('onRequest', async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    const principal = token ? await deps.access.authenticate(token) : null;
    if (!principal)
      return refuse(request, reply, 401, new AppError('UNAUTHENTICATED', 'errors.tokenInvalid'));
    request.principal = principal;
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) return refuse(request, reply, MEDIA_STATUS[error.key] ?? 400, error);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413)
      return refuse(request, reply, 413, tooLarge(maxBytesOf(request), takesDocuments(request)));
    if (status >= 500) request.log.error({ err: error }, 'media refused');
    const key = status >= 500 ? 'errors.unexpected' : 'media.errors.request';
    return refuse(request, reply, status, new AppError('BAD_REQUEST', key));
  });

  // A file declared larger than its use takes is refused before its bytes are read.
  const declaredTooLarge = async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(request.headers['content-length']);
    const max = maxBytesOf(request);
    if (declared > max) return refuse(request, reply, 413, tooLarge(max, takesDocuments(request)));
  };

  app.post<Upload>(
    '/api/media',
    { bodyLimit: MEDIA_MAX_BYTES, onRequest: declaredTooLarge },
    async (request, reply) => {
      const p = request.principal!;
      const use = request.query.use;
      if (!isMediaUse(use))
        throw new AppError('BAD_REQUEST', 'media.errors.use', { uses: Object.keys(MEDIA_USES).join(', ') });
      if (!operationAllowed(toAccessUser(p), MEDIA_USES[use]))
        return refuse(request, reply, 403, new AppError('597-1', 'errors.notAuthorized'));
      const body = request.body as Buffer | undefined;
      const image = await prepareUpload(body ?? Buffer.alloc(0), use);
      const stored = await storeMedia(deps.db, p.storeId, use, String(request.query.name ?? ''), image);
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ ...stored, url: mediaUrl(stored.id, stored.hash) });
    },
  );

  app.get<Read>('/api/media/:id', async (request, reply) => {
    const p = request.principal!;
    const id = request.params.id;
    const row = isUuid(id) ? await readMedia(deps.db, p.storeId, id) : null;
    if (!row) return refuse(request, reply, 404, new AppError('NOT_FOUND', 'errors.notFound'));
    const etag = `"${row.hash}"`;
    reply
      .header('etag', etag)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('vary', 'authorization');
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((m) => m.trim().replace(/^W\//, '') === etag))
      return reply.code(304).send();
    return reply.type(row.content_type).send(Buffer.from(row.data));
  });
}
