import { officeCall } from '../../officeCall';

/** The check statuses the monitor tells apart (core/checks.ts). */
export const STATUSES = ['open', 'closed', 'voided'] as const;
export type Status = (typeof STATUSES)[number];

/** A check as the monitor shows it; money in integer cents. */
export interface MonitorCheck {
  id: string;
  number: number;
  opened_at: string;
  closed_at: string | null;
  status: Status;
  order_type_id: string;
  order_type_name: string;
  table_name: string | null;
  server_name: string;
  guests: number;
  item_count: number;
  total: number;
  paid: number;
}

export interface OrderMonitor {
  hours: number;
  default_hours: number;
  since: string;
  checks: MonitorCheck[];
}

const CHECK =
  'id number opened_at closed_at status order_type_id order_type_name table_name server_name guests item_count total paid';

/** The store's checks of the last `hours`; `null` asks for the store's default window. */
export async function loadOrderMonitor(hours: number | null): Promise<OrderMonitor> {
  const data = await officeCall<{ monitor: OrderMonitor }>(
    `query ($hours: Int) { monitor: orderMonitor(hours: $hours) { hours default_hours since checks { ${CHECK} } } }`,
    { hours },
  );
  return data.monitor;
}

/** The choices of the hours select: common windows, the store's default and the current one. */
export function hourChoices(defaultHours: number, current: number): number[] {
  return [...new Set([1, 2, 3, 4, 5, 6, 8, 12, 24, 48, 72, defaultHours, current])].sort((a, b) => a - b);
}

/** What a recorded check's live event carries that the monitor reads. */
export function recordedCheck(payload: unknown): { id: string; number: number } | null {
  if (!payload || typeof payload !== 'object') return null;
  const { id, number } = payload as { id?: unknown; number?: unknown };
  return typeof id === 'string' && typeof number === 'number' ? { id, number } : null;
}
