import { randomUUID } from 'node:crypto';
import { beforeAll, expect, test } from 'vitest';
import { Tokens } from '../../src/server/auth/tokens.js';
import { signInThroughUi } from '../helpers/browser.js';
import { signIn } from '../helpers/server.js';
import { consoleSuite, poll, row } from '../helpers/suite.js';

/*
 * Campaigns in the browser: a scheduled campaign is listed with its schedule and state, and kept by
 * the Scheduled filter; the public unsubscribe page fits a 390 px phone, in English and Spanish.
 */

const { server, freshPage } = consoleSuite();
const PAGE = '/office/pages/marketing-campaigns';
const DESIGN =
  '<mjml><mj-body><mj-section><mj-column><mj-text>Hi {{first_name}}</mj-text></mj-column></mj-section></mj-body></mjml>';

let unsubscribePath = '';

beforeAll(async () => {
  const { gql } = await signIn(server());
  const made = await gql<Record<string, { id: string }>>(
    `mutation ($d: String!) { t: createEmailTemplate(description: "Weekly", design: $d) { id }
      s: createSegment(description: "Regulars") { id } }`,
    { d: DESIGN },
  );
  const at = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const campaign = await gql<{ createCampaign: { id: string } }>(
    `mutation ($t: ID!, $s: ID!, $at: String!) { createCampaign(name: "Next week news", subject: "News",
      send_from: "news@bistro.test", template_id: $t, segment_id: $s, schedule: "scheduled", scheduled_at: $at) { id } }`,
    { t: made.data!.t!.id, s: made.data!.s!.id, at },
  );
  expect(campaign.errors).toBeUndefined();
  await gql(
    `mutation ($t: ID!, $s: ID!) { createCampaign(name: "Draft news", subject: "News",
      send_from: "news@bistro.test", template_id: $t, segment_id: $s) { id } }`,
    { t: made.data!.t!.id, s: made.data!.s!.id },
  );
  // A recipient of it, as sending makes one, and the link its message carries.
  const db = server().database.db;
  const customer = await db
    .selectFrom('customer')
    .select(['id', 'store_id', 'email'])
    .where('email', 'is not', null)
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  await db
    .insertInto('campaign_recipient')
    .values({
      id,
      store_id: customer.store_id,
      campaign_id: campaign.data!.createCampaign.id,
      customer_id: customer.id,
      email: customer.email,
      batch: 0,
    })
    .execute();
  const tokens = await Tokens.load(db, 3600, 3600);
  unsubscribePath = `/unsubscribe/${await tokens.signUnsubscribe(id, String(customer.store_id))}`;
});

test('a scheduled campaign is listed, and the Scheduled filter keeps it alone', async () => {
  const page = await freshPage({ locale: 'en-US' });
  await signInThroughUi(page, { path: PAGE });
  await row(page, 'Next week news').waitFor({ timeout: 20_000 });
  await poll(() => row(page, 'Next week news').getByRole('cell').allInnerTexts()).toContainEqual('Scheduled');
  await row(page, 'Draft news').waitFor();
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Scheduled', exact: true }).click();
  await poll(() => row(page, 'Draft news').count()).toBe(0);
  expect(await row(page, 'Next week news').count()).toBe(1);
});

for (const { locale, button, done } of [
  { locale: 'en-US', button: 'Unsubscribe', done: 'You are unsubscribed.' },
  { locale: 'es-ES', button: 'Darme de baja', done: 'Se ha dado de baja.' },
])
  test(`the unsubscribe page fits a phone (${locale})`, async () => {
    const page = await freshPage({ locale, viewport: { width: 390, height: 844 } });
    await page.goto(unsubscribePath);
    const confirm = page.getByRole('button', { name: button });
    await confirm.waitFor();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
    expect((await confirm.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await confirm.click();
    await page.getByText(done).waitFor();
  });
