import {
  checkTotals,
  itemGross,
  type CheckInput,
  type CheckItemInput,
  type KitchenResendInput,
} from '../../core/checks.js';
import { zonedWallTime } from '../../core/formats.js';
import { uuidv7 } from '../services/ids.js';
import type { Random } from './history-random.js';
import type { Setting } from './history-setting.js';

/** Checks on each weekday (Sunday first) against a Thursday. */
export const WEEKDAY_FACTOR = [1.15, 0.8, 0.85, 0.9, 1, 1.3, 1.4];

/** Minutes after midnight a check opens: a lunch peak, a dinner peak and a few in between. */
function openingMinute(rnd: Random): number {
  const r = rnd.next();
  const m =
    r < 0.45 ? 12.5 * 60 + rnd.normal() * 45 : r < 0.9 ? 19.25 * 60 + rnd.normal() * 65 : rnd.int(600, 1350);
  return Math.round(Math.min(22.5 * 60, Math.max(10 * 60, m)));
}

/** The instant of a local date and minute in a time zone. */
export function zonedInstant(date: string, minute: number, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, mo - 1, d, 0, minute);
  const offset = (at: number) => {
    const w = zonedWallTime(new Date(at), timeZone)!;
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - at;
  };
  const first = guess - offset(guess);
  return new Date(guess - offset(first));
}

/** The day's checks, each complete with totals and payments, and the servers' working hours. */
export function dayOf(s: Setting, date: string, perDay: number, rnd: Random, zone: string) {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const count = Math.max(1, Math.round(perDay * WEEKDAY_FACTOR[weekday]! * (0.9 + rnd.next() * 0.2)));
  // Servers: the lunch team and the dinner team, a third on the busiest days.
  const team = [...s.servers].sort(() => rnd.next() - 0.5);
  const lunch = team[0]!;
  const dinner = team[1 % team.length]!;
  const swing = count > perDay * 1.2 && team.length > 2 ? team[2]! : undefined;
  const at = (minute: number) => zonedInstant(date, minute, zone);
  const checks: CheckInput[] = [];
  const minutes = Array.from({ length: count }, () => openingMinute(rnd)).sort((a, b) => a - b);
  const worked = new Map<string, { first: number; last: number }>();
  minutes.forEach((minute, n) => {
    const candidates = [minute < 16 * 60 ? lunch : dinner, ...(swing && minute >= 11 * 60 ? [swing] : [])];
    const server = rnd.pick(candidates);
    const guests = rnd.weighted([1, 2, 2, 3, 4, 5, 6, 8], [3, 5, 3, 2, 3, 1, 1, 0.3], 18.3);
    const lines = Math.max(1, Math.round(guests * (0.9 + rnd.next() * 0.8)));
    const items: CheckItemInput[] = [];
    for (let i = 0; i < lines; i++) {
      const m = rnd.weighted(s.menu, s.popularity, s.popularitySum);
      const quantity = rnd.next() < 0.12 ? 2 : 1;
      const modifiers =
        m.modifiers.length && rnd.next() < 0.35
          ? [{ modifier_item_id: rnd.pick(m.modifiers).id, quantity: 1, price: 0 }]
          : [];
      for (const mod of modifiers) mod.price = m.modifiers.find((x) => x.id === mod.modifier_item_id)!.price;
      const item: CheckItemInput = {
        menu_item_id: m.id,
        quantity,
        unit_price: m.price,
        modifiers,
        discount: 0,
        tax: 0,
      };
      const gross = itemGross(item);
      if (rnd.next() < 0.05) item.discount = Math.round(gross * 0.1);
      item.tax = Math.round(((gross - item.discount) * m.taxRate) / 100);
      if (s.voidReasons.length && rnd.next() < 0.03) {
        const reason = rnd.pick(s.voidReasons);
        item.void = {
          reason_id: reason.id,
          ...(reason.managerApproval && s.manager ? { approved_by: s.manager } : {}),
        };
      }
      items.push(item);
    }
    const duration = guests >= 3 ? rnd.int(40, 95) : rnd.int(15, 60);
    const closeMinute = minute + duration;
    const voided = rnd.next() < 0.01 || items.every((i) => i.void);
    const gratuity = guests >= 6 ? 1 : 0;
    const check: CheckInput = {
      number: (n % s.numberBlock) + 1,
      order_type_id: rnd.pick(s.orderTypes),
      table_name: guests > 1 ? `T${rnd.int(1, 20)}` : undefined,
      server_id: server,
      guests,
      opened_at: at(minute).toISOString(),
      closed_at: at(closeMinute).toISOString(),
      status: voided ? 'voided' : 'closed',
      items,
      discount: 0,
      gratuity: 0,
      subtotal: 0,
      tax: 0,
      total: 0,
      payments: [],
      refunds: [],
      ratings: [],
    };
    if (!check.table_name) delete check.table_name;
    const base = checkTotals(check);
    if (!voided) {
      if (gratuity) check.gratuity = Math.round(base.subtotal * 0.18);
      const totals = checkTotals(check);
      check.subtotal = totals.subtotal;
      check.tax = totals.tax;
      check.total = totals.total;
      const paidAt = check.closed_at!;
      if (totals.total > 0) {
        if (rnd.next() < 0.35) {
          const tendered = Math.ceil(totals.total / 500) * 500 + (rnd.next() < 0.4 ? 1000 : 0);
          check.payments.push({
            payment_id: s.cash,
            amount: tendered,
            tip: rnd.next() < 0.4 ? rnd.int(1, 5) * 100 : 0,
            change: tendered - totals.total,
            paid_at: paidAt,
          });
        } else {
          const tip = gratuity ? 0 : Math.round(totals.subtotal * (0.15 + rnd.next() * 0.07));
          const last = String(rnd.int(0, 9999)).padStart(4, '0');
          check.payments.push({
            payment_id: rnd.pick(s.cards),
            amount: totals.total,
            tip,
            change: 0,
            card_number: `************${last}`,
            account_type: rnd.pick(['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER']),
            entry_type: rnd.pick(['chip', 'chip', 'contactless', 'swiped', 'manual']),
            auth_code: rnd.int(100000, 999999).toString(36).toUpperCase(),
            approval_code: String(rnd.int(0, 999999)).padStart(6, '0'),
            terminal_number: 'T-01',
            transaction_id: `TX-${date.replace(/-/g, '')}-${n + 1}`,
            authorized_amount: totals.total + tip,
            expiration: `${String(rnd.int(1, 12)).padStart(2, '0')}/${rnd.int(27, 31)}`,
            paid_at: paidAt,
          });
          if (rnd.next() < 0.01)
            check.refunds.push({
              payment: 0,
              amount: Math.max(1, Math.round(totals.total * 0.3)),
              reason: 'Customer complaint',
              employee_id: s.manager ?? server,
              refunded_at: at(closeMinute + 5).toISOString(),
            });
        }
      }
      if (rnd.next() < 0.08) {
        const rated = rnd.pick(items);
        check.ratings.push({
          menu_item_id: rated.menu_item_id,
          rating: rnd.weighted([5, 4, 3, 2, 1], [50, 30, 10, 6, 4], 100),
          rated_at: at(closeMinute + 30).toISOString(),
        });
      }
    } else {
      check.payments = [];
    }
    checks.push(check);
    const w = worked.get(server) ?? { first: minute, last: closeMinute };
    worked.set(server, { first: Math.min(w.first, minute), last: Math.max(w.last, closeMinute) });
  });
  return { checks, worked };
}

/** Share of the checks that come from online ordering, and of the checks with a kitchen resend. */
const ONLINE_SHARE = 0.12;
const RESEND_SHARE = 1 / 60;
const RESEND_REASONS = ['Wrong temperature', 'Dropped', 'Missing item', 'Customer request', 'Late ticket'];

/**
 * Online orders and kitchen resends of a day, drawn from their own stream of the seed so that the rest
 * of the history reads the same: about one check in eight comes from online ordering (on an order
 * type it takes, no table), and about one in sixty has one of its lines resent by its server.
 */
export function channelsOf(s: Setting, checks: CheckInput[], rnd: Random) {
  const resends: { check: number; line: number; input: Omit<KitchenResendInput, 'check_id'> }[] = [];
  checks.forEach((check, n) => {
    if (rnd.next() < ONLINE_SHARE) {
      check.source = 'olo';
      check.order_type_id = rnd.pick(s.oloOrderTypes);
      delete check.table_name;
    }
    if (check.status === 'voided' || rnd.next() >= RESEND_SHARE) return;
    const live = check.items.flatMap((item, i) => (item.void ? [] : [i]));
    if (!live.length) return;
    const index = rnd.pick(live);
    const opened = Date.parse(check.opened_at);
    const closed = Date.parse(check.closed_at ?? check.opened_at);
    const resentAt = opened + Math.floor(rnd.next() * Math.max(1, closed - opened));
    resends.push({
      check: n,
      line: index + 1,
      input: {
        id: uuidv7(resentAt),
        employee_id: check.server_id,
        quantity: check.items[index]!.quantity,
        reason: rnd.pick(RESEND_REASONS),
        resent_at: new Date(resentAt).toISOString(),
      },
    });
  });
  return resends;
}
