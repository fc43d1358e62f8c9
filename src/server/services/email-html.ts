import type { IOptions } from 'sanitize-html';
import { AppError } from '../../core/errors.js';
import { escapeHtml } from '../../core/html.js';

/**
 * A marketing e-mail's HTML: the template's design (MJML, as the e-mail editor writes it) compiled
 * on the server and sanitised, so whatever a browser sent, the HTML the store's customers receive
 * holds no script, event handler, frame, form or `javascript:` address. Merge fields stay as
 * `{{first_name}}`, `{{store_name}}` until each message is made (`fillMergeFields`).
 */

/** The merge fields a template may hold, each filled per recipient. */
export const MERGE_FIELDS = ['first_name', 'store_name'] as const;
export type MergeValues = Record<(typeof MERGE_FIELDS)[number], string>;

/**
 * The tags an e-mail's HTML keeps besides sanitize-html's defaults: the document, text, tables,
 * images and the MJML output's own.
 */
const TAGS = [
  'html',
  'head',
  'body',
  'meta',
  'title',
  'style',
  'img',
  'center',
  'font',
  'span',
  'div',
  'table',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'td',
  'th',
  'colgroup',
  'col',
];

/** The attributes any tag may keep: layout and looks, never an event handler. */
const ATTRIBUTES = [
  'style',
  'class',
  'id',
  'align',
  'valign',
  'width',
  'height',
  'bgcolor',
  'background',
  'border',
  'cellpadding',
  'cellspacing',
  'role',
  'dir',
  'lang',
  'title',
  'color',
  'face',
  'size',
  'colspan',
  'rowspan',
];

const OPTIONS: Omit<IOptions, 'allowedTags'> = {
  allowedAttributes: {
    '*': ATTRIBUTES,
    a: ['href', 'target', 'rel', 'name'],
    img: ['src', 'alt'],
    meta: ['charset', 'name', 'content', 'http-equiv'],
    html: ['xmlns', 'xmlns:v', 'xmlns:o'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'cid'],
  allowedSchemesByTag: { img: ['http', 'https', 'cid', 'data'] },
  allowProtocolRelative: false,
  // <style> is the MJML output's own (media queries for phones); its text is CSS, not markup.
  allowVulnerableTags: true,
  nonTextTags: ['script', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
};

/**
 * MJML and sanitize-html, loaded the first time a design is compiled: together they weigh some
 * 60 MB and a third of a second, which a server that never saves a template need not carry.
 */
const loadCompilers = async () => {
  const [{ default: mjml2html }, { default: sanitizeHtml }] = await Promise.all([
    import('mjml'),
    import('sanitize-html'),
  ]);
  const options: IOptions = { ...OPTIONS, allowedTags: [...sanitizeHtml.defaults.allowedTags, ...TAGS] };
  return { mjml2html, sanitize: (html: string) => sanitizeHtml(html, options) };
};
let compilers: ReturnType<typeof loadCompilers> | undefined;

/**
 * The design compiled to sanitised HTML. A design MJML cannot read (not an `<mjml>` document, or
 * errors MJML's strict check reports) is refused with `validation.emailTemplate.design` and MJML's
 * first complaint, before anything is written.
 */
export async function compileEmailDesign(design: string): Promise<string> {
  const refuse = (detail: string) =>
    new AppError('VALIDATION', 'validation.emailTemplate.design', { detail }, [
      { field: 'design', key: 'validation.emailTemplate.design', params: { detail } },
    ]);
  if (!/^\s*<mjml[\s>]/.test(design)) throw refuse('<mjml>');
  const { mjml2html, sanitize } = await (compilers ??= loadCompilers());
  let out: Awaited<ReturnType<typeof mjml2html>>;
  try {
    out = await mjml2html(design, {
      validationLevel: 'strict',
      keepComments: false,
      minify: false,
      fonts: {},
    });
  } catch (e) {
    const errors = (e as { errors?: { formattedMessage?: string; message?: string }[] }).errors;
    throw refuse(errors?.[0]?.formattedMessage ?? errors?.[0]?.message ?? String((e as Error).message));
  }
  return `<!doctype html>\n${sanitize(out.html)}`;
}

/** A template's HTML with its merge fields filled in for one recipient, each value escaped. */
export function fillMergeFields(html: string, values: MergeValues): string {
  return html.replace(/\{\{\s*(first_name|store_name)\s*\}\}/g, (_, name: keyof MergeValues) =>
    escapeHtml(values[name] ?? ''),
  );
}
