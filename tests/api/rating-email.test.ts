import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RATING_QUEUE, ratingJobId } from '../../src/server/features/survey/mailing.js';
import {
  paidCheck,
  postDevice,
  storeWithDevice,
  moveToAfternoon,
  type DeviceStore,
} from '../helpers/devices.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp.js';

/*
 * The rating e-mail (SPEC §3 Rating settings, "email after X minutes or hours"): a closed check with
 * a customer who agreed waits on the durable queue for the settings' delay, then goes through the
 * store's default SMTP setting to a real SMTP server; its link opens the guest's rating page. A check
 * recorded twice asks once; a guest without agreement gets none.
 */

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp({ username: 'ratings@bistro.test', password: 'smtp-Pass-1' });
});
afterAll(async () => smtp?.close());

describeEachDb('rating e-mail on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let bistro: DeviceStore;
  let number = 900;

  const customer = async (name: string, email: string, agreed: boolean) => {
    const made = await owner<{ createCustomer: { id: string } }>(
      `mutation ($n: String!, $e: String!, $a: Boolean!) { createCustomer(name: $n, email: $e, marketing_agreement: $a) { id } }`,
      { n: name, e: email, a: agreed },
    );
    expect(made.errors).toBeUndefined();
    return made.data!.createCustomer.id;
  };

  /** Records a closed check for the customer (twice when asked, as a device retrying); its id. */
  const closedCheck = async (customerId: string, times = 1) => {
    const check = paidCheck(bistro, ++number, { customer_id: customerId });
    for (let i = 0; i < times; i++) {
      const res = await postDevice(server, '/api/devices/checks', bistro.token, check);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const row = await server.database.db
      .selectFrom('pos_check')
      .select('id')
      .where('store_id', '=', bistro.id)
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    return row.id as string;
  };

  /** The rating jobs of a check: when each is due. */
  const jobs = async (checkId: string) =>
    (
      await sql<{ start_after: Date }>`select start_after from pgboss.job
        where name = ${RATING_QUEUE} and id = ${ratingJobId(checkId)}::uuid`.execute(server.database.db)
    ).rows;

  const until = async (what: () => boolean, ms = 20_000) => {
    const end = Date.now() + ms;
    while (!what() && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    return what();
  };

  beforeAll(async () => {
    server = await startServer(kind);
    bistro = await storeWithDevice(server, 'demo-bistro');
    await moveToAfternoon(server, bistro);
    owner = (await signIn(server)).gql;
    const made = await owner(
      `mutation ($port: Int!) { createSmtpSetting(name: "Ratings", sender: "ratings@bistro.test",
        host: "127.0.0.1", port: $port, username: "ratings@bistro.test", password: "smtp-Pass-1",
        is_default: true) { id } }`,
      { port: smtp.port },
    );
    expect(made.errors).toBeUndefined();
    await server.database.db
      .updateTable('store_info')
      .set({ rating_system: true })
      .where('store_id', '=', bistro.id)
      .execute();
    await server.database.db
      .updateTable('survey_setting')
      .set({ email_delay: 3, email_delay_unit: 'hours' })
      .where('store_id', '=', bistro.id)
      .execute();
  }, 120_000);
  afterAll(async () => server?.close());

  it('waits the delay once per check, then sends the e-mail whose link opens the rating page', async () => {
    const email = `rita.${kind}@guests.test`;
    const checkId = await closedCheck(await customer('Rita Rater', email, true), 2);
    let due: { start_after: Date }[] = [];
    for (let i = 0; i < 200 && due.length === 0; i++) {
      due = await jobs(checkId);
      if (!due.length) await new Promise((r) => setTimeout(r, 100));
    }
    // One job though the check came twice, due three hours after it was recorded.
    expect(due).toHaveLength(1);
    const wait = new Date(due[0]!.start_after).getTime() - Date.now();
    expect(wait).toBeGreaterThan(3 * 3600_000 - 120_000);
    expect(wait).toBeLessThanOrEqual(3 * 3600_000);
    expect(smtp.received.some((m) => m.to.includes(email))).toBe(false);

    // Three hours later (the job's time moved to now), the e-mail goes out.
    await sql`update pgboss.job set start_after = now() where name = ${RATING_QUEUE} and id = ${ratingJobId(checkId)}::uuid`.execute(
      server.database.db,
    );
    expect(await until(() => smtp.received.some((m) => m.to.includes(email)))).toBe(true);
    const mail = smtp.received.find((m) => m.to.includes(email))!;
    const raw = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /https?:\/\/[^\s"<]+\/office\/rate\/[A-Za-z0-9_-]+/.exec(raw)?.[0];
    expect(link).toBeDefined();
    const page = await fetch(
      `${server.url}${new URL(link!).pathname.replace('/office/rate/', '/api/rating/')}`,
    );
    expect(page.status).toBe(200);
    expect(JSON.stringify(await page.json())).toContain('Demo Bistro');
  });

  it('asks nothing for a guest who did not agree to marketing', async () => {
    const checkId = await closedCheck(await customer('Nora Noway', `nora.${kind}@guests.test`, false));
    // The job is asked for once the check is recorded (the agreement is read when it is sent).
    for (let i = 0; i < 100 && (await jobs(checkId)).length === 0; i++)
      await new Promise((r) => setTimeout(r, 100));
    // The job is asked for (the agreement is read when it is sent), but no e-mail goes.
    await sql`update pgboss.job set start_after = now() where name = ${RATING_QUEUE} and id = ${ratingJobId(checkId)}::uuid`.execute(
      server.database.db,
    );
    let state = '';
    for (let i = 0; i < 100 && state !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      const row = await sql<{ state: string }>`select state from pgboss.job
        where name = ${RATING_QUEUE} and id = ${ratingJobId(checkId)}::uuid`.execute(server.database.db);
      state = row.rows[0]?.state ?? '';
    }
    expect(state).toBe('completed');
    expect(smtp.received.some((m) => m.to.includes(`nora.${kind}@guests.test`))).toBe(false);
  });
});
