import { describe, expect, test } from 'vitest';
import { signInThroughUi, sidebarEntry } from '../helpers/browser.js';
import { consoleSuite, pathIs } from '../helpers/suite.js';

/*
 * versionStore (SPEC §7): before each page the console asks which deployment serves the store and,
 * when it is not this one, goes there with the same path.
 */

describe('versionStore', () => {
  const { server, freshPage } = consoleSuite();

  const setConsoleUrl = (url: string | null) =>
    server()
      .database.db.updateTable('store')
      .set({ console_url: url })
      .where('slug', '=', 'demo-bistro')
      .execute();

  test('stays when this deployment serves the store, and moves with the path when another does', async () => {
    const page = await freshPage();
    await signInThroughUi(page, { path: '/office/pages/category' });
    await page.getByRole('cell', { name: 'Starters', exact: true }).waitFor();
    expect(new URL(page.url()).hostname).toBe('127.0.0.1');

    // The store moves to another address of the same server (another origin for the browser).
    const elsewhere = server().url.replace('127.0.0.1', 'localhost');
    await setConsoleUrl(`${elsewhere}/office`);
    const loaded: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) loaded.push(frame.url());
    });
    try {
      await sidebarEntry(page, 'Taxes').click();
      await page.waitForURL((url) => url.hostname === 'localhost');
      // The requested path went along; signed out on that origin, the console asks to sign in there.
      await page.waitForURL(pathIs('/office/pages/login'));
      expect(loaded).toContain(`${elsewhere}/office/pages/taxes`);
    } finally {
      await setConsoleUrl(null);
    }
  });
});
