import { AppError } from '../../../core/errors.js';
import { WindowLimit } from '../../auth/throttle.js';
import { defineFeature } from '../../graphql/feature.js';
import { requireAccess, type GraphqlContext } from '../../graphql/resolvers.js';
import { isUuid } from '../../services/ids.js';
import { printJobOf } from '../../pos/print-jobs.js';
import { printSampleReceipt, printTestPage, type PrintDeps } from './service.js';
import type { FeatureDeps } from '../index.js';

/** The guard of both operations: whoever may edit kitchen printers may try them. */
const PRINTERS_ACCESS = { module: 'operations', permission: 'kitchen-printer' } as const;

/** Test prints a store may send a minute: enough to try every printer, too few to scan a network. */
export const PRINTS_PER_MINUTE = 10;

/** A print job as the queue reads it. */
export type KitchenPrintJobAnswer = NonNullable<Awaited<ReturnType<typeof printJobOf>>>;

/** Printing on a kitchen printer from the office: a test page, and a sample receipt in the store's layout. */
export default defineFeature(({ db, config, log, printerReach }: FeatureDeps) => {
  const deps: PrintDeps = { db, printVia: config.printVia, log, reach: printerReach };
  const prints = new WindowLimit(PRINTS_PER_MINUTE, 60_000);
  /** Both operations count alike, refused or not: each makes the server send bytes somewhere. */
  const take = (ctx: GraphqlContext) => {
    requireAccess(ctx, PRINTERS_ACCESS);
    if (!prints.take(ctx.scope.storeId))
      throw new AppError('RATE_LIMITED', 'printers.errors.tooMany', { count: PRINTS_PER_MINUTE });
  };
  return {
    Query: {
      async kitchenPrintJob(_, args, ctx) {
        requireAccess(ctx, PRINTERS_ACCESS);
        return isUuid(args.id) ? printJobOf(db, ctx.scope.storeId, args.id) : null;
      },
    },
    Mutation: {
      async printKitchenPrinterTestPage(_, args, ctx) {
        take(ctx);
        return printTestPage(deps, ctx.items, ctx.scope, args.id, args.language);
      },
      async printKitchenPrinterSampleReceipt(_, args, ctx) {
        take(ctx);
        return printSampleReceipt(deps, ctx.items, ctx.scope, args.id, args.language);
      },
    },
  };
});
