/**
 * The demo stores' survey settings, each in its own words (Demo Bistro in English, Demo Taqueria in
 * Spanish, each giving a coupon for answering), and a few answers to Demo Bistro's latest past checks
 * when the start wrote a history. Settings go through the same checks as the API.
 */
import type { Db } from '../db/database.js';
import { saveSurveySettings, QUESTIONS, type SurveySettings } from '../features/survey/settings.js';
import { uuidv7 } from '../services/ids.js';
import type { Scope } from '../services/items.js';

const TAQUERIA_WORDS: Record<(typeof QUESTIONS)[number], string> = {
  waiting_time: '¿Cuánto esperó por su orden?',
  food_quality: '¿Qué tal estuvieron los tacos?',
  service: '¿Cómo lo atendimos?',
  recommend: '¿Nos recomendaría con sus amigos?',
  item_review: 'Califique cada platillo',
  review_comment: 'Cuéntenos cómo le fue',
  other_comments: '¿Algo más?',
};

const ANSWERS = [
  {
    waiting_time: 5,
    food_quality: 5,
    service: 4,
    recommend: true,
    review_comment: 'Lovely soup and a friendly server.',
  },
  {
    waiting_time: 3,
    food_quality: 4,
    service: 4,
    recommend: true,
    review_comment: 'Good burger, the fries came late.',
  },
  {
    waiting_time: 2,
    food_quality: 3,
    service: 3,
    recommend: false,
    review_comment: 'We waited a long time for a table.',
  },
  {
    waiting_time: 4,
    food_quality: 5,
    service: 5,
    recommend: true,
    review_comment: 'Best cheesecake in town.',
  },
];

async function couponOf(db: Db, storeId: string, code?: string): Promise<string | null> {
  let q = db.selectFrom('coupon').select('id').where('store_id', '=', storeId).where('status', '=', 'active');
  q = code ? q.where('code', '=', code) : q.orderBy('code');
  return ((await q.executeTakeFirst())?.id as string | undefined) ?? null;
}

export async function seedDemoSurvey(db: Db, stores: { bistro: Scope; taqueria: Scope }): Promise<void> {
  const { bistro, taqueria } = stores;
  const base = (coupon: string | null): SurveySettings => ({
    rating_by_product: true,
    email_delay: 45,
    email_delay_unit: 'minutes',
    min_likes: 3,
    max_items_per_category: 5,
    coupon_id: coupon,
    title: '',
    questions: QUESTIONS.map((key) => ({ key, text: '', enabled: true })),
  });
  await saveSurveySettings(db, bistro.storeId, {
    ...base(await couponOf(db, bistro.storeId, 'WELCOME10')),
    title: 'How was your meal at Demo Bistro?',
    questions: QUESTIONS.map((key) => ({ key, text: '', enabled: key !== 'other_comments' })),
  });
  await saveSurveySettings(db, taqueria.storeId, {
    ...base(await couponOf(db, taqueria.storeId)),
    email_delay: 2,
    email_delay_unit: 'hours',
    title: '¿Qué tal su visita a Demo Taqueria?',
    questions: QUESTIONS.map((key) => ({ key, text: TAQUERIA_WORDS[key], enabled: true })),
  });
  const checks = await db
    .selectFrom('pos_check')
    .select(['id', 'customer_id', 'closed_at'])
    .where('store_id', '=', bistro.storeId)
    .where('status', '=', 'closed')
    .orderBy('closed_at', 'desc')
    .limit(ANSWERS.length)
    .execute();
  if (!checks.length) return;
  await db
    .insertInto('survey_answer')
    .values(
      checks.map((c, i) => {
        const at = new Date(new Date(c.closed_at as string).getTime() + 3600_000);
        return {
          store_id: bistro.storeId,
          id: uuidv7(at.getTime()),
          check_id: c.id,
          customer_id: c.customer_id ?? null,
          ...ANSWERS[i]!,
          language: 'en',
          answered_at: at,
        };
      }),
    )
    .execute();
}
