/**
 * An online order's progress (SPEC §7): received when placed, preparing, ready and completed as the
 * store works on it, cancelled when its check is voided. Shared by the server (the office marks a
 * step, the guest and the tracker read it) and the console (the next step's button).
 */
export const ONLINE_STATUSES = ['received', 'preparing', 'ready', 'completed', 'cancelled'] as const;
export type OnlineStatus = (typeof ONLINE_STATUSES)[number];

/** The steps the office marks, in order. */
export const ONLINE_STEPS = ['preparing', 'ready', 'completed'] as const;
export type OnlineStep = (typeof ONLINE_STEPS)[number];

/** The steps an order may go to from its status: only forward, ready also straight from received. */
const FORWARD: Record<OnlineStatus, readonly OnlineStep[]> = {
  received: ['preparing', 'ready'],
  preparing: ['ready'],
  ready: ['completed'],
  completed: [],
  cancelled: [],
};

/** Whether an order of `from` may be marked `to`. */
export const mayStep = (from: OnlineStatus, to: OnlineStep): boolean => FORWARD[from].includes(to);

/** The step the office marks next from a status (its button), none once completed or cancelled. */
export const nextStep = (from: OnlineStatus): OnlineStep | null => FORWARD[from][0] ?? null;

export const isOnlineStatus = (v: unknown): v is OnlineStatus =>
  typeof v === 'string' && (ONLINE_STATUSES as readonly string[]).includes(v);

export const isOnlineStep = (v: unknown): v is OnlineStep =>
  typeof v === 'string' && (ONLINE_STEPS as readonly string[]).includes(v);

/** The column of olo_order that keeps when each step happened. */
export const STEP_COLUMN: Record<Exclude<OnlineStatus, 'received'>, string> = {
  preparing: 'preparing_at',
  ready: 'marked_ready_at',
  completed: 'completed_at',
  cancelled: 'cancelled_at',
};
