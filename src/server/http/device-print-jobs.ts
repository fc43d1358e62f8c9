import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DevicePrintJobDone, DevicePrintJobParams } from '../../../generated/device-types.js';
import {
  validateDevicePrintJobDone,
  validateDevicePrintJobParams,
} from '../../../generated/device-validators.js';
import { AppError } from '../../core/errors.js';
import type { Db } from '../db/database.js';
import { finishPrintJob, takePrintJob } from '../pos/print-jobs.js';
import { validBody } from './device-bodies.js';

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

  app.post('/api/devices/print-jobs/:id/done', { onRequest: authenticate }, async (request) => {
    const { id } = validBody<DevicePrintJobParams>(validateDevicePrintJobParams, request.params);
    const { printed } = validBody<DevicePrintJobDone>(validateDevicePrintJobDone, request.body);
    const job = await finishPrintJob(db, request.device!, id, printed);
    if (!job) throw new AppError('NOT_FOUND', 'deviceApi.errors.printJob');
    return job;
  });
}
