import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { signInThroughUi } from '../helpers/browser.js';
import { signIn } from '../helpers/server.js';
import { consoleSuite, poll } from '../helpers/suite.js';

/*
 * Every time input follows the store's hour format, not the browser's: a 24-hour store reads 17:00
 * where Chromium in English would show 05:00 PM, and a 12-hour store reads 05:00 PM in Spanish too.
 */

const { server, freshPage } = consoleSuite();

const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

async function setHourFormat(format: string): Promise<void> {
  const { gql } = await signIn(server());
  const stores = await gql<{ allStoreInfos: { id: string; business_name: string }[] }>(
    '{ allStoreInfos { id business_name } }',
  );
  const id = stores.data!.allStoreInfos[0]!.id;
  const saved = await gql(
    'mutation ($id: ID!, $f: String) { updateStoreInfo(id: $id, hour_format: $f) { id } }',
    {
      id,
      f: format,
    },
  );
  if (saved.errors) throw new Error(JSON.stringify(saved.errors));
}

/** The text shown in the time inputs of a label: the form's own, and every schedule's range. */
const shown = (page: Page, label: string) =>
  page
    .getByRole('textbox', { name: label, exact: true })
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

describe('time inputs', () => {
  test('a 24-hour store shows 17:00, not 05:00 PM, in a form field and in every schedule', async () => {
    await setHourFormat('HH:mm');
    const page = await freshPage({ locale: 'en-US' });
    await signInThroughUi(page, { path: '/office/pages/store-info' });
    await poll(() => shown(page, 'Business day starts at')).toEqual(['00:00']);
    await poll(async () => (await shown(page, 'End')).slice(0, 1)).toEqual(['23:00']);
  });

  test('a 12-hour store shows 11:00 PM in Spanish too, and what is typed is kept in its time', async () => {
    await setHourFormat('hh:mm A');
    const page = await freshPage({ locale: 'es-ES' });
    await signInThroughUi(page, { path: '/office/pages/store-info', labels: SPANISH });
    await poll(() => shown(page, 'El día laboral empieza a las')).toEqual(['12:00 AM']);
    await poll(async () => (await shown(page, 'Fin')).slice(0, 1)).toEqual(['11:00 PM']);
    const start = page.getByRole('textbox', { name: 'El día laboral empieza a las', exact: true });
    await start.fill('5:30 am');
    await start.blur();
    await poll(() => shown(page, 'El día laboral empieza a las')).toEqual(['05:30 AM']);
  });
});
