import { fillMergeFields } from '../../services/email-html.js';
import type { StoreMessage } from '../../services/store-mail.js';

/** What every message of a campaign shares. */
export interface CampaignContent {
  subject: string;
  send_from: string;
  html: string;
  store_name: string;
  /** The footer's words, in the store's language. */
  footer: string;
  unsubscribeLabel: string;
}

export interface RecipientAddress {
  email: string;
  first_name: string;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * One recipient's message: the template's HTML with the merge fields filled in (escaped), an
 * unsubscribe footer before the body's end, and the headers mail programs offer their own
 * unsubscribe button with (RFC 2369 `List-Unsubscribe`, RFC 8058 one-click `List-Unsubscribe-Post`).
 */
export function campaignMessage(
  c: CampaignContent,
  to: RecipientAddress,
  unsubscribeUrl: string,
): StoreMessage {
  const body = fillMergeFields(c.html, { first_name: to.first_name, store_name: c.store_name });
  const footer =
    `<div style="font:12px sans-serif;color:#666;text-align:center;padding:16px">` +
    `${escapeAttr(c.footer)} <a href="${escapeAttr(unsubscribeUrl)}">${escapeAttr(c.unsubscribeLabel)}</a></div>`;
  const html = /<\/body>/i.test(body) ? body.replace(/<\/body>/i, `${footer}</body>`) : body + footer;
  return {
    to: to.email,
    from: c.send_from,
    subject: c.subject,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>, <mailto:${c.send_from}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
