import { Refusal } from './api';
import { translatorOf, type Language } from './words';

/** A refusal's own words (the API's, in the request's language), else the page's for a store not reached. */
export function problemOf(error: unknown, language: Language): string {
  const t = translatorOf(language);
  if (error instanceof Refusal) return error.message || t('storefront.errors.server');
  return t('storefront.errors.network');
}
