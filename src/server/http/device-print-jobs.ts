import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.js';
import type { Db } from '../db/database.js';
import { finishPrintJob, takePrintJob } from '../pos/print-jobs.js';

const DONE_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['printed'],
  properties: { printed: { type: 'boolean' } },
} as const;

const ID_PARAMS = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

/**
 * The store's print jobs for its devices (PRINT_VIA=devices): a device takes the next one, prints
 * the bytes on the printer's address on its own network, and says how it went. Registered inside the
 * device API, so its token, validation and refusals are the same.
 */
export function devicePrintJobRoutes(
  app: FastifyInstance,
  { db, authenticate }: { db: Db; authenticate: (request: FastifyRequest) => Promise<void> },
) {
  app.post('/api/devices/print-jobs/next', { onRequest: authenticate }, async (request) => ({
    job: await takePrintJob(db, request.device!),
  }));

  app.post<{ Params: { id: string }; Body: { printed: boolean } }>(
    '/api/devices/print-jobs/:id/done',
    { onRequest: authenticate, schema: { params: ID_PARAMS, body: DONE_BODY } },
    async (request) => {
      const job = await finishPrintJob(db, request.device!, request.params.id, request.body.printed);
      if (!job) throw new AppError('NOT_FOUND', 'deviceApi.errors.printJob');
      return job;
    },
  );
}
