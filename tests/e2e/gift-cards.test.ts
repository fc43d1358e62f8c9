import { describe, test } from 'vitest';
import { signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, textbox } from '../helpers/suite.js';

/*
 * Gift cards in the console: a card issued with its number shows only its last four digits, and
 * selling it from its page shows the sale among its transactions and the balance it leaves.
 */

const { freshPage } = consoleSuite();

describe('a gift card', () => {
  test('is issued, shown as its last four digits, and sold from its page', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/gift-cards/create' });
    await textbox(page, 'Card number').fill('7777000055551234');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/pages\/gift-cards$/);
    await page.getByPlaceholder('Search').fill('1234');
    await page.getByRole('cell', { name: '•••• 1234', exact: true }).click();
    await page.getByText('•••• 1234').first().waitFor();
    await page.getByRole('button', { name: 'Sell' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Amount').fill('0');
    await dialog.getByRole('button', { name: 'Record' }).click();
    // Checked in the browser before the server.
    await dialog.getByText('Enter an amount greater than zero').waitFor();
    await dialog.getByLabel('Amount').fill('25');
    await dialog.getByRole('button', { name: 'Record' }).click();
    await page.getByText(/Recorded\. The balance is now \$25\.00/).waitFor();
    await page.getByRole('table', { name: 'Transactions' }).getByRole('cell', { name: 'Sale' }).waitFor();
    await page.getByTestId('gift-card-balance').getByText('$25.00').waitFor();
  });
});
