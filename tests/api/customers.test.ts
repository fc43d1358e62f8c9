import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/* Customers and their house accounts (SPEC §3 Customer, §6 customers' action permissions). */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

const CLERK = { email: 'clerk@demo.test', password: 'clerk-pass-1', pin: '73519' };
const FIELDS = `id name email marketing_agreement marketing_agreement_at marketing_agreement_source
  house_account_enabled house_account_limit house_account_balance`;
const CREATE = `mutation ($name: String, $email: String, $phone: String, $enabled: Boolean, $limit: Float,
    $agreed: Boolean) {
  createCustomer(name: $name, email: $email, phone: $phone, house_account_enabled: $enabled,
    house_account_limit: $limit, marketing_agreement: $agreed) { ${FIELDS} }
}`;
const RECORD = `mutation ($id: ID!, $kind: String!, $amount: Float!, $reason: String) {
  recordHouseAccountMovement(customer_id: $id, kind: $kind, amount: $amount, reason: $reason) {
    balance limit movement { kind amount reason user_name }
  }
}`;
const ACCOUNT = `query ($id: ID!) {
  Customer(id: $id) { house_account_balance movements { kind amount reason at } }
}`;

interface Customer {
  id: string;
  name: string;
  email: string | null;
  marketing_agreement: boolean;
  marketing_agreement_at: string | null;
  marketing_agreement_source: string | null;
  house_account_enabled: boolean;
  house_account_limit: number;
  house_account_balance: number;
}

describeEachDb('customers on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let clerk: Gql;
  let token: string;

  /** A GraphQL call of the owner in a language. */
  async function inLanguage(language: string, query: string, variables: Record<string, unknown>) {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'accept-language': language,
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as {
      errors?: { message: string; extensions: { code: string; key: string; errors?: { field: string }[] } }[];
    };
  }

  async function create(variables: Record<string, unknown>, as: Gql = owner): Promise<Customer> {
    const res = await as<{ createCustomer: Customer }>(CREATE, variables);
    expect(res.errors).toBeUndefined();
    return res.data!.createCustomer;
  }

  const movementCount = async (customerId: string) =>
    Number(
      (
        await server.database.db
          .selectFrom('house_account_movement')
          .select(sql<string>`count(*)`.as('n'))
          .where('customer_id', '=', customerId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner, token } = await signIn(server));
    // A clerk may see, add and edit customers, but not touch a house account.
    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Customer clerk", modules: $m) { id } }',
      {
        m: [
          {
            code: 'customers-office',
            status: true,
            permissions: ['customers', 'add-customers', 'edit-customers', 'view-all-customers'].map(
              (code) => ({
                code,
                status: true,
              }),
            ),
          },
        ],
      },
    );
    expect(job.errors).toBeUndefined();
    const employee = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Cleo", last_name: "Clerk", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...CLERK },
    );
    expect(employee.errors).toBeUndefined();
    ({ gql: clerk } = await signIn(server, CLERK));
  });
  afterAll(() => server?.close());

  describe('the demo stores', () => {
    it('have a few hundred customers each, some with house accounts and movements', async () => {
      const all = await owner<{ _allCustomersMeta: { count: number } }>('{ _allCustomersMeta { count } }');
      expect(all.data!._allCustomersMeta.count).toBeGreaterThanOrEqual(200);
      const accounts = await owner<{ allCustomers: Customer[] }>(
        `{ allCustomers(perPage: 500, filter: { house_account_enabled: true }) { ${FIELDS} } }`,
      );
      const list = accounts.data!.allCustomers;
      expect(list.length).toBeGreaterThan(10);
      expect(list.every((c) => c.house_account_enabled)).toBe(true);
      expect(list.some((c) => c.house_account_balance > 0)).toBe(true);
      expect(list.every((c) => c.house_account_balance <= c.house_account_limit)).toBe(true);
    });

    it('keep every balance equal to the sum of its movements', async () => {
      const drifted = await sql<{ id: string }>`select c.id from customer c
        where c.house_account_balance <> coalesce((select sum(m.amount) from house_account_movement m
          where m.store_id = c.store_id and m.customer_id = c.id), 0)`.execute(server.database.db);
      expect(drifted.rows).toEqual([]);
      const moved = await sql<{ n: string }>`select count(*) as n from house_account_movement`.execute(
        server.database.db,
      );
      expect(Number(moved.rows[0]!.n)).toBeGreaterThan(10);
    });
  });

  describe('e-mail', () => {
    it('refuses a second customer with the same e-mail, whatever its case, in English and Spanish', async () => {
      await create({ name: 'Ada Lovelace', email: 'ada@analytical.test' });
      const vars = { name: 'Ada Again', email: 'ADA@Analytical.test' };
      const en = await inLanguage('en', CREATE, vars);
      expect(en.errors![0]!.message).toBe('Already exist a customer with this email');
      expect(en.errors![0]!.extensions.key).toBe('errors.customer.emailTaken');
      expect(en.errors![0]!.extensions.errors?.[0]?.field).toBe('email');
      const es = await inLanguage('es', CREATE, vars);
      expect(es.errors![0]!.message).toBe('Ya existe un cliente con este correo electrónico');
      const found = await owner<{ allCustomers: Customer[] }>(
        '{ allCustomers(filter: { q: "analytical.test" }) { id name } }',
      );
      expect(found.data!.allCustomers.map((c) => c.name)).toEqual(['Ada Lovelace']);
    });

    it('lets many customers have no e-mail', async () => {
      await create({ name: 'Phone Only One', phone: '555 010 0001' });
      await create({ name: 'Phone Only Two', phone: '555 010 0002' });
    });
  });

  it('searches name, phone and e-mail ignoring accents and case', async () => {
    const made = await create({
      name: 'Chloé Brûlé-Núñez',
      email: 'chloe.b@creme.test',
      phone: '+1 555 777 0142',
    });
    for (const q of ['chloe brule', 'CHLOÉ', 'nunez', '777 0142', 'CREME.TEST']) {
      const res = await owner<{ allCustomers: { id: string }[] }>(
        'query ($q: String) { allCustomers(filter: { q: $q }) { id } }',
        { q },
      );
      expect(
        res.data!.allCustomers.map((c) => c.id),
        q,
      ).toContain(made.id);
    }
  });

  it('stamps when and where the marketing agreement was given, and clears it when withdrawn', async () => {
    const made = await create({ name: 'Mark Eting', agreed: true });
    expect(made.marketing_agreement_source).toBe('office');
    expect(Date.parse(made.marketing_agreement_at!)).toBeGreaterThan(Date.now() - 60_000);
    const off = await owner<{ updateCustomer: Customer }>(
      `mutation ($id: ID!) { updateCustomer(id: $id, marketing_agreement: false) { ${FIELDS} } }`,
      { id: made.id },
    );
    expect(off.data!.updateCustomer.marketing_agreement_at).toBeNull();
    expect(off.data!.updateCustomer.marketing_agreement_source).toBeNull();
  });

  describe('house account', () => {
    let customer: Customer;
    beforeAll(async () => {
      customer = await create({ name: 'Hugo House', enabled: true, limit: 100 });
    });

    it('records a charge, a payment and an adjustment, the balance being their sum', async () => {
      const charge = await owner<{ recordHouseAccountMovement: { balance: number } }>(RECORD, {
        id: customer.id,
        kind: 'charge',
        amount: 60,
      });
      expect(charge.errors).toBeUndefined();
      expect(charge.data!.recordHouseAccountMovement.balance).toBe(60);
      const paid = await owner<{
        recordHouseAccountMovement: { balance: number; movement: { amount: number } };
      }>(RECORD, { id: customer.id, kind: 'payment', amount: 25.5, reason: 'Cash' });
      expect(paid.data!.recordHouseAccountMovement.balance).toBe(34.5);
      expect(paid.data!.recordHouseAccountMovement.movement.amount).toBe(-25.5);
      const fixed = await owner<{ recordHouseAccountMovement: { balance: number } }>(RECORD, {
        id: customer.id,
        kind: 'adjustment',
        amount: -4.5,
        reason: 'Cold soup',
      });
      expect(fixed.data!.recordHouseAccountMovement.balance).toBe(30);
      const read = await owner<{
        Customer: {
          house_account_balance: number;
          movements: { kind: string; amount: number; reason: string }[];
        };
      }>(ACCOUNT, { id: customer.id });
      const { house_account_balance, movements } = read.data!.Customer;
      expect(movements.map((m) => m.kind)).toEqual(['adjustment', 'payment', 'charge']);
      expect(house_account_balance).toBe(30);
      expect(movements.reduce((sum, m) => sum + m.amount, 0)).toBeCloseTo(house_account_balance, 2);
    });

    it('asks for a reason for an adjustment, in English and Spanish', async () => {
      const vars = { id: customer.id, kind: 'adjustment', amount: 3 };
      const en = await inLanguage('en', RECORD, vars);
      expect(en.errors![0]!.message).toBe('Say why the balance is adjusted');
      expect(en.errors![0]!.extensions.errors?.[0]?.field).toBe('reason');
      const es = await inLanguage('es', RECORD, vars);
      expect(es.errors![0]!.message).toBe('Indique por qué se ajusta el saldo');
      const zero = await inLanguage('en', RECORD, { id: customer.id, kind: 'payment', amount: 0 });
      expect(zero.errors![0]!.message).toBe('Enter an amount greater than zero');
    });

    it('refuses a charge over the limit, in English and Spanish, writing nothing', async () => {
      const before = await movementCount(customer.id);
      const vars = { id: customer.id, kind: 'charge', amount: 80 };
      const en = await inLanguage('en', RECORD, vars);
      expect(en.errors![0]!.message).toBe(
        "This charge would take the balance to 110.00, over the house account's limit of 100.00",
      );
      expect(en.errors![0]!.extensions.key).toBe('errors.customer.overLimit');
      const es = await inLanguage('es', RECORD, vars);
      expect(es.errors![0]!.message).toBe(
        'Este cargo llevaría el saldo a 110.00, por encima del límite de la cuenta corriente de 100.00',
      );
      expect(await movementCount(customer.id)).toBe(before);
      const read = await owner<{ Customer: { house_account_balance: number } }>(ACCOUNT, { id: customer.id });
      expect(read.data!.Customer.house_account_balance).toBe(30);
      // Up to the limit exactly is allowed.
      const exact = await owner<{ recordHouseAccountMovement: { balance: number } }>(RECORD, {
        ...vars,
        amount: 70,
      });
      expect(exact.data!.recordHouseAccountMovement.balance).toBe(100);
    });

    it('refuses a charge to an account that is not enabled', async () => {
      const plain = await create({ name: 'No Account' });
      const res = await inLanguage('en', RECORD, { id: plain.id, kind: 'charge', amount: 1 });
      expect(res.errors![0]!.message).toBe("This customer's house account is not enabled");
      expect(await movementCount(plain.id)).toBe(0);
    });

    it('keeps a customer with movements from being deleted', async () => {
      const res = await owner('mutation ($id: ID!) { deleteCustomer(id: $id) { id } }', { id: customer.id });
      expect(res.errors![0]!.extensions.code).toBe('DELETE_GUARDED');
      expect(res.errors![0]!.message).toBe('This customer has house account movements: he cannot be deleted');
      const bulk = await owner('mutation ($ids: [ID!]!) { deleteCustomers(ids: $ids) { ids } }', {
        ids: [customer.id],
      });
      expect(bulk.errors![0]!.extensions.code).toBe('DELETE_GUARDED');
      const unmoved = await create({ name: 'Gone Soon' });
      const gone = await owner('mutation ($id: ID!) { deleteCustomer(id: $id) { id } }', { id: unmoved.id });
      expect(gone.errors).toBeUndefined();
    });

    it('is not reached from another store', async () => {
      const { gql: owner2 } = await signIn(server, { email: 'owner2@demo.test', password: 'demo-owner-2' });
      const res = await owner2(RECORD, { id: customer.id, kind: 'payment', amount: 1 });
      expect(res.errors![0]!.extensions.code).toBe('NOT_FOUND');
      expect(await movementCount(customer.id)).toBe(4);
    });
  });

  describe('permissions', () => {
    it('lets a job without House account add and edit customers, but not their house accounts', async () => {
      const made = await create({ name: 'Clara Clerkmade', email: 'clara@clerk.test' }, clerk);
      const renamed = await clerk(
        `mutation ($id: ID!) { updateCustomer(id: $id, name: "Clara Renamed") { name } }`,
        {
          id: made.id,
        },
      );
      expect(renamed.errors).toBeUndefined();
      const raise = await clerk(
        `mutation ($id: ID!) { updateCustomer(id: $id, house_account_limit: 500) { id } }`,
        {
          id: made.id,
        },
      );
      expect(raise.errors![0]!.extensions.code).toBe('597-1');
      expect(raise.errors![0]!.message).toBe(
        'Only someone with the House account permission changes a house account',
      );
      const enabled = await clerk<{ createCustomer: Customer }>(CREATE, {
        name: 'Sneaky Account',
        enabled: true,
      });
      expect(enabled.errors![0]!.extensions.key).toBe('errors.customer.noHouseAccountRight');
      const owed = await create({ name: 'Owes Money', enabled: true, limit: 50 });
      const adjust = await clerk(RECORD, {
        id: owed.id,
        kind: 'adjustment',
        amount: -10,
        reason: 'Nice guy',
      });
      expect(adjust.errors![0]!.extensions.code).toBe('597-1');
      const movements = await clerk(ACCOUNT, { id: owed.id });
      expect(movements.errors![0]!.extensions.code).toBe('597-1');
      expect(await movementCount(owed.id)).toBe(0);
    });
  });
});
