import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardNumberField, holdsCardNumber, normalisedForCards } from '../../src/core/checks.js';

/** Test card numbers: each passes the card check digit. */
const CARDS = ['4111111111111111', '5500000000000004', '340000000000009', '6011000000000004'];

/** The same digits spelled as a careless till or a keyboard in another script might. */
const spellings = (card: string): string[] => [
  card,
  card.replace(/(\d{4})(?=\d)/g, '$1.'),
  card.replace(/(\d{4})(?=\d)/g, '$1  '),
  card.replace(/(\d{4})(?=\d)/g, '$1/'),
  card.split('').join('_'),
  card.split('').join('-'),
  card.replace(/(\d{4})(?=\d)/g, '$1\u200b'),
  card.replace(/(\d{4})(?=\d)/g, '$1\u00a0'),
  // Full-width digits, and Arabic-Indic ones.
  String.fromCodePoint(...[...card].map((d) => 0xff10 + Number(d))),
  String.fromCodePoint(...[...card].map((d) => 0x0660 + Number(d))),
  `Table 12: ${card.replace(/(\d{4})(?=\d)/g, '$1 ')} 12/27, thanks`,
];

describe('normalisedForCards', () => {
  it('makes every script’s digits plain and every run of separators one space', () => {
    expect(normalisedForCards('４１１１．１１１１')).toBe('4111 1111');
    expect(normalisedForCards('٤١١١/١١١١')).toBe('4111 1111');
    expect(normalisedForCards('4_1__1\u200b1')).toBe('4 1 1 1');
    expect(normalisedForCards('  4111 \t\n 1111  ')).toBe(' 4111 1111 ');
  });

  it('keeps letters, which still part numbers', () => {
    expect(normalisedForCards('T12-Ñandú 3')).toBe('T12 Ñandú 3');
    expect(normalisedForCards('ｆｕｌｌ')).toBe('full');
  });
});

describe('holdsCardNumber', () => {
  it('finds a card number however it is spelled', () => {
    for (const card of CARDS)
      for (const text of spellings(card)) expect(holdsCardNumber(text), JSON.stringify(text)).toBe(true);
  });

  it('does not take ids, instants, amounts or short numbers for one', () => {
    for (const text of [
      '01937a4e-0000-7000-8000-000000000001',
      '2026-01-05T10:30:00.000Z',
      '2026-01-05 10:30:00+01:00',
      '2026-01-05',
      '12/27',
      '1250',
      '4111 1111 1111',
      // A long id is not a card, nor a card number with a digit wrong.
      '41111111111111110000123',
      '4111 1111 1111 1112',
      // Numbers parted by letters are not one number.
      '4111a1111b1111c1111',
      // Nothing starts with 0.
      '0000 0000 0000 0000',
      'TX-000000000000000000',
    ])
      expect(holdsCardNumber(text), text).toBe(false);
  });

  it('never takes a UUID or an ISO instant for one', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => !holdsCardNumber(id)),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (d) => !holdsCardNumber(d.toISOString()),
      ),
      { numRuns: 500 },
    );
  });

  it('finds a card between any separators and any text either side', () => {
    const separator = fc.stringMatching(/^[ ./_\-\u00a0\u200b·,:;]{1,3}$/);
    fc.assert(
      fc.property(
        fc.constantFrom(...CARDS),
        fc.array(separator, { minLength: 19, maxLength: 19 }),
        fc.string({ maxLength: 10 }).map((s) => s.replace(/\d+$/, '') + 'x'),
        (card, seps, before) => {
          const spelled = [...card].map((d, i) => (i === 0 ? d : `${seps[i]}${d}`)).join('');
          return holdsCardNumber(`${before} ${spelled}`);
        },
      ),
    );
  });
});

describe('cardNumberField', () => {
  it('names the first text holding a card number, by its path', () => {
    const body = {
      number: 4111111111111111,
      table_name: 'T1',
      payments: [{ transaction_id: 'ok' }, { transaction_id: '4_1_1_1_1_1_1_1_1_1_1_1_1_1_1_1' }],
    };
    expect(cardNumberField(body)).toBe('payments.1.transaction_id');
    expect(cardNumberField({ ...body, payments: [] })).toBeNull();
  });

  it('lets a gift card number through in its own field only', () => {
    const gift = { payments: [{ gift_card_number: '4111111111111111' }], gift_card_sales: [] };
    expect(cardNumberField(gift)).toBeNull();
    expect(cardNumberField({ ...gift, table_name: '4111111111111111' })).toBe('table_name');
    // Only a text is a gift card's number: anything else under the name is screened as usual.
    expect(cardNumberField({ gift_card_number: ['4111111111111111'] })).toBe('gift_card_number.0');
  });
});
