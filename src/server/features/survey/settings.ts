import { sql } from 'kysely';
import { AppError } from '../../../core/errors.js';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../services/ids.js';

/**
 * The survey's seven questions (SPEC §3), in the order the guest meets them. The three scores are
 * answered 1 to 5, `recommend` yes or no, `item_review` rates each item of the check 1 to 5,
 * `review_comment` is a comment the guest must write when the question is on, `other_comments` one
 * he may write.
 */
export const QUESTIONS = [
  'waiting_time',
  'food_quality',
  'service',
  'recommend',
  'item_review',
  'review_comment',
  'other_comments',
] as const;
export type QuestionKey = (typeof QUESTIONS)[number];
export const SCORES = ['waiting_time', 'food_quality', 'service'] as const;

/** A question as the store words it; empty text: the product's own wording in the guest's language. */
export interface Question {
  key: QuestionKey;
  text: string;
  enabled: boolean;
}

export interface SurveySettings {
  rating_by_product: boolean;
  email_delay: number;
  email_delay_unit: 'minutes' | 'hours';
  min_likes: number;
  max_items_per_category: number;
  coupon_id: string | null;
  title: string;
  questions: Question[];
}

export const TITLE_MAX = 120;
export const QUESTION_MAX = 200;
export const LIMITS = {
  email_delay: [1, 999],
  min_likes: [0, 1000],
  max_items_per_category: [1, 100],
} as const;

/** What a store has before it saves its own: every question on, in the product's wording. */
export const DEFAULT_SETTINGS: SurveySettings = {
  rating_by_product: true,
  email_delay: 30,
  email_delay_unit: 'minutes',
  min_likes: 3,
  max_items_per_category: 10,
  coupon_id: null,
  title: '',
  questions: QUESTIONS.map((key) => ({ key, text: '', enabled: true })),
};

/** Every question once, in order, from what was stored or sent (a missing one is on, in the product's words). */
function allQuestions(given: readonly Partial<Question>[]): Question[] {
  return QUESTIONS.map((key) => {
    const q = given.find((x) => x.key === key);
    return { key, text: q?.text ?? '', enabled: q?.enabled ?? true };
  });
}

/** The store's survey settings, its defaults before the first save. */
export async function readSurveySettings(db: Db, storeId: string): Promise<SurveySettings> {
  const row = await db
    .selectFrom('survey_setting')
    .selectAll()
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_SETTINGS, questions: allQuestions([]) };
  return {
    rating_by_product: row.rating_by_product,
    email_delay: row.email_delay,
    email_delay_unit: row.email_delay_unit,
    min_likes: row.min_likes,
    max_items_per_category: row.max_items_per_category,
    coupon_id: row.coupon_id,
    title: row.title,
    questions: allQuestions(row.questions as Question[]),
  };
}

const refuse = (key: string, params: Record<string, string | number> = {}): never => {
  throw new AppError('VALIDATION', `survey.errors.${key}`, params);
};

function checkNumber(field: keyof typeof LIMITS, value: unknown): number {
  const [min, max] = LIMITS[field];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    refuse(`${field}Range`, { min, max });
  return value as number;
}

/** The settings as sent, checked and trimmed; a refusal names the first field at fault. */
export async function checkedSettings(
  db: Db,
  storeId: string,
  input: SurveySettings,
): Promise<SurveySettings> {
  const title = String(input.title ?? '').trim();
  if (title.length > TITLE_MAX) refuse('titleTooLong', { max: TITLE_MAX });
  if (input.email_delay_unit !== 'minutes' && input.email_delay_unit !== 'hours') refuse('delayUnit');
  const given = Array.isArray(input.questions) ? input.questions : [];
  for (const q of given) {
    if (!QUESTIONS.includes(q.key)) refuse('unknownQuestion', { key: String(q.key) });
    if (String(q.text ?? '').trim().length > QUESTION_MAX) refuse('questionTooLong', { max: QUESTION_MAX });
  }
  if (new Set(given.map((q) => q.key)).size !== given.length) refuse('questionTwice');
  const coupon = input.coupon_id || null;
  if (coupon !== null) {
    const found =
      isUuid(coupon) &&
      (await db
        .selectFrom('coupon')
        .select('id')
        .where('store_id', '=', storeId)
        .where('id', '=', coupon)
        .where('status', '=', 'active')
        .executeTakeFirst());
    if (!found) refuse('couponUnknown');
  }
  return {
    rating_by_product: input.rating_by_product === true,
    email_delay: checkNumber('email_delay', input.email_delay),
    email_delay_unit: input.email_delay_unit,
    min_likes: checkNumber('min_likes', input.min_likes),
    max_items_per_category: checkNumber('max_items_per_category', input.max_items_per_category),
    coupon_id: coupon,
    title,
    questions: allQuestions(given.map((q) => ({ ...q, text: String(q.text ?? '').trim() }))),
  };
}

/** Saves the store's survey settings (checked first) and answers them as stored. */
export async function saveSurveySettings(
  db: Db,
  storeId: string,
  input: SurveySettings,
): Promise<SurveySettings> {
  const s = await checkedSettings(db, storeId, input);
  const row = { ...s, questions: JSON.stringify(s.questions) };
  const write = (tx: Db) =>
    tx
      .insertInto('survey_setting')
      .values({ store_id: storeId, ...row })
      .onConflict((oc) => oc.column('store_id').doUpdateSet({ ...row, updated_at: sql`now()` }))
      .execute();
  // One statement; inside the caller's transaction when there is one (the demo seed's).
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
  return readSurveySettings(db, storeId);
}
