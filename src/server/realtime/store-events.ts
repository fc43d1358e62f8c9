import type { Realtime } from './realtime.js';

/**
 * What the server tells a store's open consoles (every socket in the store's room, on every server
 * process): a recorded check, a closed day. Services hold this from the start; the socket server
 * joins it when the HTTP server is listening, and nothing is sent before that.
 */
export class StoreEvents {
  private realtime: Realtime | null = null;
  private readonly listeners = new Map<string, ((storeId: string, payload: unknown) => void)[]>();

  attach(realtime: Realtime | null): void {
    this.realtime = realtime;
  }

  emit(storeId: string, event: string, payload: unknown): void {
    this.realtime?.toStore(storeId, event, payload);
    for (const listener of this.listeners.get(event) ?? []) listener(storeId, payload);
  }

  /** A part of this server that follows an event too (the rating e-mail follows recorded checks). */
  on(event: string, listener: (storeId: string, payload: unknown) => void): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
}
