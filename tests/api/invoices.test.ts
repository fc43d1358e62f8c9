import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, isoDay } from '../../src/core/invoices.js';
import { issueDueInvoices, setBilling } from '../../src/server/features/invoices/service.js';
import { describeEachDb } from '../helpers/optional.js';
import { pdfText } from '../helpers/pdf.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * The Invoices pages' API: the store's subscription invoices, one per elapsed billing cycle after the
 * trial and never twice, numbered in the store; a vendor's invoice uploaded as a PDF or a photo for a
 * paid out that requires one, a wrong kind or size refused in the caller's language; marking paid;
 * the PDF of an invoice; and a user without the invoices permission refused.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };
const INVOICE =
  'id kind number status issued_on amount period_start period_end vendor_name paid_out_reason document_type';
const MB = 1024 * 1024;

interface Row {
  id: string;
  kind: string;
  number: string;
  status: string;
  issued_on: string;
  amount: number;
  period_start: string | null;
  period_end: string | null;
  vendor_name: string | null;
  paid_out_reason: string | null;
  document_type: string | null;
}

const minimalPdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

describeEachDb('invoices on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let token: string;
  let storeId: string;

  const list = async (filter: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => {
    const r = await owner<{ invoices: { items: Row[]; total: number } }>(
      `query ($f: InvoiceFilter, $p: Int, $pp: Int, $s: String, $o: String) {
        invoices(filter: $f, page: $p, perPage: $pp, sortField: $s, sortOrder: $o) { items { ${INVOICE} } total } }`,
      { f: filter, pp: 100, ...extra },
    );
    expect(r.errors).toBeUndefined();
    return r.data!.invoices;
  };

  const upload = (body: Buffer, type: string, language = 'en', as = token) =>
    fetch(`${server.url}/api/media?use=vendor-invoice&name=bill`, {
      method: 'POST',
      headers: { authorization: `Bearer ${as}`, 'content-type': type, 'accept-language': language },
      body: new Uint8Array(body),
    });

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner, token } = await signIn(server));
    const store = await server.database.db
      .selectFrom('store')
      .select('id')
      .where('slug', '=', 'demo-bistro')
      .executeTakeFirstOrThrow();
    storeId = store.id as string;
  });
  afterAll(() => server?.close());

  it('lists the demo store subscription invoices, one per elapsed monthly cycle, numbered in order', async () => {
    const { items } = await list({ kind: 'subscription' }, { s: 'issued_on', o: 'ASC' });
    expect(items.length).toBe(3);
    expect(items.map((i) => i.number)).toEqual(
      items.map((i, n) => `INV-${i.issued_on.slice(0, 4)}-${String(n + 1).padStart(6, '0')}`),
    );
    for (const i of items) {
      expect(i.amount).toBe(49);
      expect(i.period_end).toBe(addMonths(i.period_start!, 1));
    }
    expect(items.map((i) => i.status)).toEqual(['paid', 'open', 'open']);
  });

  it('issues each elapsed cycle once, however often and however concurrently it is asked', async () => {
    const start = addMonths(isoDay(new Date()), -5);
    const db = server.database.db;
    await db
      .deleteFrom('invoice')
      .where('store_id', '=', storeId)
      .where('kind', '=', 'subscription')
      .execute();
    await setBilling(db, storeId, 'monthly', start);
    const issued = await Promise.all([issueDueInvoices(db, storeId), issueDueInvoices(db, storeId)]);
    expect(issued.reduce((a, b) => a + b, 0)).toBe(5);
    expect(await issueDueInvoices(db, storeId)).toBe(0);
    const { items } = await list({ kind: 'subscription' }, { s: 'number', o: 'ASC' });
    expect(items.map((i) => i.period_start)).toEqual([0, 1, 2, 3, 4].map((n) => addMonths(start, n)));
    expect(new Set(items.map((i) => i.number)).size).toBe(5);
    expect(items.at(-1)!.number).toMatch(/^INV-\d{4}-000005$/);
    // A later cycle's end issues only the new one, numbered next.
    expect(await issueDueInvoices(db, storeId, addMonths(start, 6))).toBe(1);
    const after = await list({ kind: 'subscription' }, { s: 'number', o: 'DESC' });
    expect(after.items[0]!.number).toMatch(/-000006$/);
    // An annual cycle bills the annual fee.
    await db
      .deleteFrom('invoice')
      .where('store_id', '=', storeId)
      .where('kind', '=', 'subscription')
      .execute();
    await setBilling(db, storeId, 'annual', addMonths(isoDay(new Date()), -13));
    const annual = await list({ kind: 'subscription' });
    expect(annual.items.map((i) => i.amount)).toEqual([490]);
  });

  it('refuses a vendor document of a wrong kind or too large, in English and in Spanish', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#888' } })
      .gif()
      .toBuffer();
    const en = await upload(gif, 'image/gif');
    expect(en.status).toBe(415);
    expect(((await en.json()) as { message: string }).message).toBe(
      'Only PDF, PNG, JPEG or WebP files are taken',
    );
    const es = await upload(Buffer.from('hello, not a pdf'), 'application/pdf', 'es');
    expect(es.status).toBe(415);
    expect(((await es.json()) as { message: string }).message).toBe(
      'Solo se aceptan archivos PDF, PNG, JPEG o WebP',
    );
    const big = Buffer.concat([minimalPdf, Buffer.alloc(5 * MB)]);
    const tooBig = await upload(big, 'application/pdf', 'es');
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { message: string }).message).toBe('El archivo ocupa más de 5 MB');
    const tooBigEn = await upload(big, 'application/pdf');
    expect(((await tooBigEn.json()) as { message: string }).message).toBe('The file is larger than 5 MB');
  });

  it('records a vendor invoice with its PDF for a paid out requiring one, refusing wrong fields', async () => {
    const choices = await owner<{
      invoiceChoices: { vendors: { id: string; name: string }[]; paidOuts: { id: string; reason: string }[] };
    }>('{ invoiceChoices { vendors { id name } paidOuts { id reason } } }');
    const vendor = choices.data!.invoiceChoices.vendors[0]!;
    const supplies = choices.data!.invoiceChoices.paidOuts.find((p) => p.reason === 'Supplies')!;
    expect(choices.data!.invoiceChoices.paidOuts.map((p) => p.reason)).toEqual(['Supplies']);
    const uploaded = await upload(minimalPdf, 'application/pdf');
    expect(uploaded.status).toBe(201);
    const documentId = ((await uploaded.json()) as { id: string }).id;
    const create = (input: Record<string, unknown>) =>
      owner<{ createVendorInvoice: Row }>(
        `mutation ($i: VendorInvoiceInput!) { createVendorInvoice(input: $i) { ${INVOICE} } }`,
        { i: input },
      );
    const good = {
      vendor_id: vendor.id,
      paid_out_id: supplies.id,
      number: 'VF-30001',
      amount: 212.4,
      issued_on: isoDay(new Date(Date.now() - 86_400_000)),
      document_id: documentId,
    };
    const delivery = await server.database.db
      .selectFrom('paid_out')
      .select('id')
      .where('store_id', '=', storeId)
      .where('reason', '=', 'Delivery tip')
      .executeTakeFirstOrThrow();
    const noInvoice = await create({ ...good, paid_out_id: delivery.id });
    expect(noInvoice.errors![0]!.extensions.key).toBe('invoices.errors.paidOutNoInvoice');
    const wrong = await create({ ...good, amount: 0, issued_on: '2999-01-01' });
    expect(wrong.errors![0]!.extensions.errors!.map((e) => e.key)).toEqual([
      'invoices.errors.amount',
      'invoices.errors.dateFuture',
    ]);
    const made = await create(good);
    expect(made.errors).toBeUndefined();
    expect(made.data!.createVendorInvoice).toMatchObject({
      kind: 'vendor',
      status: 'open',
      number: 'VF-30001',
      amount: 212.4,
      vendor_name: vendor.name,
      paid_out_reason: 'Supplies',
      document_type: 'application/pdf',
    });
    const again = await create(good);
    expect(again.errors![0]!.extensions.key).toBe('invoices.errors.numberTaken');
    const found = await list({ q: 'vf-30001' });
    expect(found.items.map((i) => i.number)).toEqual(['VF-30001']);
    const byVendor = await list({ vendor_id: vendor.id, kind: 'vendor' });
    expect(byVendor.items.length).toBe(3);
  });

  it('marks an invoice paid and open again; the list filters open (active) and paid (inactive)', async () => {
    const open = await list({ status: 'active' });
    const one = open.items.find((i) => i.number === 'VF-30001')!;
    const paid = await owner<{ setInvoicePaid: Row & { paid_at: string } }>(
      'mutation ($id: ID!) { setInvoicePaid(id: $id, paid: true) { status paid_at } }',
      { id: one.id },
    );
    expect(paid.data!.setInvoicePaid.status).toBe('paid');
    expect(paid.data!.setInvoicePaid.paid_at).toBeTruthy();
    expect((await list({ status: 'inactive' })).items.map((i) => i.number)).toContain('VF-30001');
    expect((await list({ status: 'active' })).items.map((i) => i.number)).not.toContain('VF-30001');
    const all = await list({ status: 'all' });
    expect(all.total).toBe(open.total + (await list({ status: 'inactive' })).total - 1);
    await owner('mutation ($id: ID!) { setInvoicePaid(id: $id, paid: false) { status } }', { id: one.id });
    expect((await list({ status: 'active' })).items.map((i) => i.number)).toContain('VF-30001');
  });

  it('makes the PDF of an invoice with its number and amount, in the language asked', async () => {
    const { items } = await list({ kind: 'subscription' });
    const invoice = items[0]!;
    for (const [language, word] of [
      ['en', 'Invoice'],
      ['es', 'Factura'],
    ] as const) {
      const r = await owner<{ invoicePdf: { filename: string; base64: string } }>(
        'query ($id: ID!, $l: String) { invoicePdf(id: $id, language: $l) { filename base64 } }',
        { id: invoice.id, l: language },
      );
      const pdf = Buffer.from(r.data!.invoicePdf.base64, 'base64');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(r.data!.invoicePdf.filename).toBe(`${invoice.number}.pdf`);
      const text = pdfText(pdf);
      expect(text).toContain(`${word} ${invoice.number}`);
      expect(text).toContain('$490.00');
    }
  });

  it('refuses every invoice operation and upload to a user without the invoices permission', async () => {
    const manager = await signIn(server, MANAGER);
    const r = await manager.gql('{ invoices { total } }');
    expect(r.errors![0]!.extensions.code).toBe('597-1');
    const made = await manager.gql(
      'mutation { setInvoicePaid(id: "00000000-0000-0000-0000-000000000000", paid: true) { id } }',
    );
    expect(made.errors![0]!.extensions.code).toBe('597-1');
    const pdf = await manager.gql('{ invoicePdf(id: "00000000-0000-0000-0000-000000000000") { base64 } }');
    expect(pdf.errors![0]!.extensions.code).toBe('597-1');
    expect((await upload(minimalPdf, 'application/pdf', 'en', manager.token)).status).toBe(403);
  });
});

describe('another store', () => {
  it('sees none of Demo Bistro invoices', async () => {
    const server = await startServer('pglite');
    try {
      const taqueria = await signIn(server, { email: 'owner2@demo.test', password: 'demo-owner-2' });
      const r = await taqueria.gql<{ invoices: { items: { number: string; amount: number }[] } }>(
        '{ invoices(filter: { kind: "subscription" }) { items { number amount } } }',
      );
      // Demo Taqueria pays yearly, billed for two years.
      expect(r.data!.invoices.items.map((i) => i.amount)).toEqual([490, 490]);
      const vendors = await taqueria.gql<{ invoices: { items: { number: string }[] } }>(
        '{ invoices(filter: { kind: "vendor" }) { items { number } } }',
      );
      expect(vendors.data!.invoices.items.map((i) => i.number)).toEqual(['A-5520']);
    } finally {
      await server.close();
    }
  });
});
