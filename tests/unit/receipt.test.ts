import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RECEIPT_LAYOUT,
  columnsText,
  lineText,
  receiptLines,
  receiptWords,
  sampleReceiptOrder,
  wrap,
} from '../../src/core/receipt.js';
import { makeTranslate, type Phrases } from '../../src/core/messages.js';
import en from '../../locales/en.json' with { type: 'json' };

const t = makeTranslate(en as Phrases);
const store = { name: 'Demo Bistro', phone: null, website: null, currencySymbol: '$' };
const order = sampleReceiptOrder(store, t, '11/23/2026 09:30');
const text = (layout = DEFAULT_RECEIPT_LAYOUT, columns = 48) =>
  receiptLines(layout, order, receiptWords(t), columns).map((line) => lineText(line, columns));

describe('receipt lines (the preview and the printer print the same)', () => {
  it('wraps text at spaces, and cuts a word longer than a line', () => {
    expect(wrap('Park in spot 3 and text us', 10)).toEqual(['Park in', 'spot 3 and', 'text us']);
    expect(wrap('abcdefghijkl', 5)).toEqual(['abcde', 'fghij', 'kl']);
  });

  it('puts an amount at the right end of the line, cutting the name short when both do not fit', () => {
    expect(columnsText('2 Cheeseburger', '$19.00', 24)).toBe('2 Cheeseburger    $19.00');
    expect(columnsText('2 A very long item name indeed', '$19.00', 24)).toBe('2 A very long ite $19.00');
  });

  it('keeps every line within the paper, at 58 mm and at 80 mm', () => {
    for (const columns of [32, 48])
      for (const line of text(undefined, columns)) expect(line.length).toBeLessThanOrEqual(columns);
  });

  it('prints the shown fields in the layout order and leaves out the hidden ones', () => {
    const fields = [...DEFAULT_RECEIPT_LAYOUT.fields]
      .reverse()
      .map((f) => ({ ...f, shown: f.field !== 'car_model' }));
    const lines = text({ ...DEFAULT_RECEIPT_LAYOUT, fields });
    expect(lines.findIndex((l) => l.startsWith('Curbside instructions'))).toBeLessThan(
      lines.findIndex((l) => l.startsWith('Order #1042')),
    );
    expect(lines.some((l) => l.startsWith('Car model'))).toBe(false);
    expect(lines).toContain('Total                                     $30.24');
  });
});
