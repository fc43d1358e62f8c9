import { acceptedLanguage, type Language } from '../../core/language.js';
import { makeTranslate, type Phrases, type Translate } from '../../core/messages.js';
import en from '../../../locales/en.json' with { type: 'json' };
import es from '../../../locales/es.json' with { type: 'json' };

/** The server's words in each language of the console, from the same files as the console's. */
export const TRANSLATORS: Record<Language, Translate> = {
  en: makeTranslate(en as Phrases),
  es: makeTranslate(es as Phrases),
};

/** English: what the server writes where no one's language is known (logs, system mail). */
export const english = TRANSLATORS.en;

/** The words of a language by its code (a customer's, a printer's), English for any other. */
export const translatorOf = (language: string | null | undefined): Translate =>
  TRANSLATORS[language as Language] ?? english;

/**
 * Messages in the request's language (`Accept-Language`), else the store's: stores have no language
 * of their own, so the product's default, English.
 */
export const translatorFor = (acceptLanguage: string | undefined): Translate =>
  TRANSLATORS[acceptedLanguage(acceptLanguage) ?? 'en'];
