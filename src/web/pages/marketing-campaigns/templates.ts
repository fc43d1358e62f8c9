import type { DataProvider } from 'react-admin';
import { StoreLogoDocument } from '../../../../generated/graphql-documents';
import { adminResourceName, resourceByName } from '../../../core/registry';
import { graphqlCall } from '../../graphql/client';

/** The e-mail templates and what the editor's blocks are made of, read through the data provider. */

export const TEMPLATES = adminResourceName(resourceByName('email-template'));
const MENU_ITEMS = adminResourceName(resourceByName('menu-item'));

export interface TemplateRecord {
  id: string;
  description: string;
  design: string;
  updated_at: string;
}

/** A menu item as a block shows it: its name and prices (menu items have no picture yet). */
export interface MenuPick {
  id: string;
  name: string;
  prices: { description: string; price: number }[];
}

/**
 * The store's logo as the editor knows it: its public address (e-mails load it from there), its
 * address on this server (the block panel shows it from there) and size.
 */
export interface LogoPick {
  url: string;
  path: string;
  width: number;
  alt: string;
}

/** The design a new template starts from: one section with a heading and a text, fonts the reader's own. */
export function blankDesign(heading: string, text: string): string {
  return `<mjml>
  <mj-body background-color="#f4f4f4">
    <mj-section background-color="#ffffff">
      <mj-column>
        <mj-text font-family="Helvetica, Arial, sans-serif" font-size="24px" font-weight="bold" align="center">${heading}</mj-text>
        <mj-text font-family="Helvetica, Arial, sans-serif" font-size="16px">${text}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** The store's templates whose description holds `q`, by description. */
export async function listTemplates(dp: DataProvider, q: string): Promise<TemplateRecord[]> {
  const { data } = await dp.getList<TemplateRecord>(TEMPLATES, {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'description', order: 'ASC' },
    filter: q.trim() ? { q: q.trim() } : {},
  });
  return data;
}

export async function readTemplate(dp: DataProvider, id: string): Promise<TemplateRecord> {
  const { data } = await dp.getOne<TemplateRecord>(TEMPLATES, { id });
  return data;
}

/** Writes the description and design (a new template when `id` is null); the server compiles the HTML. */
export async function saveTemplate(
  dp: DataProvider,
  id: string | null,
  values: { description: string; design: string },
): Promise<TemplateRecord> {
  if (id) {
    const { data } = await dp.update<TemplateRecord>(TEMPLATES, { id, data: values, previousData: { id } });
    return data;
  }
  const { data } = await dp.create<TemplateRecord>(TEMPLATES, { data: values });
  return data;
}

export async function deleteTemplate(dp: DataProvider, id: string): Promise<void> {
  await dp.delete(TEMPLATES, { id, previousData: { id } });
}

/**
 * The store's menu items for the editor's menu blocks; none when the user may not read the menu
 * (the blocks are then left out, the editor works without them).
 */
export async function menuPicks(dp: DataProvider): Promise<MenuPick[]> {
  try {
    const { data } = await dp.getList<MenuPick>(MENU_ITEMS, {
      pagination: { page: 1, perPage: 200 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    return data.map((item) => ({
      id: String(item.id),
      name: item.name,
      prices: item.prices ?? [],
    }));
  } catch {
    return [];
  }
}

/**
 * The store's logo for its block (`alt`: the store's name), or none when the store has no logo (or
 * it cannot be read just now: the editor works without the block, which then says to upload one).
 */
export async function storeLogoPick(alt: string): Promise<LogoPick | null> {
  try {
    const { storeLogo } = await graphqlCall(StoreLogoDocument, {});
    return storeLogo ? { url: storeLogo.url, path: storeLogo.path, width: storeLogo.width, alt } : null;
  } catch {
    return null;
  }
}
