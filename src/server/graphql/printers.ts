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
import type { Db } from '../db/database.js';
import { receiptBytes, testPageBytes } from '../printing/escpos.js';
import { addressText, sendToPrinter, type PrinterAddress } from '../printing/send.js';
import { logEvent } from '../services/events.js';
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

/**
 * Sends the bytes and records the attempt in the system log, printed or not: who tried which printer,
 * where, and what came of it.
 */
async function printAndLog(
  db: Db,
  ctx: GraphqlContext,
  printer: Printer,
  what: 'test-page' | 'sample-receipt',
  bytes: Uint8Array,
) {
  const address = addressOf(printer);
  let failure: AppError | null = null;
  try {
    await sendToPrinter(address, bytes);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    failure = error;
  }
  await logEvent(db, {
    ...ctx.scope,
    entity: 'kitchen-printer',
    recordId: printer.id,
    action: 'print',
    after: {
      name: printer.name,
      printed: what,
      address: addressText(address),
      bytes: bytes.length,
      result: failure ? failure.key : 'printed',
    },
  });
  if (failure) throw failure;
  return { address: addressText(address), bytes: bytes.length };
}

export function printersResolvers(deps: { db: Db }) {
  const { db } = deps;
  return {
    Mutation: {
      async printKitchenPrinterTestPage(
        _: unknown,
        args: { id: string; language?: string | null },
        ctx: GraphqlContext,
      ) {
        requireAccess(ctx, PRINTERS_ACCESS);
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
        return printAndLog(db, ctx, printer, 'test-page', bytes);
      },
      async printKitchenPrinterSampleReceipt(
        _: unknown,
        args: { id: string; language?: string | null },
        ctx: GraphqlContext,
      ) {
        requireAccess(ctx, PRINTERS_ACCESS);
        const printer = await printerOf(ctx, args.id);
        const store = await receiptStoreOf(ctx.items, ctx.scope);
        const { layout } = await readReceiptLayout(db, ctx.scope.storeId);
        const t = translateFor(args.language);
        const columns = columnsOf(printer);
        const order = sampleReceiptOrder(store, t, storeNow(store.formats));
        const lines = receiptLines(layout, order, receiptWords(t), columns);
        return printAndLog(db, ctx, printer, 'sample-receipt', receiptBytes(layout, lines, columns));
      },
    },
  };
}
