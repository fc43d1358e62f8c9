import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { adminResourceName, registry } from '../../core/registry';
import { initialLocale, LOCALES, withReactAdmin } from './phrases';

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

/** A language's whole catalogue, its own file fetched only when that language is shown. */
async function catalogue(locale: string): Promise<TranslationMessages> {
  const phrases = (locale === 'es'
    ? await import('virtual:console-phrases/es')
    : await import('virtual:console-phrases/en')
  ).default as unknown as Phrases & Record<string, unknown>;
  return { ...withReactAdmin(locale, phrases), ...resourceNames(phrases) };
}

const first = initialLocale();
const loaded: Record<string, TranslationMessages> = { [first]: await catalogue(first) };

/** The console's words: the language shown is loaded with the console, another one when chosen. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => loaded[locale] ?? catalogue(locale).then((m) => (loaded[locale] = m)),
  first,
  LOCALES,
  { allowMissing: true },
);

/** Translation outside React (data provider errors), in the language currently shown. */
export function translate(key: string, params?: Record<string, unknown>): string {
  return i18nProvider.translate(key, params);
}
