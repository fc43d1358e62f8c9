import type { Realtime } from './realtime.js';

/**
 * What the server tells a store's open consoles (every socket in the store's room, on every server
 * process): a recorded check, a closed day. Services hold this from the start; the socket server
 * joins it when the HTTP server is listening, and nothing is sent before that.
 */
export class StoreEvents {
  private realtime: Realtime | null = null;

  attach(realtime: Realtime | null): void {
    this.realtime = realtime;
  }

  emit(storeId: string, event: string, payload: unknown): void {
    this.realtime?.toStore(storeId, event, payload);
  }
}
