import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from 'virtual:sign-in-phrases/en';
import es from 'virtual:sign-in-phrases/es';
import type { TranslationMessages } from 'ra-core';
import { initialLocale, LOCALES } from './phrases';

// The sign-in page shows none of react-admin's own words: its catalogue is not on this page's way.
const messages = { en: en as TranslationMessages, es: es as TranslationMessages };

/**
 * The sign-in page's words, on their own: the groups it shows of each language (SIGN_IN_GROUPS, picked
 * at build time by vite.config.ts), not the console's whole catalogue.
 */
export const signInI18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'es' ? messages.es : messages.en),
  initialLocale(),
  LOCALES,
  { allowMissing: true },
);
