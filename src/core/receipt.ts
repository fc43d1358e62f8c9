/**
 * A store's receipt layout and the lines a receipt is made of. One function turns a layout and an order
 * into lines of text; the receipt builder's preview draws those lines and the server encodes the very
 * same lines for an ESC/POS printer, so what the preview shows is what the printer prints.
 */

/** The receipt fields of SPEC §3 a layout switches on or off and orders (copies is a setting of its own). */
export const RECEIPT_FIELDS = [
  'business_phone',
  'website',
  'order_number',
  'customer_name',
  'customer_phone',
  'customer_address',
  'car_model',
  'car_colour',
  'delivery_notes',
  'curbside_instructions',
] as const;
export type ReceiptField = (typeof RECEIPT_FIELDS)[number];

export const isReceiptField = (value: unknown): value is ReceiptField =>
  (RECEIPT_FIELDS as readonly unknown[]).includes(value);

/** Paper widths in millimetres, and the characters a line holds at the printer's normal font. */
export const PAPER_COLUMNS = { 58: 32, 80: 48 } as const;
export type PaperWidth = keyof typeof PAPER_COLUMNS;
export const PAPER_WIDTHS: readonly PaperWidth[] = [58, 80];

/** Dots across the printable width of a 58 mm roll at 203 dpi: a logo never needs more. */
export const LOGO_MAX_DOTS = 384;

export const RECEIPT_LIMITS = {
  minCopies: 1,
  maxCopies: 5,
  /** Characters of the header and of the footer text. */
  maxText: 300,
  maxLines: 6,
} as const;

/** A logo as the printer takes it: black (1) and white (0) dots, 8 to a byte, rows padded to whole bytes. */
export interface ReceiptLogo {
  width: number;
  height: number;
  /** Base64 of ceil(width / 8) × height bytes, most significant bit leftmost. */
  bits: string;
}

export interface ReceiptLayout {
  header: string;
  footer: string;
  logo: ReceiptLogo | null;
  copies: number;
  /** Every receipt field once, in the printed order. */
  fields: { field: ReceiptField; shown: boolean }[];
}

/** Until a store saves its own: every field shown, in the order of SPEC §3. */
export const DEFAULT_RECEIPT_LAYOUT: ReceiptLayout = {
  header: '',
  footer: '',
  logo: null,
  copies: 1,
  fields: RECEIPT_FIELDS.map((field) => ({ field, shown: true })),
};

/** What a receipt is printed for: the store's words and one order. */
export interface ReceiptOrder {
  storeName: string;
  /** Values of the receipt fields; a field without one is left out. */
  values: Partial<Record<ReceiptField, string>>;
  /** Date and time, already in the store's formats. */
  printedAt: string;
  items: { quantity: number; name: string; amount: string }[];
  subtotal: string;
  tax: string;
  total: string;
}

export type Align = 'left' | 'center' | 'right';

export type ReceiptLine =
  | { kind: 'logo' }
  | { kind: 'text'; text: string; align: Align; bold?: boolean }
  /** Text at the left and at the right of one line (an item and its amount). */
  | { kind: 'columns'; left: string; right: string; bold?: boolean }
  | { kind: 'rule' }
  | { kind: 'blank' };

/** A receipt's words that are not data: the labels of the fields and of the totals. */
export interface ReceiptWords {
  field: (field: ReceiptField) => string;
  order: (number: string) => string;
  subtotal: string;
  tax: string;
  total: string;
}

/** Splits text into lines of at most `columns` characters, at spaces where it can. */
export function wrap(text: string, columns: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let rest = word;
      while (rest.length > columns) {
        if (line) lines.push(line);
        lines.push(rest.slice(0, columns));
        rest = rest.slice(columns);
        line = '';
      }
      if (!rest) continue;
      if (!line) line = rest;
      else if (line.length + 1 + rest.length <= columns) line = `${line} ${rest}`;
      else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Text at the left and at the right of `columns` characters, the left cut short when both do not fit. */
export function columnsText(left: string, right: string, columns: number): string {
  const room = Math.max(0, columns - right.length - 1);
  const cut = left.length > room ? left.slice(0, room) : left;
  return cut + ' '.repeat(Math.max(1, columns - cut.length - right.length)) + right;
}

/**
 * Control characters (C0, DEL, C1, and the Unicode line and paragraph separators): on a printer a CR
 * or LF starts a line, an ESC or GS a command.
 */
const isControl = (code: number) =>
  code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;

/** Text as a printer may take it: each control character a space, so columns stay in line. */
export const printable = (text: string) =>
  Array.from(text, (c) => (isControl(c.codePointAt(0)!) ? ' ' : c)).join('');

const textLines = (text: string, columns: number, align: Align, bold = false): ReceiptLine[] =>
  text.trim() ? wrap(text.trim(), columns).map((t) => ({ kind: 'text', text: t, align, bold })) : [];

/** A name or a value is one paragraph: a line break in it does not start a line of its own. */
const oneParagraph = (text: string, columns: number, align: Align, bold = false) =>
  textLines(printable(text), columns, align, bold);

/**
 * The lines of one receipt at `columns` characters a line: logo, header, the store's name, the shown
 * fields in the layout's order, the order's items and totals, and the footer. The same lines go to the
 * preview and to the printer.
 */
export function receiptLines(
  layout: ReceiptLayout,
  order: ReceiptOrder,
  words: ReceiptWords,
  columns: number,
): ReceiptLine[] {
  const lines: ReceiptLine[] = [];
  if (layout.logo) lines.push({ kind: 'logo' });
  lines.push(...textLines(layout.header, columns, 'center'));
  lines.push(...oneParagraph(order.storeName, columns, 'center', true));
  lines.push({ kind: 'text', text: printable(order.printedAt), align: 'center' });
  lines.push({ kind: 'rule' });
  for (const { field, shown } of layout.fields) {
    const value = order.values[field];
    if (!shown || !value) continue;
    if (field === 'order_number') lines.push(...oneParagraph(words.order(value), columns, 'left', true));
    else lines.push(...oneParagraph(`${words.field(field)}: ${value}`, columns, 'left'));
  }
  lines.push({ kind: 'rule' });
  for (const item of order.items)
    lines.push({ kind: 'columns', left: printable(`${item.quantity} ${item.name}`), right: item.amount });
  lines.push({ kind: 'rule' });
  lines.push({ kind: 'columns', left: words.subtotal, right: order.subtotal });
  lines.push({ kind: 'columns', left: words.tax, right: order.tax });
  lines.push({ kind: 'columns', left: words.total, right: order.total, bold: true });
  if (layout.footer.trim()) {
    lines.push({ kind: 'blank' });
    lines.push(...textLines(layout.footer, columns, 'center'));
  }
  return lines;
}

/** Each line as the characters a printer puts on paper (a rule is dashes across). */
export function lineText(line: ReceiptLine, columns: number): string {
  switch (line.kind) {
    case 'text':
      return line.text;
    case 'columns':
      return columnsText(line.left, line.right, columns);
    case 'rule':
      return '-'.repeat(columns);
    default:
      return '';
  }
}

/** Bytes a logo's `bits` must hold. */
export const logoBytes = (logo: Pick<ReceiptLogo, 'width' | 'height'>) =>
  Math.ceil(logo.width / 8) * logo.height;

/** The first thing wrong with a layout, as an i18n key and its parameters; null when it is sound. */
export function receiptLayoutProblem(
  layout: ReceiptLayout,
  decodedLogoLength: (bits: string) => number | null,
): { key: string; params: Record<string, string | number>; field: string } | null {
  const { minCopies, maxCopies, maxText, maxLines } = RECEIPT_LIMITS;
  if (!Number.isInteger(layout.copies) || layout.copies < minCopies || layout.copies > maxCopies)
    return {
      key: 'receiptBuilder.errors.copies',
      params: { min: minCopies, max: maxCopies },
      field: 'copies',
    };
  for (const name of ['header', 'footer'] as const) {
    const text = layout[name];
    if (text.length > maxText)
      return { key: `receiptBuilder.errors.${name}Length`, params: { max: maxText }, field: name };
    if (text.split('\n').length > maxLines)
      return { key: `receiptBuilder.errors.${name}Lines`, params: { max: maxLines }, field: name };
  }
  const named = layout.fields.map((f) => f.field);
  if (
    named.length !== RECEIPT_FIELDS.length ||
    new Set(named).size !== named.length ||
    !named.every(isReceiptField)
  )
    return { key: 'receiptBuilder.errors.fields', params: {}, field: 'fields' };
  const logo = layout.logo;
  if (logo) {
    const sized = (n: unknown) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= LOGO_MAX_DOTS;
    const length = sized(logo.width) && sized(logo.height) ? decodedLogoLength(logo.bits) : null;
    if (length === null || length !== logoBytes(logo))
      return { key: 'receiptBuilder.errors.logoInvalid', params: { max: LOGO_MAX_DOTS }, field: 'logo' };
  }
  return null;
}

const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount on a receipt: the store's symbol and two decimals ("$9.50"). */
export const receiptMoney = (value: number, symbol: string) => `${symbol}${moneyFormat.format(value)}`;

/** What a sample receipt is printed for: the store's own name, phone and website, and one made-up order. */
export interface ReceiptStore {
  name: string;
  phone: string | null;
  website: string | null;
  currencySymbol: string;
}

type Words = (key: string) => string;

/** The receipt's fixed words in a language, from its phrases (`receiptBuilder.*`). */
export function receiptWords(
  t: (key: string, params?: Record<string, string | number>) => string,
): ReceiptWords {
  return {
    field: (field) => t(`receiptBuilder.fields.${field}`),
    order: (number) => t('receiptBuilder.receipt.order', { number }),
    subtotal: t('receiptBuilder.receipt.subtotal'),
    tax: t('receiptBuilder.receipt.tax'),
    total: t('receiptBuilder.receipt.total'),
  };
}

/** The tax rate of the sample order, in percent. */
const SAMPLE_TAX = 8;

/**
 * A made-up order of the store, the same for the preview and for a sample receipt on a printer: the
 * store's phone and website when it has them, a sample otherwise, so every field can be seen.
 */
export function sampleReceiptOrder(store: ReceiptStore, t: Words, printedAt: string): ReceiptOrder {
  const items = [
    { quantity: 2, key: 'burger', price: 9.5 },
    { quantity: 1, key: 'fries', price: 3.5 },
    { quantity: 2, key: 'drink', price: 2.75 },
  ];
  const subtotal = items.reduce((sum, i) => sum + i.quantity * i.price, 0);
  const tax = Math.round(subtotal * SAMPLE_TAX) / 100;
  const money = (value: number) => receiptMoney(value, store.currencySymbol);
  return {
    storeName: store.name,
    printedAt,
    values: {
      business_phone: store.phone || '+1 555 010 0100',
      website: store.website || 'https://www.example.com',
      order_number: '1042',
      customer_name: 'Jane Doe',
      customer_phone: '+1 555 010 0199',
      customer_address: t('receiptBuilder.sample.customer_address'),
      car_model: t('receiptBuilder.sample.car_model'),
      car_colour: t('receiptBuilder.sample.car_colour'),
      delivery_notes: t('receiptBuilder.sample.delivery_notes'),
      curbside_instructions: t('receiptBuilder.sample.curbside_instructions'),
    },
    items: items.map((i) => ({
      quantity: i.quantity,
      name: t(`receiptBuilder.sample.items.${i.key}`),
      amount: money(i.quantity * i.price),
    })),
    subtotal: money(subtotal),
    tax: money(tax),
    total: money(subtotal + tax),
  };
}

/**
 * What the preview shows: the layout being edited, with each value the rules refuse (6 copies, an
 * over-long header) replaced by the last accepted one, so the preview never shows what Save refuses.
 */
export function previewLayout(
  layout: ReceiptLayout,
  accepted: ReceiptLayout,
  decodedLogoLength: (bits: string) => number | null,
): ReceiptLayout {
  let shown = layout;
  for (let i = 0; i < Object.keys(layout).length; i++) {
    const problem = receiptLayoutProblem(shown, decodedLogoLength);
    if (!problem) return shown;
    shown = { ...shown, [problem.field]: accepted[problem.field as keyof ReceiptLayout] };
  }
  return accepted;
}
