import { afterAll, beforeAll, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import { makeTranslate, type Phrases } from '../../src/core/messages.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * E-mail templates over the API: the HTML is compiled from the MJML design on the server and
 * sanitised whatever the design holds; a design that is not MJML is refused in the caller's language
 * before anything is written; the Email Campaigns right guards every read and write; each demo
 * store starts with a template of its own.
 */

const t = { en: makeTranslate(en as Phrases), es: makeTranslate(es as Phrases) };
const CLERK = { email: 'templates.clerk@demo.test', password: 'clerk-pass-1', pin: '82615' };
const CREATE = `mutation ($d: String!, $m: String!) {
  createEmailTemplate(description: $d, design: $m) { id description design html } }`;

const mjml = (inner: string) =>
  `<mjml><mj-body><mj-section><mj-column>${inner}</mj-column></mj-section></mj-body></mjml>`;

interface Answer {
  data: Record<string, unknown> | null;
  errors?: { message: string; extensions: { code: string; key: string; errors?: { field: string }[] } }[];
}

describeEachDb('e-mail templates on %s', (kind) => {
  let server: TestServer;
  let token: string;

  async function call(query: string, variables: Record<string, unknown>, language = 'en', bearer = token) {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${bearer}`,
        'accept-language': language,
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as Answer;
  }

  const count = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('email_template')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startServer(kind);
    ({ token } = await signIn(server));
  });

  afterAll(async () => {
    await server?.close();
  });

  it('gives each demo store a starter template with its merge fields, compiled', async () => {
    const res = await call('{ allEmailTemplates { description design html } }', {});
    expect(res.errors).toBeUndefined();
    const rows = res.data!.allEmailTemplates as { description: string; design: string; html: string }[];
    expect(rows.map((r) => r.description)).toEqual(['Welcome e-mail']);
    expect(rows[0]!.design).toMatch(/^<mjml>/);
    expect(rows[0]!.html).toMatch(/^<!doctype html>/);
    expect(rows[0]!.html).toContain('Welcome to {{store_name}}');
    expect(rows[0]!.html).toContain('Hello {{first_name}}');
    expect(rows[0]!.html).not.toMatch(/fonts\.googleapis/);
    const other = await signIn(server, { email: 'owner2@demo.test', password: 'demo-owner-2' });
    const theirs = await call('{ allEmailTemplates { description } }', {}, 'es', other.token);
    expect(theirs.data!.allEmailTemplates).toEqual([{ description: 'Correo de bienvenida' }]);
  });

  it('compiles the design to sanitised HTML at every save, whatever the browser sends', async () => {
    const design = mjml(
      '<mj-text>Hi {{first_name}}<script>alert(1)</script>' +
        '<a href="javascript:alert(2)" onclick="steal()">offer</a></mj-text>' +
        '<mj-button href="https://bistro.example.com/menu">Menu</mj-button>',
    );
    const made = await call(CREATE, { d: 'Spring offer', m: design });
    expect(made.errors).toBeUndefined();
    const row = made.data!.createEmailTemplate as { id: string; design: string; html: string };
    expect(row.design).toBe(design);
    expect(row.html).toMatch(/^<!doctype html>/);
    expect(row.html).toContain('Hi {{first_name}}');
    expect(row.html).toContain('href="https://bistro.example.com/menu"');
    expect(row.html).not.toMatch(/<script|alert\(1\)|onclick|javascript:/i);

    // An html sent by the browser is not a field of the API: the server's own is the only one.
    const forged = await call(
      `mutation ($id: ID!) { updateEmailTemplate(id: $id, html: "<script>x()</script>") { id } }`,
      { id: row.id },
    );
    expect(forged.errors).toBeDefined();

    const edited = await call(
      `mutation ($id: ID!, $m: String!) { updateEmailTemplate(id: $id, design: $m) { html } }`,
      { id: row.id, m: mjml('<mj-text>Now {{store_name}}<img src="x" onerror="boom()"></mj-text>') },
    );
    expect(edited.errors).toBeUndefined();
    const html = (edited.data!.updateEmailTemplate as { html: string }).html;
    expect(html).toContain('Now {{store_name}}');
    expect(html).not.toMatch(/onerror|Hi \{\{first_name\}\}/);
  });

  it('refuses a design that is not MJML in the caller language, writing nothing', async () => {
    const before = await count();
    for (const language of ['en', 'es'] as const) {
      const res = await call(CREATE, { d: 'Plain page', m: '<html><body>Hello</body></html>' }, language);
      expect(res.data?.createEmailTemplate ?? null).toBeNull();
      const error = res.errors![0]!;
      expect(error.extensions.key).toBe('validation.emailTemplate.design');
      expect(error.extensions.errors?.[0]?.field).toBe('design');
      expect(error.message).toContain(t[language]('validation.emailTemplate.design', { detail: '<mjml>' }));
    }
    const broken = await call(CREATE, { d: 'Broken', m: mjml('<mj-text>a</mj-text><mj-nothing />') }, 'es');
    expect(broken.errors![0]!.extensions.key).toBe('validation.emailTemplate.design');
    expect(broken.errors![0]!.message).toContain(
      t.es('validation.emailTemplate.design', { detail: '' }).trim(),
    );
    expect(await count()).toBe(before);
  });

  /** An employee whose only job has one right of the Marketing module, signed in. */
  async function hire(right: string, who: { first: string; email: string; password: string; pin: string }) {
    const job = await call(
      'mutation ($n: String!, $m: [JobModulesInput!]) { createJob(name: $n, modules: $m) { id } }',
      {
        n: `Only ${right}`,
        m: [{ code: 'marketing', status: true, permissions: [{ code: right, status: true }] }],
      },
    );
    expect(job.errors).toBeUndefined();
    const employee = await call(
      `mutation ($first: String!, $job: ID!, $email: String, $password: String, $pin: String) {
        createEmployee(first_name: $first, last_name: "Marketing", email: $email, password: $password,
          pos_pin: $pin, salary: 15, job_ids: [$job]) { id } }`,
      { job: (job.data!.createJob as { id: string }).id, ...who },
    );
    expect(employee.errors).toBeUndefined();
    return signIn(server, { email: who.email, password: who.password });
  }

  it('refuses every read and write to a job without the Email Campaigns right', async () => {
    const clerk = await hire('coupons', { first: 'Tina', ...CLERK });
    const list = await call('{ allEmailTemplates { id } }', {}, 'en', clerk.token);
    expect(list.errors![0]!.extensions.code).toBe('597-1');
    const before = await count();
    const made = await call(CREATE, { d: 'Sneaky', m: mjml('<mj-text>x</mj-text>') }, 'en', clerk.token);
    expect(made.errors![0]!.extensions.code).toBe('597-1');
    expect(await count()).toBe(before);

    // A job given the right reads and writes them.
    const w = await hire('marketing-campaigns', {
      first: 'Wes',
      email: 'templates.writer@demo.test',
      password: 'writer-pass-1',
      pin: '82616',
    });
    const ok = await call(CREATE, { d: 'Allowed', m: mjml('<mj-text>y</mj-text>') }, 'en', w.token);
    expect(ok.errors).toBeUndefined();
    expect(await count()).toBe(before + 1);
  });
});
