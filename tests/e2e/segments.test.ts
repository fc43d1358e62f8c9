import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { segmentCount } from '../../src/server/services/segments.js';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import { signInThroughUi } from '../helpers/browser.js';
import { signIn } from '../helpers/server.js';
import { consoleSuite, pathIs, poll, row, textbox } from '../helpers/suite.js';

/*
 * Customer segments in the browser: the form shows how many customers its conditions reach, counted
 * again when a condition changes, and the saved segment keeps that total in the list; in English and
 * Spanish, and on a phone without sideways scrolling.
 */

const { server, freshPage } = consoleSuite();

const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };
const PAGE = '/office/pages/segments';

/** The number the live total shows, once counted. */
const shownTotal = async (page: Page) => {
  const text = (await page.getByTestId('segment-total').textContent()) ?? '';
  const n = /^(\d+) /.exec(text);
  return n ? Number(n[1]) : null;
};

/** How far the page scrolls sideways; 0 when it fits. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

let agreed: number;
let everyone: number;

beforeAll(async () => {
  const db = server().database.db;
  const store = await db
    .selectFrom('store')
    .select('id')
    .where('slug', '=', 'demo-bistro')
    .executeTakeFirstOrThrow();
  agreed = await segmentCount(db, store.id as string, {});
  everyone = await segmentCount(db, store.id as string, { include_without_agreement: true });
  expect(everyone).toBeGreaterThan(agreed);
});

describe.each([
  {
    lang: 'English',
    locale: 'en-US',
    labels: undefined,
    t: {
      description: 'Description',
      include: 'Include customers without marketing agreement',
      save: 'Save',
      customers: 'customers',
    },
  },
  {
    lang: 'Spanish',
    locale: 'es-ES',
    labels: SPANISH,
    t: {
      description: 'Descripción',
      include: 'Incluir clientes sin acuerdo de marketing',
      save: 'Guardar',
      customers: 'clientes',
    },
  },
])('segments in $lang', ({ locale, labels, t }) => {
  test('the total follows the conditions while editing, and the segment keeps it', async () => {
    const page = await freshPage({ locale });
    await signInThroughUi(page, { path: `${PAGE}/create`, ...(labels ? { labels } : {}) });
    await poll(() => shownTotal(page)).toBe(agreed);
    expect(await page.getByTestId('segment-total').textContent()).toBe(`${agreed} ${t.customers}`);
    await page.getByRole('switch', { name: t.include, exact: true }).check();
    await poll(() => shownTotal(page)).toBe(everyone);
    const description = `Everyone ${locale}`;
    await textbox(page, t.description).fill(description);
    await page.getByRole('button', { name: t.save }).click();
    await page.waitForURL(pathIs(PAGE), { timeout: 20_000 });
    await row(page, description).waitFor({ timeout: 20_000 });
    await poll(() => row(page, description).getByRole('cell').allInnerTexts()).toContainEqual(
      String(everyone),
    );
  });

  test('fits a phone without sideways scrolling', async () => {
    const page = await freshPage({ locale, viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, { path: `${PAGE}/create`, ...(labels ? { labels } : {}) });
    await poll(() => shownTotal(page)).toBe(agreed);
    expect(await sideways(page)).toBe(0);
  });
});

describe('a segment an active campaign goes to', () => {
  /** A segment and a campaign scheduled for tomorrow that goes to it, made through the API. */
  async function scheduled(description: string, name: string) {
    const { gql } = await signIn(server());
    const template = await gql<{ createEmailTemplate: { id: string } }>(
      `mutation ($d: String!) { createEmailTemplate(description: $d, design: "<mjml><mj-body></mj-body></mjml>") { id } }`,
      { d: `For ${name}` },
    );
    const segment = await gql<{ createSegment: { id: string } }>(
      `mutation ($d: String!) { createSegment(description: $d) { id } }`,
      { d: description },
    );
    const segmentId = segment.data!.createSegment.id;
    const campaign = await gql<{ createCampaign: { id: string } }>(
      `mutation ($n: String!, $t: ID!, $s: ID!, $at: String) { createCampaign(name: $n, subject: "News",
        send_from: "news@bistro.test", template_id: $t, segment_id: $s, schedule: "scheduled", scheduled_at: $at) { id } }`,
      {
        n: name,
        t: template.data!.createEmailTemplate.id,
        s: segmentId,
        at: new Date(Date.now() + 86_400_000).toISOString(),
      },
    );
    const id = campaign.data!.createCampaign.id;
    const state = async () =>
      (
        await gql<{ campaignProgress: { state: string }[] }>(
          `query ($ids: [ID!]!) { campaignProgress(ids: $ids) { state } }`,
          { ids: [id] },
        )
      ).data!.campaignProgress[0]!.state;
    return { segmentId, state };
  }

  test('warns that saving affects the campaign, and deleting asks to deactivate it first, which it then does', async () => {
    const { segmentId, state } = await scheduled('Weekend regulars', 'Weekend brunch');
    const page = await freshPage({ locale: 'en-US' });
    await signInThroughUi(page, { path: `${PAGE}/${segmentId}` });
    await textbox(page, 'Description').fill('Weekend regulars, all of them');
    await page.getByRole('button', { name: 'Save' }).click();
    const saving = page.getByRole('dialog');
    await expect.poll(() => saving.getByRole('heading').textContent()).toBe('The campaign will be affected');
    expect(await saving.textContent()).toContain(
      'This segment is used by the active campaign «Weekend brunch»: overwriting it changes who receives the campaign.',
    );
    await saving.getByRole('button', { name: 'Overwrite' }).click();
    await page.waitForURL(pathIs(PAGE), { timeout: 20_000 });
    const line = row(page, 'Weekend regulars, all of them');
    await line.waitFor({ timeout: 20_000 });
    expect(await state()).toBe('scheduled');

    await line.getByRole('button', { name: 'Delete Weekend regulars, all of them' }).click();
    const deleting = page.getByRole('dialog');
    await expect
      .poll(() => deleting.getByRole('heading').textContent())
      .toBe('Deactivate the campaign first');
    expect(await deleting.textContent()).toContain(
      'This segment is used by the active campaign «Weekend brunch». Confirm to deactivate and delete',
    );
    // Cancelled, nothing changes.
    await deleting.getByRole('button', { name: 'Cancel' }).click();
    expect(await state()).toBe('scheduled');
    await line.getByRole('button', { name: 'Delete Weekend regulars, all of them' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate and delete' }).click();
    await line.waitFor({ state: 'detached', timeout: 20_000 });
    expect(await state()).toBe('inactive');
  });

  test('on a phone in Spanish, deletes two segments together, deactivating the campaign of one first', async () => {
    const { state } = await scheduled('Clientes del sábado', 'Brunch del sábado');
    const { gql } = await signIn(server());
    expect(
      (await gql(`mutation { createSegment(description: "Clientes del lunes") { id } }`)).errors,
    ).toBeUndefined();
    // A phone is touched, not hovered: a tap leaves no pointer over the toolbar that appears.
    const page = await freshPage({
      locale: 'es-ES',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await signInThroughUi(page, { path: PAGE, labels: SPANISH });
    const both = ['Clientes del sábado', 'Clientes del lunes'];
    for (const description of both) {
      const box = page.getByRole('checkbox', { name: `Seleccionar ${description}`, exact: true });
      await box.tap();
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await page.getByText('2 registros seleccionados').waitFor();
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('Primero desactive la campaña');
    await dialog.getByRole('button', { name: 'Desactivar y eliminar' }).click();
    for (const description of both)
      await page
        .getByRole('link', { name: new RegExp(`^${description}`) })
        .waitFor({ state: 'detached', timeout: 20_000 });
    expect(await state()).toBe('inactive');
  });

  test('says it in Spanish too, in the words of the rule', () => {
    const words = (t: typeof en) => t.entities.segment.campaigns;
    expect(words(en).deleteTitle).toMatch(/^Deactivate the campaign first \|\|\|\| /);
    expect(words(es).deleteTitle).toMatch(/^Primero desactive la campaña \|\|\|\| /);
    expect(words(es).deleteContent).toContain('Confirme para desactivar y eliminar');
    expect(words(es).deleteConfirm).toBe('Desactivar y eliminar');
    expect(words(es).saveTitle).toMatch(/^La campaña se verá afectada \|\|\|\| /);
    expect(es.errors.guard.segmentInCampaign).toBe(
      'Primero desactive la campaña: una campaña activa usa este segmento',
    );
  });
});
