import { describe, expect, it } from 'vitest';
import {
  inSentence,
  makeTranslate,
  renderFieldError,
  shortCount,
  type Phrases,
} from '../../src/core/messages.js';
import { resourceByName } from '../../src/core/registry.js';
import { normalize, validateRecord } from '../../src/core/validation.js';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };

const category = resourceByName('category');
const tax = resourceByName('tax');
const item = resourceByName('menu-item');
const DEP = '01a20074-16e0-7d86-a804-f156093ff744';
const t = { en: makeTranslate(en as Phrases), es: makeTranslate(es as Phrases) };

function errorsOf(r: typeof category, data: Record<string, unknown>) {
  return validateRecord(r, normalize(r, data));
}

describe('validation shared by console and server', () => {
  it('says "The name is required" in English and "Este campo es obligatorio" in Spanish', () => {
    const [err] = errorsOf(category, { name: '   ', department_id: DEP });
    expect(err).toMatchObject({ field: 'name', key: 'validation.required' });
    expect(renderFieldError(t.en, category, err!)).toBe('The name is required');
    expect(renderFieldError(t.es, category, err!)).toBe('Este campo es obligatorio');
  });

  it('names the tax rate in its required message', () => {
    const [err] = errorsOf(tax, { name: 'City tax' });
    expect(renderFieldError(t.en, tax, err!)).toBe('The tax rate is required');
  });

  it('takes a tax rate as it is written, up to three decimals (8.875 %), and refuses four or a negative one', () => {
    expect(errorsOf(tax, { name: 'City', rate: 8.25 })).toEqual([]);
    expect(errorsOf(tax, { name: 'City', rate: 0.29 })).toEqual([]);
    expect(errorsOf(tax, { name: 'NYC', rate: 8.875 })).toEqual([]);
    expect(errorsOf(tax, { name: 'City', rate: 8.2555 })[0]).toMatchObject({
      field: 'rate',
      key: 'validation.decimals',
      params: { limit: 3 },
    });
    expect(errorsOf(tax, { name: 'City', rate: 100.001 })[0]).toMatchObject({
      field: 'rate',
      key: 'validation.maximum',
    });
    expect(errorsOf(tax, { name: 'City', rate: -1 })[0]).toMatchObject({
      field: 'rate',
      key: 'validation.minimum',
    });
  });

  it('refuses a 7th price with "You have reached the limit of 6 prices to add"', () => {
    const prices = Array.from({ length: 7 }, (_, i) => ({ description: `Size ${i}`, price: 1 + i }));
    const [err] = errorsOf(item, { name: 'Soda', category_id: DEP, prices });
    expect(err).toMatchObject({ field: 'prices', key: 'validation.pricesLimit' });
    expect(renderFieldError(t.en, item, err!)).toBe('You have reached the limit of 6 prices to add');
    expect(errorsOf(item, { name: 'Soda', category_id: DEP, prices: prices.slice(0, 6) })).toEqual([]);
  });

  it('wants a description on each price', () => {
    const [err] = errorsOf(item, { name: 'Soda', category_id: DEP, prices: [{ price: 2 }] });
    expect(err).toMatchObject({ field: 'prices.0.description', key: 'validation.required' });
    expect(renderFieldError(t.en, item, err!)).toBe('The price description is required');
  });

  it('refuses fields the schema does not know', () => {
    const [err] = errorsOf(category, { name: 'Tapas', department_id: DEP, owner: 'x' });
    expect(err).toMatchObject({ field: 'owner', key: 'validation.unknownField' });
  });

  it('refuses a reference that is not an id', () => {
    const [err] = errorsOf(category, { name: 'Tapas', department_id: "1' or 1=1" });
    expect(err).toMatchObject({ field: 'department_id', key: 'validation.pattern' });
  });
});

describe('formats', () => {
  it('shortens counts above 999 with k', () => {
    expect(shortCount(999)).toBe('999');
    expect(shortCount(1000)).toBe('1k');
    expect(shortCount(1250)).toBe('1.3k');
    expect(shortCount(60)).toBe('60');
    expect(shortCount(100000)).toBe('100k');
  });
});

describe('labels inside messages', () => {
  it('lowers a label but keeps words written in capitals', () => {
    expect(inSentence('Tax rate')).toBe('tax rate');
    expect(inSentence('POS PIN')).toBe('POS PIN');
    expect(inSentence('Barcode (UPC)')).toBe('barcode (UPC)');
    const t = makeTranslate(en as Phrases);
    const employee = resourceByName('employee');
    expect(renderFieldError(t, employee, { field: 'pos_pin', key: 'validation.required' })).toBe(
      'The POS PIN is required',
    );
  });
});
