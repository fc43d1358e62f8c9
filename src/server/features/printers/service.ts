import { AppError } from '../../../core/errors.js';
import {
  PAPER_COLUMNS,
  receiptLines,
  receiptWords,
  sampleReceiptOrder,
  type PaperWidth,
} from '../../../core/receipt.js';
import { resourceByName } from '../../../core/registry.js';
import type { Db } from '../../db/database.js';
import { parseAddress, portAllowed, refusal } from '../../printing/allow.js';
import { receiptBytes, testPageBytes } from '../../printing/escpos.js';
import {
  addressText,
  PrinterUnreachable,
  sendToPrinter,
  type PrinterAddress,
  type PrinterReach,
} from '../../printing/send.js';
import { logEvent } from '../../services/events.js';
import type { ItemsService, Scope } from '../../services/items.js';
import { queuePrintJob, type Printed } from '../../pos/print-jobs.js';
import { readReceiptLayout, receiptStoreOf, storeNow } from '../receipt-layout/service.js';
import { translatorOf } from '../../services/phrases.js';

interface Printer {
  id: string;
  name: string;
  manufacturer: string | null;
  model: string | null;
  ip: string;
  host: string | null;
  port: number;
  paper_width: string;
}

async function printerOf(items: ItemsService, scope: Scope, id: string): Promise<Printer> {
  const record = await items.get(scope, resourceByName('kitchen-printer'), id);
  if (!record) throw new AppError('NOT_FOUND', 'errors.notFound');
  return record as unknown as Printer;
}

const addressOf = (p: Printer): PrinterAddress => ({ host: p.host || p.ip, port: p.port });
const columnsOf = (p: Printer) => PAPER_COLUMNS[Number(p.paper_width) as PaperWidth] ?? PAPER_COLUMNS[80];

export interface PrintDeps {
  db: Db;
  reach: PrinterReach;
  /** `devices`: the job is queued for the store's devices rather than sent by the server. */
  printVia: 'server' | 'devices';
  /** Why a print failed, for the administrator: the user's answer never says (see send.ts). */
  log: { info: (details: object, message: string) => void };
}

/**
 * Why a job for the store's devices is refused, or null: an IP outside the rule is refused as the
 * server would refuse it; a host name is resolved by the device on its own network (the server
 * cannot), its port checked here.
 */
function deviceRefusal(deps: PrintDeps, address: PrinterAddress): string | null {
  const literal = parseAddress(address.host);
  if (literal) return refusal(deps.reach.rule, [], literal, address.port);
  return portAllowed(deps.reach.rule, address.port) ? null : 'outside PRINTER_PORTS';
}

/**
 * Sends the bytes, or queues them for the store's devices, and records the attempt in the system log,
 * printed or not: who tried which printer, where, and what came of it. A queued job and its entry are
 * written together.
 */
async function printAndLog(
  deps: PrintDeps,
  scope: Scope,
  printer: Printer,
  what: Printed,
  bytes: Uint8Array,
) {
  const address = addressOf(printer);
  const answer = { address: addressText(address), bytes: bytes.length, queued: false, job_id: null };
  const log = (db: Db, result: string) =>
    logEvent(db, {
      ...scope,
      entity: 'kitchen-printer',
      recordId: printer.id,
      action: 'print',
      after: { name: printer.name, printed: what, address: answer.address, bytes: bytes.length, result },
    });
  try {
    if (deps.printVia === 'devices') {
      const why = deviceRefusal(deps, address);
      if (why) throw new PrinterUnreachable(address, why);
      const job = { printerId: printer.id, printerName: printer.name, ...address, printed: what, bytes };
      const id = await deps.db.transaction().execute(async (tx) => {
        const queued = await queuePrintJob(tx, scope.storeId, job);
        await log(tx, 'queued');
        return queued;
      });
      return { ...answer, queued: true, job_id: id };
    }
    await sendToPrinter(address, bytes, deps.reach);
  } catch (error) {
    if (!(error instanceof PrinterUnreachable)) throw error;
    deps.log.info({ storeId: scope.storeId, address: answer.address, reason: error.reason }, 'print refused');
    await log(deps.db, error.key);
    throw error;
  }
  await log(deps.db, 'printed');
  return answer;
}

/** What a page is printed with: the kitchen printer, the store, the language's words and the paper's columns. */
async function pageFor(items: ItemsService, scope: Scope, id: string, language: string | null | undefined) {
  const printer = await printerOf(items, scope, id);
  const store = await receiptStoreOf(items, scope);
  return { printer, store, t: translatorOf(language), columns: columnsOf(printer) };
}

type Page = Awaited<ReturnType<typeof pageFor>>;

/**
 * Prints a page on a kitchen printer (`id`) in a language (en or es; English by default): built from
 * what pageFor reads, then printed (or queued) and logged as `what`.
 */
const pagePrinter =
  (what: Printed, build: (page: Page, deps: PrintDeps, scope: Scope) => Promise<Uint8Array> | Uint8Array) =>
  async (
    deps: PrintDeps,
    items: ItemsService,
    scope: Scope,
    id: string,
    language: string | null | undefined,
  ) => {
    const page = await pageFor(items, scope, id, language);
    return printAndLog(deps, scope, page.printer, what, await build(page, deps, scope));
  };

/** A test page: store, printer, date and time, a ruler of the paper's columns. */
export const printTestPage = pagePrinter('test-page', ({ printer, store, t, columns }) => {
  const model = [printer.manufacturer, printer.model].filter(Boolean).join(' ');
  return testPageBytes(
    {
      title: t('printers.testPage.title'),
      lines: [
        [t('printers.testPage.store'), store.name],
        [t('printers.testPage.printer'), printer.name],
        ...(model ? [[t('printers.testPage.model'), model] as [string, string]] : []),
        [t('printers.testPage.printedAt'), storeNow(store.formats)],
        [
          t('printers.testPage.paper'),
          `${printer.paper_width} mm, ${t('printers.testPage.columns', { count: columns })}`,
        ],
      ],
      ok: t('printers.testPage.ok'),
    },
    columns,
  );
});

/** A receipt of a sample order in the store's receipt layout. */
export const printSampleReceipt = pagePrinter(
  'sample-receipt',
  async ({ store, t, columns }, deps, scope) => {
    const { layout } = await readReceiptLayout(deps.db, scope.storeId);
    const order = sampleReceiptOrder(store, t, storeNow(store.formats));
    return receiptBytes(layout, receiptLines(layout, order, receiptWords(t), columns), columns);
  },
);
