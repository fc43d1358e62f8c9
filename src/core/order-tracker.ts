import { WEEKDAYS, type Weekday } from './schedule.js';
/**
 * The order tracker (SPEC §3, §4, §9): the screen over the counter that shows the store's orders
 * being prepared and ready. Its settings, their limits and defaults, and how its look and opening
 * hours follow from them, shared by the server (checks, the public screen) and the console (preview).
 */

/** The statuses the tracker shows, each in its own column, in this order. */
export const TRACKER_STATUSES = ['preparing', 'ready'] as const;
export type TrackerStatus = (typeof TRACKER_STATUSES)[number];

export const TRACKER_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type TrackerAlignment = (typeof TRACKER_ALIGNMENTS)[number];

/** The icons a store may show beside the title, by code; drawn as these characters everywhere. */
export const TRACKER_ICONS = {
  restaurant: '🍽️',
  burger: '🍔',
  pizza: '🍕',
  taco: '🌮',
  noodles: '🍜',
  coffee: '☕',
  ice_cream: '🍦',
  bell: '🛎️',
} as const;
export type TrackerIcon = keyof typeof TRACKER_ICONS;

/** The days of the week, Monday first, as the settings name them: the schedules' weekdays. */
export const TRACKER_DAYS = WEEKDAYS;
export type TrackerDay = Weekday;

export interface TrackerColumn {
  status: TrackerStatus;
  /** Empty: the product's own wording in the reader's language. */
  title: string;
  shown: boolean;
}

export interface OrderTrackerSettings {
  /** Empty: the product's own wording in the reader's language. */
  title: string;
  icon: TrackerIcon;
  /** `#rrggbb`. */
  background: string;
  alignment: TrackerAlignment;
  /** An uploaded image (media use `order-tracker`), or none. */
  image_id: string | null;
  /** Both statuses, preparing first. */
  columns: TrackerColumn[];
  /** The days it shows orders on; at least one. */
  days: TrackerDay[];
  /** `HH:mm`, the start of the hours it shows orders, before `to`. */
  from: string;
  to: string;
}

export const TRACKER_TITLE_MAX = 60;
export const TRACKER_COLUMN_TITLE_MAX = 30;

/** What a store has before it saves its own: the product's wording, both columns, every day, all day. */
export const DEFAULT_TRACKER_SETTINGS: OrderTrackerSettings = {
  title: '',
  icon: 'restaurant',
  background: '#1e3a5f',
  alignment: 'center',
  image_id: null,
  columns: [
    { status: 'preparing', title: '', shown: true },
    { status: 'ready', title: '', shown: true },
  ],
  days: [...TRACKER_DAYS],
  from: '00:00',
  to: '23:59',
};

export const isHexColour = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v);
export const isClockTime = (v: unknown): v is string =>
  typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v);

/** Black or white, whichever reads better on the background. */
export function textColourOn(background: string): '#000000' | '#ffffff' {
  if (!isHexColour(background)) return '#ffffff';
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
  return luminance > 0.4 ? '#000000' : '#ffffff';
}

/**
 * Whether the tracker shows orders at a wall time of the store: on one of its days, from `from` up to
 * and including the minute `to`. `weekday` is 0 for Monday to 6 for Sunday.
 */
export function trackerOpenAt(
  s: Pick<OrderTrackerSettings, 'days' | 'from' | 'to'>,
  weekday: number,
  hour: number,
  minute: number,
): boolean {
  const day = TRACKER_DAYS[weekday];
  if (!day || !s.days.includes(day)) return false;
  const now = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return now >= s.from && now <= s.to;
}
