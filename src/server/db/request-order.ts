import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The order in which requests reached the server. The embedded database serves one statement at a
 * time; it serves them by this order, so a request that needs several statements in a row finishes
 * before requests that came after it rather than going back to the end of the line with each one.
 */
const order = new AsyncLocalStorage<number>();
let next = 0;

/** Runs `fn` as one request: whatever it sends to the database keeps this request's place in line. */
export function asRequest<T>(fn: () => T): T {
  return order.run(next++, fn);
}

/** The place in line of the current request, or a new place after every request so far. */
export function requestOrder(): number {
  return order.getStore() ?? next++;
}
