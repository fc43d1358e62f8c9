/**
 * The demo stores' starter e-mail template: a welcome with the store's name and the customer's
 * first name as merge fields, so that a new owner finds one to open in the template editor. Written
 * through the same services as the API, so its HTML is compiled and sanitised as any template's.
 */
import { resourceByName } from '../../core/registry.js';
import type { Db } from '../db/database.js';
import type { ItemsService, Scope } from '../services/items.js';

const emailTemplate = resourceByName('email-template');

/**
 * A welcome e-mail in MJML, with the store's own words in it; fonts are the reader's own, none fetched.
 * Every tag is closed in full: the editor reads MJML as HTML, where `<mj-all />` would not end.
 */
export function starterDesign(words: {
  heading: string;
  body: string;
  button: string;
  link: string;
}): string {
  return `<mjml>
  <mj-head>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif"></mj-all>
      <mj-text font-size="16px" line-height="24px" color="#333333"></mj-text>
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f4f4">
    <mj-section background-color="#ffffff" padding="24px 0">
      <mj-column>
        <mj-text font-size="24px" font-weight="bold" align="center">${words.heading}</mj-text>
        <mj-text>${words.body}</mj-text>
        <mj-button background-color="#1976d2" href="${words.link}">${words.button}</mj-button>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

export async function seedDemoEmailTemplates(
  _db: Db,
  items: ItemsService,
  stores: { bistro: Scope; taqueria: Scope },
): Promise<void> {
  await items.create(stores.bistro, emailTemplate, {
    description: 'Welcome e-mail',
    design: starterDesign({
      heading: 'Welcome to {{store_name}}',
      body: 'Hello {{first_name}}, thank you for joining us. Show this e-mail on your next visit and the dessert is on us.',
      button: 'See our menu',
      link: 'https://demo-bistro.example.com/menu',
    }),
  });
  await items.create(stores.taqueria, emailTemplate, {
    description: 'Correo de bienvenida',
    design: starterDesign({
      heading: 'Bienvenido a {{store_name}}',
      body: 'Hola {{first_name}}, gracias por unirte. Muestra este correo en tu próxima visita y el postre va por nuestra cuenta.',
      button: 'Ver el menú',
      link: 'https://demo-taqueria.example.com/menu',
    }),
  });
}
