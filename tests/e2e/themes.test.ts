import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { chooseOption, sidebar, signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, poll } from '../helpers/suite.js';

/*
 * The themes and the direction as a user sees them, read from screenshots of the screen: the light
 * theme's sidebar and pages are light; semi-dark draws the sidebar and the app bar dark around the same
 * light page; dark draws the page dark too. Right to left puts the sidebar on the right, mirrors the
 * pages without their parts running into each other, and leaves the map as it is. Both choices are
 * made from the app bar and are still there after a reload.
 */

const LAPTOP = { viewport: { width: 1366, height: 800 }, colorScheme: 'light' as const };

/**
 * How light a part of the screen is, from 0 (black) to 1 (white): the median of its pixels, which is its
 * background's (words and icons cover less of it).
 */
async function lightness(page: Page, part: Locator): Promise<number> {
  const box = (await part.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  const clip = {
    x: Math.max(0, box.x),
    y: Math.max(0, box.y),
    width: Math.min(box.width, width - Math.max(0, box.x)),
    height: Math.min(box.height, height - Math.max(0, box.y)),
  };
  const shot = await page.screenshot({ clip, animations: 'disabled' });
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels: number[] = [];
  for (let i = 0; i < data.length; i += info.channels)
    pixels.push((0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!) / 255);
  return pixels.sort((a, b) => a - b)[Math.floor(pixels.length / 2)]!;
}

const appBar = (page: Page) => page.locator('header.MuiAppBar-root');
const content = (page: Page) => page.locator('#main-content');
/** The page's title and what lies around it: the page's own background. */
const pageTop = (page: Page) => page.getByRole('heading', { level: 1 });

/** Picks a choice of the app bar's Theme and direction menu. */
async function choose(page: Page, choice: string) {
  await page.getByRole('button', { name: 'Theme and direction', exact: true }).click();
  await page.getByRole('menuitemradio', { name: choice, exact: true }).click();
  await page.getByRole('menu').waitFor({ state: 'hidden' });
}

const checked = (page: Page, choice: string) =>
  page
    .getByRole('button', { name: 'Theme and direction', exact: true })
    .click()
    .then(async () => {
      const item = page.getByRole('menuitemradio', { name: choice, exact: true });
      const on = await item.getAttribute('aria-checked');
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'hidden' });
      return on;
    });

/** Whether two boxes share any area (a pixel of touching is not overlapping). */
const overlap = (a: Box, b: Box) =>
  a.x + 1 < b.x + b.width && b.x + 1 < a.x + a.width && a.y + 1 < b.y + b.height && b.y + 1 < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

/** The boxes of the parts, which must not run into each other. */
async function expectApart(parts: Locator[]) {
  const boxes = await Promise.all(parts.map(async (p) => (await p.boundingBox())!));
  for (const [i, a] of boxes.entries())
    for (const [j, b] of boxes.entries()) if (i < j) expect(overlap(a, b), `parts ${i} and ${j}`).toBe(false);
}

describe('themes and direction', () => {
  // A few days of sales, for a report's chart.
  const { freshPage } = consoleSuite({ seedHistoryDays: 12 });

  test('light, semi-dark and dark on the floor layout, chosen from the app bar and kept after a reload', async () => {
    const page = await freshPage(LAPTOP);
    await signInThroughUi(page, { path: '/office/pages/floor-layout' });
    await page.getByRole('heading', { name: 'Floor Layout', level: 1 }).waitFor();
    await sidebar(page).getByRole('link').first().waitFor();
    expect(await lightness(page, sidebar(page))).toBeGreaterThan(0.8);
    expect(await lightness(page, pageTop(page))).toBeGreaterThan(0.8);

    await choose(page, 'Semi-dark');
    await poll(() => lightness(page, sidebar(page))).toBeLessThan(0.3);
    expect(await lightness(page, appBar(page))).toBeLessThan(0.3);
    expect(await lightness(page, pageTop(page))).toBeGreaterThan(0.8);
    // The sidebar's words stay readable on it: light on the dark surface.
    const entry = sidebar(page).getByRole('link', { name: 'Floor Layout' });
    const color = await entry.evaluate((e) => getComputedStyle(e).color);
    const [r, g, b] = color.match(/\d+/g)!.map(Number);
    expect((r! + g! + b!) / 3).toBeGreaterThan(150);

    await page.reload();
    await page.getByRole('heading', { name: 'Floor Layout', level: 1 }).waitFor();
    await sidebar(page).getByRole('link').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('RaStorecomanda.theme'))).toBe('"semi-dark"');
    await poll(() => lightness(page, sidebar(page))).toBeLessThan(0.3);
    expect(await lightness(page, pageTop(page))).toBeGreaterThan(0.8);
    expect(await checked(page, 'Semi-dark')).toBe('true');

    await choose(page, 'Dark');
    await poll(() => lightness(page, pageTop(page))).toBeLessThan(0.3);
    expect(await lightness(page, sidebar(page))).toBeLessThan(0.3);

    // The sign-in page draws semi-dark's pages: light.
    await choose(page, 'Semi-dark');
    const signIn = await freshPage(LAPTOP);
    await signIn.goto('/office/pages/login');
    await signIn.evaluate(() => localStorage.setItem('RaStorecomanda.theme', '"semi-dark"'));
    await signIn.reload();
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await lightness(signIn, signIn.locator('body'))).toBeGreaterThan(0.8);
  });

  test('right to left mirrors the console and its pages, leaves the map and the receipt paper as they are, and is kept', async () => {
    const page = await freshPage(LAPTOP);
    await signInThroughUi(page, { path: '/office/pages/receipt-builder' });
    await page.getByRole('heading', { name: 'Receipt Builder', level: 1 }).waitFor();
    await choose(page, 'Right to left');
    await poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.reload();
    await page.getByRole('heading', { name: 'Receipt Builder', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await checked(page, 'Right to left')).toBe('true');

    // The sidebar on the right, the page on its left.
    const side = (await sidebar(page).boundingBox())!;
    const main = (await content(page).boundingBox())!;
    expect(side.x).toBeGreaterThan(1366 / 2);
    expect(main.x + main.width).toBeLessThanOrEqual(side.x + 1);
    // The title at the right of the page.
    const title = (await page.getByRole('heading', { name: 'Receipt Builder', level: 1 }).boundingBox())!;
    expect(title.x + title.width).toBeGreaterThan(main.x + main.width - 40);
    // The form and the preview side by side, their parts apart.
    const paper = page.getByRole('region', { name: /^Receipt preview at/ });
    await expectApart([
      page.getByRole('textbox', { name: 'Header text' }),
      page.getByRole('textbox', { name: 'Footer text' }),
      page.getByRole('button', { name: 'Save', exact: true }),
      page.getByRole('button', { name: 'Discard changes', exact: true }),
      paper,
    ]);
    // The paper as printed: its item lines read left to right, the name before the price.
    expect(await paper.evaluate((e) => getComputedStyle(e).direction)).toBe('ltr');
    const line = paper.getByText(/Cheeseburger/);
    const name = await line.evaluate((e) => {
      const range = document.createRange();
      range.selectNodeContents(e);
      return range.getClientRects()[0]!.x - e.getBoundingClientRect().x;
    });
    expect(name).toBeLessThan(4);

    // The floor layout: its toolbar's parts apart.
    await page.goto('/office/pages/floor-layout');
    await page.getByRole('heading', { name: 'Floor Layout', level: 1 }).waitFor();
    await expectApart([
      page.getByRole('button', { name: 'Add table', exact: true }),
      page.getByRole('button', { name: 'Undo', exact: true }),
      page.getByRole('button', { name: 'Redo', exact: true }),
      page.getByRole('switch', { name: 'Snap to grid' }),
      page.getByRole('button', { name: 'Save', exact: true }),
    ]);

    // The POS menu builder: its tabs and buttons in the point of sale's order, the first at the left.
    await page.goto('/office/pages/menu-builder-pos');
    const left = async (name: string) =>
      (await page.getByRole('button', { name, exact: true }).boundingBox())!.x;
    expect(await left('Move tab Beer')).toBeLessThan(await left('Move tab Desserts'));
    expect(await left('Move House Lager, $6.00')).toBeLessThan(await left('Move IPA, $7.00'));

    // A report's chart is not mirrored: the dates under the axis, not across the bars.
    await page.goto('/office/pages/reports/daily-sales');
    await chooseOption(page, page.getByRole('combobox', { name: 'Date range' }), 'Last 30 Days');
    const chart = page.getByRole('img', { name: 'Chart of the Daily Sales' });
    await chart.locator('.MuiBarChart-element').first().waitFor();
    const axis = (await chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-line').boundingBox())!;
    const ticks = await chart
      .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')
      .evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect().top));
    expect(ticks.length).toBeGreaterThan(5);
    for (const top of ticks) expect(top).toBeGreaterThanOrEqual(axis.y - 1);

    // The delivery zones' map is not mirrored: the zoom control at its top left, + above −.
    await page.goto('/office/pages/delivery-zones');
    const map = page.getByRole('region', { name: 'Map of the delivery zones' });
    await map.locator('.leaflet-container').waitFor();
    const mapBox = (await map.boundingBox())!;
    const zoomIn = page.locator('.leaflet-control-zoom-in');
    const zoomOut = page.locator('.leaflet-control-zoom-out');
    expect(await zoomIn.innerText()).toBe('+');
    expect(await zoomOut.innerText()).toBe('−');
    const [plus, minus] = [(await zoomIn.boundingBox())!, (await zoomOut.boundingBox())!];
    expect(plus.x - mapBox.x).toBeLessThan(40);
    expect(plus.y).toBeLessThan(minus.y);
    expect(await map.evaluate((e) => getComputedStyle(e).direction)).toBe('ltr');
    // The zones' list beside the map, apart from it.
    await expectApart([map, page.getByRole('textbox', { name: 'Name of zone 1', exact: true })]);
  });
});
