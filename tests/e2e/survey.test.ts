import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { ratingLink } from '../../src/server/features/survey/index.js';
import { readSurveySettings, saveSurveySettings } from '../../src/server/features/survey/settings.js';
import { chooseOption, signInThroughUi } from '../helpers/browser.js';
import {
  moveToAfternoon,
  paidCheck,
  postDevice,
  storeWithDevice,
  type DeviceStore,
} from '../helpers/devices.js';
import { consoleSuite, poll } from '../helpers/suite.js';

/*
 * Rating and survey in the browser: the owner saves the survey settings (a refusal shown first), and
 * guests answer the rating page of their e-mail's link on a 390 px phone, in English and in Spanish:
 * the review comment is required, the coupon shows on the thank-you page, and the link works once.
 */

const { server, freshPage } = consoleSuite();
const PHONE = { width: 390, height: 844 };
let bistro: DeviceStore;
let coupon: string;
let number = 900;

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A closed check of Demo Bistro and the path of its rating page. */
async function ratingPath(): Promise<string> {
  const res = await postDevice(server(), '/api/devices/checks', bistro.token, paidCheck(bistro, ++number));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const db = server().database.db;
  const check = await db
    .selectFrom('pos_check')
    .select('id')
    .where('store_id', '=', bistro.id)
    .where('number', '=', number)
    .executeTakeFirstOrThrow();
  return new URL(await ratingLink(db, bistro.id, check.id as string)).pathname;
}

/** Gives stars out of 5 in a group of stars, clicking the star as a guest does (its radio is hidden). */
async function give(group: Locator, stars: string) {
  const id = await group.getByRole('radio', { name: stars }).getAttribute('id');
  await group.locator(`label[for="${id}"]`).click();
  await poll(() => group.getByRole('radio', { name: stars }).isChecked()).toBe(true);
}

/** Gives a question of the page stars out of 5. */
const rate = (page: Page, question: string, stars: string) =>
  give(page.getByRole('group', { name: question }), stars);

beforeAll(async () => {
  bistro = await storeWithDevice(server(), 'demo-bistro');
  await moveToAfternoon(server(), bistro);
  const db = server().database.db;
  await db.updateTable('store_info').set({ rating_system: true }).where('store_id', '=', bistro.id).execute();
  const c = await db
    .selectFrom('coupon')
    .select(['id', 'code'])
    .where('store_id', '=', bistro.id)
    .where('status', '=', 'active')
    .orderBy('code')
    .executeTakeFirstOrThrow();
  coupon = c.code as string;
  const settings = await readSurveySettings(db, bistro.id);
  await saveSurveySettings(db, bistro.id, {
    ...settings,
    // The product's own wording, in the guest's language.
    title: '',
    coupon_id: c.id as string,
    questions: settings.questions.map((q) => (q.key === 'other_comments' ? { ...q, enabled: false } : q)),
  });
});

describe('Rating page', () => {
  test('a guest answers on a 390 px phone in English, the comment required, and gets the coupon once', async () => {
    const path = await ratingPath();
    const page = await freshPage({ viewport: PHONE });
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: 'How was your visit?' }).waitFor();
    expect(await overflow(page)).toBe(0);
    await rate(page, 'How was the waiting time?', '4 of 5');
    await rate(page, 'How was the quality of the food?', '5 of 5');
    await rate(page, 'How was the service?', '3 of 5');
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    const items = page.getByRole('heading', { name: 'Rate what you had' }).locator('..').getByRole('group');
    await poll(() => items.count()).toBe(2);
    await give(items.nth(0), '5 of 5');
    await page.getByRole('button', { name: 'Send my answers' }).click();
    await page.getByRole('alert').filter({ hasText: 'this comment is required' }).waitFor();
    await page.getByRole('textbox', { name: /^Tell us about your visit/ }).fill('Lovely soup, quick service');
    await page.getByRole('button', { name: 'Send my answers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    await expect(page.getByTestId('coupon-code').textContent()).resolves.toBe(coupon);
    expect(await overflow(page)).toBe(0);

    const db = server().database.db;
    const answer = await db
      .selectFrom('survey_answer')
      .selectAll()
      .orderBy('answered_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(answer).toMatchObject({
      waiting_time: 4,
      food_quality: 5,
      service: 3,
      recommend: true,
      language: 'en',
    });
    const ratings = await db
      .selectFrom('item_rating')
      .select('rating')
      .where('check_id', '=', answer.check_id)
      .execute();
    expect(ratings.map((r) => r.rating)).toEqual([5]);

    await page.goto(path);
    await page.getByText('This survey has been answered already: each link works once. Thank you!').waitFor();
  });

  test('a guest answers in Spanish by his browser’s language, and the switch changes it', async () => {
    const path = await ratingPath();
    const page = await freshPage({ locale: 'es-MX', viewport: PHONE });
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: '¿Qué tal su visita?' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'How was your visit?' }).waitFor();
    await page.getByRole('button', { name: 'Español' }).click();
    await rate(page, '¿Qué tal el tiempo de espera?', '2 de 5');
    await rate(page, '¿Qué tal la calidad de la comida?', '4 de 5');
    await rate(page, '¿Qué tal el servicio?', '5 de 5');
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await page.getByRole('textbox', { name: /^Cuéntenos sobre su visita/ }).fill('La espera fue larga');
    expect(await overflow(page)).toBe(0);
    await page.getByRole('button', { name: 'Enviar mis respuestas' }).click();
    await page.getByRole('heading', { level: 1, name: '¡Gracias!' }).waitFor();
    await expect(page.getByTestId('coupon-code').textContent()).resolves.toBe(coupon);
    const answer = await server()
      .database.db.selectFrom('survey_answer')
      .selectAll()
      .orderBy('answered_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(answer).toMatchObject({
      waiting_time: 2,
      recommend: false,
      review_comment: 'La espera fue larga',
      language: 'es',
    });
  });

  test('a tampered link is refused in words', async () => {
    const path = await ratingPath();
    const page = await freshPage({ viewport: PHONE });
    await page.goto(`${path.slice(0, -3)}${path.endsWith('abc') ? 'xyz' : 'abc'}`);
    await page.getByText('This rating link is not valid. Use the link of your e-mail as it came.').waitFor();
  });
});

describe('Survey settings page', () => {
  test('saves the settings after showing a refusal', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/survey-settings' });
    await page.getByRole('heading', { level: 1, name: 'Survey settings' }).waitFor();
    await page.getByRole('textbox', { name: 'Survey title' }).fill('Tell Demo Bistro');
    await page.getByRole('textbox', { name: 'Minimum likes to display' }).fill('-2');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The minimum likes must be a whole number from 0 to 1000.').waitFor();
    await page.getByRole('textbox', { name: 'Minimum likes to display' }).fill('5');
    await chooseOption(page, page.getByRole('combobox', { name: 'Unit' }), 'hours');
    await page.getByRole('switch', { name: 'Asked: Other comments' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Survey settings saved').waitFor();
    const saved = await readSurveySettings(server().database.db, bistro.id);
    expect(saved).toMatchObject({ title: 'Tell Demo Bistro', min_likes: 5, email_delay_unit: 'hours' });
    expect(saved.questions.find((q) => q.key === 'other_comments')!.enabled).toBe(true);
    await page.getByRole('tab', { name: 'Results' }).click();
    await poll(() => page.getByTestId('survey-answers').textContent()).toBe('2');
    await page.getByText('La espera fue larga').waitFor();
  });

  test('says when the rating system is off and leads to its switch, gone once it is on', async () => {
    const db = server().database.db;
    await db
      .updateTable('store_info')
      .set({ rating_system: false })
      .where('store_id', '=', bistro.id)
      .execute();
    try {
      const page = await freshPage({ viewport: PHONE });
      await signInThroughUi(page, { path: '/office/pages/survey-settings' });
      const notice = page.getByRole('status').filter({ hasText: 'The rating system is off' });
      await notice.waitFor();
      await notice.getByRole('link', { name: 'Turn it on' }).click();
      await page.getByRole('heading', { level: 1, name: 'General Settings' }).waitFor();
      await poll(() => page.getByRole('tab', { name: 'Customers' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      await page.getByRole('switch', { name: 'Customers rate their orders' }).check();
      await page.getByRole('button', { name: 'Save' }).click();
      await poll(
        async () =>
          (
            await db
              .selectFrom('store_info')
              .select('rating_system')
              .where('store_id', '=', bistro.id)
              .executeTakeFirstOrThrow()
          ).rating_system,
      ).toBe(true);
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Survey settings' }).waitFor();
      await page.getByRole('textbox', { name: 'Survey title' }).waitFor();
      expect(await notice.count()).toBe(0);
      expect(await overflow(page)).toBe(0);
    } finally {
      await db
        .updateTable('store_info')
        .set({ rating_system: true })
        .where('store_id', '=', bistro.id)
        .execute();
    }
  });
});
