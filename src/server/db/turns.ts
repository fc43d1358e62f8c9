import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/**
 * Who goes next on the database's connections when more work asks for one than there are.
 *
 * Each request takes a place in line when it arrives (`arrive`, from the HTTP server's hooks); every
 * statement or transaction it sends waits for a connection with that place, and the earliest place
 * waiting is served first. A request's second, third… statement thus goes before requests that came
 * after it, so it waits for the line once rather than once per statement (a sign-in's dozen
 * statements behind fifty requests took seconds when every statement queued at the back).
 *
 * A request that has held connections for more than `QUANTUM_MS` in all (a year's report, a large
 * import) takes a new place at the back of the line, as if it had just arrived: what came after it
 * waits for at most that much of it, plus the statement it is in, and it still goes on in its turn.
 * Work that is no request's (jobs, the live channel) takes its place when it asks.
 */
export const QUANTUM_MS = 50;

export interface Turn {
  /** Place in line: lower goes first. */
  place: number;
  /** Milliseconds of connection time since it took that place. */
  used: number;
}

const current = new AsyncLocalStorage<Turn>();
let places = 0;

/** A new place at the back of the line. */
export const arrive = (): Turn => ({ place: places++, used: 0 });

/** The place in line of the work running now, if it has one. */
export const currentTurn = (): Turn | undefined => current.getStore();

/** Runs `work` (and whatever it starts) with `turn` as its place in line. */
export function inTurn<T>(turn: Turn, work: () => T): T {
  return current.run(turn, work);
}

interface Waiter {
  place: number;
  grant: () => void;
}

/**
 * A number of connections handed out in order of place. `leave` (returned by `enter`) gives the
 * connection back; the next holder is chosen on the next turn of the event loop, so that requests
 * that arrived in the meantime are read from their sockets first (PGlite answers within promise
 * callbacks: without that turn its line would be worked through before any socket is read).
 */
export class TurnGate {
  private readonly waiting: Waiter[] = [];
  private scheduled = false;

  constructor(private free: number) {}

  /** How many wait for a connection now. */
  get queued(): number {
    return this.waiting.length;
  }

  async enter(): Promise<() => void> {
    const turn = current.getStore() ?? arrive();
    if (turn.used >= QUANTUM_MS) Object.assign(turn, arrive());
    if (this.free > 0 && !this.waiting.length) this.free--;
    else await new Promise<void>((grant) => this.queue({ place: turn.place, grant }));
    const started = performance.now();
    let left = false;
    return () => {
      if (left) return;
      left = true;
      turn.used += performance.now() - started;
      this.free++;
      this.next();
    };
  }

  /** In order of place; equal places in the order they asked. */
  private queue(waiter: Waiter) {
    let i = this.waiting.length;
    while (i > 0 && this.waiting[i - 1]!.place > waiter.place) i--;
    this.waiting.splice(i, 0, waiter);
  }

  private next() {
    if (this.scheduled || !this.waiting.length) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.free > 0 && this.waiting.length) {
        this.free--;
        this.waiting.shift()!.grant();
      }
    });
  }
}
