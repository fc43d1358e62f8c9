import { sql } from 'kysely';
import { AppError } from '../../../core/errors.js';
import type { Db } from '../../db/database.js';

/** How many of the newest comments the results show. */
export const RECENT_COMMENTS = 20;
const MAX_DAYS = 366;

export interface SurveyResults {
  answers: number;
  waiting_time: number | null;
  food_quality: number | null;
  service: number | null;
  /** Share of the answers saying yes, 0 to 100. */
  recommend: number | null;
  /** The average of the items' ratings given with the answers. */
  item_review: number | null;
  item_ratings: number;
  comments: { answered_at: string; review_comment: string | null; other_comments: string | null }[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const round2 = (x: unknown) => (x === null || x === undefined ? null : Math.round(Number(x) * 100) / 100);

/** The answers of the days from `from` to `to` (the store's own days): their count, averages and newest comments. */
export async function surveyResults(
  db: Db,
  storeId: string,
  from: string,
  to: string,
): Promise<SurveyResults> {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (!DATE.test(from) || !DATE.test(to) || Number.isNaN(days) || days < 0 || days >= MAX_DAYS)
    throw new AppError('VALIDATION', 'survey.errors.range', { max: MAX_DAYS });
  const inRange = sql<boolean>`(a.answered_at at time zone s.time_zone)::date between ${from}::date and ${to}::date`;
  const answers = () =>
    db
      .selectFrom('survey_answer as a')
      .innerJoin('store as s', 's.id', 'a.store_id')
      .where('a.store_id', '=', storeId)
      .where(inRange);
  const sums = await answers()
    .select([
      sql<number>`count(*)::int`.as('answers'),
      sql<string>`avg(a.waiting_time)`.as('waiting_time'),
      sql<string>`avg(a.food_quality)`.as('food_quality'),
      sql<string>`avg(a.service)`.as('service'),
      sql<string>`100.0 * count(*) filter (where a.recommend) / nullif(count(a.recommend), 0)`.as(
        'recommend',
      ),
    ])
    .executeTakeFirstOrThrow();
  const items = await answers()
    .innerJoin('item_rating as r', (j) =>
      j
        .onRef('r.store_id', '=', 'a.store_id')
        .onRef('r.check_id', '=', 'a.check_id')
        .onRef('r.rated_at', '=', 'a.answered_at'),
    )
    .select([sql<number>`count(*)::int`.as('n'), sql<string>`avg(r.rating)`.as('avg')])
    .executeTakeFirstOrThrow();
  const comments = await answers()
    .select([
      sql<string>`to_char(a.answered_at at time zone s.time_zone, 'YYYY-MM-DD HH24:MI')`.as('answered_at'),
      'a.review_comment',
      'a.other_comments',
    ])
    .where((eb) => eb.or([eb('a.review_comment', 'is not', null), eb('a.other_comments', 'is not', null)]))
    .orderBy('a.answered_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(RECENT_COMMENTS)
    .execute();
  return {
    answers: Number(sums.answers),
    waiting_time: round2(sums.waiting_time),
    food_quality: round2(sums.food_quality),
    service: round2(sums.service),
    recommend: round2(sums.recommend),
    item_review: round2(items.avg),
    item_ratings: Number(items.n),
    comments: comments as SurveyResults['comments'],
  };
}
