/**
 * The invoices a store receives: its subscription's, issued by the server for each billing cycle
 * that has ended since the trial (at most one per cycle, numbered in the store), and its vendors'
 * for the paid outs whose reason requires one, each with its document. Open or paid.
 */
import { sql } from 'kysely';
import { AppError } from '../../../core/errors.js';
import {
  elapsedCycles,
  isoDay,
  STATUS_OF_FILTER,
  SUBSCRIPTION_PLAN,
  subscriptionNumber,
  type BillingCycle,
} from '../../../core/invoices.js';
import type { Db } from '../../db/database.js';
import { isUuid, uuidv7 } from '../../services/ids.js';

export interface InvoiceRow {
  id: string;
  kind: string;
  number: string;
  status: string;
  issued_on: string;
  amount: number;
  billing_cycle: string | null;
  period_start: string | null;
  period_end: string | null;
  vendor_id: string | null;
  vendor_name: string | null;
  paid_out_id: string | null;
  paid_out_reason: string | null;
  document_id: string | null;
  document_type: string | null;
  paid_at: string | null;
  created_at: string;
}

const day = (v: unknown): string | null =>
  v == null ? null : v instanceof Date ? isoDay(v) : String(v).slice(0, 10);
const stamp = (v: unknown): string | null =>
  v == null ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();

function toRow(r: Record<string, unknown>): InvoiceRow {
  return {
    id: r.id as string,
    kind: r.kind as string,
    number: r.number as string,
    status: r.status as string,
    issued_on: day(r.issued_on)!,
    amount: Number(r.amount_cents) / 100,
    billing_cycle: (r.billing_cycle as string | null) ?? null,
    period_start: day(r.period_start),
    period_end: day(r.period_end),
    vendor_id: (r.vendor_id as string | null) ?? null,
    vendor_name: (r.vendor_name as string | null) ?? null,
    paid_out_id: (r.paid_out_id as string | null) ?? null,
    paid_out_reason: (r.paid_out_reason as string | null) ?? null,
    document_id: (r.document_id as string | null) ?? null,
    document_type: (r.document_type as string | null) ?? null,
    paid_at: stamp(r.paid_at),
    created_at: stamp(r.created_at)!,
  };
}

/** The store's billing: kept once read; the first cycle starts when the trial ends (or the store opened, without one). */
async function billingOf(tx: Db, storeId: string): Promise<{ cycle: BillingCycle; startsOn: string }> {
  const read = () =>
    tx
      .selectFrom('store_billing')
      .select(['billing_cycle', 'starts_on'])
      .where('store_id', '=', storeId)
      .forUpdate()
      .executeTakeFirst();
  let row = await read();
  if (!row) {
    const store = await tx
      .selectFrom('store')
      .select(['trial_ends_at', 'created_at'])
      .where('id', '=', storeId)
      .executeTakeFirstOrThrow();
    const from = (store.trial_ends_at ?? store.created_at) as Date | string;
    await tx
      .insertInto('store_billing')
      .values({ store_id: storeId, billing_cycle: 'monthly', starts_on: day(from) })
      .onConflict((oc) => oc.column('store_id').doNothing())
      .execute();
    row = await read();
  }
  return { cycle: row!.billing_cycle as BillingCycle, startsOn: day(row!.starts_on)! };
}

/**
 * Issues the subscription's invoice of every cycle that has ended by `today` and has none yet, in
 * one transaction under the store's billing row lock: calling it again, or twice at once, issues
 * nothing twice. Each is numbered after the store's last (`INV-<year>-<n>`), dated the day its
 * cycle ended, for the plan's fee of its cycle. Answers how many it issued.
 */
export async function issueDueInvoices(db: Db, storeId: string, today = isoDay(new Date())): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const billing = await billingOf(tx, storeId);
    const cycles = elapsedCycles(billing.startsOn, billing.cycle, today);
    if (!cycles.length) return 0;
    const issued = await tx
      .selectFrom('invoice')
      .select('period_start')
      .where('store_id', '=', storeId)
      .where('kind', '=', 'subscription')
      .execute();
    const have = new Set(issued.map((r) => day(r.period_start)));
    const due = cycles.filter((c) => !have.has(c.start));
    let sequence = issued.length;
    for (const cycle of due) {
      sequence += 1;
      await tx
        .insertInto('invoice')
        .values({
          store_id: storeId,
          id: uuidv7(),
          kind: 'subscription',
          number: subscriptionNumber(Number(cycle.end.slice(0, 4)), sequence),
          issued_on: cycle.end,
          amount_cents: SUBSCRIPTION_PLAN.fees[billing.cycle] * 100,
          billing_cycle: billing.cycle,
          period_start: cycle.start,
          period_end: cycle.end,
        })
        .execute();
    }
    return due.length;
  });
}

/** Sets the store's billing cycle and the day its first cycle starts (the operator's, the demo's). */
export async function setBilling(db: Db, storeId: string, cycle: BillingCycle, startsOn: string) {
  await db
    .insertInto('store_billing')
    .values({ store_id: storeId, billing_cycle: cycle, starts_on: startsOn })
    .onConflict((oc) => oc.column('store_id').doUpdateSet({ billing_cycle: cycle, starts_on: startsOn }))
    .execute();
}

export interface InvoiceFilter {
  q?: string | null;
  kind?: string | null;
  status?: string | null;
  vendor_id?: string | null;
  from?: string | null;
  to?: string | null;
}

export interface ListArgs {
  filter?: InvoiceFilter | null;
  page?: number | null;
  perPage?: number | null;
  sortField?: string | null;
  sortOrder?: string | null;
}

const SORTS: Record<string, string> = {
  issued_on: 'i.issued_on',
  number: 'i.number',
  amount: 'i.amount_cents',
  status: 'i.status',
  kind: 'i.kind',
  vendor_name: 'v.name',
};

function selectInvoices(db: Db, storeId: string) {
  return db
    .selectFrom('invoice as i')
    .leftJoin('vendor as v', (j) =>
      j.onRef('v.id', '=', 'i.vendor_id').onRef('v.store_id', '=', 'i.store_id'),
    )
    .leftJoin('paid_out as p', (j) =>
      j.onRef('p.id', '=', 'i.paid_out_id').onRef('p.store_id', '=', 'i.store_id'),
    )
    .leftJoin('media as m', (j) =>
      j.onRef('m.id', '=', 'i.document_id').onRef('m.store_id', '=', 'i.store_id'),
    )
    .where('i.store_id', '=', storeId);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The store's invoices of a page, filtered and sorted, with how many the filter keeps. */
export async function listInvoices(db: Db, storeId: string, args: ListArgs) {
  await issueDueInvoices(db, storeId);
  const f = args.filter ?? {};
  let query = selectInvoices(db, storeId);
  const q = f.q?.trim();
  if (q) {
    const like = `%${q.toLowerCase()}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(i.number)`, 'like', like),
        eb(sql`lower(coalesce(v.name, ''))`, 'like', like),
        eb(sql`lower(coalesce(p.reason, ''))`, 'like', like),
      ]),
    );
  }
  if (f.kind) query = query.where('i.kind', '=', f.kind);
  const status = f.status ? (STATUS_OF_FILTER[f.status] ?? f.status) : null;
  if (status && status !== 'all') query = query.where('i.status', '=', status);
  if (f.vendor_id && isUuid(f.vendor_id)) query = query.where('i.vendor_id', '=', f.vendor_id);
  if (f.from && DAY.test(f.from)) query = query.where('i.issued_on', '>=', f.from);
  if (f.to && DAY.test(f.to)) query = query.where('i.issued_on', '<=', f.to);
  const counted = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const perPage = Math.min(Math.max(args.perPage ?? 25, 1), 100);
  const page = Math.max(args.page ?? 0, 0);
  const order = args.sortOrder === 'ASC' ? 'asc' : 'desc';
  const rows = await query
    .select(COLUMNS)
    .orderBy(sql.raw(SORTS[args.sortField ?? ''] ?? 'i.issued_on'), order)
    .orderBy('i.number', order)
    .limit(perPage)
    .offset(page * perPage)
    .execute();
  return { items: rows.map((r) => toRow(r as Record<string, unknown>)), total: Number(counted.n) };
}

const COLUMNS = [
  'i.id',
  'i.kind',
  'i.number',
  'i.status',
  'i.issued_on',
  'i.amount_cents',
  'i.billing_cycle',
  'i.period_start',
  'i.period_end',
  'i.vendor_id',
  'v.name as vendor_name',
  'i.paid_out_id',
  'p.reason as paid_out_reason',
  'i.document_id',
  'm.content_type as document_type',
  'i.paid_at',
  'i.created_at',
] as const;

/** One invoice of the store, or `null`. */
export async function invoiceById(db: Db, storeId: string, id: string): Promise<InvoiceRow | null> {
  if (!isUuid(id)) return null;
  const row = await selectInvoices(db, storeId).select(COLUMNS).where('i.id', '=', id).executeTakeFirst();
  return row ? toRow(row as Record<string, unknown>) : null;
}

/** Marks an invoice paid (today) or open again; answers it. */
export async function setInvoicePaid(db: Db, storeId: string, id: string, paid: boolean) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'invoices.errors.notFound');
  return db.transaction().execute(async (tx) => {
    const done = await tx
      .updateTable('invoice')
      .set({ status: paid ? 'paid' : 'open', paid_at: paid ? sql`now()` : null })
      .where('store_id', '=', storeId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!Number(done.numUpdatedRows)) throw new AppError('NOT_FOUND', 'invoices.errors.notFound');
    return (await invoiceById(tx, storeId, id))!;
  });
}

/** The vendors and the paid outs' reasons requiring an invoice, for the upload form and the filters. */
export async function invoiceChoices(db: Db, storeId: string) {
  const vendors = await db
    .selectFrom('vendor')
    .select(['id', 'name'])
    .where('store_id', '=', storeId)
    .orderBy('name')
    .execute();
  const paidOuts = await db
    .selectFrom('paid_out')
    .select(['id', 'reason'])
    .where('store_id', '=', storeId)
    .where('require_invoice', '=', true)
    .orderBy('reason')
    .execute();
  const billing = await db
    .selectFrom('store_billing')
    .select(['billing_cycle', 'starts_on'])
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return {
    vendors: vendors.map((v) => ({ id: v.id as string, name: v.name as string })),
    paidOuts: paidOuts.map((p) => ({ id: p.id as string, reason: p.reason as string })),
    billingCycle: (billing?.billing_cycle as string | undefined) ?? 'monthly',
    fee: SUBSCRIPTION_PLAN.fees[(billing?.billing_cycle as BillingCycle | undefined) ?? 'monthly'],
    trialDays: SUBSCRIPTION_PLAN.trialDays,
  };
}
