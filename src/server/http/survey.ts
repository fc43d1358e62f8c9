import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.js';
import type { Db } from '../db/database.js';
import { translatorFor } from '../services/phrases.js';
import { answerRating, readRatingForm, type RatingInput } from '../features/survey/answer.js';

type Link = { Params: { token: string } };

/** A guest's answers are small: seven answers and a rating per item. */
const BODY_LIMIT = 32 * 1024;

/** A refusal in the guest's language: `{message, key}`; any other failure is the server's. */
function refuse(request: FastifyRequest, reply: FastifyReply, err: unknown) {
  if (!(err instanceof AppError)) throw err;
  const t = translatorFor(request.headers['accept-language']);
  const status = err.key === 'survey.errors.alreadyAnswered' ? 409 : err.code === 'BAD_REQUEST' ? 400 : 422;
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ message: t(err.key, err.params), key: err.key, params: err.params });
}

/**
 * The guest's rating page, without sign-in: the signed link is the only credential.
 * `GET /api/rating/<token>`: the store, the survey's title, its questions on and the check's items.
 * `POST /api/rating/<token>`: the guest's answers, taken once; answers the coupon he gets.
 */
export async function surveyRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  app.get<Link>('/api/rating/:token', async (request, reply) => {
    try {
      const form = await readRatingForm(db, request.params.token);
      return reply.header('cache-control', 'no-store').send(form);
    } catch (err) {
      return refuse(request, reply, err);
    }
  });
  app.post<Link & { Body: RatingInput }>(
    '/api/rating/:token',
    { bodyLimit: BODY_LIMIT },
    async (request, reply) => {
      try {
        const body = request.body && typeof request.body === 'object' ? request.body : {};
        return reply
          .header('cache-control', 'no-store')
          .send(await answerRating(db, request.params.token, body));
      } catch (err) {
        return refuse(request, reply, err);
      }
    },
  );
}
