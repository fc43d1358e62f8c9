import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { logEvent } from '../services/events.js';
import { uuidv7 } from '../services/ids.js';
import { scopeDevice } from './devices.js';
import type { DeviceScope } from './records.js';

/**
 * Print jobs the store's devices fetch and print on their own network, when the server does not reach
 * the restaurant's printers (PRINT_VIA=devices): queued by the office, taken by one device at a time,
 * ended by the device's report.
 */

/** A job nobody took within this long is not offered any more: a test page an hour late surprises everyone. */
export const PRINT_JOB_MINUTES = 10;
/** A job taken but not reported within this long (the device went off) is offered again. */
export const PRINT_JOB_RETAKE_SECONDS = 60;

export type Printed = 'test-page' | 'sample-receipt';

export interface NewPrintJob {
  printerId: string;
  printerName: string;
  host: string;
  port: number;
  printed: Printed;
  bytes: Uint8Array;
}

/** Queues a job for the store's devices; its id. */
export async function queuePrintJob(db: Db, storeId: string, job: NewPrintJob): Promise<string> {
  const id = uuidv7();
  await db
    .insertInto('print_job')
    .values({
      store_id: storeId,
      id,
      printer_id: job.printerId,
      printer_name: job.printerName,
      host: job.host,
      port: job.port,
      printed: job.printed,
      bytes: Buffer.from(job.bytes).toString('base64'),
    })
    .execute();
  return id;
}

/**
 * The oldest job of the device's store still waiting, now the device's: one statement that takes the
 * row under its lock, so two devices asking at once never print the same job. Null when none waits.
 */
export async function takePrintJob(db: Db, scope: DeviceScope) {
  const { rows } = await sql<{
    id: string;
    printer_id: string;
    printer_name: string;
    host: string;
    port: number;
    printed: Printed;
    bytes: string;
    created_at: Date | string;
  }>`
    update print_job set status = 'taken', device_id = ${scope.deviceId}, taken_at = now()
    where store_id = ${scope.storeId} and id = (
      select id from print_job
      where store_id = ${scope.storeId}
        and created_at > now() - make_interval(mins => ${PRINT_JOB_MINUTES})
        and (status = 'queued'
          or (status = 'taken' and taken_at < now() - make_interval(secs => ${PRINT_JOB_RETAKE_SECONDS})))
      order by created_at, id limit 1
      for update skip locked)
    returning id, printer_id, printer_name, host, port, printed, bytes, created_at`.execute(db);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    printer: { id: row.printer_id, name: row.printer_name },
    host: row.host,
    port: Number(row.port),
    address: `${row.host}:${row.port}`,
    printed: row.printed,
    bytes: row.bytes,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * The device's report on a job it took: printed or not, written in the system log as a print from
 * the office is. A second report of the same job by the same device answers as the first did; a job
 * the device did not take is not found (null).
 */
export async function finishPrintJob(db: Db, scope: DeviceScope, id: string, printed: boolean) {
  return db.transaction().execute(async (tx) => {
    const done = await tx
      .updateTable('print_job')
      .set({ status: printed ? 'printed' : 'failed', done_at: sql`now()` })
      .where('store_id', '=', scope.storeId)
      .where('id', '=', id)
      .where('device_id', '=', scope.deviceId)
      .where('status', '=', 'taken')
      .returning(['id', 'status', 'printer_id', 'printer_name', 'host', 'port', 'printed', 'bytes'])
      .executeTakeFirst();
    if (!done) {
      const before = await tx
        .selectFrom('print_job')
        .select(['id', 'status'])
        .where('store_id', '=', scope.storeId)
        .where('id', '=', id)
        .where('device_id', '=', scope.deviceId)
        .where('status', 'in', ['printed', 'failed'])
        .executeTakeFirst();
      return before ? { id: before.id as string, status: before.status as string } : null;
    }
    const device = await scopeDevice(tx, scope);
    await logEvent(tx, {
      storeId: scope.storeId,
      entity: 'kitchen-printer',
      recordId: done.printer_id as string,
      action: 'print',
      after: {
        name: done.printer_name,
        printed: done.printed,
        address: `${done.host}:${done.port}`,
        bytes: Buffer.from(done.bytes as string, 'base64').length,
        device: device?.name ?? null,
        result: printed ? 'printed' : 'failed',
      },
    });
    return { id: done.id as string, status: done.status as string };
  });
}

/** A job of the store as the office sees it: where it stands. */
export async function printJobOf(db: Db, storeId: string, id: string) {
  const row = await db
    .selectFrom('print_job')
    .select(['id', 'status', 'printed', 'created_at', 'done_at'])
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
  return { ...row, created_at: iso(row.created_at), done_at: iso(row.done_at) };
}
