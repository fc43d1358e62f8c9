import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInThroughUi, sidebarEntry, sidebar } from '../helpers/browser.js';
import { consoleSuite } from '../helpers/suite.js';

const ES_LOGIN = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

/** The sidebar entries whose label is cut: wider than the room it has, or reaching past the sidebar. */
const cutLabels = (page: Page) =>
  sidebar(page)
    .getByRole('link')
    .evaluateAll((entries) => {
      const cut: string[] = [];
      for (const entry of entries) {
        const label = entry.querySelector('.MuiTypography-root');
        const sidebar = entry.closest('.RaSidebar-fixed, .MuiDrawer-paper') ?? entry.parentElement!;
        if (!label) continue;
        const [box, room] = [label.getBoundingClientRect(), sidebar.getBoundingClientRect()];
        if (label.scrollWidth > label.clientWidth + 1 || box.right > room.right + 1)
          cut.push(label.textContent!);
      }
      return cut;
    });

/** The background of each pinned section heading of the sidebar. */
const headingBackgrounds = (page: Page) =>
  page
    .locator('.MuiListSubheader-root')
    .evaluateAll((headings) => headings.map((h) => getComputedStyle(h).backgroundColor));

describe('sidebar', () => {
  const { freshPage } = consoleSuite();

  test('no Spanish label is cut at the default sidebar width, on a 1366 px laptop', async () => {
    const page = await freshPage({ locale: 'es-ES', viewport: { width: 1366, height: 768 } });
    await signInThroughUi(page, { labels: ES_LOGIN });
    await sidebarEntry(page, 'Constructor de menú del POS', false).first().waitFor();
    expect(await sidebar(page).getByRole('link').count()).toBeGreaterThan(10);
    expect(await cutLabels(page)).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`pinned section headings cover the entries scrolled under them (${colorScheme} theme)`, async () => {
      const page = await freshPage({ colorScheme, viewport: { width: 1366, height: 600 } });
      await signInThroughUi(page);
      await sidebar(page).getByRole('link').first().waitFor();
      const backgrounds = await headingBackgrounds(page);
      expect(backgrounds.length).toBeGreaterThan(1);
      for (const bg of backgrounds) expect(bg).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
      // The heading is the sidebar's own colour: the page behind it.
      const page_bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(backgrounds[0]).toBe(page_bg);
    });
  }
});
