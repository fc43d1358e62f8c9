import { sql } from 'kysely';
import { signIn, startServer, type DbKind } from '../tests/helpers/server.js';
import { startTestSmtp } from '../tests/helpers/smtp.js';

/** Recipients of the benchmark's campaign. */
export const CAMPAIGN_RECIPIENTS = 10_000;

/**
 * A campaign of 10,000 recipients sent to an SMTP server on 127.0.0.1 by a server on the given
 * database: from "Send now" until every recipient is marked sent, in messages a second.
 */
export async function campaignFigure(db: DbKind): Promise<Record<string, unknown>> {
  const smtp = await startTestSmtp({ countOnly: true });
  const server = await startServer(db, { seed: 'demo' });
  try {
    const store = await server.database.db
      .selectFrom('store')
      .select('id')
      .where('slug', '=', 'demo-bistro')
      .executeTakeFirstOrThrow();
    await sql`insert into customer (id, store_id, name, email, marketing_agreement)
      select gen_random_uuid(), ${store.id}, 'Bench ' || g, 'bench' || g || '@bench.test', true
      from generate_series(1, ${CAMPAIGN_RECIPIENTS}) g`.execute(server.database.db);
    const { gql } = await signIn(server);
    const made = await gql<Record<string, { id: string }>>(
      `mutation ($port: Int!, $d: String!) {
        s: createSmtpSetting(name: "Bench", sender: "news@bistro.test", host: "127.0.0.1", port: $port,
          username: "bench", password: "bench-Pass-1", send_rate: 1000, is_default: true) { id }
        t: createEmailTemplate(description: "Bench", design: $d) { id }
        g: createSegment(description: "Bench") { id } }`,
      {
        port: smtp.port,
        d: '<mjml><mj-body><mj-section><mj-column><mj-text>Hi {{first_name}}</mj-text></mj-column></mj-section></mj-body></mjml>',
      },
    );
    const campaign = await gql<{ createCampaign: { id: string } }>(
      `mutation ($t: ID!, $s: ID!) { createCampaign(name: "Bench", subject: "Hi", send_from: "news@bistro.test",
        template_id: $t, segment_id: $s) { id } }`,
      { t: made.data!.t!.id, s: made.data!.g!.id },
    );
    const id = campaign.data!.createCampaign.id;
    const started = Date.now();
    await gql(`mutation ($id: ID!) { sendCampaign(id: $id) { id } }`, { id });
    for (;;) {
      const row = await server.database.db
        .selectFrom('campaign')
        .select('state')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (row.state === 'sent') break;
      if (Date.now() - started > 30 * 60_000) throw new Error('the campaign did not finish in 30 minutes');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const seconds = (Date.now() - started) / 1000;
    const recipients = [...smtp.counts.values()].reduce((a, b) => a + b, 0);
    return {
      figure: 'campaign_send',
      db,
      recipients,
      seconds: Math.round(seconds * 10) / 10,
      messages_per_second: Math.round(recipients / seconds),
    };
  } finally {
    await server.close();
    await smtp.close();
  }
}
