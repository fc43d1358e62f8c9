import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../helpers/child-server.js';
import { describeNeeding } from '../helpers/optional.js';
import { freshPostgresDatabase, signIn, type TestServer } from '../helpers/server.js';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp.js';

/*
 * A server process killed (SIGKILL) in the middle of a 5,000-recipient campaign and started again on
 * the same database: the campaign finishes, every recipient gets its message, and a second copy goes
 * only to those whose message was in flight when the process died.
 */

const RECIPIENTS = 5_000;
// An abandoned job is taken again after a few seconds instead of two minutes.
const ENV = { CAMPAIGN_JOB_EXPIRE_SECONDS: '5' };

describeNeeding(['postgres'], 'a campaign across a crash (postgres)', () => {
  let smtp: TestSmtp;
  let db: { url: string; drop: () => Promise<void> };
  let client: pg.Client;
  let child: ChildServer | undefined;

  beforeAll(async () => {
    smtp = await startTestSmtp({ countOnly: true });
    db = await freshPostgresDatabase();
  });
  afterAll(async () => {
    await child?.stop();
    await client?.end();
    await smtp?.close();
    await db?.drop();
  });

  const one = async <T>(text: string, values: unknown[] = []) =>
    (await client.query(text, values)).rows[0] as T;

  it('finishes after the crash; every recipient gets it, twice only if in flight', async () => {
    child = await startChildServer({ databaseUrl: db.url }, ENV);
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { id: storeId } = await one<{ id: string }>(`select id from store where name = 'Demo Bistro'`);
    // Beside the demo store's own customers, who get it too.
    await client.query(
      `insert into customer (id, store_id, name, email, marketing_agreement)
       select gen_random_uuid(), $1, 'Guest ' || g, 'guest' || g || '@crash.test', true
       from generate_series(1, ${RECIPIENTS}) g`,
      [storeId],
    );
    const { gql } = await signIn({ url: child.url } as TestServer);
    const ids = await gql<Record<string, { id: string }>>(
      `mutation ($port: Int!, $d: String!) {
        s: createSmtpSetting(name: "Bulk", sender: "news@bistro.test", host: "127.0.0.1", port: $port,
          username: "bulk", password: "bulk-Pass-1", send_rate: 1000, is_default: true) { id }
        t: createEmailTemplate(description: "Bulk", design: $d) { id }
        g: createSegment(description: "Crash guests", enrolled_from: "2000-01-01") { id } }`,
      {
        port: smtp.port,
        d: '<mjml><mj-body><mj-section><mj-column><mj-text>Hi {{first_name}}</mj-text></mj-column></mj-section></mj-body></mjml>',
      },
    );
    expect(ids.errors).toBeUndefined();
    const made = await gql<{ createCampaign: { id: string } }>(
      `mutation ($t: ID!, $s: ID!) { createCampaign(name: "Bulk", subject: "Hi", send_from: "news@bistro.test",
        template_id: $t, segment_id: $s) { id } }`,
      { t: ids.data!.t!.id, s: ids.data!.g!.id },
    );
    const campaignId = made.data!.createCampaign.id;
    expect(
      (await gql(`mutation ($id: ID!) { sendCampaign(id: $id) { id } }`, { id: campaignId })).errors,
    ).toBeUndefined();

    const sent = async () =>
      Number(
        (
          await one<{ n: string }>(
            `select count(*) as n from campaign_recipient where campaign_id = $1 and state = 'sent'`,
            [campaignId],
          )
        ).n,
      );
    await expect.poll(sent, { timeout: 120_000, interval: 100 }).toBeGreaterThan(1_000);
    child.crash();
    await child.exited;
    const atCrash = await sent();
    expect(atCrash).toBeLessThan(RECIPIENTS);

    child = await startChildServer({ databaseUrl: db.url }, ENV);
    await expect
      .poll(
        async () =>
          (await one<{ state: string }>(`select state from campaign where id = $1`, [campaignId])).state,
        {
          timeout: 240_000,
          interval: 500,
        },
      )
      .toBe('sent');

    const total = Number(
      (
        await one<{ n: string }>(`select count(*) as n from campaign_recipient where campaign_id = $1`, [
          campaignId,
        ])
      ).n,
    );
    const demo = total - RECIPIENTS;
    expect(await sent()).toBe(total);
    const guests = [...smtp.counts].filter(([to]) => to.endsWith('@crash.test'));
    expect(guests.length).toBe(RECIPIENTS);
    const twice = guests.filter(([, n]) => n > 1);
    // Only what was in flight: one sending job per process, one message at a time.
    expect(twice.length).toBeLessThanOrEqual(1);
    expect(twice.every(([, n]) => n === 2)).toBe(true);
    expect(demo).toBeGreaterThanOrEqual(0);
  }, 420_000);
});
