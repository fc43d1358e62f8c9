import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * General Settings' Customers, Payroll and Delivery tabs (SPEC §2 Settings, §4 one code per tab):
 * each saved and read back, written only by holders of its code, bad values refused in the user's
 * language, and the readers of the settings that moved there from Store info (payroll, its names)
 * still finding them. Tests run in order.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

const CLERK = { email: 'mail.clerk@demo.test', password: 'mail-clerk-1', pin: '73915' };
const CUSTOMER = 'name_format marketing_agreement_text rating_system';
const PAYROLL =
  'daily_rate daily_hour_rate weekly_hour_rate overtime_daily_hours overtime_weekly_hours overtime_multiplier payment_accountability';
const DELIVERY = 'minimum_order free_delivery_from';
const NOT_AUTHORIZED = { message: 'You are not authorized!', extensions: { code: '597-1' } };

describeEachDb('General Settings tabs on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let ownerToken: string;
  let clerk: Gql;
  let storeId: string;

  /** A request in a language, as the console sends it (Accept-Language). */
  async function inLanguage(language: 'en' | 'es', query: string, variables: Record<string, unknown>) {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': language,
        authorization: `Bearer ${ownerToken}`,
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as {
      data: unknown;
      errors?: { message: string; extensions: { code: string; errors?: { field: string; key: string }[] } }[];
    };
  }

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner, token: ownerToken } = await signIn(server));
    const store = await server.database.db
      .selectFrom('store')
      .select('id')
      .where('slug', '=', 'demo-bistro')
      .executeTakeFirstOrThrow();
    storeId = store.id as string;
    // A job that opens General Settings through its SMTP tab alone.
    const job = await owner<{ createJob: { id: string } }>(
      'mutation ($m: [JobModulesInput!]) { createJob(name: "Mail clerk", modules: $m) { id } }',
      {
        m: [
          { code: 'settings-office', status: true, permissions: [{ code: 'smtp-settings', status: true }] },
        ],
      },
    );
    expect(job.errors).toBeUndefined();
    const employee = await owner(
      `mutation ($job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: "Milo", last_name: "Clerk", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: job.data!.createJob.id, ...CLERK },
    );
    expect(employee.errors).toBeUndefined();
    ({ gql: clerk } = await signIn(server, CLERK));
  }, 120_000);
  afterAll(async () => server?.close());

  it('reads each tab before its first save with the defaults, and the store info as it was', async () => {
    const res = await owner<Record<string, Record<string, unknown>>>(
      `query ($id: ID!) { CustomerSetting(id: $id) { ${CUSTOMER} } PayrollSetting(id: $id) { ${PAYROLL} }
        DeliveryOption(id: $id) { ${DELIVERY} } StoreInfo(id: $id) { business_name slug two_factor } }`,
      { id: storeId },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.CustomerSetting).toEqual({
      name_format: 'firstname-lastname',
      marketing_agreement_text: null,
      rating_system: false,
    });
    expect(res.data!.PayrollSetting).toMatchObject({
      overtime_daily_hours: 8,
      overtime_weekly_hours: 40,
      overtime_multiplier: 1.5,
      payment_accountability: 'started',
    });
    expect(res.data!.DeliveryOption).toEqual({
      minimum_order: 0,
      free_delivery_from: 0,
    });
    expect(res.data!.StoreInfo).toMatchObject({ business_name: 'Demo Bistro', slug: 'demo-bistro' });
  });

  it('saves the customer tab and reads it back', async () => {
    const text = 'I agree to receive offers from Demo Bistro by e-mail.';
    const saved = await owner<{ updateCustomerSetting: Record<string, unknown> }>(
      `mutation ($id: ID!, $text: String) { updateCustomerSetting(id: $id, name_format: "lastname-firstname",
        marketing_agreement_text: $text, rating_system: true) { ${CUSTOMER} } }`,
      { id: storeId, text: `  ${text}  ` },
    );
    expect(saved.errors).toBeUndefined();
    const read = await owner<{ CustomerSetting: Record<string, unknown> }>(
      `query ($id: ID!) { CustomerSetting(id: $id) { ${CUSTOMER} } }`,
      { id: storeId },
    );
    expect(read.data!.CustomerSetting).toEqual({
      name_format: 'lastname-firstname',
      marketing_agreement_text: text,
      rating_system: true,
    });
  });

  it('saves the payroll tab and reads it back', async () => {
    const saved = await owner(
      `mutation ($id: ID!) { updatePayrollSetting(id: $id, daily_rate: 120, daily_hour_rate: 16.5,
        weekly_hour_rate: 17.25, overtime_daily_hours: 9, overtime_weekly_hours: 44, overtime_multiplier: 2,
        payment_accountability: "closed") { id } }`,
      { id: storeId },
    );
    expect(saved.errors).toBeUndefined();
    const read = await owner<{ PayrollSetting: Record<string, unknown> }>(
      `query ($id: ID!) { PayrollSetting(id: $id) { ${PAYROLL} } }`,
      { id: storeId },
    );
    expect(read.data!.PayrollSetting).toEqual({
      daily_rate: 120,
      daily_hour_rate: 16.5,
      weekly_hour_rate: 17.25,
      overtime_daily_hours: 9,
      overtime_weekly_hours: 44,
      overtime_multiplier: 2,
      payment_accountability: 'closed',
    });
  });

  it('saves the delivery tab and reads it back', async () => {
    const saved = await owner(
      `mutation ($id: ID!) { updateDeliveryOption(id: $id, minimum_order: 15, free_delivery_from: 60) { id } }`,
      { id: storeId },
    );
    expect(saved.errors).toBeUndefined();
    const read = await owner<{ DeliveryOption: Record<string, unknown> }>(
      `query ($id: ID!) { DeliveryOption(id: $id) { ${DELIVERY} } }`,
      { id: storeId },
    );
    expect(read.data!.DeliveryOption).toEqual({
      minimum_order: 15,
      free_delivery_from: 60,
    });
  });

  it('left the store info as it was: the settings are no longer part of it', async () => {
    const res = await owner<{ StoreInfo: Record<string, unknown> }>(
      'query ($id: ID!) { StoreInfo(id: $id) { business_name slug time_zone two_factor } }',
      { id: storeId },
    );
    expect(res.data!.StoreInfo).toMatchObject({ business_name: 'Demo Bistro', slug: 'demo-bistro' });
    const moved = await owner('query ($id: ID!) { StoreInfo(id: $id) { overtime_multiplier } }', {
      id: storeId,
    });
    expect(moved.errors?.[0]?.message).toMatch(/overtime_multiplier/);
    const write = await owner(
      'mutation ($id: ID!) { updateStoreInfo(id: $id, name_format: "firstname-lastname") { id } }',
      {
        id: storeId,
      },
    );
    expect(write.errors?.[0]?.message).toMatch(/name_format/);
  });

  it('refuses each tab to whom lacks its code, and writes nothing', async () => {
    for (const mutation of [
      'updateCustomerSetting(id: $id, name_format: "firstname-lastname") { id }',
      'updatePayrollSetting(id: $id, overtime_multiplier: 1) { id }',
      'updateDeliveryOption(id: $id, minimum_order: 0) { id }',
    ]) {
      const res = await clerk(`mutation ($id: ID!) { ${mutation} }`, { id: storeId });
      expect(res.errors, mutation).toHaveLength(1);
      expect(res.errors![0]).toMatchObject(NOT_AUTHORIZED);
    }
    for (const query of [
      `PayrollSetting(id: $id) { ${PAYROLL} }`,
      `DeliveryOption(id: $id) { ${DELIVERY} }`,
    ]) {
      const res = await clerk(`query ($id: ID!) { ${query} }`, { id: storeId });
      expect(res.errors![0]).toMatchObject(NOT_AUTHORIZED);
    }
    // The name format names people on every page: every office user reads it.
    const names = await clerk<{ CustomerSetting: { name_format: string } }>(
      'query ($id: ID!) { CustomerSetting(id: $id) { name_format } }',
      { id: storeId },
    );
    expect(names.errors).toBeUndefined();
    expect(names.data!.CustomerSetting.name_format).toBe('lastname-firstname');
    const after = await owner<Record<string, Record<string, unknown>>>(
      `query ($id: ID!) { PayrollSetting(id: $id) { overtime_multiplier } DeliveryOption(id: $id) { minimum_order } }`,
      { id: storeId },
    );
    expect(after.data).toEqual({
      PayrollSetting: { overtime_multiplier: 2 },
      DeliveryOption: { minimum_order: 15 },
    });
  });

  it('refuses bad values with a message in English and in Spanish, and writes nothing', async () => {
    const cases = [
      {
        query: 'mutation ($id: ID!) { updatePayrollSetting(id: $id, overtime_multiplier: 5) { id } }',
        field: 'overtime_multiplier',
        en: 'The overtime multiplier must be at most 3',
        es: 'El valor máximo es 3',
      },
      {
        query: `mutation ($id: ID!) { updateCustomerSetting(id: $id, marketing_agreement_text: "${'x'.repeat(2001)}") { id } }`,
        field: 'marketing_agreement_text',
        en: 'The marketing agreement text must be at most 2000 characters',
        es: 'Máximo 2000 caracteres',
      },
    ];
    for (const c of cases) {
      for (const language of ['en', 'es'] as const) {
        const res = await inLanguage(language, c.query, { id: storeId });
        expect(res.errors, `${c.field} ${language}`).toHaveLength(1);
        const [error] = res.errors!;
        expect(error!.extensions.code).toBe('VALIDATION');
        expect(error!.extensions.errors?.map((e) => e.field)).toEqual([c.field]);
        expect(error!.message).toBe(c[language]);
      }
    }
    const read = await owner<Record<string, Record<string, unknown>>>(
      `query ($id: ID!) { PayrollSetting(id: $id) { overtime_multiplier } DeliveryOption(id: $id) { minimum_order }
        CustomerSetting(id: $id) { marketing_agreement_text } }`,
      { id: storeId },
    );
    expect(read.data!.PayrollSetting!.overtime_multiplier).toBe(2);
    expect(read.data!.DeliveryOption!.minimum_order).toBe(15);
    expect(read.data!.CustomerSetting!.marketing_agreement_text).toMatch(/^I agree/);
  });

  it('payroll reads the moved settings: the rule, the default rates and the names in the store format', async () => {
    const rule = await owner<{ payrollRule: { rule: Record<string, unknown> } }>(
      `{ payrollRule { rule { overtime_daily_hours overtime_weekly_hours overtime_multiplier daily_rate
        daily_hour_rate weekly_hour_rate } } }`,
    );
    expect(rule.errors).toBeUndefined();
    expect(rule.data!.payrollRule.rule).toEqual({
      overtime_daily_hours: 9,
      overtime_weekly_hours: 44,
      overtime_multiplier: 2,
      daily_rate: 12000,
      daily_hour_rate: 1650,
      weekly_hour_rate: 1725,
    });
    const payroll = await owner<{ payroll: { employees: { name: string }[] } }>(
      '{ payroll(from: "2025-01-06", to: "2025-01-12") { employees { name } } }',
    );
    expect(payroll.errors).toBeUndefined();
    expect(payroll.data!.payroll.employees.map((e) => e.name)).toContain('Cashier, Carla');
  });

  it('records each save in the system log under its own tab', async () => {
    const res = await owner<{ allSystemLogs: { entity: string; record_id: string }[] }>(
      '{ allSystemLogs(perPage: 50, sortField: "id", sortOrder: "DESC") { entity record_id } }',
    );
    expect(res.errors).toBeUndefined();
    const entities = new Set(
      res.data!.allSystemLogs.filter((l) => l.record_id === storeId).map((l) => l.entity),
    );
    for (const entity of ['customer-settings', 'payroll-settings', 'delivery-options'])
      expect(entities).toContain(entity);
  });
});
