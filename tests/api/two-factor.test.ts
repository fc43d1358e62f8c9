import { generate } from 'otplib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import { MAX_FAILURES } from '../../src/server/auth/throttle.js';
import { describeEachDb } from '../helpers/optional.js';
import { startServer, type TestServer } from '../helpers/server.js';

/*
 * Two-factor sign-in (store setting `two_factor`): enrolment from the user menu over GraphQL, then a
 * password sign-in that answers a challenge and no token until the code (or a recovery code) is given.
 */

const OWNER = { email: 'admin@demo.test', password: 'demo-owner-1' };
const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-1' };
const SUPPORT = { email: 'support@demo.test', password: 'demo-support-1' };

interface Answer {
  status: number;
  body: {
    message?: string;
    key?: string;
    data?: {
      accessToken?: string;
      twoFactor?: 'code' | 'enrol';
      challenge?: string;
      expiresIn?: number;
      recoveryCodes?: string[];
      userData?: { email: string; support: boolean };
      secret?: string;
      qr?: string;
      uri?: string;
    };
  };
}
interface Gql<T> {
  data: T | null;
  errors?: { message: string; extensions?: { key?: string; code?: string } }[];
}

const words = { en: en.errors.twoFactor, es: es.errors.twoFactor };
/** A code of the authenticator for the next 30 seconds: later than any code taken a moment ago. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
const codeNow = (secret: string) => generate({ secret });

describeEachDb('two-factor sign-in on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  async function post(
    path: string,
    body: unknown,
    opts: { token?: string; lang?: string } = {},
  ): Promise<Answer> {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.lang ? { 'accept-language': opts.lang } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  }
  const login = (creds: { email: string; password: string; support?: boolean }) =>
    post('/api/auth/login', creds);
  const giveCode = (challenge: string, code: string, lang?: string) =>
    post('/api/auth/login/two-factor', { challenge, code }, { lang });

  async function gql<T>(token: string, query: string, variables?: object, lang?: string): Promise<Gql<T>> {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(lang ? { 'accept-language': lang } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as Gql<T>;
  }

  /** Signs in with the password alone (two-factor sign-in still off) and answers the token. */
  async function tokenOf(creds: { email: string; password: string; support?: boolean }) {
    const res = await login(creds);
    expect(res.body.data?.accessToken, JSON.stringify(res.body)).toBeTruthy();
    return res.body.data!.accessToken!;
  }

  /** Enrols the signed-in user through GraphQL; answers the secret and the recovery codes. */
  async function enrol(token: string) {
    const start = await gql<{ startTwoFactor: { secret: string; qr: string; uri: string } }>(
      token,
      'mutation { startTwoFactor { secret qr uri } }',
    );
    const { secret } = start.data!.startTwoFactor;
    const done = await gql<{ confirmTwoFactor: string[] }>(
      token,
      'mutation ($c: String!) { confirmTwoFactor(code: $c) }',
      {
        c: await codeNow(secret),
      },
    );
    expect(done.errors).toBeUndefined();
    return { secret, recovery: done.data!.confirmTwoFactor, setup: start.data!.startTwoFactor };
  }

  /** The challenge of a password sign-in that asks for a code. */
  async function challengeOf(creds: { email: string; password: string; support?: boolean }) {
    const res = await login(creds);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ twoFactor: 'code', expiresIn: 600 });
    expect(res.body.data!.accessToken).toBeUndefined();
    return res.body.data!.challenge!;
  }

  let ownerSecret = '';
  let ownerRecovery: string[] = [];

  it('enrols from the user menu: a QR code and the secret, a code to confirm, then 10 recovery codes once', async () => {
    const token = await tokenOf(OWNER);
    const status = '{ twoFactorStatus { enrolled required recoveryCodesLeft since } }';
    expect((await gql<{ twoFactorStatus: object }>(token, status)).data!.twoFactorStatus).toEqual({
      enrolled: false,
      required: false,
      recoveryCodesLeft: 0,
      since: null,
    });
    const start = await gql<{ startTwoFactor: { secret: string; qr: string; uri: string } }>(
      token,
      'mutation { startTwoFactor { secret qr uri } }',
    );
    const setup = start.data!.startTwoFactor;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.qr).toMatch(/^data:image\/png;base64,/);
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(decodeURIComponent(setup.uri)).toContain('Comanda Office:admin@demo.test');

    const confirm = 'mutation ($c: String!) { confirmTwoFactor(code: $c) }';
    const wrong = await gql(token, confirm, {
      c: '000000' === (await codeNow(setup.secret)) ? '111111' : '000000',
    });
    expect(wrong.errors![0]!.message).toBe(words.en.wrongSetupCode);
    const wrongEs = await gql(token, confirm, { c: 'abc' }, 'es');
    expect(wrongEs.errors![0]!.message).toBe(words.es.wrongSetupCode);

    const done = await gql<{ confirmTwoFactor: string[] }>(token, confirm, {
      c: await codeNow(setup.secret),
    });
    const codes = done.data!.confirmTwoFactor;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(
      (await gql<{ twoFactorStatus: { enrolled: boolean } }>(token, status)).data!.twoFactorStatus,
    ).toMatchObject({
      enrolled: true,
      recoveryCodesLeft: 10,
    });
    // The secret is kept sealed and the recovery codes hashed; neither is answered again.
    const rows = await server.database.db.selectFrom('user_two_factor').select('secret_sealed').execute();
    expect(JSON.stringify(rows)).not.toContain(setup.secret);
    const hashes = await server.database.db
      .selectFrom('two_factor_recovery_code')
      .select('code_hash')
      .execute();
    expect(JSON.stringify(hashes)).not.toContain(codes[0]!.replace('-', ''));
    const again = await gql(token, 'mutation { startTwoFactor { secret } }', undefined, 'es');
    expect(again.errors![0]!.message).toBe(words.es.alreadyOn);
    ownerSecret = setup.secret;
    ownerRecovery = codes;
  });

  it('asks for the code after the password, gives no token before it, and takes each code once', async () => {
    const challenge = await challengeOf(OWNER);
    const wrong = await giveCode(challenge, '12345x');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ key: 'errors.twoFactor.wrongCode', message: words.en.wrongCode });
    expect((await giveCode(challenge, '999999', 'es-MX,es;q=0.9')).body.message).toBe(words.es.wrongCode);

    const code = await nextCode(ownerSecret);
    const ok = await giveCode(challenge, code);
    expect(ok.status).toBe(200);
    expect(ok.body.data!.accessToken).toBeTruthy();
    expect(ok.body.data!.userData!.email).toBe(OWNER.email);
    const me = await gql<{ twoFactorStatus: { enrolled: boolean } }>(
      ok.body.data!.accessToken!,
      '{ twoFactorStatus { enrolled } }',
    );
    expect(me.data!.twoFactorStatus.enrolled).toBe(true);

    // The challenge is spent, and the same code within its window is refused.
    const spent = await giveCode(challenge, code, 'es');
    expect(spent.status).toBe(401);
    expect(spent.body.message).toBe(words.es.challengeExpired);
    const replay = await giveCode(await challengeOf(OWNER), code);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ key: 'errors.twoFactor.codeUsed', message: words.en.codeUsed });
    expect((await giveCode(await challengeOf(OWNER), code, 'es')).body.message).toBe(words.es.codeUsed);
  });

  it('takes a recovery code instead, once', async () => {
    const recovery = ownerRecovery[3]!;
    const ok = await giveCode(await challengeOf(OWNER), recovery.toLowerCase());
    expect(ok.status).toBe(200);
    expect(ok.body.data!.accessToken).toBeTruthy();
    const again = await giveCode(await challengeOf(OWNER), recovery);
    expect(again.status).toBe(401);
    expect(again.body.key).toBe('errors.twoFactor.wrongCode');
    const left = await gql<{ twoFactorStatus: { recoveryCodesLeft: number } }>(
      ok.body.data!.accessToken!,
      '{ twoFactorStatus { recoveryCodesLeft } }',
    );
    expect(left.data!.twoFactorStatus.recoveryCodesLeft).toBe(9);
  });

  it('turns off with a code or the password, not with a wrong one; then the password alone signs in', async () => {
    const token = await tokenOf(MANAGER);
    const { secret } = await enrol(token);
    const ok = await giveCode(await challengeOf(MANAGER), await nextCode(secret));
    const fresh = ok.body.data!.accessToken!;
    const off = 'mutation ($k: String!) { disableTwoFactor(key: $k) { enrolled } }';
    const wrong = await gql(fresh, off, { k: 'not-my-password' }, 'es');
    expect(wrong.errors![0]!.message).toBe(words.es.wrongKey);
    const done = await gql<{ disableTwoFactor: { enrolled: boolean } }>(fresh, off, { k: MANAGER.password });
    expect(done.data!.disableTwoFactor.enrolled).toBe(false);
    expect((await login(MANAGER)).body.data!.accessToken).toBeTruthy();
  });

  it('has a user of a store with two-factor sign-in on set it up after the password, before entering', async () => {
    const email = 'two-factor-owner@demo.test';
    const password = 'luna-steak-1';
    const registered = await post('/api/auth/register', {
      displayName: 'Lucía Ortega',
      businessName: 'Luna Steakhouse',
      email,
      password,
      birthDate: '1988-02-03',
    });
    const session = registered.body.data as unknown as { accessToken: string; store: { id: string } };
    const turnOn = await gql(
      session.accessToken,
      'mutation ($id: ID!) { updateStoreInfo(id: $id, two_factor: true) { id } }',
      {
        id: session.store.id,
      },
    );
    expect(turnOn.errors).toBeUndefined();

    const first = await login({ email, password });
    expect(first.body.data).toMatchObject({ twoFactor: 'enrol', expiresIn: 600 });
    expect(first.body.data!.accessToken).toBeUndefined();
    const challenge = first.body.data!.challenge!;
    // No setup begun: a code is refused in the language asked for.
    expect((await giveCode(challenge, '123456', 'es')).body.message).toBe(words.es.setupFirst);
    const setup = await post('/api/auth/login/two-factor/setup', { challenge });
    const { secret, qr } = setup.body.data!;
    expect(qr).toMatch(/^data:image\/png;base64,/);
    const wrong = await giveCode(challenge, 'abcdef');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(words.en.wrongSetupCode);
    const ok = await giveCode(challenge, await codeNow(secret!));
    expect(ok.status).toBe(200);
    expect(ok.body.data!.accessToken).toBeTruthy();
    expect(ok.body.data!.recoveryCodes).toHaveLength(10);
    const status = await gql<{ twoFactorStatus: object }>(
      ok.body.data!.accessToken!,
      '{ twoFactorStatus { enrolled required } }',
    );
    expect(status.data!.twoFactorStatus).toEqual({ enrolled: true, required: true });
    // From now on a code is asked, and the setup cannot be begun again over a sign-in.
    const next = await challengeOf({ email, password });
    expect(
      (await post('/api/auth/login/two-factor/setup', { challenge: next }, { lang: 'es' })).body.message,
    ).toBe(words.es.alreadyOn);
    expect((await giveCode(next, await nextCode(secret!))).body.data!.accessToken).toBeTruthy();
  });

  it('asks a support user who enrolled for the code at the support sign-in too', async () => {
    const creds = { ...SUPPORT, support: true };
    const { secret } = await enrol(await tokenOf(creds));
    // The wrong sign-in page is still said first, before any challenge.
    expect((await login({ ...SUPPORT, support: false })).body.key).toBe('login.useSupportLogin');
    const ok = await giveCode(await challengeOf(creds), await nextCode(secret));
    expect(ok.status).toBe(200);
    expect(ok.body.data!.userData).toMatchObject({ support: true, email: SUPPORT.email });
  });

  it('refuses wrong codes like wrong passwords: after too many, even the right one, in both languages', async () => {
    const challenge = await challengeOf(OWNER);
    // The wrong codes before count too: the e-mail reaches the limit within MAX_FAILURES more.
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILURES; i++) statuses.push((await giveCode(challenge, '000000')).status);
    expect(statuses[0]).toBe(401);
    expect(statuses.at(-1)).toBe(429);
    const blocked = await giveCode(challenge, await nextCode(ownerSecret));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ key: 'login.tooManyAttempts', message: en.login.tooManyAttempts });
    expect((await giveCode(challenge, ownerRecovery[0]!, 'es')).body.message).toBe(es.login.tooManyAttempts);
    expect((await login(OWNER)).status).toBe(429);
  });
});
