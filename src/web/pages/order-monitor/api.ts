import {
  MarkOnlineOrderDocument,
  OrderMonitorDocument,
  type OrderMonitorQuery,
} from '../../../../generated/graphql-documents';
import type { OnlineStatus, OnlineStep } from '../../../core/online-orders';
import { graphqlCall } from '../../graphql/client';

/** The check statuses the monitor tells apart (core/checks.ts). */
export const STATUSES = ['open', 'closed', 'voided'] as const;
export type Status = (typeof STATUSES)[number];

type Answer = OrderMonitorQuery['monitor'];

/** A check as the monitor shows it; money in integer cents. */
export type MonitorCheck = Omit<Answer['checks'][number], 'status' | 'online_status'> & {
  status: Status;
  online_status: OnlineStatus | null;
};

export type OrderMonitor = Omit<Answer, 'checks'> & { checks: MonitorCheck[] };

/** The store's checks of the last `hours`; `null` asks for the store's default window. */
export async function loadOrderMonitor(hours: number | null): Promise<OrderMonitor> {
  // The SDL types a status as a string; the server answers only those of STATUSES.
  return (await graphqlCall(OrderMonitorDocument, { hours })).monitor as OrderMonitor;
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

/** Marks an online order's next step; answers its progress. */
export async function markOnlineOrder(checkId: string, status: OnlineStep) {
  return (await graphqlCall(MarkOnlineOrderDocument, { check_id: checkId, status })).progress;
}
