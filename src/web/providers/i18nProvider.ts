import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { resolveBrowserLocale, type TranslationMessages } from 'react-admin';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import raEs from '../../../locales/ra/es.json';
import { adminResourceName, registry } from '../../core/registry';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
];

type Phrases = { entities: Record<string, { name: string; plural: string }> };

/**
 * react-admin's own words for each resource (empty lists, bulk confirmations, page titles) come
 * from `resources.<name>`: filled from our entities' names so they say "category", not the route.
 */
function resourceNames(phrases: Phrases) {
  return {
    resources: Object.fromEntries(
      registry.map((r) => {
        const { name, plural } = phrases.entities[r.name]!;
        return [
          adminResourceName(r),
          {
            name: `${name} |||| ${plural}`,
            forcedCaseName: `${name.toLowerCase()} |||| ${plural.toLowerCase()}`,
          },
        ];
      }),
    ),
  };
}

const messages: Record<string, TranslationMessages> = {
  en: { ...englishMessages, ...en, ...resourceNames(en as unknown as Phrases) },
  es: { ...raEs, ...es, ...resourceNames(es as unknown as Phrases) } as TranslationMessages,
};

/** The first visit follows the browser's language; a choice made in the app bar is kept by the store. */
export const initialLocale = resolveBrowserLocale('en').startsWith('es') ? 'es' : 'en';

export const i18nProvider = polyglotI18nProvider(
  (locale) => messages[locale] ?? messages.en!,
  initialLocale,
  LOCALES,
  {
    allowMissing: true,
  },
);

/** Translation outside React (data provider errors), in the language currently shown. */
export function translate(key: string, params?: Record<string, unknown>): string {
  return i18nProvider.translate(key, params);
}
