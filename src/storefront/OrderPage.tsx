import { useEffect, useRef, useState } from 'react';
import { readOrder, readStore, type Guest, type Order, type Store } from './api';
import { problemOf } from './problems';
import { moneyIn, translatorOf, type Language } from './words';

/** How often an order's page asks for its status while the store works on it. */
export const POLL_MS = 3000;

const DONE = new Set(['completed', 'cancelled']);

/**
 * An order placed, read with its token: its lines and totals, and its status, which follows the
 * store's work on it until it is completed or cancelled, and is announced. It is read again at once
 * when the store's tracker stream says something changed (the office marked a step, the POS recorded
 * a check), and every few seconds besides.
 */
export function OrderPage(props: { guest: Guest; token: string; language: Language; onMore: () => void }) {
  const { guest, token, language } = props;
  const t = translatorOf(language);
  const [order, setOrder] = useState<Order | null>(null);
  const [store, setStore] = useState<Store | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const done = order !== null && DONE.has(order.status);

  useEffect(() => {
    let live = true;
    readStore(guest, language).then(
      (s) => live && setStore(s),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [guest, language]);

  useEffect(() => {
    if (done) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const again = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(read, ms);
    };
    const read = (): Promise<void> =>
      readOrder(language, token).then(
        (o) => {
          if (!live) return;
          setOrder(o);
          setProblem(null);
          if (!DONE.has(o.status)) again(POLL_MS);
        },
        (e: unknown) => {
          if (!live) return;
          setProblem(problemOf(e, language));
          again(POLL_MS * 2);
        },
      );
    void read();
    const changes =
      typeof EventSource === 'function'
        ? new EventSource(`/api/public/order-tracker/${encodeURIComponent(guest.slug)}/events`)
        : null;
    changes?.addEventListener('change', () => {
      if (live) again(0);
    });
    return () => {
      live = false;
      clearTimeout(timer);
      changes?.close();
    };
  }, [guest, token, language, done]);

  useEffect(() => {
    if (order)
      document.title = `${t('storefront.order.title', { number: order.number })}${store ? ` · ${store.name}` : ''}`;
  }, [order, store, t]);

  useEffect(() => {
    if (order) heading.current?.focus();
  }, [order !== null]); // eslint-disable-line react-hooks/exhaustive-deps

  const money = moneyIn(language, store?.currency_symbol ?? '');
  if (!order)
    return (
      <main className="page">
        {problem ? (
          <p className="problem" role="alert">
            {problem}
          </p>
        ) : (
          <p aria-busy="true">{t('storefront.loading')}</p>
        )}
      </main>
    );
  const status = t(`storefront.order.statuses.${order.status}`);
  return (
    <main className="page order">
      {store && <p className="store-name">{store.name}</p>}
      <h1 ref={heading} tabIndex={-1}>
        {t('storefront.order.title', { number: order.number })}
      </h1>
      <p className="description">
        {order.order_type} ·{' '}
        {t('storefront.order.placedAt', {
          time: new Date(order.placed_at).toLocaleString(language, {
            dateStyle: 'medium',
            timeStyle: 'short',
          }),
        })}
      </p>
      <p
        className={`status status-${order.status}`}
        role="status"
        aria-live="polite"
        data-status={order.status}
      >
        {t('storefront.order.status', { status })}
      </p>
      {!done && <p className="description">{t('storefront.order.live')}</p>}
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
      <ul className="lines">
        {order.lines.map((l, i) => (
          <li key={i} className="line">
            <div>
              <p className="line-name">
                {l.quantity} × {l.name}
              </p>
              {l.modifiers.length > 0 && (
                <p className="description">{l.modifiers.map((m) => m.name).join(', ')}</p>
              )}
            </div>
            <p className="price">{money(l.total)}</p>
          </li>
        ))}
      </ul>
      {order.delivery_address && (
        <p>
          {t('storefront.deliverTo')}: {order.delivery_address}
        </p>
      )}
      <dl className="totals">
        <dt>{t('storefront.subtotal')}</dt>
        <dd>{money(order.subtotal)}</dd>
        {order.discount > 0 && (
          <>
            <dt>{t('storefront.couponLine', { code: order.coupon ?? '' })}</dt>
            <dd>−{money(order.discount)}</dd>
          </>
        )}
        <dt>{t('storefront.tax')}</dt>
        <dd>{money(order.tax)}</dd>
        {order.delivery_fee > 0 && (
          <>
            <dt>{t('storefront.deliveryFee')}</dt>
            <dd>{money(order.delivery_fee)}</dd>
          </>
        )}
        <dt className="grand">{t('storefront.total')}</dt>
        <dd className="grand">{money(order.total)}</dd>
        {order.gift_card > 0 && (
          <>
            <dt>{t('storefront.giftCardLine')}</dt>
            <dd>−{money(order.gift_card)}</dd>
            <dt className="grand">{t('storefront.amountDue')}</dt>
            <dd className="grand" data-testid="amount-due">
              {money(order.amount_due)}
            </dd>
          </>
        )}
      </dl>
      <button type="button" className="plain" onClick={props.onMore}>
        {t('storefront.order.another')}
      </button>
    </main>
  );
}
