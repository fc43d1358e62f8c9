import { days as enDays, olo as enOlo, storefront as enWords } from '../../locales/en.json';
import { days as esDays, olo as esOlo, storefront as esWords } from '../../locales/es.json';
import { makeTranslate, type Phrases, type Translate } from '../core/messages';

export type Language = 'en' | 'es';
export const LANGUAGES: readonly Language[] = ['en', 'es'];

// Only the storefront's own words, the weekdays and the online-ordering API's refusals are bundled,
// not the console's: the page stays small on a phone.
const TRANSLATE: Record<Language, Translate> = {
  en: makeTranslate({ storefront: enWords, days: enDays, olo: enOlo } as Phrases),
  es: makeTranslate({ storefront: esWords, days: esDays, olo: esOlo } as Phrases),
};

export const translatorOf = (language: Language): Translate => TRANSLATE[language];

const KEY = 'comanda.storefront.language';

/** The guest's language: the one he chose on the page, else the first of his browser's the page speaks. */
export function firstLanguage(): Language {
  const chosen = localStorage.getItem(KEY);
  if (chosen === 'en' || chosen === 'es') return chosen;
  for (const tag of navigator.languages ?? [navigator.language])
    if (/^es\b/i.test(tag)) return 'es';
    else if (/^en\b/i.test(tag)) return 'en';
  return 'en';
}

export function keepLanguage(language: Language): void {
  localStorage.setItem(KEY, language);
}

/** An amount of the store's money, in the guest's language. */
export function moneyIn(language: Language, symbol: string) {
  const number = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (amount: number) => `${symbol}${number.format(amount)}`;
}
