import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { sectionEntries } from '../../src/core/navigation.js';
import { navigationFor } from '../../src/core/permissions.js';
import { signInThroughUi, sidebarEntry, sidebar } from '../helpers/browser.js';
import { signIn } from '../helpers/server.js';
import { consoleSuite, pathOf, poll } from '../helpers/suite.js';

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

/** The names of the sidebar's Starred group's links, in order. */
const starredNames = (page: Page) =>
  page
    .getByRole('list', { name: /^(Starred|Destacadas)$/ })
    .getByRole('link')
    .allInnerTexts();

describe('sidebar', () => {
  const { server, freshPage } = consoleSuite();

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

  test('stars pages from the title bar, puts them in order by keyboard, refuses an eleventh, keeps them', async () => {
    const page = await freshPage({ viewport: { width: 1366, height: 900 } });
    await signInThroughUi(page);
    await sidebarEntry(page, 'Categories').click();
    await page.waitForURL(/\/pages\/category$/);
    const star = page.getByRole('button', { name: 'Star this page' });
    await star.click();
    await page.getByText('Starred: Categories').waitFor();
    await sidebarEntry(page, 'Menu Items').first().click();
    await page.waitForURL(/\/pages\/menu-items$/);
    await star.click();
    await poll(() => starredNames(page)).toEqual(['Categories', 'Menu Items']);
    // The star of a starred page is pressed, and takes it off.
    await page.getByRole('button', { name: 'Remove this page from Starred', pressed: true }).waitFor();
    // Menu Items moved up by the keyboard: picked up on its handle, one up, dropped.
    const handle = page.getByRole('button', { name: /^Drag Menu Items to reorder/ });
    await handle.focus();
    await page.keyboard.press('Space');
    // dnd-kit measures where things are between key presses.
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(150);
    await page.keyboard.press('Space');
    await poll(() => starredNames(page)).toEqual(['Menu Items', 'Categories']);
    // A starred page leads to its page.
    await page.getByRole('list', { name: 'Starred' }).getByRole('link', { name: 'Categories' }).click();
    await page.waitForURL(/\/pages\/category$/);
    // Eight more starred elsewhere (another tab of the same user), then an eleventh here.
    const { gql } = await signIn(server());
    const others = navigationFor({ support: true, userRole: 'admin', job: [] })
      .flatMap(sectionEntries)
      .map((e) => e.path)
      .filter((p) => !['/pages/category', '/pages/menu-items', '/pages/modifier-group'].includes(p))
      .slice(0, 8);
    for (const p of others)
      expect((await gql('mutation ($p: String!) { starPage(path: $p) }', { p })).errors).toBeUndefined();
    await page.reload();
    await poll(async () => (await starredNames(page)).length).toBe(10);
    expect((await starredNames(page)).slice(0, 2)).toEqual(['Menu Items', 'Categories']);
    await sidebarEntry(page, 'Modifier Groups').last().click();
    await page.waitForURL(/\/pages\/modifier-group$/);
    await star.click();
    await page.getByText('Starred pages are limited to 10').waitFor();
    expect(await starredNames(page)).toHaveLength(10);
    expect(pathOf(page)).toMatch(/modifier-group$/);
  });
});
