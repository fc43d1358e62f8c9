import { sql } from 'kysely';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTranslate, type Phrases } from '../../src/core/messages.js';
import { parseNetworks, parsePorts } from '../../src/server/printing/allow.js';
import { activateDevice, postDevice, storeRecords, storeWithDevice } from '../helpers/devices.js';
import { postgresReachable, signIn, startServer, type DbKind, type TestServer } from '../helpers/server.js';
import es from '../../locales/es.json' with { type: 'json' };

const kinds: DbKind[] = ['pglite', ...((await postgresReachable()) ? (['postgres'] as const) : [])];
if (kinds.length === 1) console.warn('PostgreSQL is not reachable: its print job tests are skipped');

const inSpanish = makeTranslate(es as Phrases);

const CREATE = `mutation ($name: String, $ip: String, $port: Int) {
  createKitchenPrinter(name: $name, type: "thermal", ip: $ip, port: $port, paper_width: "80") { id } }`;
const TEST_PAGE = `mutation ($id: ID!) {
  printKitchenPrinterTestPage(id: $id) { address bytes queued job_id } }`;
const JOB = `query ($id: ID!) { kitchenPrintJob(id: $id) { id printed status created_at done_at } }`;

interface DeviceJob {
  id: string;
  printer: { id: string; name: string };
  host: string;
  port: number;
  address: string;
  printed: string;
  bytes: string;
}

/*
 * A server in the cloud does not reach a restaurant's printers; a POS on the restaurant's network
 * does. With PRINT_VIA=devices a test print is queued for the store's devices: one device takes it
 * (the bytes in base64 and the printer's address), prints it on its own network and reports it done.
 * The test's printer listens on loopback, which this server's rule allows, so that a server that
 * connected to it rather than queue the job would be seen doing so.
 */
describe.each(kinds)('print jobs for the store devices on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signIn>>['gql'];
  let counter: { token: string; device: { name: string } };
  let kitchen: string;
  let taqueria: string;
  let printer: Server;
  let connections = 0;
  let port: number;
  let printerId: string;

  const post = (path: string, token: string | undefined, body: unknown = {}) =>
    postDevice(server, path, token, body);

  beforeAll(async () => {
    printer = createServer((socket) => {
      connections++;
      socket.resume();
    });
    await new Promise<void>((resolve) => printer.listen(0, '127.0.0.1', resolve));
    port = (printer.address() as AddressInfo).port;
    server = await startServer(kind, {
      printVia: 'devices',
      printers: { networks: parseNetworks('127.0.0.0/8'), ports: parsePorts(String(port)) },
    });
    owner = (await signIn(server)).gql;
    const bistro = await storeWithDevice(server, 'demo-bistro', 'Front counter POS');
    counter = bistro;
    kitchen = await activateDevice(server, bistro.devices.find((d) => d.name === 'Kitchen display')!.code);
    const other = await storeRecords(server, 'demo-taqueria');
    taqueria = await activateDevice(server, other.devices[0]!.code);
    const made = await owner<{ createKitchenPrinter: { id: string } }>(CREATE, {
      name: 'Line printer',
      ip: '127.0.0.1',
      port,
    });
    expect(made.errors).toBeUndefined();
    printerId = made.data!.createKitchenPrinter.id;
  });
  afterAll(async () => {
    await new Promise((resolve) => printer?.close(resolve));
    await server?.close();
  });

  it('queues a test page for a device to take, prints nothing itself, and gives the job to one device only', async () => {
    const res = await owner<{
      printKitchenPrinterTestPage: { address: string; bytes: number; queued: boolean; job_id: string };
    }>(TEST_PAGE, { id: printerId });
    expect(res.errors).toBeUndefined();
    const answer = res.data!.printKitchenPrinterTestPage;
    expect(answer).toMatchObject({ address: `127.0.0.1:${port}`, queued: true });

    const taken = await post('/api/devices/print-jobs/next', counter.token);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const job = taken.body.job as DeviceJob;
    expect(job).toMatchObject({
      id: answer.job_id,
      printer: { id: printerId, name: 'Line printer' },
      host: '127.0.0.1',
      port,
      address: `127.0.0.1:${port}`,
      printed: 'test-page',
    });
    const bytes = Buffer.from(job.bytes, 'base64');
    expect(bytes.length).toBe(answer.bytes);
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1b, 0x40]));
    expect(bytes.toString('latin1')).toContain('Printer: Line printer');

    // Another device of the store finds nothing left; a device of another store never sees it.
    expect((await post('/api/devices/print-jobs/next', kitchen)).body).toEqual({ job: null });
    expect((await post('/api/devices/print-jobs/next', taqueria)).body).toEqual({ job: null });
    const status = await owner<{ kitchenPrintJob: { status: string } }>(JOB, { id: answer.job_id });
    expect(status.data!.kitchenPrintJob.status).toBe('taken');
    expect(connections).toBe(0);
  });

  it('marks the job printed when the device that took it says so, once, in the system log', async () => {
    const res = await owner<{ printKitchenPrinterTestPage: { job_id: string } }>(TEST_PAGE, {
      id: printerId,
    });
    const id = res.data!.printKitchenPrinterTestPage.job_id;
    const job = (await post('/api/devices/print-jobs/next', counter.token)).body.job as DeviceJob;
    expect(job.id).toBe(id);

    const stranger = await post(`/api/devices/print-jobs/${id}/done`, kitchen, { printed: true });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toMatchObject({
      key: 'deviceApi.errors.printJob',
      message: 'This print job is not one this device took.',
    });
    expect(inSpanish(stranger.body.key as string)).toBe(
      'Este trabajo de impresión no es uno que haya tomado este dispositivo.',
    );
    const bad = await post(`/api/devices/print-jobs/${id}/done`, counter.token, { printed: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: [{ field: 'printed' }] });

    for (let i = 0; i < 2; i++) {
      const done = await post(`/api/devices/print-jobs/${id}/done`, counter.token, { printed: true });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body).toEqual({ id, status: 'printed' });
    }
    const status = await owner<{ kitchenPrintJob: { status: string; done_at: string | null } }>(JOB, { id });
    expect(status.data!.kitchenPrintJob).toMatchObject({ status: 'printed', done_at: expect.any(String) });
    const log = await owner<{ allSystemLogs: { after: string }[] }>(
      `{ allSystemLogs(filter: { entity: "kitchen-printer", action: "print" }) { after } }`,
    );
    const entries = log.data!.allSystemLogs.map((l) => JSON.parse(l.after) as Record<string, unknown>);
    expect(entries.filter((e) => e.device === 'Front counter POS')).toEqual([
      expect.objectContaining({ name: 'Line printer', result: 'printed', address: `127.0.0.1:${port}` }),
    ]);
    expect(connections).toBe(0);
  });

  it('offers a job again when its device went quiet, and no more once it is old', async () => {
    const res = await owner<{ printKitchenPrinterTestPage: { job_id: string } }>(TEST_PAGE, {
      id: printerId,
    });
    const id = res.data!.printKitchenPrinterTestPage.job_id;
    expect(((await post('/api/devices/print-jobs/next', counter.token)).body.job as DeviceJob).id).toBe(id);
    const db = server.database.db;
    await sql`update print_job set taken_at = now() - interval '2 minutes' where id = ${id}`.execute(db);
    const retaken = await post('/api/devices/print-jobs/next', kitchen);
    expect((retaken.body.job as DeviceJob).id).toBe(id);
    const failed = await post(`/api/devices/print-jobs/${id}/done`, kitchen, { printed: false });
    expect(failed.body).toEqual({ id, status: 'failed' });
    // The first device's late report is not its own any more.
    expect((await post(`/api/devices/print-jobs/${id}/done`, counter.token, { printed: true })).status).toBe(
      404,
    );

    const late = await owner<{ printKitchenPrinterTestPage: { job_id: string } }>(TEST_PAGE, {
      id: printerId,
    });
    await sql`update print_job set created_at = now() - interval '11 minutes'
      where id = ${late.data!.printKitchenPrinterTestPage.job_id}`.execute(db);
    expect((await post('/api/devices/print-jobs/next', counter.token)).body).toEqual({ job: null });
  });

  it('refuses to queue for an address outside the rule, and answers a device without a token 401', async () => {
    for (const ip of ['169.254.169.254', '192.168.1.80']) {
      const made = await owner<{ createKitchenPrinter: { id: string } }>(CREATE, {
        name: `Elsewhere ${ip}`,
        ip,
        port,
      });
      const res = await owner(TEST_PAGE, { id: made.data!.createKitchenPrinter.id });
      expect(res.errors![0]).toMatchObject({ extensions: { code: 'PRINTER_UNREACHABLE' } });
    }
    expect((await post('/api/devices/print-jobs/next', counter.token)).body).toEqual({ job: null });
    expect((await post('/api/devices/print-jobs/next', undefined)).status).toBe(401);
  });
});
