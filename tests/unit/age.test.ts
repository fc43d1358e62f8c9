import { describe, expect, it } from 'vitest';
import { ageOn, birthDateProblem } from '../../src/core/age.js';

describe('the minimum age at registration', () => {
  it('counts full years, a birthday reached on its day', () => {
    expect(ageOn('2000-06-15', '2018-06-14')).toBe(17);
    expect(ageOn('2000-06-15', '2018-06-15')).toBe(18);
    // Born on 29 February: eighteen on 1 March of a common year.
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
  });

  it('names what is wrong: no real date, the future, too young', () => {
    expect(birthDateProblem('2001-02-29', '2026-01-01')).toBe('account.errors.birthDate');
    expect(birthDateProblem('12/05/1990', '2026-01-01')).toBe('account.errors.birthDate');
    expect(birthDateProblem('2030-01-01', '2026-01-01')).toBe('account.errors.birthDate');
    expect(birthDateProblem('1890-01-01', '2026-01-01')).toBe('account.errors.birthDate');
    expect(birthDateProblem('2008-01-02', '2026-01-01')).toBe('account.errors.tooYoung');
    expect(birthDateProblem('2008-01-01', '2026-01-01')).toBeNull();
  });
});
