import { describe, expect, it } from 'vitest';
import type { Schedule } from '../../src/core/schedule.js';
import {
  businessDateOf,
  endOfBusinessDate,
  instantOfInput,
  openingOn,
  pastWorkingDaySpan,
  startOfBusinessDate,
  timeCardErrors,
  timeCardNotices,
  workedMinutes,
  workingDayFor,
  zonedInputValue,
  zonedInstant,
  type TimeCardContext,
  type TimeCardDraft,
  type WorkingDaySpan,
} from '../../src/core/time-cards.js';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso).toISOString();
const H = 3_600_000;

/** A closed day of 2026-06-10 in New York: 07:00 to midnight (EDT, UTC−4). */
const DAY: WorkingDaySpan = {
  id: 'd1',
  business_date: '2026-06-10',
  status: 'closed',
  opened_at: at('2026-06-10T11:00:00Z'),
  closed_at: at('2026-06-11T04:00:00Z'),
};
const NOW = Date.parse('2026-06-12T12:00:00Z');

/** The day before closed at midnight; the store opens at 07:00. */
const PREVIOUS_CLOSE = Date.parse('2026-06-10T04:00:00Z');
const OPENING = { at: Date.parse('2026-06-10T11:00:00Z'), hour: '07:00' };

const ctx = (over: Partial<TimeCardContext> = {}): TimeCardContext => ({
  now: NOW,
  day: DAY,
  previousClose: PREVIOUS_CLOSE,
  others: [],
  ...over,
});

const draft = (over: Partial<TimeCardDraft> = {}): TimeCardDraft => ({
  employee_id: 'e1',
  business_date: '2026-06-10',
  clock_in: at('2026-06-10T13:00:00Z'),
  clock_out: at('2026-06-10T21:00:00Z'),
  breaks: [],
  ...over,
});

const keys = (d: TimeCardDraft, c = ctx()) =>
  timeCardErrors(d, c).map((e) => `${e.field}:${e.key.replace('timeCards.errors.', '')}`);

describe('time card rules', () => {
  it('accepts a card inside its closed working day with breaks apart', () => {
    expect(
      keys(
        draft({
          breaks: [
            { break_in: at('2026-06-10T15:00:00Z'), break_out: at('2026-06-10T15:30:00Z') },
            { break_in: at('2026-06-10T18:00:00Z'), break_out: at('2026-06-10T18:15:00Z') },
          ],
        }),
      ),
    ).toEqual([]);
  });

  it('requires the employee, the date, the clock in, and a working day for the date', () => {
    expect(keys(draft({ employee_id: null, business_date: null, clock_in: null, clock_out: null }))).toEqual([
      'employee_id:employeeRequired',
      'business_date:dateRequired',
      'clock_in:clockInRequired',
      'clock_out:clockOutRequired',
    ]);
    expect(keys(draft(), ctx({ day: null }))).toContain('business_date:noWorkingDay');
  });

  it('refuses a clock in or a clock out that is not before now', () => {
    const c = ctx({
      now: Date.parse('2026-06-10T20:00:00Z'),
      day: { ...DAY, status: 'open', closed_at: null },
    });
    expect(keys(draft({ clock_in: at('2026-06-10T20:30:00Z'), clock_out: null }), c)).toEqual([
      'clock_in:clockInFuture',
    ]);
    expect(keys(draft(), c)).toEqual(['clock_out:clockOutFuture']);
  });

  it('refuses a clock out that is not greater than the clock in', () => {
    const errors = timeCardErrors(draft({ clock_out: at('2026-06-10T12:30:00Z') }), ctx());
    expect(errors).toEqual([{ field: 'clock_out', key: 'timeCards.errors.clockOutAfterIn' }]);
    expect(keys(draft({ clock_out: draft().clock_in }))).toEqual(['clock_out:clockOutAfterIn']);
  });

  it('lets a card of an open day stay clocked in, and needs the clock out on a closed day', () => {
    const open = ctx({ day: { ...DAY, status: 'open', closed_at: null } });
    expect(keys(draft({ clock_out: null }), open)).toEqual([]);
    expect(keys(draft({ clock_out: null }))).toEqual(['clock_out:clockOutRequired']);
  });

  it('keeps both times within the working day: after the day before closed, up to its own close', () => {
    expect(keys(draft({ clock_in: at('2026-06-10T03:30:00Z') }))).toEqual(['clock_in:clockInOutsideDay']);
    expect(keys(draft({ clock_in: at('2026-06-10T04:00:00Z') }))).toEqual(['clock_in:clockInOutsideDay']);
    expect(keys(draft({ clock_out: at('2026-06-11T05:00:00Z') }))).toEqual(['clock_out:clockOutOutsideDay']);
    // Before the day's first record opened it, and with no day before at all: within the day.
    expect(keys(draft({ clock_in: at('2026-06-10T04:01:00Z') }))).toEqual([]);
    expect(keys(draft({ clock_in: at('2026-06-09T20:00:00Z') }), ctx({ previousClose: null }))).toEqual([]);
    // An open day runs to now.
    const open = ctx({
      now: Date.parse('2026-06-10T22:00:00Z'),
      day: { ...DAY, status: 'open', closed_at: null },
    });
    expect(keys(draft({ clock_out: at('2026-06-10T21:59:00Z') }), open)).toEqual([]);
  });

  it('takes a clock in before the store opens that day, pointing it out, and says nothing on a day without hours', () => {
    const early = draft({ clock_in: at('2026-06-10T10:30:00Z') });
    expect(keys(early)).toEqual([]);
    expect(timeCardNotices(early, OPENING)).toEqual([
      { field: 'clock_in', key: 'timeCards.notices.beforeOpening', params: { time: '07:00' } },
    ]);
    expect(timeCardNotices(early, null)).toEqual([]);
    expect(timeCardNotices(draft({ clock_in: at('2026-06-10T11:00:00Z') }), OPENING)).toEqual([]);
  });

  it('refuses a clock out after the clock in of the employee’s open card', () => {
    const others = [{ id: 'c2', clock_in: at('2026-06-10T20:00:00Z'), clock_out: null }];
    expect(keys(draft(), ctx({ others }))).toEqual(['clock_out:clockOutAfterOpenCard']);
    expect(keys(draft({ clock_out: at('2026-06-10T19:59:00Z') }), ctx({ others }))).toEqual([]);
  });

  it('refuses a card that overlaps another card of the employee', () => {
    const others = [
      { id: 'c2', clock_in: at('2026-06-10T20:00:00Z'), clock_out: at('2026-06-10T23:00:00Z') },
    ];
    expect(keys(draft(), ctx({ others }))).toEqual(['clock_in:overlap']);
    // Back to back is not an overlap.
    expect(keys(draft({ clock_out: at('2026-06-10T20:00:00Z') }), ctx({ others }))).toEqual([]);
  });

  it('checks every break: both times, in order, inside the card, apart from the others', () => {
    const b = (from: string, to: string | null) => ({
      break_in: from ? at(`2026-06-10T${from}:00Z`) : null,
      break_out: to ? at(`2026-06-10T${to}:00Z`) : null,
    });
    expect(keys(draft({ breaks: [b('', null)] }))).toEqual([
      'breaks.0.break_in:breakInRequired',
      'breaks.0.break_out:breakOutRequired',
    ]);
    expect(keys(draft({ breaks: [b('15:00', '14:00')] }))).toEqual(['breaks.0.break_out:breakOrder']);
    expect(keys(draft({ breaks: [b('12:00', '13:30')] }))).toEqual(['breaks.0.break_in:breakOutsideCard']);
    expect(keys(draft({ breaks: [b('20:30', '21:30')] }))).toEqual(['breaks.0.break_in:breakOutsideCard']);
    expect(keys(draft({ breaks: [b('16:00', '17:00'), b('15:00', '16:30')] }))).toEqual([
      'breaks.0.break_in:breaksOverlap',
    ]);
  });

  it('takes no break before the clock times are entered, and only past breaks on a card still clocked in', () => {
    const breaks = [{ break_in: at('2026-06-10T15:00:00Z'), break_out: at('2026-06-10T15:30:00Z') }];
    const open = ctx({ day: { ...DAY, status: 'open', closed_at: null } });
    expect(keys(draft({ clock_in: null, breaks }))).toContain('breaks:clockTimesFirst');
    expect(keys(draft({ clock_out: at('2026-06-10T12:00:00Z'), breaks }))).toContain(
      'breaks:clockTimesFirst',
    );
    // A card still clocked in holds the breaks the employee came back from, none running past now.
    expect(keys(draft({ clock_out: null, breaks }), open)).toEqual([]);
    const now = ctx({
      now: Date.parse('2026-06-10T15:20:00Z'),
      day: { ...DAY, status: 'open', closed_at: null },
    });
    expect(keys(draft({ clock_out: null, breaks }), now)).toEqual(['breaks.0.break_in:breakOutsideCard']);
  });
});

describe('worked time', () => {
  it('is the clock span minus the breaks, and an open card counts to now', () => {
    const breaks = [{ break_in: at('2026-06-10T15:00:00Z'), break_out: at('2026-06-10T15:30:00Z') }];
    expect(workedMinutes({ clock_in: draft().clock_in!, clock_out: draft().clock_out, breaks }, NOW)).toBe(
      450,
    );
    expect(workedMinutes({ clock_in: at('2026-06-12T09:00:00Z'), clock_out: null, breaks: [] }, NOW)).toBe(
      180,
    );
  });
});

describe('the store clock across a daylight-saving change (New York, 2026-03-08 and 2026-11-01)', () => {
  const hours: Schedule = {
    hours: [
      { day: 'sunday', start: '07:00', end: '23:00' },
      { day: 'sunday', start: '05:00', end: '06:00' },
    ],
  };

  it('reads wall times in the zone on either side of the jump', () => {
    expect(at(new Date(zonedInstant('2026-03-07', '07:00', NY)).toISOString())).toBe(
      '2026-03-07T12:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-03-08', '07:00', NY)).toISOString()).toBe('2026-03-08T11:00:00.000Z');
    // 02:30 does not exist that night: it lands just after the jump, at 03:30 EDT.
    expect(new Date(zonedInstant('2026-03-08', '02:30', NY)).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(businessDateOf(Date.parse('2026-03-09T03:59:00Z'), NY)).toBe('2026-03-08');
    expect(businessDateOf(Date.parse('2026-03-09T04:00:00Z'), NY)).toBe('2026-03-09');
    expect(zonedInputValue(Date.parse('2026-03-08T11:00:00Z'), NY)).toBe('2026-03-08T07:00');
    expect(instantOfInput('2026-03-08T07:00', NY)).toBe(Date.parse('2026-03-08T11:00:00Z'));
  });

  it('has a 23-hour and a 25-hour business day', () => {
    expect((endOfBusinessDate('2026-03-08', NY) - startOfBusinessDate('2026-03-08', NY)) / H).toBe(23);
    expect((endOfBusinessDate('2026-11-01', NY) - startOfBusinessDate('2026-11-01', NY)) / H).toBe(25);
  });

  it('opens a past working day at the store’s earliest opening hour, or at midnight without hours', () => {
    // 05:00 comes after that night's jump: it is 05:00 EDT, 09:00 UTC.
    expect(openingOn(hours, '2026-03-08', NY)).toEqual({
      at: Date.parse('2026-03-08T09:00:00Z'),
      hour: '05:00',
    });
    expect(openingOn(hours, '2026-03-09', NY)).toBeNull();
    const sunday = pastWorkingDaySpan(hours, '2026-03-08', NY);
    expect(new Date(sunday.opened_at).toISOString()).toBe('2026-03-08T09:00:00.000Z');
    expect(new Date(sunday.closed_at).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    const monday = pastWorkingDaySpan(hours, '2026-03-09', NY);
    expect(new Date(monday.opened_at).toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('reads the opening time in daylight time on the day of the change', () => {
    const opening = openingOn({ hours: [hours.hours![0]!] }, '2026-03-08', NY);
    // 06:30 EDT is 10:30Z: before the 07:00 opening; 07:00 EDT is 11:00Z.
    expect(timeCardNotices({ clock_in: at('2026-03-08T10:30:00Z') }, opening).map((n) => n.key)).toEqual([
      'timeCards.notices.beforeOpening',
    ]);
    expect(timeCardNotices({ clock_in: at('2026-03-08T11:00:00Z') }, opening)).toEqual([]);
  });

  it('counts worked time across the jump by the real hours elapsed', () => {
    // 01:00 EST to 04:00 EDT is two hours of work.
    expect(
      workedMinutes(
        { clock_in: at('2026-03-08T06:00:00Z'), clock_out: at('2026-03-08T08:00:00Z'), breaks: [] },
        NOW,
      ),
    ).toBe(120);
  });
});

describe('the working day of a card', () => {
  it('is the first day of the date not closed by the clock in, else the latest of that date', () => {
    const first = {
      ...DAY,
      id: 'a',
      opened_at: at('2026-06-10T11:00:00Z'),
      closed_at: at('2026-06-10T18:00:00Z'),
    };
    const second = {
      ...DAY,
      id: 'b',
      opened_at: at('2026-06-10T19:00:00Z'),
      closed_at: at('2026-06-11T04:00:00Z'),
    };
    expect(workingDayFor([second, first], '2026-06-10', Date.parse('2026-06-10T12:00:00Z'), NOW)?.id).toBe(
      'a',
    );
    // Before the first opened, and between the first's close and the second's opening.
    expect(workingDayFor([second, first], '2026-06-10', Date.parse('2026-06-10T10:00:00Z'), NOW)?.id).toBe(
      'a',
    );
    expect(workingDayFor([first, second], '2026-06-10', Date.parse('2026-06-10T18:30:00Z'), NOW)?.id).toBe(
      'b',
    );
    expect(workingDayFor([first, second], '2026-06-10', null, NOW)?.id).toBe('b');
    expect(workingDayFor([first], '2026-06-11', null, NOW)).toBeNull();
  });
});
