import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RECEIPT_LAYOUT,
  previewLayout,
  RECEIPT_LIMITS,
  receiptLayoutProblem,
} from '../../src/core/receipt.js';

/* The receipt builder's preview shows only values the form accepts: never "6 copies per order" while Save refuses 6. */

const noLogo = () => null;
const sound = { ...DEFAULT_RECEIPT_LAYOUT, copies: 2, header: 'Luna Steakhouse' };

describe('the receipt preview', () => {
  it('keeps the last accepted number of copies while the typed one is refused', () => {
    for (const copies of [RECEIPT_LIMITS.maxCopies + 1, 0, 2.5, Number.NaN]) {
      const typed = { ...sound, copies, footer: 'Thank you' };
      expect(receiptLayoutProblem(typed, noLogo)?.field).toBe('copies');
      const shown = previewLayout(typed, sound, noLogo);
      expect(shown.copies).toBe(2);
      // What is valid still shows as typed.
      expect(shown.footer).toBe('Thank you');
      expect(receiptLayoutProblem(shown, noLogo)).toBeNull();
    }
  });

  it('keeps the last accepted header while the typed one is too long, and each refused value at once', () => {
    const typed = { ...sound, copies: 9, header: 'x'.repeat(RECEIPT_LIMITS.maxText + 1) };
    const shown = previewLayout(typed, sound, noLogo);
    expect(shown).toMatchObject({ copies: 2, header: 'Luna Steakhouse' });
  });

  it('shows a sound layout as it is', () => {
    const typed = { ...sound, copies: RECEIPT_LIMITS.maxCopies };
    expect(previewLayout(typed, sound, noLogo)).toBe(typed);
  });
});
