import type { TranslationMessages } from 'ra-core';
import { preferences } from '../preferences';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
];

/** The language chosen in the app bar, else the browser's on a first visit. */
export function initialLocale(): string {
  const chosen = preferences.getItem<string>('locale');
  if (chosen && LOCALES.some((l) => l.locale === chosen)) return chosen;
  return (navigator.languages?.[0] ?? navigator.language ?? 'en').toLowerCase().startsWith('es')
    ? 'es'
    : 'en';
}

/**
 * react-admin's own words in a language (ra-language-spanish is from an older react-admin), fetched
 * with the console's catalogue of that language (vite.config.ts puts them in its chunk).
 */
export async function reactAdminWords(locale: string): Promise<TranslationMessages> {
  return locale === 'es'
    ? ((await import('../../../locales/ra/es.json')).default as unknown as TranslationMessages)
    : (await import('ra-language-english')).default;
}

/**
 * react-admin's words and ours for a language. react-admin's required-field message, shown where a
 * form does not name the field, takes the spec's wording ("This field is required", "Este campo es
 * obligatorio") instead of its own "Required".
 */
export function withReactAdmin(
  ra: TranslationMessages,
  phrases: Record<string, unknown>,
): TranslationMessages {
  const fieldRequired = (phrases.validation as { fieldRequired?: string } | undefined)?.fieldRequired;
  return {
    ...ra,
    ...phrases,
    ra: {
      ...ra.ra,
      validation: { ...ra.ra.validation, ...(fieldRequired && { required: fieldRequired }) },
    },
  } as TranslationMessages;
}
