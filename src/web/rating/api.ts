/** The guest's rating page's two calls, without sign-in: the link's token is the only credential. */

export type Language = 'en' | 'es';

export interface RatingQuestion {
  key: string;
  text: string;
  enabled: boolean;
}

export interface RatingForm {
  store: string;
  title: string;
  questions: RatingQuestion[];
  items: { menu_item_id: string; name: string }[];
}

export interface RatingAnswers {
  waiting_time?: number | null;
  food_quality?: number | null;
  service?: number | null;
  recommend?: boolean | null;
  review_comment?: string;
  other_comments?: string;
  items: { menu_item_id: string; rating: number }[];
  language: Language;
}

export interface RatingThanks {
  coupon_code: string | null;
  coupon_description: string | null;
}

/** A refusal of the server: its i18n key and parameters, worded on the page in the guest's language. */
export class RatingRefusal extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

async function call<T>(token: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/rating/${encodeURIComponent(token)}`, init);
  } catch {
    throw new RatingRefusal('survey.errors.server');
  }
  const body = (await res.json().catch(() => null)) as
    (T & { key?: string; params?: Record<string, string | number> }) | null;
  if (!res.ok) throw new RatingRefusal(body?.key ?? 'survey.errors.server', body?.params);
  return body as T;
}

export const loadRatingForm = (token: string) => call<RatingForm>(token);

export const sendRatingAnswers = (token: string, answers: RatingAnswers) =>
  call<RatingThanks>(token, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(answers),
  });
