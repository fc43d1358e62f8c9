import { I18nContext, type I18nProvider } from 'ra-core';
import { useEffect, useState, type ReactNode } from 'react';
import { preferences } from '../preferences';

/**
 * The sign-in page's words, in the language kept in the preferences: a choice made there (the language
 * button) shows the page again in that language. react-admin's own provider does the same through its
 * store hooks, which the sign-in page has no other use for.
 */
export function SignInI18nContext({ provider, children }: { provider: I18nProvider; children: ReactNode }) {
  const [shown, setShown] = useState(0);
  useEffect(
    () =>
      preferences.subscribe('locale', (locale: unknown) => {
        if (typeof locale !== 'string' || locale === provider.getLocale()) return;
        void Promise.resolve(provider.changeLocale(locale)).then(() => setShown((n) => n + 1));
      }),
    [provider],
  );
  return (
    <I18nContext.Provider value={provider} key={shown}>
      {children}
    </I18nContext.Provider>
  );
}
