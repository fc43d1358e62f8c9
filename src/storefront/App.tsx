import { useEffect, useMemo, useState } from 'react';
import { Guest } from './api';
import { OrderPage } from './OrderPage';
import { Shop } from './Shop';
import { firstLanguage, keepLanguage, LANGUAGES, translatorOf, type Language } from './words';

/** Where the page is: a store's page, or one of its orders. */
function routeOf(path: string): { slug: string; order: string | null } {
  const [, slug = '', o, token] = path.replace(/^\/order\/?/, '/').split('/');
  return { slug: decodeURIComponent(slug), order: o === 'o' && token ? decodeURIComponent(token) : null };
}

/**
 * A store's online ordering for its guests, without sign-in, on a phone first: /order/<slug> shows
 * the store and its menu, the cart and the checkout; /order/<slug>/o/<token> follows an order placed.
 * English or Spanish, by the browser or the switch at the top.
 */
export function App() {
  const [language, setLanguage] = useState<Language>(firstLanguage);
  const [path, setPath] = useState(window.location.pathname);
  const route = routeOf(path);
  const guest = useMemo(() => new Guest(route.slug), [route.slug]);
  const t = translatorOf(language);

  useEffect(() => {
    const back = () => setPath(window.location.pathname);
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const go = (to: string) => {
    window.history.pushState(null, '', to);
    setPath(to);
    window.scrollTo(0, 0);
  };
  const choose = (l: Language) => {
    keepLanguage(l);
    setLanguage(l);
  };

  return (
    <>
      <nav className="languages" aria-label={t('storefront.language')}>
        {LANGUAGES.map((l) => (
          <button
            key={l}
            type="button"
            lang={l}
            aria-pressed={l === language}
            className={l === language ? 'chosen' : undefined}
            onClick={() => choose(l)}
          >
            {t(`storefront.languages.${l}`)}
          </button>
        ))}
      </nav>
      {route.order ? (
        <OrderPage
          key={route.order}
          guest={guest}
          token={route.order}
          language={language}
          onMore={() => go(`/order/${encodeURIComponent(route.slug)}`)}
        />
      ) : (
        <Shop
          guest={guest}
          language={language}
          onPlaced={(token) => go(`/order/${encodeURIComponent(route.slug)}/o/${encodeURIComponent(token)}`)}
        />
      )}
    </>
  );
}
