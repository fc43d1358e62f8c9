import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { arrive, currentTurn, inTurn, QUANTUM_MS, TurnGate } from '../../src/server/db/turns.js';
import { takeTurns } from '../../src/server/http/turns.js';

/** Asks `gate` for a connection as the request `turn`; records the order connections are granted. */
function asker(gate: TurnGate, granted: string[]) {
  return (name: string, turn = arrive()) =>
    inTurn(turn, async () => {
      const leave = await gate.enter();
      granted.push(name);
      return leave;
    });
}

describe('the line for database connections', () => {
  it('serves the earliest request first, not the first statement asked', async () => {
    const gate = new TurnGate(1);
    const granted: string[] = [];
    const ask = asker(gate, granted);
    const early = arrive();
    const holder = await ask('holder');
    const late = arrive();
    // The later request asks first, then the earlier request's next statement.
    const lateDone = ask('late', late);
    const earlyDone = ask('early', early);
    expect(gate.queued).toBe(2);
    holder();
    (await earlyDone)();
    (await lateDone)();
    expect(granted).toEqual(['holder', 'early', 'late']);
  });

  it('sends a request that held connections past its quantum to the back of the line', async () => {
    const gate = new TurnGate(1);
    const granted: string[] = [];
    const ask = asker(gate, granted);
    const long = arrive();
    long.used = QUANTUM_MS + 1;
    const short = arrive();
    const holder = await ask('holder');
    const longDone = ask('long', long);
    const shortDone = ask('short', short);
    holder();
    (await shortDone)();
    (await longDone)();
    expect(granted).toEqual(['holder', 'short', 'long']);
    expect(long.place).toBeGreaterThan(short.place);
    expect(long.used).toBeLessThan(QUANTUM_MS);
  });

  it('counts the time a request holds a connection', async () => {
    const gate = new TurnGate(2);
    const turn = arrive();
    const leave = await inTurn(turn, () => gate.enter());
    await new Promise((r) => setTimeout(r, 20));
    leave();
    leave();
    expect(turn.used).toBeGreaterThanOrEqual(15);
    // Leaving twice gave back one connection only.
    const a = await gate.enter();
    const b = await gate.enter();
    let third = false;
    void gate.enter().then(() => (third = true));
    await new Promise((r) => setImmediate(r));
    expect(third).toBe(false);
    a();
    b();
  });
});

describe('a request of the HTTP server', () => {
  it('keeps the place it took on arrival through its hooks and its handler, body read or not', async () => {
    const app = Fastify();
    takeTurns(app);
    const seen: Record<string, number | undefined> = {};
    app.addHook('onRequest', async (request) => {
      seen[`hook ${request.method}`] = currentTurn()?.place;
    });
    app.post('/p', async () => ({ place: currentTurn()?.place }));
    app.get('/g', async () => ({ place: currentTurn()?.place }));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    // A body large enough to arrive in several reads of the socket.
    const first = await fetch(`${url}/p`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 'x'.repeat(500_000) }),
    });
    const second = await fetch(`${url}/g`);
    const a = ((await first.json()) as { place: number }).place;
    const b = ((await second.json()) as { place: number }).place;
    expect(typeof a).toBe('number');
    expect(seen['hook POST']).toBe(a);
    expect(seen['hook GET']).toBe(b);
    expect(b).toBeGreaterThan(a);
    expect(currentTurn()).toBeUndefined();
    await app.close();
  });
});
