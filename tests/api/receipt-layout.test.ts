import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTranslate, type Phrases } from '../../src/core/messages.js';
import { RECEIPT_FIELDS } from '../../src/core/receipt.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';
import es from '../../locales/es.json' with { type: 'json' };

/*
 * The receipt layout over HTTP (SPEC §3 receipt builder and "Receipt fields: copies, business phone,
 * website, order number, customer name/phone/address, car model/colour, delivery notes, curbside
 * instructions"): read, saved whole, refused whole when a rule is broken.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

const inSpanish = makeTranslate(es as Phrases);

interface Layout {
  header: string;
  footer: string;
  logo: { width: number; height: number; bits: string } | null;
  copies: number;
  fields: { field: string; shown: boolean }[];
}

const LAYOUT = 'header footer copies logo { width height bits } fields { field shown }';
const READ = `{ receiptLayout { ${LAYOUT} saved updated_at store { name currency_symbol date_format } } }`;
const SAVE = `mutation ($layout: ReceiptLayoutInput!) { saveReceiptLayout(layout: $layout) { ${LAYOUT} saved } }`;

/** A black square logo of `side` dots. */
const square = (side: number) => ({
  width: side,
  height: side,
  bits: Buffer.alloc(Math.ceil(side / 8) * side, 0xff).toString('base64'),
});

describe('receipt layout', () => {
  let server: TestServer;
  let owner: Gql;

  beforeAll(async () => {
    server = await startServer('pglite');
    owner = (await signIn(server)).gql;
  });
  afterAll(async () => {
    await server?.close();
  });

  const read = async () => {
    const res = await owner<{ receiptLayout: Layout & { saved: boolean; store: { name: string } } }>(READ);
    expect(res.errors).toBeUndefined();
    return res.data!.receiptLayout;
  };
  const save = (layout: Layout) =>
    owner<{ saveReceiptLayout: Layout & { saved: boolean } }>(SAVE, { layout });
  const shape = ({ header, footer, logo, copies, fields }: Layout): Layout => ({
    header,
    footer,
    logo,
    copies,
    fields,
  });

  it("reads the demo store's seeded layout with the store's name", async () => {
    const layout = await read();
    expect(layout.saved).toBe(true);
    expect(layout.store.name).toBe('Demo Bistro');
    expect(layout.header).toBe('Welcome to Demo Bistro');
    expect(layout.fields.map((f) => f.field).sort()).toEqual([...RECEIPT_FIELDS].sort());
    expect(layout.fields[0]).toEqual({ field: 'order_number', shown: true });
  });

  it('saves a layout whole and reads it back: texts, logo, copies, fields in their order', async () => {
    const fields = [...RECEIPT_FIELDS].reverse().map((field, i) => ({ field, shown: i % 2 === 0 }));
    const layout: Layout = {
      header: 'Fresh every day',
      footer: 'See you soon\nbistro.example.com',
      logo: square(64),
      copies: 3,
      fields,
    };
    const res = await save(layout);
    expect(res.errors).toBeUndefined();
    expect(shape(res.data!.saveReceiptLayout)).toEqual(layout);
    expect(shape(await read())).toEqual(layout);

    const log = await owner<{ allSystemLogs: { action: string }[] }>(
      '{ allSystemLogs(filter: { entity: "receipt-layout" }) { action } }',
    );
    expect(log.data!.allSystemLogs[0]!.action).toBe('update');
  });

  it('refuses each broken rule in English and Spanish, and writes nothing', async () => {
    const before = shape(await read());
    const cases: [Partial<Layout>, string, string][] = [
      [{ copies: 0 }, 'Copies must be from 1 to 5', 'Las copias deben ser de 1 a 5'],
      [{ copies: 6 }, 'Copies must be from 1 to 5', 'Las copias deben ser de 1 a 5'],
      [
        { header: 'x'.repeat(301) },
        'The header text must be at most 300 characters',
        'El texto del encabezado debe tener como máximo 300 caracteres',
      ],
      [
        { footer: 'a\nb\nc\nd\ne\nf\ng' },
        'The footer text must be at most 6 lines',
        'El texto del pie debe tener como máximo 6 líneas',
      ],
      [
        { fields: before.fields.slice(1) },
        'The receipt fields must name each field once',
        'Los campos del recibo deben nombrar cada campo una vez',
      ],
      [
        { fields: [...before.fields.slice(1), { field: 'tip', shown: true }] },
        'The receipt fields must name each field once',
        'Los campos del recibo deben nombrar cada campo una vez',
      ],
      [
        { logo: square(400) },
        'The logo is not a valid black and white image of at most 384 dots a side',
        'El logotipo no es una imagen en blanco y negro válida de 384 puntos por lado como máximo',
      ],
      [
        { logo: { width: 16, height: 16, bits: 'not base64!' } },
        'The logo is not a valid black and white image of at most 384 dots a side',
        'El logotipo no es una imagen en blanco y negro válida de 384 puntos por lado como máximo',
      ],
      [
        { logo: { width: 16, height: 16, bits: Buffer.alloc(10).toString('base64') } },
        'The logo is not a valid black and white image of at most 384 dots a side',
        'El logotipo no es una imagen en blanco y negro válida de 384 puntos por lado como máximo',
      ],
    ];
    for (const [change, english, spanish] of cases) {
      const res = await save({ ...before, ...change });
      expect(res.data).toBeNull();
      const error = res.errors![0]!;
      expect(error.extensions.code).toBe('VALIDATION');
      expect(error.message).toBe(english);
      const params = (error.extensions as { params?: Record<string, string | number> }).params;
      expect(inSpanish(error.extensions.key, params)).toBe(spanish);
    }
    expect(shape(await read())).toEqual(before);
  });

  it('refuses reading and saving to a job without the receipt builder permission', async () => {
    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Printers only", modules: $m) { id } }',
      { m: [{ code: 'operations', status: true, permissions: [{ code: 'kitchen-printer', status: true }] }] },
    );
    expect(job.errors).toBeUndefined();
    const creds = { email: 'printers.only@demo.test', password: 'printers-only-1', pin: '80471' };
    const employee = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Pat", last_name: "Printer", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...creds },
    );
    expect(employee.errors).toBeUndefined();
    const { gql } = await signIn(server, creds);
    expect((await gql('{ allKitchenPrinters { id } }')).errors).toBeUndefined();
    const before = shape(await read());
    for (const res of [await gql(READ), await gql(SAVE, { layout: { ...before, copies: 2 } })])
      expect(res.errors![0]).toMatchObject({
        message: 'You are not authorized!',
        extensions: { code: '597-1' },
      });
    expect(shape(await read())).toEqual(before);
  });
});
