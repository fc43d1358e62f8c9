import type { FastifyInstance, FastifyRequest } from 'fastify';
import { arrive, inTurn, type Turn } from '../db/turns.js';

const turns = new WeakMap<FastifyRequest, Turn>();

/**
 * Every request takes its place in line for the database's connections as it arrives (db/turns.ts),
 * and keeps it through its hooks and its handler. The body is read outside the request's own
 * context (the socket's events), so the place is taken up again once it is parsed. Registered before
 * any other hook or route.
 */
export function takeTurns(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const turn = arrive();
    turns.set(request, turn);
    inTurn(turn, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const turn = turns.get(request);
    if (turn) inTurn(turn, done);
    else done();
  });
}
