import { sql } from 'kysely';
import { AppError } from '../../../core/errors.js';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../services/ids.js';
import { logonOf } from '../../services/smtp-transport.js';
import { requestStart, type SendingDeps } from './sending.js';

export interface CampaignProgress {
  id: string;
  state: string;
  total: number;
  queued: number;
  sent: number;
  failed: number;
  unsubscribed: number;
}

/** The progress of the store's campaigns of these ids, in the order asked (unknown ones left out). */
export async function campaignProgress(
  db: Db,
  storeId: string,
  ids: readonly string[],
): Promise<CampaignProgress[]> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return [];
  const rows = await db
    .selectFrom('campaign as c')
    .leftJoin('campaign_recipient as r', 'r.campaign_id', 'c.id')
    .select([
      'c.id',
      'c.state',
      sql<number>`count(r.id)::int`.as('total'),
      sql<number>`(count(*) filter (where r.state = 'queued'))::int`.as('queued'),
      sql<number>`(count(*) filter (where r.state = 'sent'))::int`.as('sent'),
      sql<number>`(count(*) filter (where r.state = 'failed'))::int`.as('failed'),
      sql<number>`(count(*) filter (where r.unsubscribed_at is not null))::int`.as('unsubscribed'),
    ])
    .where('c.store_id', '=', storeId)
    .where('c.id', 'in', valid)
    .groupBy(['c.id', 'c.state'])
    .execute();
  const byId = new Map(rows.map((r) => [String(r.id), r as unknown as CampaignProgress]));
  return valid.flatMap((id) => (byId.has(id) ? [{ ...byId.get(id)!, id }] : []));
}

async function progressOf(db: Db, storeId: string, id: string): Promise<CampaignProgress> {
  const [p] = await campaignProgress(db, storeId, [id]);
  if (!p) throw new AppError('NOT_FOUND', 'errors.notFound');
  return p;
}

/** A campaign's progress and its first failures with the SMTP server's answers. */
export async function campaignReport(db: Db, storeId: string, id: string) {
  const progress = await progressOf(db, storeId, id);
  const failures = await db
    .selectFrom('campaign_recipient')
    .select(['email', 'answer', 'attempts'])
    .where('store_id', '=', storeId)
    .where('campaign_id', '=', id)
    .where('state', '=', 'failed')
    .orderBy('email')
    .limit(100)
    .execute();
  return { progress, failures: failures as { email: string; answer: string | null; attempts: number }[] };
}

/**
 * Sends a draft or scheduled campaign now. Refused when it has started (or was deactivated once it
 * had) and when the store has no default SMTP setting with its logon: the message says so before
 * any recipient is made.
 */
export async function sendCampaignNow(
  deps: SendingDeps,
  storeId: string,
  id: string,
): Promise<CampaignProgress> {
  const p = await progressOf(deps.db, storeId, id);
  if (!['draft', 'scheduled'].includes(p.state)) throw new AppError('BAD_REQUEST', 'errors.campaign.started');
  // A draft's segment may have been deleted since it was saved (only active campaigns keep theirs).
  const segment = await deps.db
    .selectFrom('campaign as c')
    .innerJoin('segment as s', (j) =>
      j.onRef('s.id', '=', 'c.segment_id').onRef('s.store_id', '=', 'c.store_id'),
    )
    .select('s.id')
    .where('c.store_id', '=', storeId)
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!segment) throw new AppError('BAD_REQUEST', 'errors.campaign.noSegment');
  await logonOf(deps.db, deps.secrets, storeId);
  await requestStart(deps.queue, storeId, id);
  return p;
}

/** Deactivates a scheduled or sending campaign; a draft, sent or inactive one is refused. */
export async function deactivateCampaign(db: Db, storeId: string, id: string): Promise<CampaignProgress> {
  await progressOf(db, storeId, id);
  const done = await db
    .updateTable('campaign')
    .set({ state: 'inactive' })
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .where('state', 'in', ['scheduled', 'sending'])
    .executeTakeFirst();
  if (!Number(done.numUpdatedRows)) throw new AppError('BAD_REQUEST', 'errors.campaign.notActive');
  return progressOf(db, storeId, id);
}

/** The active campaigns (scheduled or sending) that go to a segment. */
export async function segmentCampaigns(db: Db, storeId: string, segmentId: string) {
  if (!isUuid(segmentId)) return [];
  return (await db
    .selectFrom('campaign')
    .select(['id', 'name', 'state'])
    .where('store_id', '=', storeId)
    .where('segment_id', '=', segmentId)
    .where('state', 'in', ['scheduled', 'sending'])
    .orderBy('name')
    .execute()) as { id: string; name: string; state: string }[];
}
