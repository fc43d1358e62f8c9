import { formatMoney } from '../../../../core/formats';
import type { LogoPick, MenuPick } from '../templates';

/** The editor's own blocks: merge fields, the store's logo and its menu items, as MJML. */

/** The merge fields a template may hold (the server's MERGE_FIELDS), filled per recipient. */
export const MERGE_FIELD_NAMES = ['first_name', 'store_name'] as const;
export type MergeFieldName = (typeof MERGE_FIELD_NAMES)[number];

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const FONT = 'font-family="Helvetica, Arial, sans-serif"';

/** A text holding just the merge field, to drop in a column. */
export const mergeFieldBlockContent = (name: MergeFieldName) => `<mj-text ${FONT}>{{${name}}}</mj-text>`;

/** A menu item as a section: its name in bold and each of its prices, with the store's currency symbol. */
export function menuBlockContent(item: MenuPick, currencySymbol: string): string {
  const prices = item.prices
    .map((p) =>
      item.prices.length > 1
        ? `${escapeHtml(p.description)} ${escapeHtml(formatMoney(p.price, currencySymbol))}`
        : escapeHtml(formatMoney(p.price, currencySymbol)),
    )
    .join(' · ');
  return `<mj-section background-color="#ffffff">
  <mj-column>
    <mj-text ${FONT} font-size="18px" font-weight="bold">${escapeHtml(item.name)}</mj-text>
    <mj-text ${FONT} font-size="16px" color="#555555">${prices}</mj-text>
  </mj-column>
</mj-section>`;
}

/**
 * The logo as a section of its own, centred at its stored width (at most 512 px, narrower on a
 * phone): MJML's image, which every e-mail reader shows, pointing at the store's public address.
 */
export function storeLogoBlockContent(logo: LogoPick): string {
  return `<mj-section background-color="#ffffff">
  <mj-column>
    <mj-image src="${escapeHtml(logo.url)}" alt="${escapeHtml(logo.alt)}" width="${Math.min(logo.width, 512)}px" align="center" />
  </mj-column>
</mj-section>`;
}
