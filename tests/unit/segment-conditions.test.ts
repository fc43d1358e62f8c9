import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import { makeTranslate, renderFieldError, type Phrases } from '../../src/core/messages.js';
import { resourceByName } from '../../src/core/registry.js';
import { normalize, validateRecord } from '../../src/core/validation.js';

const segment = resourceByName('segment');
const t = { en: makeTranslate(en as Phrases), es: makeTranslate(es as Phrases) };
const errorsOf = (data: Record<string, unknown>) =>
  validateRecord(segment, normalize(segment, { description: 'Regulars', ...data }));

describe("a segment's conditions, checked alike by the form and the server", () => {
  it('takes a segment without conditions, and one with every condition', () => {
    expect(errorsOf({})).toEqual([]);
    expect(
      errorsOf({
        platform: 'kiosk',
        enrolled_from: '2024-01-01',
        enrolled_to: '2024-01-01',
        min_orders: 2,
        orders_days: 30,
        min_spent: 25.5,
        spent_days: 90,
        include_without_agreement: true,
      }),
    ).toEqual([]);
  });

  it('refuses an enrolment range ending before it starts, in both languages', () => {
    const [err] = errorsOf({ enrolled_from: '2024-03-01', enrolled_to: '2024-02-29' });
    expect(err).toMatchObject({ field: 'enrolled_to', key: 'validation.segment.enrolledRange' });
    expect(renderFieldError(t.en, segment, err!)).toBe(
      'The end of the enrolment range must not be before its start',
    );
    expect(renderFieldError(t.es, segment, err!)).toBe(
      'El final del rango de inscripción no puede ser anterior a su inicio',
    );
    // One side alone is no range to compare.
    expect(errorsOf({ enrolled_to: '2024-02-29' })).toEqual([]);
  });

  it('asks for both halves of a frequency and of an amount spent', () => {
    expect(errorsOf({ min_orders: 3 })).toEqual([
      { field: 'orders_days', key: 'validation.segment.ordersDaysNeeded' },
    ]);
    expect(errorsOf({ orders_days: 3 })).toEqual([
      { field: 'min_orders', key: 'validation.segment.ordersNeeded' },
    ]);
    expect(errorsOf({ min_spent: 0 })).toEqual([
      { field: 'spent_days', key: 'validation.segment.spentDaysNeeded' },
    ]);
    expect(errorsOf({ spent_days: 3 })).toEqual([
      { field: 'min_spent', key: 'validation.segment.spentNeeded' },
    ]);
  });

  it('refuses negative numbers and unknown platforms', () => {
    expect(errorsOf({ min_orders: 0, orders_days: 7 })[0]).toMatchObject({
      field: 'min_orders',
      key: 'validation.minimum',
    });
    expect(errorsOf({ min_spent: -1, spent_days: 7 })[0]).toMatchObject({
      field: 'min_spent',
      key: 'validation.minimum',
    });
    expect(errorsOf({ platform: 'fax' })[0]).toMatchObject({ field: 'platform', key: 'validation.enum' });
  });
});
