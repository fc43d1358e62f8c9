import { AppError } from '../../core/errors.js';
import { makeTranslate, type Phrases, type Translate } from '../../core/messages.js';
import {
  PAPER_COLUMNS,
  receiptLines,
  receiptWords,
  sampleReceiptOrder,
  type PaperWidth,
} from '../../core/receipt.js';
import { resourceByName } from '../../core/registry.js';
import { WindowLimit } from '../auth/throttle.js';
import type { Db } from '../db/database.js';
import { parseAddress, portAllowed, refusal } from '../printing/allow.js';
import { receiptBytes, testPageBytes } from '../printing/escpos.js';
import {
  addressText,
  PrinterUnreachable,
  sendToPrinter,
  type PrinterAddress,
  type PrinterReach,
} from '../printing/send.js';
import { logEvent } from '../services/events.js';
import { isUuid } from '../services/ids.js';
import { printJobOf, queuePrintJob, type Printed } from '../pos/print-jobs.js';
import { readReceiptLayout, receiptStoreOf, storeNow } from './receipt-layout.js';
import { requireAccess, type GraphqlContext } from './resolvers.js';
import en from '../../../locales/en.json' with { type: 'json' };
import es from '../../../locales/es.json' with { type: 'json' };

/** Printing on a kitchen printer from the office: a test page, and a sample receipt in the store's layout. */
export const PRINTERS_SDL = `
"What was sent to a printer."
type PrintResult {
  "Where it went, host:port."
  address: String!
  "How many bytes the printer took."
  bytes: Int!
  "True when the job waits for one of the store's devices to print it (PRINT_VIA=devices)."
  queued: Boolean!
  "The queued job, to follow with kitchenPrintJob."
  job_id: ID
}

"A print job queued for the store's devices."
type KitchenPrintJob {
  id: ID!
  "test-page or sample-receipt."
  printed: String!
  "queued, taken (a device is printing it), printed or failed."
  status: String!
  created_at: String!
  done_at: String
}

extend type Query {
  "A print job queued for the store's devices, and where it stands."
  kitchenPrintJob(id: ID!): KitchenPrintJob
}

extend type Mutation {
  "Prints a test page (store, printer, date and time, a ruler of the paper's columns) on a kitchen printer, in English (en) or Spanish (es)."
  printKitchenPrinterTestPage(id: ID!, language: String): PrintResult!
  "Prints a receipt of a sample order in the store's receipt layout on a kitchen printer."
  printKitchenPrinterSampleReceipt(id: ID!, language: String): PrintResult!
}
`;

/** The guard of both operations: whoever may edit kitchen printers may try them. */
const PRINTERS_ACCESS = { module: 'operations', permission: 'kitchen-printer' } as const;

const PHRASES: Record<string, Translate> = {
  en: makeTranslate(en as Phrases),
  es: makeTranslate(es as Phrases),
};

/** Test prints a store may send a minute: enough to try every printer, too few to scan a network. */
export const PRINTS_PER_MINUTE = 10;

const translateFor = (language: string | null | undefined) => PHRASES[language ?? 'en'] ?? PHRASES.en!;

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

async function printerOf(ctx: GraphqlContext, id: string): Promise<Printer> {
  const record = await ctx.items.get(ctx.scope, resourceByName('kitchen-printer'), id);
  if (!record) throw new AppError('NOT_FOUND', 'errors.notFound');
  return record as unknown as Printer;
}

const addressOf = (p: Printer): PrinterAddress => ({ host: p.host || p.ip, port: p.port });
const columnsOf = (p: Printer) => PAPER_COLUMNS[Number(p.paper_width) as PaperWidth] ?? PAPER_COLUMNS[80];

interface Deps {
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
function deviceRefusal(deps: Deps, address: PrinterAddress): string | null {
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
  deps: Deps,
  ctx: GraphqlContext,
  printer: Printer,
  what: Printed,
  bytes: Uint8Array,
) {
  const address = addressOf(printer);
  const answer = { address: addressText(address), bytes: bytes.length, queued: false, job_id: null };
  const log = (db: Db, result: string) =>
    logEvent(db, {
      ...ctx.scope,
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
        const queued = await queuePrintJob(tx, ctx.scope.storeId, job);
        await log(tx, 'queued');
        return queued;
      });
      return { ...answer, queued: true, job_id: id };
    }
    await sendToPrinter(address, bytes, deps.reach);
  } catch (error) {
    if (!(error instanceof PrinterUnreachable)) throw error;
    deps.log.info(
      { storeId: ctx.scope.storeId, address: answer.address, reason: error.reason },
      'print refused',
    );
    await log(deps.db, error.key);
    throw error;
  }
  await log(deps.db, 'printed');
  return answer;
}

export function printersResolvers(deps: Deps) {
  const { db } = deps;
  const prints = new WindowLimit(PRINTS_PER_MINUTE, 60_000);
  /** Both operations count alike, refused or not: each makes the server send bytes somewhere. */
  const take = (ctx: GraphqlContext) => {
    if (!prints.take(ctx.scope.storeId))
      throw new AppError('RATE_LIMITED', 'printers.errors.tooMany', { count: PRINTS_PER_MINUTE });
  };
  return {
    Query: {
      async kitchenPrintJob(_: unknown, args: { id: string }, ctx: GraphqlContext) {
        requireAccess(ctx, PRINTERS_ACCESS);
        return isUuid(args.id) ? printJobOf(db, ctx.scope.storeId, args.id) : null;
      },
    },
    Mutation: {
      async printKitchenPrinterTestPage(
        _: unknown,
        args: { id: string; language?: string | null },
        ctx: GraphqlContext,
      ) {
        requireAccess(ctx, PRINTERS_ACCESS);
        take(ctx);
        const printer = await printerOf(ctx, args.id);
        const store = await receiptStoreOf(ctx.items, ctx.scope);
        const t = translateFor(args.language);
        const columns = columnsOf(printer);
        const model = [printer.manufacturer, printer.model].filter(Boolean).join(' ');
        const bytes = testPageBytes(
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
        return printAndLog(deps, ctx, printer, 'test-page', bytes);
      },
      async printKitchenPrinterSampleReceipt(
        _: unknown,
        args: { id: string; language?: string | null },
        ctx: GraphqlContext,
      ) {
        requireAccess(ctx, PRINTERS_ACCESS);
        take(ctx);
        const printer = await printerOf(ctx, args.id);
        const store = await receiptStoreOf(ctx.items, ctx.scope);
        const { layout } = await readReceiptLayout(db, ctx.scope.storeId);
        const t = translateFor(args.language);
        const columns = columnsOf(printer);
        const order = sampleReceiptOrder(store, t, storeNow(store.formats));
        const lines = receiptLines(layout, order, receiptWords(t), columns);
        return printAndLog(deps, ctx, printer, 'sample-receipt', receiptBytes(layout, lines, columns));
      },
    },
  };
}
