import { describe, expect, test } from 'vitest';
import { signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, pathIs, poll, row } from '../helpers/suite.js';

/*
 * The system log page as the owner sees it: a write made in the console shows up there, can be
 * narrowed to its entity and opened to compare the record before and after.
 */

describe('system log page', () => {
  const { freshPage } = consoleSuite();

  test('shows an edit of a category, narrows to categories and opens the change', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/category' });
    await row(page, 'Starters').click();
    await page.waitForURL(/\/office\/pages\/category\/[^/]+$/);
    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    await poll(() => page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Starters');
    await description.fill('Small plates to share');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(pathIs('/office/pages/category'));

    await page.goto('/office/pages/system-logs');
    await page.getByRole('heading', { name: 'System log', level: 1 }).waitFor();
    const entries = page.getByRole('table', { name: 'System log' }).getByRole('row');
    const edit = entries
      .filter({ has: page.getByRole('cell', { name: 'Category', exact: true }) })
      .filter({ has: page.getByRole('cell', { name: 'Updated', exact: true }) })
      .first();
    await edit.getByRole('cell', { name: 'Dana Owner', exact: true }).waitFor();

    // The newest entries are the seeded menu items; narrowed to categories only the edit and the
    // seeded categories remain, newest first.
    await page.getByRole('combobox', { name: /^Entity/ }).click();
    await page.getByRole('option', { name: 'Category', exact: true }).click();
    await poll(() => row(page, 'Menu item').count()).toBe(0);
    await poll(async () => (await entries.nth(1).getByRole('cell').allTextContents()).slice(1, 4)).toEqual([
      'Dana Owner',
      'Category',
      'Updated',
    ]);
    // The record is named, with its id beside.
    expect(await entries.nth(1).getByRole('cell').nth(4).textContent()).toMatch(/^Starters[0-9a-f-]{36}$/);

    await entries.nth(1).getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Updated · Category' });
    await dialog.waitFor();
    const changed = dialog
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /Description/ }) });
    await changed.getByText('Changed').waitFor();
    await changed.getByRole('cell', { name: 'Small plates to share', exact: true }).waitFor();
    expect(await dialog.getByRole('row').filter({ hasText: 'Name' }).getByText('Changed').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
  });
});
