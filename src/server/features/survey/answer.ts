import { sql } from 'kysely';
import { AppError } from '../../../core/errors.js';
import type { Db } from '../../db/database.js';
import { sameStore } from '../../db/joins.js';
import { addToRollups } from '../../pos/rollups/index.js';
import { uuidv7 } from '../../services/ids.js';
import { ratingSystemOn } from '../../pos/catalog.js';
import { openRatingToken } from './link.js';
import { readSurveySettings, SCORES, type Question, type QuestionKey } from './settings.js';

/** The longest comment a guest may write. */
export const COMMENT_MAX = 1000;

/** What the guest's page shows for a link: the store, the title, the questions on and the items to rate. */
export interface RatingForm {
  store: string;
  title: string;
  questions: Question[];
  items: { menu_item_id: string; name: string }[];
}

/** What the guest sends. */
export interface RatingInput {
  waiting_time?: number | null;
  food_quality?: number | null;
  service?: number | null;
  recommend?: boolean | null;
  review_comment?: string | null;
  other_comments?: string | null;
  items?: { menu_item_id: string; rating: number }[] | null;
  language?: string | null;
}

export interface RatingThanks {
  coupon_code: string | null;
  coupon_description: string | null;
}

const refuse = (key: string, params: Record<string, string | number> = {}): never => {
  throw new AppError('BAD_REQUEST', `survey.errors.${key}`, params);
};

/** The link's check, closed and not answered yet, with the store's settings; refused otherwise. */
async function openLink(db: Db, token: string, now: Date) {
  const { storeId, checkId } = await openRatingToken(db, token, now);
  const check = await db
    .selectFrom('pos_check as c')
    .innerJoin('working_day as w', sameStore('w', 'c', 'working_day_id'))
    .innerJoin('store as s', 's.id', 'c.store_id')
    .select([
      'c.status',
      'c.customer_id',
      's.name as store',
      's.time_zone',
      sql<string>`to_char(w.business_date, 'YYYY-MM-DD')`.as('business_date'),
    ])
    .where('c.store_id', '=', storeId)
    .where('c.id', '=', checkId)
    .executeTakeFirst();
  if (!check || check.status !== 'closed') refuse('linkInvalid');
  if (!(await ratingSystemOn(db, storeId))) refuse('ratingOff');
  const answered = await db
    .selectFrom('survey_answer')
    .select('id')
    .where('store_id', '=', storeId)
    .where('check_id', '=', checkId)
    .executeTakeFirst();
  if (answered) refuse('alreadyAnswered');
  return { storeId, checkId, check: check!, settings: await readSurveySettings(db, storeId) };
}

/** The check's items, each menu item once, voided lines left out. */
async function checkItems(db: Db, storeId: string, checkId: string) {
  const rows = await db
    .selectFrom('check_item')
    .select(['menu_item_id', sql<string>`min(name)`.as('name'), sql<number>`min(line)`.as('line')])
    .where('store_id', '=', storeId)
    .where('check_id', '=', checkId)
    .where('void_reason_id', 'is', null)
    .groupBy('menu_item_id')
    .orderBy('line')
    .execute();
  return rows.map((r) => ({ menu_item_id: r.menu_item_id as string, name: r.name }));
}

const on = (questions: Question[], key: QuestionKey) => questions.find((q) => q.key === key)!.enabled;

/** The guest's page for a link: refused when the link is altered, expired, used or the rating is off. */
export async function readRatingForm(db: Db, token: string, now = new Date()): Promise<RatingForm> {
  const { storeId, checkId, check, settings } = await openLink(db, token, now);
  const questions = settings.questions.filter((q) => q.enabled);
  return {
    store: check.store as string,
    title: settings.title,
    questions,
    items: on(questions, 'item_review') ? await checkItems(db, storeId, checkId) : [],
  };
}

function score(value: unknown, required: boolean): number | null {
  if (value === null || value === undefined) return required ? refuse('scoreRequired') : null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5) refuse('scoreRange');
  return value as number;
}

function comment(value: unknown, required: boolean): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (required && !text) refuse('reviewRequired');
  if (text.length > COMMENT_MAX) refuse('commentTooLong', { max: COMMENT_MAX });
  return text || null;
}

/**
 * Records the guest's answers to a link, once: the answers, his ratings of the check's items (which
 * the ratings report and the dashboard count from then on) and the coupon the store gives for them.
 */
export async function answerRating(
  db: Db,
  token: string,
  input: RatingInput,
  now = new Date(),
): Promise<RatingThanks> {
  const { storeId, checkId, check, settings } = await openLink(db, token, now);
  const q = settings.questions;
  const scores = Object.fromEntries(SCORES.map((k) => [k, on(q, k) ? score(input[k], true) : null]));
  let recommend: boolean | null = null;
  if (on(q, 'recommend')) {
    if (typeof input.recommend !== 'boolean') refuse('recommendRequired');
    recommend = input.recommend!;
  }
  const review = on(q, 'review_comment') ? comment(input.review_comment, true) : null;
  const other = on(q, 'other_comments') ? comment(input.other_comments, false) : null;
  const items = on(q, 'item_review') ? await checkItems(db, storeId, checkId) : [];
  const known = new Set(items.map((i) => i.menu_item_id));
  const rated = new Map<string, number>();
  for (const r of input.items ?? []) {
    if (!known.has(r?.menu_item_id) || rated.has(r.menu_item_id)) refuse('itemUnknown');
    rated.set(r.menu_item_id, score(r.rating, true)!);
  }
  const coupon = settings.coupon_id
    ? await db
        .selectFrom('coupon')
        .select(['id', 'code', 'description'])
        .where('store_id', '=', storeId)
        .where('id', '=', settings.coupon_id)
        .where('status', '=', 'active')
        .executeTakeFirst()
    : undefined;
  const ratings = [...rated].map(([menu_item_id, rating]) => ({
    store_id: storeId,
    id: uuidv7(now.getTime()),
    check_id: checkId,
    menu_item_id,
    rating,
    comment: null,
    rated_at: now,
  }));
  await db.transaction().execute(async (tx) => {
    const saved = await tx
      .insertInto('survey_answer')
      .values({
        store_id: storeId,
        id: uuidv7(now.getTime()),
        check_id: checkId,
        customer_id: check.customer_id ?? null,
        ...scores,
        recommend,
        review_comment: review,
        other_comments: other,
        coupon_id: coupon?.id ?? null,
        coupon_code: coupon?.code ?? null,
        language: input.language === 'es' ? 'es' : 'en',
        answered_at: now,
      })
      .onConflict((oc) => oc.columns(['store_id', 'check_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    // Two sends of one link at once: the second finds the first's answer.
    if (!saved) refuse('alreadyAnswered');
    if (!ratings.length) return;
    await tx.insertInto('item_rating').values(ratings).execute();
    await addToRollups(tx, storeId, {
      businessDate: check.business_date,
      timeZone: check.time_zone as string,
      checks: [],
      items: [],
      payments: [],
      refunds: [],
      ratings,
    });
  });
  return { coupon_code: coupon?.code ?? null, coupon_description: coupon?.description ?? null };
}
