import { useEffect, useRef } from 'react';

/**
 * What the server tells the store's open consoles through the live channel (a recorded check, an
 * online order's step, a closed day), handed to the screens that listen. Each time the channel has joined the store's room
 * (at first and after a reconnection) `rejoined` is sent, since events may have been missed before:
 * a screen reads again then.
 */
export type StoreEventName = 'checkRecorded' | 'dayClosed' | 'onlineOrderChanged' | 'rejoined';

type Handler = (payload: unknown) => void;
const handlers = new Map<string, Set<Handler>>();

export function publishStoreEvent(event: string, payload: unknown): void {
  for (const handler of handlers.get(event) ?? []) handler(payload);
}

export function subscribeStoreEvent(event: StoreEventName, handler: Handler): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler);
  return () => set.delete(handler);
}

/** Runs `handler` for each such event while the component is mounted (the latest handler is used). */
export function useStoreEvent(event: StoreEventName, handler: Handler): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => subscribeStoreEvent(event, (payload) => latest.current(payload)), [event]);
}
