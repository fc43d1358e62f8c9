import { describe, expect, it } from 'vitest';
import { makeTranslate, type Phrases } from '../../src/core/messages.js';
import {
  DEFAULT_RECEIPT_LAYOUT,
  receiptLines,
  receiptWords,
  sampleReceiptOrder,
} from '../../src/core/receipt.js';
import { receiptBytes, testPageBytes } from '../../src/server/printing/escpos.js';
import en from '../../locales/en.json' with { type: 'json' };

/*
 * Text of records (a printer's name, model and manufacturer, the store's name, the receipt's header
 * and footer) goes into the ESC/POS stream as printed characters only: a CR or LF there would start a
 * line of the writer's choosing, an ESC or GS a printer command. Each control character prints as a
 * space, so the stream is the one of the same text with spaces.
 */

const t = makeTranslate(en as Phrases);
/** The text with each control character (C0, DEL, C1, U+2028, U+2029) a space. */
const spaced = (text: string) =>
  Array.from(text, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029 ? ' ' : c;
  }).join('');

const count = (bytes: Uint8Array, byte: number) => bytes.filter((b) => b === byte).length;

/** A test page whose printer is named `name`, of model `model`. */
const page = (name: string, model: string) =>
  testPageBytes(
    {
      title: 'TEST PAGE',
      lines: [
        ['Store', 'Demo Bistro'],
        ['Printer', name],
        ['Model', model],
      ],
      ok: 'If you can read this, the printer works.',
    },
    48,
  );

describe('text of records in the ESC/POS stream', () => {
  const evilName = 'Grill\r\nPAID IN FULL\x1b@\x1dV\x00';
  const evilModel = 'TM\tT88\u0085VI\u2028\x07';

  it('prints CR, LF, ESC, GS and other control characters of a name as spaces', () => {
    const bytes = page(evilName, evilModel);
    const clean = page(spaced(evilName), spaced(evilModel));
    expect(Buffer.from(bytes).equals(Buffer.from(clean))).toBe(true);
    const text = Buffer.from(bytes).toString('latin1');
    expect(text).toContain('Printer: Grill  PAID IN FULL @ V ');
    // The name brings no byte of its own below 0x20: as many CR, LF, ESC and GS as a page with a
    // plain name (the encoder ends each line with LF CR).
    const plain = page('Grill', 'TM-T88VI');
    for (const control of [0x0d, 0x0a, 0x1b, 0x1d, 0x00, 0x07, 0x09])
      expect(count(bytes, control), `byte ${control}`).toBe(count(plain, control));
  });

  it("keeps the store's name on one line and the header and footer free of printer commands", () => {
    const store = {
      name: 'Bistro\r\nTOTAL $0.00\x1b!\x30',
      phone: null,
      website: null,
      currencySymbol: '$',
    };
    const layout = {
      ...DEFAULT_RECEIPT_LAYOUT,
      header: 'Welcome\x1bE\x01Back',
      footer: 'Thanks\x1dVA\x00Bye',
    };
    const receipt = (s: typeof store, l: typeof layout) => {
      const order = sampleReceiptOrder(s, t, '11/23/2026 09:30');
      return receiptBytes(l, receiptLines(l, order, receiptWords(t), 48), 48);
    };
    const bytes = receipt(store, layout);
    const clean = receipt(
      { ...store, name: spaced(store.name) },
      { ...layout, header: spaced(layout.header), footer: spaced(layout.footer) },
    );
    expect(Buffer.from(bytes).equals(Buffer.from(clean))).toBe(true);
    const text = Buffer.from(bytes).toString('latin1');
    // The store's name is one line, whatever line breaks it holds.
    expect(text).toContain('Bistro TOTAL $0.00 !0');
    expect(text).not.toContain('\x1b!\x30');
    expect(text).toContain('Welcome E Back');
    expect(text).not.toContain('\x1dVA');
  });
});
