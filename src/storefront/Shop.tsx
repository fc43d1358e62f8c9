import { useEffect, useRef, useState } from 'react';
import { type Category, type Feature, type Guest, type Item, type OrderType, type Store } from './api';
import { cartCount, cartSubtotal, keepCart, loadCart, withLine, type Cart } from './cart';
import { CartView } from './CartView';
import { ItemSheet } from './ItemSheet';
import { problemOf } from './problems';
import { moneyIn, translatorOf, type Language } from './words';

interface Shelf {
  store: Store;
  orderTypes: OrderType[];
  categories: Category[];
  features: Feature[];
}

/** The store, its menu by category, an item's sheet, and the cart with its checkout. */
export function Shop(props: { guest: Guest; language: Language; onPlaced: (token: string) => void }) {
  const { guest, language } = props;
  const t = translatorOf(language);
  const [shelf, setShelf] = useState<Shelf | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cart, setCart] = useState<Cart>(() => loadCart(guest.slug));
  const [item, setItem] = useState<Item | null>(null);
  const [view, setView] = useState<'menu' | 'cart'>('menu');
  const [said, setSaid] = useState('');
  const cartButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once an item's sheet is gone: back to the button that opened it, or to the
  // cart after adding (not before: while the sheet is open the rest of the page takes no focus).
  const focusAfter = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (item || !focusAfter.current) return;
    focusAfter.current.focus();
    focusAfter.current = null;
  }, [item]);

  useEffect(() => {
    let live = true;
    guest.shop(language).then(
      (s) => {
        if (!live) return;
        setShelf({
          store: s.store,
          orderTypes: s.orderTypes,
          categories: s.menu.categories,
          features: s.menu.feature_items,
        });
        setProblem(null);
        document.title = `${s.store.name} · ${t('storefront.title')}`;
      },
      (e: unknown) => live && setProblem(problemOf(e, language)),
    );
    return () => {
      live = false;
    };
  }, [guest, language, t]);

  const change = (next: Cart) => {
    setCart(next);
    keepCart(guest.slug, next);
  };

  if (!shelf)
    return (
      <main className="page">
        {problem ? (
          <p role="alert" className="problem">
            {problem}
          </p>
        ) : (
          <p aria-busy="true">{t('storefront.loading')}</p>
        )}
      </main>
    );

  const { store } = shelf;
  const money = moneyIn(language, store.currency_symbol);
  const byId = new Map(shelf.categories.flatMap((c) => c.items.map((i) => [i.id, i] as const)));
  const count = cartCount(cart);
  const subtotal = cartSubtotal(cart);

  if (view === 'cart')
    return (
      <CartView
        guest={guest}
        language={language}
        store={store}
        orderTypes={shelf.orderTypes}
        cart={cart}
        onChange={change}
        onBack={() => setView('menu')}
        onPlaced={(token) => {
          change({ lines: [], note: '' });
          props.onPlaced(token);
        }}
      />
    );

  return (
    <>
      <header className="store">
        {(store.banners.web_url || store.banners.mobile_url) && (
          <picture className="banner">
            {store.banners.mobile_url && store.banners.web_url && (
              <source media="(max-width: 600px)" srcSet={store.banners.mobile_url} />
            )}
            <img src={(store.banners.web_url ?? store.banners.mobile_url)!} alt="" />
          </picture>
        )}
        <h1>{store.name}</h1>
        <p className={store.open ? 'open' : 'closed'}>
          {store.open ? t('storefront.open') : t('storefront.closed')}
        </p>
        <details>
          <summary>{t('storefront.hours')}</summary>
          {store.hours.general.length ? (
            <ul className="hours">
              {store.hours.general.map((h, i) => (
                <li key={i}>
                  {t('storefront.hourRange', { day: t(`days.${h.day}`), start: h.start, end: h.end })}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('storefront.noHours')}</p>
          )}
        </details>
      </header>
      <main className="page">
        <h2 className="visually-hidden">{t('storefront.menu')}</h2>
        {problem && (
          <p role="alert" className="problem">
            {problem}
          </p>
        )}
        {!store.ordering_enabled && (
          <p role="status" className="problem">
            {store.closed_message ?? t('olo.errors.orderingOff')}
          </p>
        )}
        {shelf.features.length > 0 && (
          <section className="features" aria-labelledby="featured">
            <h3 id="featured">{t('storefront.featured')}</h3>
            <ul>
              {shelf.features.map((f) => {
                const featured = byId.get(f.menu_item_id);
                const orderable = !!featured && featured.available && featured.price !== null;
                return (
                  <li key={f.id} className="feature">
                    {f.image_url && <img src={f.image_url} alt="" loading="lazy" />}
                    <p>{f.description}</p>
                    {featured && (
                      <button
                        type="button"
                        disabled={!orderable || !store.ordering_enabled}
                        onClick={(e) => {
                          focusAfter.current = e.currentTarget;
                          setItem(featured);
                        }}
                      >
                        {t('storefront.orderFeatured', { item: featured.name })}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        {shelf.categories.length === 0 && <p>{t('storefront.emptyMenu')}</p>}
        {shelf.categories.map((c) => (
          <section key={c.id} className="category" aria-labelledby={`category-${c.id}`}>
            <h3 id={`category-${c.id}`}>{c.name}</h3>
            {c.description && <p className="description">{c.description}</p>}
            <ul className="items">
              {c.items.map((i) => {
                const orderable = i.available && i.price !== null;
                return (
                  <li key={i.id} className={orderable ? 'item' : 'item unavailable'}>
                    {i.image_url && <img src={i.image_url} alt="" loading="lazy" width="72" height="72" />}
                    <div className="item-text">
                      <h4>{i.name}</h4>
                      {i.description && <p className="description">{i.description}</p>}
                      <p className="price">
                        {i.price !== null && money(i.price)}
                        {!orderable && <span className="badge">{t('storefront.unavailable')}</span>}
                      </p>
                    </div>
                    <button
                      type="button"
                      className="add"
                      disabled={!orderable || !store.ordering_enabled}
                      aria-label={t('storefront.addNamed', { item: i.name })}
                      onClick={(e) => {
                        focusAfter.current = e.currentTarget;
                        setItem(i);
                      }}
                    >
                      {t('storefront.add')}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </main>
      <footer className="cart-bar">
        <p className="visually-hidden" role="status">
          {said}
        </p>
        <button
          ref={cartButton}
          type="button"
          className="primary"
          aria-live="polite"
          onClick={() => setView('cart')}
        >
          {t('storefront.viewCart', { count, amount: money(subtotal) })}
        </button>
      </footer>
      {item && (
        <ItemSheet
          item={item}
          language={language}
          money={money}
          onClose={() => setItem(null)}
          onAdd={(line) => {
            change(withLine(cart, line));
            focusAfter.current = cartButton.current;
            setItem(null);
            setSaid(t('storefront.added', { item: line.name }));
          }}
        />
      )}
    </>
  );
}
