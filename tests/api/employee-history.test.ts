import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTranslate, type Phrases } from '../../src/core/messages.js';
import { addDays, businessDateOf, zonedInstant } from '../../src/core/time-cards.js';
import es from '../../locales/es.json' with { type: 'json' };
import { paidCheck, postDevice, storeWithDevice } from '../helpers/devices.js';
import { postgresReachable, signIn, startServer, type DbKind, type TestServer } from '../helpers/server.js';

/*
 * An employee with a history (time cards, checks he served) is kept, as other records with history
 * are: deleting him is refused with DELETE_GUARDED and he is deactivated instead, so that every time
 * card list and report still names him.
 */

const kinds: DbKind[] = ['pglite', ...((await postgresReachable()) ? (['postgres'] as const) : [])];
if (kinds.length === 1) console.warn('PostgreSQL is not reachable: its employee history tests are skipped');

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];
type Result = Awaited<ReturnType<Gql>>;

const ZONE = 'America/New_York';
const esT = makeTranslate(es as Phrases);
const GUARDED = "You can't delete an employee who has time cards or checks: deactivate them instead";

const DELETE = 'mutation ($id: ID!) { deleteEmployee(id: $id) { id } }';
const BULK_DELETE = 'mutation ($ids: [ID!]!) { deleteEmployees(ids: $ids) { ids } }';
const CARDS = `query ($from: String!, $to: String!) { timeCards(from: $from, to: $to) {
  cards { employee_id first_name last_name } totals { employee_id first_name last_name } } }`;

interface Cards {
  timeCards: {
    cards: { employee_id: string; first_name: string; last_name: string }[];
    totals: { employee_id: string; first_name: string; last_name: string }[];
  };
}

function refusal(res: Result) {
  expect(res.errors, JSON.stringify(res.data)).toBeDefined();
  const e = res.errors![0]!;
  return { message: e.message, code: e.extensions.code, key: e.extensions.key };
}

describe.each(kinds)('deleting an employee with a history on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  const today = businessDateOf(Date.now(), ZONE);
  const past = addDays(today, -4);
  const at = (hhmm: string) => new Date(zonedInstant(past, hhmm, ZONE)).toISOString();
  let pin = 61200;

  async function hire(first: string): Promise<string> {
    const res = await owner<{ createEmployee: { id: string } }>(
      `mutation ($f: String, $pin: String) { createEmployee(first_name: $f, last_name: "Kept", pos_pin: $pin,
        salary: 15) { id } }`,
      { f: first, pin: String(++pin) },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createEmployee.id;
  }

  async function exists(id: string): Promise<boolean> {
    const res = await owner<{ Employee: { id: string } | null }>(
      'query ($id: ID!) { Employee(id: $id) { id } }',
      {
        id,
      },
    );
    return res.data!.Employee !== null;
  }

  beforeAll(async () => {
    server = await startServer(kind);
    owner = (await signIn(server)).gql;
    const day = await owner('mutation ($d: String!) { createWorkingDay(business_date: $d) { id } }', {
      d: past,
    });
    expect(day.errors).toBeUndefined();
  });
  afterAll(() => server?.close());

  it('refuses to delete an employee who has a time card, one by one or in bulk, and keeps him named', async () => {
    const id = await hire('Tina');
    const card = await owner(
      `mutation ($e: ID, $d: String, $in: String, $out: String) {
        createTimeCard(employee_id: $e, business_date: $d, clock_in: $in, clock_out: $out) { id } }`,
      { e: id, d: past, in: at('09:00'), out: at('13:00') },
    );
    expect(card.errors).toBeUndefined();
    for (const [query, variables] of [
      [DELETE, { id }],
      [BULK_DELETE, { ids: [id] }],
    ] as const) {
      expect(refusal(await owner(query, variables))).toEqual({
        message: GUARDED,
        code: 'DELETE_GUARDED',
        key: 'errors.guard.employeeHasHistory',
      });
    }
    expect(esT('errors.guard.employeeHasHistory')).toBe(
      'No puede eliminar un empleado que tiene tarjetas de tiempo o cuentas: desactívelo en su lugar',
    );
    expect(await exists(id)).toBe(true);
    // Deactivated instead: his card is still listed under his name.
    const off = await owner('mutation ($id: ID!) { updateEmployee(id: $id, status: "inactive") { id } }', {
      id,
    });
    expect(off.errors).toBeUndefined();
    const list = await owner<Cards>(CARDS, { from: past, to: past });
    expect(list.data!.timeCards.cards.filter((c) => c.employee_id === id)).toEqual([
      { employee_id: id, first_name: 'Tina', last_name: 'Kept' },
    ]);
    expect(list.data!.timeCards.totals.every((t) => `${t.first_name}${t.last_name}`.trim() !== '')).toBe(
      true,
    );
  });

  it('refuses to delete an employee who served a check', async () => {
    const id = await hire('Sergio');
    const store = await storeWithDevice(server, 'demo-bistro');
    const recorded = await postDevice(
      server,
      '/api/devices/checks',
      store.token,
      paidCheck(store, 7, { server_id: id }),
    );
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(refusal(await owner(DELETE, { id })).code).toBe('DELETE_GUARDED');
    expect(await exists(id)).toBe(true);
  });

  it('deletes an employee without a history, alone or beside others', async () => {
    const [a, b] = [await hire('Nadia'), await hire('Nico')];
    expect((await owner(DELETE, { id: a })).errors).toBeUndefined();
    const bulk = await owner<{ deleteEmployees: { ids: string[] } }>(BULK_DELETE, { ids: [b] });
    expect(bulk.data!.deleteEmployees.ids).toEqual([b]);
    expect([await exists(a), await exists(b)]).toEqual([false, false]);
  });
});
