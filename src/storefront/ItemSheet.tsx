import { useEffect, useRef, useState } from 'react';
import type { Group, Item } from './api';
import {
  brokenGroups,
  choicesOf,
  clampQuantity,
  QUANTITY_MAX,
  unitOf,
  type CartLine,
  type Picks,
} from './cart';
import { translatorOf, type Language } from './words';

/** What a group asks for, in words: how many choices, and how many are free. */
function ruleOf(g: Group, t: ReturnType<typeof translatorOf>): string {
  const count =
    g.min > 0 && g.min === g.max
      ? t('storefront.choose', { min: g.min })
      : g.min > 0 && g.max > 0
        ? t('storefront.chooseRange', { min: g.min, max: g.max })
        : g.max > 0
          ? t('storefront.chooseUpTo', { max: g.max })
          : t('storefront.chooseAny');
  return g.free > 0 ? `${count} · ${t('storefront.free', { free: g.free })}` : count;
}

/**
 * An item's sheet (a modal dialog, focus inside it): its modifier groups with their rules, a prefix
 * per choice where the group has prefixes, the quantity and the running price. Adding is refused, in
 * words beside each group, until every group's rule is kept.
 */
export function ItemSheet(props: {
  item: Item;
  language: Language;
  money: (n: number) => string;
  onClose: () => void;
  onAdd: (line: Omit<CartLine, 'key'>) => void;
}) {
  const { item, language, money } = props;
  const t = translatorOf(language);
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [picks, setPicks] = useState<Picks>({});
  const [quantity, setQuantity] = useState(1);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    const d = dialog.current!;
    if (!d.open) d.showModal();
    heading.current?.focus();
  }, []);

  const choices = choicesOf(item, picks);
  const unit = unitOf(item, choices);
  const broken = brokenGroups(item, picks);
  const faultOf = (g: Group) => {
    const b = checked ? broken.find((x) => x.group.id === g.id) : undefined;
    if (!b) return null;
    return b.min
      ? t('olo.errors.tooFewChoices', { group: g.name, min: g.min })
      : t('olo.errors.tooManyInGroup', { group: g.name, max: g.max });
  };

  const toggle = (g: Group, modifierId: string, on: boolean) => {
    const now = picks[g.id] ?? [];
    const single = g.min === 1 && g.max === 1;
    const next = !on
      ? now.filter((p) => p.modifier_id !== modifierId)
      : single
        ? [{ modifier_id: modifierId, prefix_id: null }]
        : [...now, { modifier_id: modifierId, prefix_id: null }];
    setPicks({ ...picks, [g.id]: next });
  };
  const setPrefix = (g: Group, modifierId: string, prefixId: string) =>
    setPicks({
      ...picks,
      [g.id]: (picks[g.id] ?? []).map((p) =>
        p.modifier_id === modifierId ? { ...p, prefix_id: prefixId || null } : p,
      ),
    });

  const add = () => {
    setChecked(true);
    if (broken.length) {
      dialog.current?.querySelector<HTMLElement>(`[data-group="${broken[0]!.group.id}"] input`)?.focus();
      return;
    }
    props.onAdd({ menu_item_id: item.id, name: item.name, unit, quantity, choices });
  };

  return (
    <dialog ref={dialog} className="sheet" aria-labelledby="sheet-title" onClose={props.onClose}>
      <form
        method="dialog"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <div className="sheet-head">
          <h2 id="sheet-title" ref={heading} tabIndex={-1}>
            {item.name}
          </h2>
          <button type="button" className="plain" onClick={() => dialog.current?.close()}>
            {t('storefront.close')}
          </button>
        </div>
        {item.description && <p className="description">{item.description}</p>}
        {item.price !== null && <p className="price">{money(item.price)}</p>}
        {item.modifier_groups.map((g) => {
          const fault = faultOf(g);
          const chosen = picks[g.id] ?? [];
          const single = g.min === 1 && g.max === 1;
          const full = g.max > 0 && chosen.length >= g.max && !single;
          return (
            <fieldset
              key={g.id}
              data-group={g.id}
              className="group"
              aria-describedby={fault ? `fault-${g.id}` : undefined}
            >
              <legend>
                {g.name} <span className="rule">{ruleOf(g, t)}</span>
              </legend>
              {g.modifiers.map((m) => {
                const pick = chosen.find((p) => p.modifier_id === m.id);
                const n = chosen.findIndex((p) => p.modifier_id === m.id);
                const free = pick ? n < g.free : chosen.length < g.free;
                return (
                  <div key={m.id} className="choice">
                    <label>
                      <input
                        type={single ? 'radio' : 'checkbox'}
                        name={`group-${g.id}`}
                        checked={!!pick}
                        disabled={!pick && full}
                        aria-invalid={fault ? true : undefined}
                        onChange={(e) => toggle(g, m.id, e.target.checked)}
                      />
                      <span>{m.name}</span>
                      {m.price > 0 && <span className="extra">{free ? money(0) : `+${money(m.price)}`}</span>}
                    </label>
                    {pick && g.prefixes.length > 0 && (
                      <label className="prefix">
                        <span>{t('storefront.prefix', { modifier: m.name })}</span>
                        <select
                          value={pick.prefix_id ?? ''}
                          onChange={(e) => setPrefix(g, m.id, e.target.value)}
                        >
                          <option value="">{g.online_prefix ?? t('storefront.prefixDefault')}</option>
                          {g.prefixes
                            .filter((p) => p.name !== g.online_prefix)
                            .map((p) => (
                              <option key={p.id} value={p.id}>
                                {p.name}
                              </option>
                            ))}
                        </select>
                      </label>
                    )}
                  </div>
                );
              })}
              {fault && (
                <p id={`fault-${g.id}`} className="fault" role="alert">
                  {fault}
                </p>
              )}
            </fieldset>
          );
        })}
        <div className="quantity" role="group" aria-label={t('storefront.quantity')}>
          <button
            type="button"
            aria-label={t('storefront.less')}
            disabled={quantity <= 1}
            onClick={() => setQuantity(clampQuantity(quantity - 1))}
          >
            −
          </button>
          <output aria-live="polite">{quantity}</output>
          <button
            type="button"
            aria-label={t('storefront.more')}
            disabled={quantity >= QUANTITY_MAX}
            onClick={() => setQuantity(clampQuantity(quantity + 1))}
          >
            +
          </button>
        </div>
        {checked && broken.length > 0 && <p className="fault">{t('storefront.fixChoices')}</p>}
        <button type="submit" className="primary wide" aria-live="polite">
          {t('storefront.addToCart', { amount: money(unit * quantity) })}
        </button>
      </form>
    </dialog>
  );
}
