/**
 * The age rule of the terms of service (SPEC §9: minimum age 18): who opens an account gives a birth
 * date, and is refused below MINIMUM_AGE. The same rule in the browser (at once) and on the server
 * (before anything is written).
 */

/** SPEC §9: users must be 18 or older. */
export const MINIMUM_AGE = 18;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date's parts, or null when the text is no real date (2023-02-30 is none). */
function parts(date: string): [number, number, number] | null {
  const m = DATE.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  return check.getUTCFullYear() === y && check.getUTCMonth() === mo - 1 && check.getUTCDate() === d
    ? [y, mo, d]
    : null;
}

/** Full years from `birth` to `today` (both YYYY-MM-DD), or null when either is no date. */
export function ageOn(birth: string, today: string): number | null {
  const b = parts(birth);
  const t = parts(today);
  if (!b || !t) return null;
  const beforeBirthday = t[1] < b[1] || (t[1] === b[1] && t[2] < b[2]);
  return t[0] - b[0] - (beforeBirthday ? 1 : 0);
}

/** Today's date where the person is: their device's calendar (browser) or the server's (UTC). */
export const todayOf = (now: Date, utc = false) =>
  utc
    ? now.toISOString().slice(0, 10)
    : `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * What is wrong with a birth date given at registration, as an i18n key, or null: none or no real
 * date, in the future or over 120 years back, or under MINIMUM_AGE.
 */
export function birthDateProblem(birth: string, today: string): string | null {
  const age = ageOn(birth.trim(), today);
  if (age === null || age < 0 || age > 120) return 'account.errors.birthDate';
  return age < MINIMUM_AGE ? 'account.errors.tooYoung' : null;
}
