import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { adminResourceName, registry } from '../../core/registry';
import { initialLocale, LOCALES, reactAdminWords, withReactAdmin } from './phrases';

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

/** The words of one language: the console's catalogue, then the pages' (phraseGroups.ts) merged in. */
function merged(into: Record<string, unknown>, from: Record<string, unknown>): Record<string, unknown> {
  const out = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const here = out[key];
    out[key] =
      here && typeof here === 'object' && value && typeof value === 'object'
        ? merged(here as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}

const pageCatalogues: Record<string, Promise<Record<string, unknown>>> = {};
/** A language's pages catalogue, fetched once. */
function pageCatalogue(locale: string): Promise<Record<string, unknown>> {
  return (pageCatalogues[locale] ??= (
    locale === 'es' ? import('virtual:page-phrases/es') : import('virtual:page-phrases/en')
  ).then(
    (m) => m.default,
    (e: unknown) => {
      delete pageCatalogues[locale];
      throw e;
    },
  ));
}

/** Whether a page that needs the pages catalogue has been asked for: another language then loads both. */
let pagesWanted = false;

/** A language's words as loaded, and whether the pages catalogue is among them. */
const loaded: Record<string, { messages: TranslationMessages; pages: boolean }> = {};

/** A language's catalogue: the console's own, and the pages' once a page has needed them. */
async function catalogue(locale: string): Promise<TranslationMessages> {
  const withPages = pagesWanted;
  const [own, ra, pages] = await Promise.all([
    locale === 'es' ? import('virtual:console-phrases/es') : import('virtual:console-phrases/en'),
    reactAdminWords(locale),
    withPages ? pageCatalogue(locale) : undefined,
  ]);
  const phrases = (pages ? merged(own.default, pages) : own.default) as Phrases & Record<string, unknown>;
  const messages = { ...withReactAdmin(ra, phrases), ...resourceNames(phrases) };
  loaded[locale] = { messages, pages: withPages };
  return messages;
}

const first = initialLocale();
await catalogue(first);

/** The console's words: the language shown is loaded with the console, another one when chosen. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => {
    const words = loaded[locale];
    return words && (words.pages || !pagesWanted) ? words.messages : catalogue(locale);
  },
  first,
  LOCALES,
  { allowMissing: true },
);

/**
 * The pages catalogue of the language shown, added to its words: every page but the dashboards
 * waits for it with its code (pages/lazy.tsx, resources/lazy.tsx), and the console fetches it once
 * the first page has its data. Resolves once translate() knows the pages' words.
 */
export async function pagePhrases(): Promise<void> {
  pagesWanted = true;
  const locale = i18nProvider.getLocale();
  if (loaded[locale]?.pages) return;
  const pages = await pageCatalogue(locale);
  const words = loaded[locale];
  if (!words || words.pages) return;
  // Another language chosen meanwhile loaded its own pages catalogue with it (pagesWanted).
  if (i18nProvider.getLocale() !== locale) return pagePhrases();
  loaded[locale] = { messages: merged(words.messages, pages) as TranslationMessages, pages: true };
  // The same language again: its words are read anew, with the pages' merged in.
  await i18nProvider.changeLocale(locale);
}

/** Translation outside React (data provider errors), in the language currently shown. */
export function translate(key: string, params?: Record<string, unknown>): string {
  return i18nProvider.translate(key, params);
}
