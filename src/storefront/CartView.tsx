import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  Refusal,
  Unreachable,
  type CouponQuote,
  type GiftCardQuote,
  type Guest,
  type OrderInput,
  type OrderType,
  type Place,
  type Quote,
  type Store,
} from './api';
import { cartSubtotal, clampQuantity, newKey, NOTE_MAX, QUANTITY_MAX, type Cart } from './cart';
import { problemOf } from './problems';
import { moneyIn, translatorOf, type Language } from './words';

// The map (leaflet) is loaded only when a guest opens it.
const MapPicker = lazy(() => import('./MapPicker'));

/** The store's limits on what a guest types (src/server/olo/orders.ts). */
const NAME_MAX = 40;
const PHONE_MAX = 30;
const EMAIL_MAX = 254;
/** A delivery address as the API takes it (src/server/olo/geocode.ts). */
const ADDRESS_MIN = 3;
const ADDRESS_MAX = 200;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]{5,}$/;

/** The cart's lines as the API takes them: items and choices, never a price. */
function linesOf(cart: Cart): OrderInput['lines'] {
  return cart.lines.map((l) => ({
    menu_item_id: l.menu_item_id,
    quantity: l.quantity,
    modifiers: l.choices.map((c) => ({
      modifier_id: c.modifier_id,
      ...(c.prefix_id ? { prefix_id: c.prefix_id } : {}),
    })),
  }));
}

type Field = 'name' | 'phone' | 'email' | 'location' | 'note' | 'type';
type Point = { lat: number; lng: number };

/**
 * The cart (quantities, removal, a note) and its checkout: the order type and what it asks for, the
 * delivery point with its zone and fee, and placing the order, one idempotency key per attempt (sent
 * again as it was after a network failure).
 */
export function CartView(props: {
  guest: Guest;
  language: Language;
  store: Store;
  orderTypes: OrderType[];
  cart: Cart;
  onChange: (cart: Cart) => void;
  onBack: () => void;
  onPlaced: (token: string) => void;
}) {
  const { guest, language, store, orderTypes, cart, onChange } = props;
  const t = translatorOf(language);
  const money = moneyIn(language, store.currency_symbol);
  const heading = useRef<HTMLHeadingElement>(null);
  const [typeId, setTypeId] = useState(orderTypes[0]?.id ?? '');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [point, setPoint] = useState<Point | null>(null);
  const [quote, setQuote] = useState<{ at: Point; quote: Quote | null; problem: string | null } | null>(null);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'denied'>('idle');
  const [address, setAddress] = useState('');
  const [places, setPlaces] = useState<{ places: Place[] | null; problem: string | null } | null>(null);
  const [map, setMap] = useState(false);
  const [faults, setFaults] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  /** The code typed, the code applied (quoted with the cart), and its quote. */
  const [couponCode, setCouponCode] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  const [coupon, setCoupon] = useState<CouponQuote | null>(null);
  const [couponProblem, setCouponProblem] = useState<string | null>(null);
  /** The gift card number typed, the one applied, and what it holds. */
  const [cardNumber, setCardNumber] = useState('');
  const [card, setCard] = useState<{ number: string; quote: GiftCardQuote } | null>(null);
  const [cardProblem, setCardProblem] = useState<string | null>(null);
  const attempt = useRef<{ key: string; body: string } | null>(null);

  useEffect(() => heading.current?.focus(), []);

  const type = orderTypes.find((o) => o.id === typeId);
  const delivery = !!type?.prompts.customer_lookup;
  const needsName = !!type && (type.prompts.name_only || delivery);

  useEffect(() => {
    if (!delivery || !point) return;
    let live = true;
    setQuote({ at: point, quote: null, problem: null });
    guest.quote(language, point).then(
      (q) => live && setQuote({ at: point, quote: q, problem: null }),
      (e: unknown) => live && setQuote({ at: point, quote: null, problem: problemOf(e, language) }),
    );
    return () => {
      live = false;
    };
  }, [guest, language, point, delivery]);

  // A coupon applied is quoted again whenever the cart changes: what it takes off follows the items.
  const lines = JSON.stringify(linesOf(cart));
  useEffect(() => {
    if (!applied) return;
    let live = true;
    setCoupon(null);
    setCouponProblem(null);
    guest.coupon(language, applied, JSON.parse(lines) as OrderInput['lines']).then(
      (q) => live && setCoupon(q),
      (e: unknown) => {
        if (!live) return;
        setApplied(null);
        setCouponProblem(e instanceof Refusal ? problemOf(e, language) : t('storefront.errors.network'));
      },
    );
    return () => {
      live = false;
    };
  }, [guest, language, applied, lines, t]);

  const subtotal = cartSubtotal(cart);
  const fee = delivery && quote?.quote ? quote.quote.fee : 0;
  const discount = coupon?.discount ?? 0;
  const setLine = (key: string, quantity: number) =>
    onChange({ ...cart, lines: cart.lines.map((l) => (l.key === key ? { ...l, quantity } : l)) });

  const locate = () => {
    if (!navigator.geolocation) return setLocating('denied');
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating('idle');
        setPoint({ lat: p.coords.latitude, lng: p.coords.longitude });
      },
      () => {
        setLocating('denied');
        setMap(true);
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  /** The places matching the typed address, near the store; the guest picks one to quote. */
  const searchAddress = async () => {
    const typed = address.trim();
    if (typed.length < ADDRESS_MIN || typed.length > ADDRESS_MAX)
      return setPlaces({
        places: null,
        problem: t('olo.errors.addressLength', { min: ADDRESS_MIN, max: ADDRESS_MAX }),
      });
    setPlaces({ places: null, problem: null });
    try {
      setPlaces({ places: await guest.search(language, typed), problem: null });
    } catch (e) {
      setPlaces({
        places: null,
        problem: e instanceof Refusal ? problemOf(e, language) : t('storefront.errors.network'),
      });
    }
  };

  /** The browser's checks, in the store's own words, before anything is sent. */
  const check = (): Partial<Record<Field, string>> => {
    const f: Partial<Record<Field, string>> = {};
    const n = name.trim();
    const p = phone.trim();
    const e = email.trim();
    if (!type) f.type = t('olo.errors.unknownOrderType');
    if (needsName && !n) f.name = t('olo.errors.nameRequired');
    else if (n.length > NAME_MAX) f.name = t('olo.errors.tooLong', { max: NAME_MAX });
    if (delivery && !p) f.phone = t('olo.errors.phoneRequired');
    else if (p && (p.length > PHONE_MAX || !PHONE.test(p))) f.phone = t('olo.errors.phone');
    if (e && (e.length > EMAIL_MAX || !EMAIL.test(e))) f.email = t('olo.errors.email');
    if (delivery && !point) f.location = t('olo.errors.locationRequired');
    else if (delivery && address.trim().length > ADDRESS_MAX)
      f.location = t('olo.errors.tooLong', { max: ADDRESS_MAX });
    if (cart.note.length > NOTE_MAX) f.note = t('olo.errors.tooLong', { max: NOTE_MAX });
    return f;
  };

  const place = async () => {
    setProblem(null);
    const found = check();
    setFaults(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      document.getElementById(`field-${first}`)?.focus();
      return;
    }
    if (cart.lines.length === 0) return setProblem(t('olo.errors.noLines'));
    const body: Omit<OrderInput, 'idempotency_key'> = {
      order_type_id: typeId,
      lines: linesOf(cart),
      ...(coupon ? { coupon_code: coupon.code } : {}),
      ...(card ? { gift_card_number: card.number } : {}),
      ...(cart.note.trim() ? { note: cart.note.trim() } : {}),
      customer: {
        ...(name.trim() ? { name: name.trim() } : {}),
        ...(delivery && phone.trim() ? { phone: phone.trim() } : {}),
        ...(email.trim() ? { email: email.trim() } : {}),
      },
      ...(delivery && point
        ? { location: { ...point, ...(address.trim() ? { address: address.trim() } : {}) } }
        : {}),
    };
    // The same order sent again (after a network failure) keeps its key: the store answers the first.
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { key: newKey(), body: json };
    setPlacing(true);
    try {
      const order = await guest.place(language, { idempotency_key: attempt.current.key, ...body });
      attempt.current = null;
      props.onPlaced(order.token!);
    } catch (error) {
      setProblem(
        error instanceof Unreachable || !(error instanceof Refusal)
          ? t('storefront.errors.network')
          : problemOf(error, language),
      );
    } finally {
      setPlacing(false);
    }
  };

  const fault = (f: Field) =>
    faults[f] ? (
      <p id={`fault-${f}`} className="fault">
        {faults[f]}
      </p>
    ) : null;
  const describe = (f: Field) =>
    faults[f] ? { 'aria-invalid': true as const, 'aria-describedby': `fault-${f}` } : {};

  return (
    <main className="page cart">
      <button type="button" className="plain back" onClick={props.onBack}>
        ← {t('storefront.backToMenu')}
      </button>
      <h1 ref={heading} tabIndex={-1}>
        {t('storefront.cart')} · {store.name}
      </h1>
      {cart.lines.length === 0 ? (
        <p>{t('storefront.emptyCart')}</p>
      ) : (
        <ul className="lines">
          {cart.lines.map((l) => (
            <li key={l.key} className="line">
              <div>
                <p className="line-name">{l.name}</p>
                {l.choices.length > 0 && (
                  <p className="description">{l.choices.map((c) => c.label).join(', ')}</p>
                )}
                <p className="price">{money(l.unit * l.quantity)}</p>
              </div>
              <div className="line-actions">
                <label>
                  <span className="visually-hidden">{t('storefront.lineQuantity', { item: l.name })}</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={QUANTITY_MAX}
                    value={l.quantity}
                    onChange={(e) => setLine(l.key, clampQuantity(Number(e.target.value)))}
                  />
                </label>
                <button
                  type="button"
                  className="plain"
                  onClick={() => onChange({ ...cart, lines: cart.lines.filter((x) => x.key !== l.key) })}
                >
                  {t('storefront.remove', { item: l.name })}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="field">
        <label htmlFor="field-note">
          {t('storefront.note')} ({t('storefront.optional')})
        </label>
        <textarea
          id="field-note"
          maxLength={NOTE_MAX}
          rows={2}
          value={cart.note}
          onChange={(e) => onChange({ ...cart, note: e.target.value.slice(0, NOTE_MAX) })}
          {...describe('note')}
        />
        <small>{t('storefront.noteLeft', { left: NOTE_MAX - cart.note.length })}</small>
        {fault('note')}
      </div>
      <form
        className="field coupon"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const code = couponCode.trim();
          setCouponProblem(null);
          if (!code) return setCouponProblem(t('storefront.couponRequired'));
          setApplied(code);
        }}
      >
        <label htmlFor="field-coupon">
          {t('storefront.coupon')} ({t('storefront.optional')})
        </label>
        <div className="coupon-row">
          <input
            id="field-coupon"
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={40}
            value={couponCode}
            onChange={(e) => setCouponCode(e.target.value)}
            {...(couponProblem ? { 'aria-invalid': true, 'aria-describedby': 'fault-coupon' } : {})}
          />
          <button type="submit" disabled={cart.lines.length === 0}>
            {t('storefront.couponApply')}
          </button>
        </div>
        {couponProblem && (
          <p id="fault-coupon" className="fault">
            {couponProblem}
          </p>
        )}
        {coupon && (
          <p className="coupon-applied">
            {t('storefront.couponLine', { code: coupon.code })}: −{money(coupon.discount)}
            {coupon.description ? ` · ${coupon.description}` : ''}{' '}
            <button
              type="button"
              className="plain"
              onClick={() => {
                setApplied(null);
                setCoupon(null);
                setCouponCode('');
              }}
            >
              {t('storefront.couponRemove', { code: coupon.code })}
            </button>
          </p>
        )}
      </form>
      <form
        className="field coupon"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const number = cardNumber.trim();
          setCardProblem(null);
          setCard(null);
          if (!number) return setCardProblem(t('storefront.giftCardRequired'));
          guest.giftCard(language, number).then(
            (quote) => setCard({ number, quote }),
            (err: unknown) =>
              setCardProblem(
                err instanceof Refusal ? problemOf(err, language) : t('storefront.errors.network'),
              ),
          );
        }}
      >
        <label htmlFor="field-gift-card">
          {t('storefront.giftCard')} ({t('storefront.optional')})
        </label>
        <div className="coupon-row">
          <input
            id="field-gift-card"
            inputMode="numeric"
            autoComplete="off"
            maxLength={30}
            value={cardNumber}
            onChange={(e) => setCardNumber(e.target.value)}
            {...(cardProblem ? { 'aria-invalid': true, 'aria-describedby': 'fault-gift-card' } : {})}
          />
          <button type="submit" disabled={cart.lines.length === 0}>
            {t('storefront.giftCardApply')}
          </button>
        </div>
        {cardProblem && (
          <p id="fault-gift-card" className="fault">
            {cardProblem}
          </p>
        )}
        {card && (
          <p className="coupon-applied">
            {t('storefront.giftCardCovers', {
              last_four: card.quote.last_four,
              balance: money(card.quote.balance),
              amount: money(Math.min(card.quote.balance, Math.max(0, subtotal - discount + fee))),
            })}{' '}
            <button
              type="button"
              className="plain"
              onClick={() => {
                setCard(null);
                setCardNumber('');
              }}
            >
              {t('storefront.giftCardRemove', { last_four: card.quote.last_four })}
            </button>
          </p>
        )}
      </form>
      <p className="total" aria-live="polite">
        {t('storefront.estimate', { amount: money(subtotal - discount + fee) })}
      </p>
      <p className="description">{t('storefront.estimateNote')}</p>
      {store.delivery_minimum_order > 0 && orderTypes.some((o) => o.prompts.customer_lookup) && (
        <p className={delivery && subtotal < store.delivery_minimum_order ? 'fault' : 'description'}>
          {t('storefront.deliveryMinimum', { minimum: money(store.delivery_minimum_order) })}
        </p>
      )}

      <form
        className="checkout"
        noValidate
        aria-labelledby="checkout-title"
        onSubmit={(e) => {
          e.preventDefault();
          void place();
        }}
      >
        <h2 id="checkout-title">{t('storefront.checkout')}</h2>
        {orderTypes.length === 0 ? (
          <p>{t('storefront.noOrderTypes')}</p>
        ) : (
          <fieldset id="field-type" tabIndex={-1}>
            <legend>{t('storefront.orderType')}</legend>
            {orderTypes.map((o) => (
              <label key={o.id} className="choice">
                <input
                  type="radio"
                  name="order-type"
                  checked={o.id === typeId}
                  onChange={() => setTypeId(o.id)}
                />
                <span>{o.name}</span>
                {(o.prompts.customer_lookup ? !store.delivery_open : !store.pickup_open) && (
                  <span className="fault">{t('storefront.closed')}</span>
                )}
              </label>
            ))}
            {fault('type')}
          </fieldset>
        )}
        <div className="field">
          <label htmlFor="field-name">
            {t('storefront.name')}
            {!needsName && ` (${t('storefront.optional')})`}
          </label>
          <input
            id="field-name"
            autoComplete="name"
            maxLength={NAME_MAX}
            required={needsName}
            value={name}
            onChange={(e) => setName(e.target.value)}
            {...describe('name')}
          />
          {fault('name')}
        </div>
        {delivery && (
          <div className="field">
            <label htmlFor="field-phone">{t('storefront.phone')}</label>
            <input
              id="field-phone"
              type="tel"
              autoComplete="tel"
              maxLength={PHONE_MAX}
              required
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              {...describe('phone')}
            />
            {fault('phone')}
          </div>
        )}
        <div className="field">
          <label htmlFor="field-email">
            {t('storefront.email')} ({t('storefront.optional')})
          </label>
          <input
            id="field-email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            {...describe('email')}
          />
          {fault('email')}
        </div>
        {delivery && (
          <fieldset id="field-location" tabIndex={-1} {...describe('location')}>
            <legend>{t('storefront.deliverTo')}</legend>
            <div className="field">
              <label htmlFor="delivery-address">{t('storefront.address')}</label>
              <div className="row">
                <input
                  id="delivery-address"
                  autoComplete="street-address"
                  maxLength={ADDRESS_MAX}
                  value={address}
                  onChange={(e) => setAddress(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && store.address_search) {
                      e.preventDefault();
                      void searchAddress();
                    }
                  }}
                />
                {store.address_search && (
                  <button type="button" onClick={() => void searchAddress()}>
                    {t('storefront.findAddress')}
                  </button>
                )}
              </div>
              <p className="description">
                {t(store.address_search ? 'storefront.addressHelp' : 'storefront.addressHelpNoSearch')}
              </p>
            </div>
            <div aria-live="polite">
              {places && !places.places && !places.problem && <p>{t('storefront.searching')}</p>}
              {places?.places?.length === 0 && <p className="fault">{t('storefront.noPlaces')}</p>}
              {places?.problem && <p className="fault">{places.problem}</p>}
            </div>
            {!!places?.places?.length && (
              <ul className="places" aria-label={t('storefront.places')}>
                {places.places.map((p) => (
                  <li key={`${p.lat},${p.lng},${p.label}`}>
                    <button
                      type="button"
                      aria-pressed={point?.lat === p.lat && point?.lng === p.lng}
                      onClick={() => setPoint({ lat: p.lat, lng: p.lng })}
                    >
                      {p.label}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className="row">
              <button type="button" onClick={locate} disabled={locating === 'busy'}>
                {t('storefront.useLocation')}
              </button>
              {!map && (
                <button type="button" onClick={() => setMap(true)}>
                  {t('storefront.showMap')}
                </button>
              )}
            </div>
            {locating === 'busy' && <p role="status">{t('storefront.locating')}</p>}
            {locating === 'denied' && <p className="fault">{t('storefront.locationDenied')}</p>}
            {map && (
              <Suspense fallback={<p aria-busy="true">{t('storefront.loading')}</p>}>
                <MapPicker
                  tileUrl={store.tile_url}
                  centre={store.location}
                  point={point}
                  label={t('storefront.mapLabel')}
                  centreLabel={t('storefront.pinCentre')}
                  onPick={setPoint}
                />
              </Suspense>
            )}
            {point && (
              <p className="description">
                {t('storefront.pinAt', { lat: point.lat.toFixed(5), lng: point.lng.toFixed(5) })}
              </p>
            )}
            <div aria-live="polite">
              {quote && !quote.quote && !quote.problem && <p>{t('storefront.quoting')}</p>}
              {quote?.quote && (
                <p className="quote">
                  {t('storefront.quote', { zone: quote.quote.zone, fee: money(quote.quote.fee) })}
                </p>
              )}
              {quote?.problem && (
                <p className="fault" role="alert">
                  {quote.problem}
                </p>
              )}
            </div>
            {fault('location')}
          </fieldset>
        )}
        {problem && (
          <p className="problem" role="alert">
            {problem}
          </p>
        )}
        {placing && <p role="status">{t('storefront.placing')}</p>}
        <button
          type="submit"
          className="primary wide"
          disabled={placing || cart.lines.length === 0 || orderTypes.length === 0}
        >
          {t('storefront.placeOrder', { amount: money(subtotal - discount + fee) })}
        </button>
      </form>
    </main>
  );
}
