import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTranslate, renderFieldError, translatedParams, type Phrases } from '../../src/core/messages.js';
import { resourceByName } from '../../src/core/registry.js';
import { parseNetworks, parsePorts } from '../../src/server/printing/allow.js';
import { sendToPrinter } from '../../src/server/printing/send.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';
import es from '../../locales/es.json' with { type: 'json' };

/*
 * Kitchen printers over HTTP (SPEC §3 "Kitchen printer: name, manufacturer, model, type, IP, host,
 * port", §5 "IP valid"): their rules in English and Spanish, and the test page and sample receipt
 * really sent over TCP to a printer, here a server of the test listening on 127.0.0.1, which the
 * server reaches because its PRINTER_NETWORKS and PRINTER_PORTS say so.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
type GqlError = NonNullable<Awaited<ReturnType<Gql>>['errors']>[number];

const inSpanish = makeTranslate(es as Phrases);
const printer = resourceByName('kitchen-printer');

const CREATE = `mutation ($name: String, $ip: String, $host: String, $port: Int, $paper: String) {
  createKitchenPrinter(name: $name, manufacturer: "Epson", model: "TM-T88VI", type: "thermal", ip: $ip,
    host: $host, port: $port, paper_width: $paper) { id name ip host port paper_width } }`;
const TEST_PAGE = `mutation ($id: ID!, $language: String) {
  printKitchenPrinterTestPage(id: $id, language: $language) { address bytes } }`;
const SAMPLE = `mutation ($id: ID!, $language: String) {
  printKitchenPrinterSampleReceipt(id: $id, language: $language) { address bytes } }`;

/** The message of a refused field, as the console shows it in Spanish. */
const spanishOf = (error: GqlError) => {
  const [first] = error.extensions.errors!;
  return renderFieldError(inSpanish, printer, first!);
};

/** The one answer to every print that does not reach its printer, allowed there or not. */
const unreachable = (address: string) =>
  `The printer at ${address} cannot be reached: check that it is on and connected, and that its address is on a network and port this server may print to`;

/** A printer of the test: a TCP server that keeps every byte it is sent, connection by connection. */
async function fakePrinter(): Promise<{
  server: Server;
  port: number;
  received: () => Promise<Buffer>;
  connections: () => number;
}> {
  const jobs: Promise<Buffer>[] = [];
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    const chunks: Buffer[] = [];
    jobs.push(
      new Promise((resolve) => {
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('end', () => resolve(Buffer.concat(chunks)));
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    received: async () => {
      await expect.poll(() => jobs.length).toBeGreaterThan(0);
      return jobs.shift()!;
    },
  };
}

/** A port on 127.0.0.1 that nobody listens on: one just given by the system and closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const ESC_INIT = Buffer.from([0x1b, 0x40]);
/** GS V: the cut of ESC/POS (full or partial, after a feed). */
const GS_V = Buffer.from([0x1d, 0x56]);

describe('kitchen printers', () => {
  let server: TestServer;
  let owner: Gql;
  let printerServer: Awaited<ReturnType<typeof fakePrinter>>;
  let deadPort: number;

  beforeAll(async () => {
    printerServer = await fakePrinter();
    deadPort = await closedPort();
    // Loopback is no printer network unless an administrator names it.
    server = await startServer('pglite', {
      printers: {
        networks: parseNetworks('127.0.0.0/8'),
        ports: parsePorts(`${printerServer.port},${deadPort}`),
      },
    });
    owner = (await signIn(server)).gql;
  });
  afterAll(async () => {
    await new Promise((resolve) => printerServer?.server.close(resolve));
    await server?.close();
  });

  const create = (vars: Record<string, unknown>) =>
    owner<{ createKitchenPrinter: { id: string; port: number } }>(CREATE, {
      ip: '192.168.1.80',
      paper: '80',
      ...vars,
    });

  it('refuses an IP address that is not valid, in English and Spanish', async () => {
    for (const ip of ['192.168.1.256', '10.0.0', 'printer', '1.2.3.4.5']) {
      const res = await create({ name: `Bad IP ${ip}`, ip });
      expect(res.data).toBeNull();
      const error = res.errors![0]!;
      expect(error.extensions.code).toBe('VALIDATION');
      expect(error.message).toBe('Enter a valid IP address, such as 192.168.1.50');
      expect(spanishOf(error)).toBe('Introduzca una dirección IP válida, como 192.168.1.50');
    }
  });

  it('refuses a host name that is not valid, in English and Spanish', async () => {
    const res = await create({ name: 'Bad host', host: 'kitchen printer!' });
    const error = res.errors![0]!;
    expect(error.message).toBe('Enter a valid host name, such as kitchen-1.local, or an IP address');
    expect(spanishOf(error)).toBe(
      'Introduzca un nombre de host válido, como cocina-1.local, o una dirección IP',
    );
    const good = await create({ name: 'Good host', host: 'kitchen-1.local' });
    expect(good.errors).toBeUndefined();
  });

  it('needs the IP address or the host name, and never makes one up', async () => {
    const left = await owner(
      'mutation { createKitchenPrinter(name: "Factory fresh", type: "thermal", paper_width: "80") { id ip } }',
    );
    expect(left.errors![0]!.message).toBe("Enter the printer's IP address or its host name");
    const made = await owner<{ createKitchenPrinter: { id: string; ip: string } }>(
      'mutation { createKitchenPrinter(name: "Factory fresh", type: "thermal", paper_width: "80", ip: "192.168.1.90") { id ip } }',
    );
    expect(made.data!.createKitchenPrinter.ip).toBe('192.168.1.90');
    const res = await owner(
      'mutation ($id: ID!) { updateKitchenPrinter(id: $id, ip: null, host: null) { id } }',
      { id: made.data!.createKitchenPrinter.id },
    );
    const error = res.errors![0]!;
    expect(error.message).toBe("Enter the printer's IP address or its host name");
    expect(spanishOf(error)).toBe('Introduzca la dirección IP de la impresora o su nombre de host');
    const byHost = await owner<{ updateKitchenPrinter: { ip: string | null } }>(
      'mutation ($id: ID!) { updateKitchenPrinter(id: $id, ip: null, host: "pass-1.local") { id ip host } }',
      { id: made.data!.createKitchenPrinter.id },
    );
    expect(byHost.errors).toBeUndefined();
    expect(byHost.data!.updateKitchenPrinter.ip).toBeNull();
  });

  it('refuses a port out of 1 to 65535, in English and Spanish, and takes 9100 by default', async () => {
    for (const [port, en, spanish] of [
      [0, 'The port must be at least 1', 'El valor mínimo es 1'],
      [65536, 'The port must be at most 65535', 'El valor máximo es 65535'],
    ] as const) {
      const res = await create({ name: `Port ${port}`, port });
      const error = res.errors![0]!;
      expect(error.message).toBe(en);
      expect(spanishOf(error)).toBe(spanish);
    }
    const made = await create({ name: 'Default port' });
    expect(made.data!.createKitchenPrinter.port).toBe(9100);
  });

  it('refuses a second printer of the same name, in English and Spanish', async () => {
    expect((await create({ name: 'Grill' })).errors).toBeUndefined();
    const res = await create({ name: 'Grill' });
    const error = res.errors![0]!;
    expect(error.extensions.code).toBe('DUPLICATE');
    expect(error.message).toBe("Printer's name is already taken");
    expect(spanishOf(error)).toBe('El nombre de la impresora ya está en uso');
  });

  it('prints a test page over TCP: initialise, the printer and store names, a ruler, a cut', async () => {
    const made = await create({ name: 'Pass window', ip: '127.0.0.1', port: printerServer.port });
    const id = made.data!.createKitchenPrinter.id;
    const res = await owner<{ printKitchenPrinterTestPage: { address: string; bytes: number } }>(TEST_PAGE, {
      id,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.printKitchenPrinterTestPage.address).toBe(`127.0.0.1:${printerServer.port}`);
    const bytes = await printerServer.received();
    expect(bytes.length).toBe(res.data!.printKitchenPrinterTestPage.bytes);
    expect(bytes.subarray(0, 2).equals(ESC_INIT)).toBe(true);
    const text = bytes.toString('latin1');
    expect(text).toContain('TEST PAGE');
    expect(text).toContain('Printer: Pass window');
    expect(text).toContain('Store: Demo Bistro');
    // 80 mm paper: a ruler of 48 columns.
    expect(text).toContain('123456789012345678901234567890123456789012345678');
    expect(text).not.toContain('1234567890123456789012345678901234567890123456789');
    expect(bytes.includes(GS_V)).toBe(true);
    expect(bytes.lastIndexOf(GS_V)).toBeGreaterThan(text.indexOf('Pass window'));

    const log = await owner<{ allSystemLogs: { action: string; after: string }[] }>(
      `{ allSystemLogs(filter: { entity: "kitchen-printer", action: "print" }) { action after } }`,
    );
    expect(log.errors).toBeUndefined();
    expect(JSON.parse(log.data!.allSystemLogs[0]!.after)).toMatchObject({
      name: 'Pass window',
      printed: 'test-page',
      result: 'printed',
    });
  });

  it('prints the test page in Spanish on 58 mm paper with a ruler of 32 columns', async () => {
    const made = await create({
      name: 'Barra',
      ip: '127.0.0.1',
      port: printerServer.port,
      paper: '58',
    });
    const res = await owner(TEST_PAGE, { id: made.data!.createKitchenPrinter.id, language: 'es' });
    expect(res.errors).toBeUndefined();
    const text = (await printerServer.received()).toString('latin1');
    expect(text).toContain('Impresora: Barra');
    expect(text).toContain('12345678901234567890123456789012');
    expect(text).not.toContain('123456789012345678901234567890123');
  });

  it('prints a sample receipt in the store layout, as many copies as it says, each cut', async () => {
    const made = await create({ name: 'Expo', ip: '127.0.0.1', port: printerServer.port });
    const res = await owner(SAMPLE, { id: made.data!.createKitchenPrinter.id });
    expect(res.errors).toBeUndefined();
    const bytes = await printerServer.received();
    const text = bytes.toString('latin1');
    // Demo Bistro's seeded layout: its header and footer, order number first, one copy.
    expect(text).toContain('Welcome to Demo Bistro');
    expect(text).toContain('Thank you for dining with us!');
    expect(text.indexOf('Order #1042')).toBeLessThan(text.indexOf('Business phone:'));
    expect(text).not.toContain('Car model');
    expect(text.split('Order #1042').length - 1).toBe(1);
  });

  it('answers a clear error, in English and Spanish, when nobody listens on the port', async () => {
    const made = await create({ name: 'Unplugged', ip: '127.0.0.1', port: deadPort });
    const res = await owner(TEST_PAGE, { id: made.data!.createKitchenPrinter.id });
    expect(res.data).toBeNull();
    const error = res.errors![0]!;
    expect(error.extensions.code).toBe('PRINTER_UNREACHABLE');
    expect(error.message).toBe(unreachable(`127.0.0.1:${deadPort}`));
    const params = (error.extensions as { params?: Record<string, string | number> }).params;
    expect(inSpanish(error.extensions.key, translatedParams(inSpanish, params))).toBe(
      `No se puede llegar a la impresora en 127.0.0.1:${deadPort}: compruebe que esté encendida y conectada, y que su dirección esté en una red y un puerto a los que este servidor puede imprimir`,
    );
  });

  it('answers an address outside its networks as it answers a closed port, at once', async () => {
    // 192.0.2.0/24 is reserved for documentation, and outside this server's 127.0.0.0/8.
    const made = await create({ name: 'Far away', ip: '192.0.2.1', port: deadPort });
    const started = Date.now();
    const res = await owner(TEST_PAGE, { id: made.data!.createKitchenPrinter.id });
    expect(res.errors![0]).toMatchObject({
      message: unreachable(`192.0.2.1:${deadPort}`),
      extensions: { code: 'PRINTER_UNREACHABLE', key: 'printers.errors.unreachable' },
    });
    expect(Date.now() - started).toBeLessThan(1000);
    const log = await owner<{ allSystemLogs: { after: string }[] }>(
      `{ allSystemLogs(filter: { entity: "kitchen-printer", action: "print" }) { after } }`,
    );
    expect(JSON.parse(log.data!.allSystemLogs[0]!.after)).toMatchObject({
      name: 'Far away',
      result: 'printers.errors.unreachable',
    });
  });

  it('prints the CR, LF and ESC of a printer name as spaces: the name stays one line of text', async () => {
    const made = await create({
      name: 'Line\r\nPAID IN FULL\x1b@',
      ip: '127.0.0.1',
      port: printerServer.port,
    });
    expect(made.errors).toBeUndefined();
    const res = await owner(TEST_PAGE, { id: made.data!.createKitchenPrinter.id });
    expect(res.errors).toBeUndefined();
    const bytes = await printerServer.received();
    const at = bytes.indexOf('Printer: ');
    const line = bytes.subarray(at, bytes.indexOf(0x0a, at));
    expect(line.toString('latin1')).toBe('Printer: Line  PAID IN FULL @');
  });

  it('gives up on a printer that takes the connection but not the bytes, once the timeout passes', async () => {
    const stalled = createServer((socket) => socket.pause());
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const { port } = stalled.address() as AddressInfo;
    const started = Date.now();
    try {
      // More than the sockets' buffers hold: the rest waits for a reader that never comes.
      await expect(
        sendToPrinter({ host: '127.0.0.1', port }, new Uint8Array(64 * 1024 * 1024), {
          rule: { networks: parseNetworks('127.0.0.0/8'), ports: parsePorts(String(port)) },
          ownPorts: () => [],
          timeoutMs: 1000,
        }),
      ).rejects.toMatchObject({
        code: 'PRINTER_UNREACHABLE',
        key: 'printers.errors.unreachable',
        reason: 'no answer',
        params: { address: `127.0.0.1:${port}` },
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    } finally {
      stalled.close();
    }
  });

  it('refuses printing, and the printers, to a job without the kitchen printer permission', async () => {
    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Floor only", modules: $m) { id } }',
      { m: [{ code: 'operations', status: true, permissions: [{ code: 'floor-layout', status: true }] }] },
    );
    expect(job.errors).toBeUndefined();
    const reader = { email: 'floor.only@demo.test', password: 'floor-only-1', pin: '80461' };
    const employee = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Flo", last_name: "Floor", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...reader },
    );
    expect(employee.errors).toBeUndefined();
    const { gql } = await signIn(server, reader);
    const list = await owner<{ allKitchenPrinters: { id: string }[] }>('{ allKitchenPrinters { id } }');
    const id = list.data!.allKitchenPrinters[0]!.id;
    for (const res of [
      await gql(TEST_PAGE, { id }),
      await gql(SAMPLE, { id }),
      await gql('{ allKitchenPrinters { id } }'),
    ])
      expect(res.errors![0]).toMatchObject({
        message: 'You are not authorized!',
        extensions: { code: '597-1' },
      });
  });

  it('keeps a printer that menu items print to', async () => {
    const items = await owner<{ allMenuItems: { id: string; kitchen_printer_id: string }[] }>(
      '{ allMenuItems(filter: { q: "Burger" }) { id kitchen_printer_id } }',
    );
    const used = items.data!.allMenuItems.find((i) => i.kitchen_printer_id)!.kitchen_printer_id;
    const res = await owner('mutation ($id: ID!) { deleteKitchenPrinter(id: $id) { id } }', { id: used });
    expect(res.errors![0]!.message).toBe("You can't delete a kitchen printer that menu items print to");
    expect(inSpanish(res.errors![0]!.extensions.key)).toBe(
      'No puede eliminar una impresora de cocina a la que imprimen artículos del menú',
    );
  });
});

describe('kitchen printers on the default rule', () => {
  let server: TestServer;
  let owner: Gql;
  let printerServer: Awaited<ReturnType<typeof fakePrinter>>;
  const printed: string[] = [];

  beforeAll(async () => {
    printerServer = await fakePrinter();
    // The default networks; the port list names the test printer's port, so the network alone refuses.
    server = await startServer('pglite', {
      printers: { networks: parseNetworks(undefined), ports: parsePorts(String(printerServer.port)) },
    });
    owner = (await signIn(server)).gql;
  });
  afterAll(async () => {
    await new Promise((resolve) => printerServer?.server.close(resolve));
    await server?.close();
  });

  const printOn = async (name: string, where: { ip?: string; host?: string }) => {
    const made = await owner<{ createKitchenPrinter: { id: string } }>(CREATE, {
      name,
      paper: '80',
      port: printerServer.port,
      ip: '192.168.1.80',
      ...where,
    });
    expect(made.errors).toBeUndefined();
    printed.push(name);
    return owner(TEST_PAGE, { id: made.data!.createKitchenPrinter.id });
  };

  it.each([
    ['Loopback', { ip: '127.0.0.1' }, '127.0.0.1'],
    ['Localhost', { host: 'localhost' }, 'localhost'],
    // The system resolves a number to the address it stands for: 127.0.0.1.
    ['Decimal', { host: '2130706433' }, '2130706433'],
  ])(
    'refuses a printer on loopback (%s) with the one answer, and sends it nothing',
    async (name, where, host) => {
      const res = await printOn(name, where);
      expect(res.data).toBeNull();
      expect(res.errors![0]).toMatchObject({
        message: unreachable(`${host}:${printerServer.port}`),
        extensions: { code: 'PRINTER_UNREACHABLE' },
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(printerServer.connections()).toBe(0);
    },
  );

  it('refuses a store more than 10 test prints a minute, in English and Spanish; other stores print on', async () => {
    while (printed.length < 10) {
      const res = await printOn(`Try ${printed.length}`, { ip: '127.0.0.1' });
      expect(res.errors![0]!.extensions.code).toBe('PRINTER_UNREACHABLE');
    }
    const list = await owner<{ allKitchenPrinters: { id: string }[] }>('{ allKitchenPrinters { id } }');
    const id = list.data!.allKitchenPrinters[0]!.id;
    for (const query of [TEST_PAGE, SAMPLE]) {
      const res = await owner(query, { id });
      const error = res.errors![0]!;
      expect(error.extensions.code).toBe('RATE_LIMITED');
      expect(error.message).toBe('Too many test prints from this store: try again in a minute');
      expect(inSpanish(error.extensions.key)).toBe(
        'Demasiadas impresiones de prueba desde esta tienda: vuelva a intentarlo dentro de un minuto',
      );
    }
    const taqueria = (await signIn(server, { email: 'owner2@demo.test', password: 'demo-owner-2' })).gql;
    const theirs = await taqueria<{ allKitchenPrinters: { id: string }[] }>('{ allKitchenPrinters { id } }');
    const res = await taqueria(TEST_PAGE, { id: theirs.data!.allKitchenPrinters[0]!.id });
    expect(res.errors![0]!.extensions.code).not.toBe('RATE_LIMITED');
    expect(printerServer.connections()).toBe(0);
  });
});
