import { defineFeature } from '../../graphql/feature.js';
import { requireAccess } from '../../graphql/resolvers.js';
import type { FeatureDeps } from '../index.js';
import {
  BATCH_QUEUE,
  JOB_EXPIRE_SECONDS,
  sendBatch,
  startCampaign,
  startDue,
  START_QUEUE,
  type SendingDeps,
} from './sending.js';
import {
  campaignProgress,
  campaignReport,
  deactivateCampaign,
  segmentCampaigns,
  sendCampaignNow,
} from './service.js';

/** The campaigns' own right (module Marketing, page Email Campaigns). */
const CAMPAIGN_ACCESS = { module: 'marketing', permission: 'marketing-campaigns' } as const;
const SEGMENTS_ACCESS = { module: 'marketing', permission: 'segments' } as const;
/** How often each server process looks for scheduled campaigns whose time has come. */
export const DUE_CHECK_MS = 5_000;

/**
 * E-mail campaigns that go out (SPEC §4 "Campaign: send now, publish now, or scheduled"): the
 * queue's workers start campaigns and send their batches through the store's default SMTP setting.
 */
export default defineFeature(({ db, queue, secrets, tokens, config, log }: FeatureDeps) => {
  const deps: SendingDeps = { db, queue, secrets, tokens, publicUrl: config.publicUrl.replace(/\/$/, '') };
  const options = { expireInSeconds: JOB_EXPIRE_SECONDS };
  queue.define<{ storeId: string; campaignId: string }>(
    START_QUEUE,
    options,
    { batchSize: 1 },
    async ([job]) => startCampaign(deps, job!.data.storeId, job!.data.campaignId),
  );
  queue.define<{ storeId: string; campaignId: string; batch: number }>(
    BATCH_QUEUE,
    options,
    { batchSize: 1 },
    async ([job]) => sendBatch(deps, job!.data),
  );
  let timer: NodeJS.Timeout | undefined;
  return {
    start() {
      timer = setInterval(() => {
        startDue(deps).catch((err: unknown) => log.warn({ err }, 'scheduled campaigns'));
      }, DUE_CHECK_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
    Query: {
      async campaignProgress(_, args, ctx) {
        requireAccess(ctx, CAMPAIGN_ACCESS);
        return campaignProgress(db, ctx.scope.storeId, args.ids);
      },
      async campaignReport(_, args, ctx) {
        requireAccess(ctx, CAMPAIGN_ACCESS);
        return campaignReport(db, ctx.scope.storeId, args.id);
      },
      async segmentCampaigns(_, args, ctx) {
        requireAccess(ctx, SEGMENTS_ACCESS);
        return segmentCampaigns(db, ctx.scope.storeId, args.segmentId);
      },
    },
    Mutation: {
      async sendCampaign(_, args, ctx) {
        requireAccess(ctx, CAMPAIGN_ACCESS);
        return sendCampaignNow(deps, ctx.scope.storeId, args.id);
      },
      async deactivateCampaign(_, args, ctx) {
        requireAccess(ctx, CAMPAIGN_ACCESS);
        return deactivateCampaign(db, ctx.scope.storeId, args.id);
      },
    },
  };
});
