import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * SMTP settings (SPEC §3 SMTP setting; §5 "SMTP username" duplicates, "Test email needs server and
 * logon information"): kept in General Settings' SMTP tab, the password encrypted at rest and never
 * answered, one default per store, and a test e-mail sent through a real SMTP server started here.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

const USER = 'mailer@bistro.test';
const PASSWORD = 'smtp-Secret-Pass-42';
const FIELDS = 'id name sender host port username is_default';
const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let smtpPort = 0;

beforeAll(async () => {
  smtp = new SMTPServer({
    // Logon over the plain connection: the test server has no certificate.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

describeEachDb('SMTP settings on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;

  beforeAll(async () => {
    server = await startServer(kind);
    owner = (await signIn(server)).gql;
  }, 120_000);
  afterAll(async () => server?.close());

  const create = (vars: Record<string, unknown>, gql: Gql = owner) =>
    gql<{ createSmtpSetting: { id: string; is_default: boolean } }>(
      `mutation ($name: String!, $sender: String!, $host: String, $port: Int, $username: String,
        $password: String, $d: Boolean) {
        createSmtpSetting(name: $name, sender: $sender, host: $host, port: $port, username: $username,
          password: $password, is_default: $d) { ${FIELDS} } }`,
      vars,
    );

  const sendTest = (id: string, to: string, language?: string, gql: Gql = owner) =>
    gql<{ sendSmtpTestEmail: { to: string; response: string } }>(
      `mutation ($id: ID!, $to: String!, $language: String) {
        sendSmtpTestEmail(id: $id, to: $to, language: $language) { to response } }`,
      { id, to, language },
    );

  let mainId = '';

  it('creates, lists and edits a setting; the password never comes back', async () => {
    const made = await create({
      name: 'Main mail',
      sender: 'orders@bistro.test',
      host: '127.0.0.1',
      port: smtpPort,
      username: USER,
      password: PASSWORD,
    });
    expect(made.errors).toBeUndefined();
    mainId = made.data!.createSmtpSetting.id;
    expect(made.data!.createSmtpSetting).toMatchObject({ name: 'Main mail', port: smtpPort, username: USER });
    expect(JSON.stringify(made)).not.toContain(PASSWORD);

    // The type has no password to ask for.
    const asked = await owner(`{ allSmtpSettings { id password } }`);
    expect(asked.errors?.[0]?.message).toMatch(/password/);

    const edited = await owner<{ updateSmtpSetting: { name: string } }>(
      `mutation ($id: ID!) { updateSmtpSetting(id: $id, name: "Main mail server") { ${FIELDS} } }`,
      { id: mainId },
    );
    expect(edited.errors).toBeUndefined();
    const list = await owner<{ allSmtpSettings: { id: string; name: string }[] }>(
      `{ allSmtpSettings(perPage: 100) { ${FIELDS} } _allSmtpSettingsMeta { count } }`,
    );
    expect(list.data!.allSmtpSettings.map((s) => s.name)).toEqual(['Main mail server']);
    expect(JSON.stringify(list)).not.toContain(PASSWORD);
  });

  it('keeps the password encrypted in the database, and out of the system log', async () => {
    const row = await server.database.db
      .selectFrom('smtp_setting')
      .select(['password'])
      .where('id', '=', mainId)
      .executeTakeFirstOrThrow();
    expect(row.password).toBeTruthy();
    expect(String(row.password)).not.toContain(PASSWORD);
    expect(String(row.password)).toMatch(/^v1:/);
    const logs = await owner<{ allSystemLogs: { before: string | null; after: string | null }[] }>(
      `{ allSystemLogs(perPage: 100, filter: { entity: "smtp-setting" }) { before after } }`,
    );
    expect(logs.data!.allSystemLogs.length).toBeGreaterThanOrEqual(2);
    for (const log of logs.data!.allSystemLogs) {
      expect(log.before ?? '').not.toMatch(/password/);
      expect(log.after ?? '').not.toMatch(/password/);
    }
    const stored = await server.database.db.selectFrom('system_log').select(['before', 'after']).execute();
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
  });

  it('sends a test e-mail the SMTP server receives, from the sender to the recipient', async () => {
    const before = received.length;
    const sent = await sendTest(mainId, 'dana@bistro.test');
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendSmtpTestEmail.to).toBe('dana@bistro.test');
    expect(sent.data!.sendSmtpTestEmail.response).toMatch(/^250/);
    const mail = received[before]!;
    expect(mail.from).toBe('orders@bistro.test');
    expect(mail.to).toEqual(['dana@bistro.test']);
    expect(mail.raw).toMatch(/^From: "?Main mail server"? <orders@bistro\.test>/m);
    expect(mail.raw).toMatch(/^To: dana@bistro\.test/m);
    expect(mail.raw).toMatch(/^Subject: Comanda Office test email/m);

    const spanish = await sendTest(mainId, 'dana@bistro.test', 'es');
    expect(spanish.errors).toBeUndefined();
    expect(received[before + 1]!.raw).toMatch(/^Subject: .*Correo.*prueba|^Subject: =\?UTF-8\?/m);
  });

  it('an edit that leaves the password empty keeps it', async () => {
    const edited = await owner(
      `mutation ($id: ID!) { updateSmtpSetting(id: $id, password: "", port: ${smtpPort}) { id } }`,
      { id: mainId },
    );
    expect(edited.errors).toBeUndefined();
    const sent = await sendTest(mainId, 'dana@bistro.test');
    expect(sent.errors).toBeUndefined();
  });

  it("answers a wrong password with the SMTP server's own refusal", async () => {
    const wrong = await create({
      name: 'Wrong logon',
      sender: 'orders@bistro.test',
      host: '127.0.0.1',
      port: smtpPort,
      username: 'other@bistro.test',
      password: 'not-the-password',
    });
    const id = wrong.data!.createSmtpSetting.id;
    const sent = await sendTest(id, 'dana@bistro.test');
    expect(sent.errors?.[0]?.extensions.code).toBe('SMTP_REFUSED');
    expect(sent.errors?.[0]?.extensions.key).toBe('errors.smtpTest.logon');
    expect(sent.errors?.[0]?.message).toMatch(/^The SMTP server refused the logon: .*535/);
    expect(sent.errors?.[0]?.message).toMatch(/Invalid username or password/);
    await owner(`mutation ($id: ID!) { deleteSmtpSetting(id: $id) { id } }`, { id });
  });

  it('answers a server that does not listen with a connection refusal, in a few seconds', async () => {
    const closed = await create({
      name: 'Nobody home',
      sender: 'orders@bistro.test',
      host: '127.0.0.1',
      port: 9,
      username: 'nobody@bistro.test',
      password: 'whatever-1',
    });
    const id = closed.data!.createSmtpSetting.id;
    const started = Date.now();
    const sent = await sendTest(id, 'dana@bistro.test');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(sent.errors?.[0]?.extensions.key).toBe('errors.smtpTest.connection');
    expect(sent.errors?.[0]?.message).toMatch(/ECONNREFUSED/);
    await owner(`mutation ($id: ID!) { deleteSmtpSetting(id: $id) { id } }`, { id });
  });

  it('refuses a link-local (metadata) server before connecting, in a moment', async () => {
    const metadata = await create({
      name: 'Metadata',
      sender: 'orders@bistro.test',
      host: '169.254.169.254',
      port: 25,
      username: 'nobody@bistro.test',
      password: 'whatever-1',
    });
    const id = metadata.data!.createSmtpSetting.id;
    const started = Date.now();
    const sent = await sendTest(id, 'dana@bistro.test');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(sent.errors?.[0]?.extensions.key).toBe('errors.smtpTest.address');
    expect(sent.errors?.[0]?.message).toBe(
      "The SMTP server's address is not allowed (link-local, reserved or unspecified): 169.254.169.254",
    );
    await owner(`mutation ($id: ID!) { deleteSmtpSetting(id: $id) { id } }`, { id });
  });

  it('refuses a test e-mail without server and logon information, in both languages', async () => {
    const bare = await create({ name: 'No logon yet', sender: 'orders@bistro.test' });
    const id = bare.data!.createSmtpSetting.id;
    const sent = await sendTest(id, 'dana@bistro.test');
    expect(sent.errors?.[0]?.message).toBe('Test email needs server and logon information');
    const es = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'es',
        authorization: `Bearer ${(await signIn(server)).token}`,
      },
      body: JSON.stringify({
        query: 'mutation ($id: ID!) { sendSmtpTestEmail(id: $id, to: "dana@bistro.test") { to } }',
        variables: { id },
      }),
    });
    const body = (await es.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toBe(
      'El correo de prueba necesita la información del servidor y de inicio de sesión',
    );
    await owner(`mutation ($id: ID!) { deleteSmtpSetting(id: $id) { id } }`, { id });
  });

  it('refuses a username the store already has, in both languages', async () => {
    const twice = await create({ name: 'Copy', sender: 'copy@bistro.test', username: USER.toUpperCase() });
    expect(twice.errors?.[0]?.extensions.code).toBe('DUPLICATE');
    expect(twice.errors?.[0]?.message).toBe('This SMTP username is already taken');
    const es = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'es',
        authorization: `Bearer ${(await signIn(server)).token}`,
      },
      body: JSON.stringify({
        query: `mutation { createSmtpSetting(name: "Copy", sender: "copy@bistro.test", username: "${USER}") { id } }`,
      }),
    });
    const body = (await es.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toBe('Este usuario SMTP ya está registrado');
    const spaced = await create({ name: 'Spaced', sender: 'copy@bistro.test', username: 'two words' });
    expect(spaced.errors?.[0]?.message).toBe('The username may not hold spaces');
  });

  it('keeps one default: making another the default releases the old one', async () => {
    await owner(`mutation ($id: ID!) { updateSmtpSetting(id: $id, is_default: true) { id } }`, {
      id: mainId,
    });
    const second = await create({ name: 'Backup', sender: 'backup@bistro.test', d: true });
    expect(second.data!.createSmtpSetting.is_default).toBe(true);
    const list = await owner<{ allSmtpSettings: { id: string; is_default: boolean }[] }>(
      `{ allSmtpSettings(perPage: 100) { id is_default } }`,
    );
    expect(list.data!.allSmtpSettings.filter((s) => s.is_default).map((s) => s.id)).toEqual([
      second.data!.createSmtpSetting.id,
    ]);
    // Two made the default at once still leave one.
    await Promise.all([
      owner(`mutation ($id: ID!) { updateSmtpSetting(id: $id, is_default: true) { id } }`, { id: mainId }),
      owner(`mutation ($id: ID!) { updateSmtpSetting(id: $id, is_default: true) { id } }`, {
        id: second.data!.createSmtpSetting.id,
      }),
    ]);
    const after = await owner<{ allSmtpSettings: { is_default: boolean }[] }>(
      `{ allSmtpSettings(perPage: 100) { is_default } }`,
    );
    expect(after.data!.allSmtpSettings.filter((s) => s.is_default)).toHaveLength(1);
  });

  it('refuses the settings and the test e-mail to someone without Settings', async () => {
    const manager = (await signIn(server, MANAGER)).gql;
    const list = await manager(`{ allSmtpSettings { id } }`);
    expect(list.errors?.[0]?.extensions.code).toBe('597-1');
    const made = await create({ name: 'Sneaky', sender: 'x@bistro.test' }, manager);
    expect(made.errors?.[0]?.extensions.code).toBe('597-1');
    const sent = await sendTest(mainId, 'x@bistro.test', undefined, manager);
    expect(sent.errors?.[0]?.extensions.code).toBe('597-1');
  });
});

describe('the secrets key', () => {
  it('seals and opens a value, and refuses one sealed with another key', async () => {
    const { secretBox } = await import('../../src/server/auth/secret-box.js');
    const { randomBytes } = await import('node:crypto');
    const box = secretBox(randomBytes(32));
    const sealed = box.seal('p@ss wörd');
    expect(sealed).not.toContain('p@ss');
    expect(box.seal('p@ss wörd')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('p@ss wörd');
    expect(() => secretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('reads SECRETS_KEY as 32 bytes of base64, and refuses anything else', async () => {
    const { configFromEnv } = await import('../../src/server/config.js');
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(configFromEnv({ SECRETS_KEY: key }).secretsKey).toEqual(Buffer.alloc(32, 7));
    expect(() => configFromEnv({ SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY must be 32 bytes/);
  });
});
