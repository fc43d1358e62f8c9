import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp.js';

/*
 * E-mail campaigns that go out (SPEC §3 Campaign, §4 "send now, publish now, or scheduled", §8
 * "Scheduled campaign needs time"): through the store's default SMTP setting to a real SMTP server,
 * one message per recipient with merge fields, an unsubscribe link and RFC 8058 headers; refusals
 * recorded with the server's answer and retried; the unsubscribe link turns the agreement off.
 */

process.env.CAMPAIGN_RETRY_DELAY_SECONDS = '1';

type Gql = Awaited<ReturnType<typeof signIn>>['gql'];

const DESIGN =
  '<mjml><mj-body><mj-section><mj-column><mj-text>Hola {{first_name}}, news from {{store_name}}</mj-text></mj-column></mj-section></mj-body></mjml>';
const PROGRESS = 'id state total queued sent failed unsubscribed';

/** The message's header lines, each on one line (RFC 5322 folding undone). */
const unfolded = (raw: string) => raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp({ username: 'campaigns@bistro.test', password: 'smtp-Pass-1' });
});
afterAll(async () => smtp?.close());

describeEachDb('campaigns on %s', (kind) => {
  let server: TestServer;
  let owner: Gql;
  let ownerToken = '';
  let templateId = '';
  let segmentId = '';

  beforeAll(async () => {
    server = await startServer(kind);
    ({ gql: owner, token: ownerToken } = await signIn(server));
    const template = await owner<{ createEmailTemplate: { id: string } }>(
      `mutation ($d: String!) { createEmailTemplate(description: "News", design: $d) { id } }`,
      { d: DESIGN },
    );
    templateId = template.data!.createEmailTemplate.id;
    const segment = await owner<{ createSegment: { id: string } }>(
      `mutation { createSegment(description: "Everyone who agreed") { id } }`,
    );
    segmentId = segment.data!.createSegment.id;
    // One customer whose name must arrive escaped.
    await owner(
      `mutation { createCustomer(name: "<b>Ana</b> Ruiz", email: "ana@guests.test", marketing_agreement: true) { id } }`,
    );
  }, 120_000);
  afterAll(async () => server?.close());

  const createCampaign = (vars: Record<string, unknown>) =>
    owner<{ createCampaign: { id: string; author: string; state: string; scheduled_at: string | null } }>(
      `mutation ($name: String!, $schedule: String, $at: String, $t: ID!, $s: ID!) {
        createCampaign(name: $name, subject: "Our news", send_from: "news@bistro.test", template_id: $t,
          segment_id: $s, schedule: $schedule, scheduled_at: $at) { id author state scheduled_at } }`,
      { t: templateId, s: segmentId, schedule: 'now', ...vars },
    );
  const progress = async (id: string) =>
    (
      await owner<{ campaignProgress: Record<string, number | string>[] }>(
        `query ($ids: [ID!]!) { campaignProgress(ids: $ids) { ${PROGRESS} } }`,
        { ids: [id] },
      )
    ).data!.campaignProgress[0]!;
  const send = (id: string) =>
    owner<{ sendCampaign: { state: string } }>(
      `mutation ($id: ID!) { sendCampaign(id: $id) { ${PROGRESS} } }`,
      { id },
    );

  it('refuses a scheduled campaign without its time, in the words of the rule', async () => {
    const res = await createCampaign({ name: 'Later', schedule: 'scheduled' });
    expect(res.errors?.[0]?.message).toBe('Scheduled campaign needs time');
  });

  it('keeps a scheduled campaign as scheduled, its author the signed-in user', async () => {
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const res = await createCampaign({ name: 'Tomorrow', schedule: 'scheduled', at });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createCampaign).toMatchObject({
      author: 'Dana Owner',
      state: 'scheduled',
      scheduled_at: at,
    });
  });

  it('refuses to send without a default SMTP setting', async () => {
    const made = await createCampaign({ name: 'No mail yet' });
    const res = await send(made.data!.createCampaign.id);
    expect(res.errors?.[0]?.message).toBe('The store has no default SMTP setting');
  });

  let sentId = '';
  it('sends each recipient one message through the default setting, then reports', async () => {
    const setting = await owner(
      `mutation ($port: Int!) { createSmtpSetting(name: "Campaign mail", sender: "news@bistro.test",
        host: "127.0.0.1", port: $port, username: "campaigns@bistro.test", password: "smtp-Pass-1",
        send_rate: 1000, is_default: true) { id } }`,
      { port: smtp.port },
    );
    expect(setting.errors).toBeUndefined();
    const made = await createCampaign({ name: 'Spring news' });
    sentId = made.data!.createCampaign.id;
    const before = smtp.received.length;
    expect((await send(sentId)).errors).toBeUndefined();
    await expect.poll(async () => (await progress(sentId)).state, { timeout: 30_000 }).toBe('sent');
    const p = await progress(sentId);
    expect(p.total).toBeGreaterThan(1);
    expect(p).toMatchObject({ queued: 0, sent: p.total, failed: 0, unsubscribed: 0 });
    const mine = smtp.received.slice(before);
    expect(mine.length).toBe(p.total);
    expect(new Set(mine.flatMap((m) => m.to)).size).toBe(p.total);
    const ana = mine.find((m) => m.to.includes('ana@guests.test'))!;
    const head = unfolded(ana.raw);
    expect(head).toMatch(/^Subject: Our news$/m);
    expect(head).toMatch(
      /^List-Unsubscribe: <http[^>]+\/unsubscribe\/[^>]+>, <mailto:news@bistro\.test\?subject=unsubscribe>$/m,
    );
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const body = ana.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain('Hola &lt;b&gt;Ana&lt;/b&gt;, news from Demo Bistro');
    // Sent once: it can no longer be sent again nor edited.
    expect((await send(sentId)).errors?.[0]?.message).toMatch(/started sending/);
  });

  it('unsubscribes in one click; the report counts it and later campaigns skip the customer', async () => {
    const mail = smtp.received.findLast((m) => m.to.includes('ana@guests.test'))!;
    const link = /^List-Unsubscribe: <([^>]+)>/m.exec(unfolded(mail.raw))![1]!;
    const path = new URL(link).pathname;
    const page = await fetch(`${server.url}${path}?lang=es`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('¿Dejar de recibir correos de marketing de Demo Bistro?');
    const post = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(200);
    expect((await progress(sentId)).unsubscribed).toBe(1);
    const bad = await fetch(`${server.url}/unsubscribe/not-a-token`);
    expect(bad.status).toBe(404);

    const next = await createCampaign({ name: 'Summer news' });
    const id = next.data!.createCampaign.id;
    const before = smtp.received.length;
    await send(id);
    await expect.poll(async () => (await progress(id)).state, { timeout: 30_000 }).toBe('sent');
    expect(smtp.received.slice(before).some((m) => m.to.includes('ana@guests.test'))).toBe(false);
  });

  it('records a refusal with the SMTP server answer, retried and then failed', async () => {
    const victim = 'refused@guests.test';
    await owner(
      `mutation { createCustomer(name: "Rex Fused", email: "${victim}", marketing_agreement: true) { id } }`,
    );
    const tried: string[] = [];
    smtp.set({ refuse: (to) => (to === victim ? (tried.push(to), 'Mailbox unavailable') : null) });
    try {
      const made = await createCampaign({ name: 'Autumn news' });
      const id = made.data!.createCampaign.id;
      await send(id);
      await expect.poll(async () => (await progress(id)).state, { timeout: 60_000 }).toBe('sent');
      const report = await owner<{
        campaignReport: { progress: { failed: number }; failures: Record<string, unknown>[] };
      }>(
        `query ($id: ID!) { campaignReport(id: $id) { progress { ${PROGRESS} } failures { email answer attempts } } }`,
        { id },
      );
      expect(report.data!.campaignReport.progress.failed).toBe(1);
      expect(report.data!.campaignReport.failures).toEqual([
        { email: victim, answer: expect.stringMatching(/550.*Mailbox unavailable/), attempts: 3 },
      ]);
      expect(tried.length).toBe(3);
    } finally {
      smtp.set({ refuse: undefined });
    }
  }, 90_000);

  it('deactivates a scheduled campaign, and refuses to deactivate a draft', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const made = await createCampaign({ name: 'Deactivated', schedule: 'scheduled', at });
    const id = made.data!.createCampaign.id;
    const segs = await owner<{ segmentCampaigns: { id: string }[] }>(
      `query ($s: ID!) { segmentCampaigns(segmentId: $s) { id name state } }`,
      { s: segmentId },
    );
    expect(segs.data!.segmentCampaigns.map((c) => c.id)).toContain(id);
    const off = await owner<{ deactivateCampaign: { state: string } }>(
      `mutation ($id: ID!) { deactivateCampaign(id: $id) { ${PROGRESS} } }`,
      { id },
    );
    expect(off.data!.deactivateCampaign.state).toBe('inactive');
    const draft = await createCampaign({ name: 'Plain draft' });
    const again = await owner(`mutation ($id: ID!) { deactivateCampaign(id: $id) { id } }`, {
      id: draft.data!.createCampaign.id,
    });
    expect(again.errors?.[0]?.message).toBe('Only a scheduled or sending campaign can be deactivated');
  });

  it('keeps the platforms a campaign is for, all four unless chosen, and refuses an unknown one or none', async () => {
    const PLATFORMS = `mutation ($name: String!, $p: [String!], $t: ID!, $s: ID!) {
      createCampaign(name: $name, subject: "Our news", send_from: "news@bistro.test", template_id: $t,
        segment_id: $s, schedule: "now", platforms: $p) { id platforms } }`;
    const make = (name: string, p?: string[]) =>
      owner<{ createCampaign: { id: string; platforms: string[] } }>(PLATFORMS, {
        name,
        p,
        t: templateId,
        s: segmentId,
      });
    expect((await make('Everywhere')).data!.createCampaign.platforms).toEqual([
      'pos',
      'olo',
      'kiosk',
      'mobile',
    ]);
    const some = (await make('Kiosk and app', ['kiosk', 'mobile'])).data!.createCampaign;
    expect(some.platforms).toEqual(['kiosk', 'mobile']);
    const changed = await owner<{ updateCampaign: { platforms: string[] } }>(
      `mutation ($id: ID!, $p: [String!]) { updateCampaign(id: $id, platforms: $p) { platforms } }`,
      { id: some.id, p: ['olo'] },
    );
    expect(changed.data!.updateCampaign.platforms).toEqual(['olo']);
    const read = await owner<{ Campaign: { platforms: string[] } }>(
      `query ($id: ID!) { Campaign(id: $id) { platforms } }`,
      { id: some.id },
    );
    expect(read.data!.Campaign.platforms).toEqual(['olo']);
    const online = await owner<{ allCampaigns: { id: string }[] }>(
      `{ allCampaigns(perPage: 500, filter: { platforms: "olo" }) { id } }`,
    );
    expect(online.data!.allCampaigns.map((c) => c.id)).toContain(some.id);
    const kiosk = await owner<{ allCampaigns: { id: string }[] }>(
      `{ allCampaigns(perPage: 500, filter: { platforms: "kiosk" }) { id } }`,
    );
    expect(kiosk.data!.allCampaigns.map((c) => c.id)).not.toContain(some.id);
    const bad = await make('By fax', ['pos', 'fax']);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ errors: [{ field: 'platforms' }] });
    expect(bad.errors?.[0]?.message).toMatch(/pos, olo, kiosk, mobile/);
    expect((await make('Nowhere', [])).errors?.[0]?.message).toBe('Choose at least one platform');
  });

  it('refuses to delete a segment an active campaign uses, alone or among others, until it is deactivated', async () => {
    const seg = async (description: string) =>
      (
        await owner<{ createSegment: { id: string } }>(
          `mutation ($d: String!) { createSegment(description: $d) { id } }`,
          { d: description },
        )
      ).data!.createSegment.id;
    const used = await seg('Regulars');
    const free = await seg('Nobody yet');
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const made = await createCampaign({ name: 'For regulars', schedule: 'scheduled', at, s: used });
    const id = made.data!.createCampaign.id;
    const draft = (await createCampaign({ name: 'Regulars draft', s: used })).data!.createCampaign.id;
    const one = await owner(`mutation ($id: ID!) { deleteSegment(id: $id) { id } }`, { id: used });
    expect(one.errors?.[0]?.message).toBe(
      'Deactivate the campaign first: an active campaign uses this segment',
    );
    // The same refusal, worded in the language the console asks in.
    const spanish = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${ownerToken}`,
        'accept-language': 'es',
      },
      body: JSON.stringify({
        query: `mutation ($id: ID!) { deleteSegment(id: $id) { id } }`,
        variables: { id: used },
      }),
    });
    expect(((await spanish.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'Primero desactive la campaña: una campaña activa usa este segmento',
    );
    const both = await owner(`mutation ($ids: [ID!]!) { deleteSegments(ids: $ids) { ids } }`, {
      ids: [free, used],
    });
    expect(both.errors?.[0]?.message).toMatch(/^Deactivate the campaign first/);
    // Nothing was deleted: the whole delete was refused.
    const left = await owner<{ allSegments: { id: string }[] }>(`{ allSegments(perPage: 500) { id } }`);
    expect(left.data!.allSegments.map((x) => x.id)).toEqual(expect.arrayContaining([free, used]));

    await owner(`mutation ($id: ID!) { deactivateCampaign(id: $id) { id } }`, { id });
    const gone = await owner(`mutation ($ids: [ID!]!) { deleteSegments(ids: $ids) { ids } }`, {
      ids: [free, used],
    });
    expect(gone.errors).toBeUndefined();
    // The draft that went to it can no longer be sent until it gets another segment.
    expect((await send(draft)).errors?.[0]?.message).toBe(
      "This campaign's segment was deleted: choose another one before sending it",
    );
  });

  it('sends a scheduled campaign once its time has come', async () => {
    const at = new Date(Date.now() + 1_000).toISOString();
    const made = await createCampaign({ name: 'Soon', schedule: 'scheduled', at });
    const id = made.data!.createCampaign.id;
    await expect.poll(async () => (await progress(id)).state, { timeout: 30_000 }).toBe('sent');
  }, 40_000);
});
