import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatTime,
  formatTimeOfDay,
  formatTimestamp,
  parseTimeOfDay,
  TIME_FORMATS,
  type TimeFormat,
  timeOfDayText,
  zonedWallTime,
} from '../../src/core/formats.js';
import { resourceByName } from '../../src/core/registry.js';
import { cellText } from '../../src/web/resources/export/csv.js';
import { exportTable, type Related } from '../../src/web/resources/export/table.js';
import { excelNumberFormat } from '../../src/web/resources/export/xlsx.js';
import {
  DEFAULT_STORE_SETTINGS,
  dateTimeFormats,
  displayTitle,
  nameOrdered,
  personName,
  settingsOf,
  storeValueText,
  type StoreSettings,
} from '../../src/web/store/formats.js';

/* The store's settings (SPEC §3) as the console applies them: hours, zones, money and names. */

const employee = resourceByName('employee');
const category = resourceByName('category');

/** A translate that answers keys it is given a default for, and the key itself otherwise. */
const translate = (key: string, options?: Record<string, unknown>) =>
  typeof options?._ === 'string' ? options._ : key;

describe('hour formats (SPEC §3)', () => {
  const afternoon = { hour: 13, minute: 5, second: 9 };
  const expected: Record<TimeFormat, [string, string, string]> = {
    // 13:05:09, 00:30:00 and 12:00:00 in each format.
    'HH:mm:ss': ['13:05:09', '00:30:00', '12:00:00'],
    'HH:mm:ss A': ['13:05:09 PM', '00:30:00 AM', '12:00:00 PM'],
    'HH:mm': ['13:05', '00:30', '12:00'],
    'HH:mm A': ['13:05 PM', '00:30 AM', '12:00 PM'],
    'hh:mm A': ['01:05 PM', '12:30 AM', '12:00 PM'],
    'hh:mm:ss A': ['01:05:09 PM', '12:30:00 AM', '12:00:00 PM'],
  };

  it('offers the six formats of the spec', () => {
    expect([...TIME_FORMATS].sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(TIME_FORMATS.map((f) => [f, ...expected[f]]))(
    'writes %s as %s (midnight-thirty %s, noon %s)',
    (format, text, midnight, noon) => {
      const f = format as TimeFormat;
      expect(formatTime(afternoon, f)).toBe(text);
      expect(formatTime({ hour: 0, minute: 30, second: 0 }, f)).toBe(midnight);
      expect(formatTime({ hour: 12, minute: 0, second: 0 }, f)).toBe(noon);
    },
  );

  it('writes a stored time of day in an hour format, and nothing for what is not one', () => {
    expect(formatTimeOfDay('23:30', 'hh:mm A')).toBe('11:30 PM');
    expect(formatTimeOfDay('07:05:30', 'HH:mm:ss')).toBe('07:05:30');
    expect(formatTimeOfDay('07:05')).toBe('07:05');
    expect(formatTimeOfDay('24:00')).toBe('');
    expect(formatTimeOfDay(null)).toBe('');
  });
});

describe('time zones', () => {
  // 2026-03-07T18:05:09Z: 13:05:09 in New York (EST), 02:05:09 the next day in Tokyo.
  const moment = '2026-03-07T18:05:09Z';

  it('reads a moment on the store clock, whatever the reader’s', () => {
    expect(zonedWallTime(moment, 'America/New_York')).toEqual({
      year: 2026,
      month: 3,
      day: 7,
      hour: 13,
      minute: 5,
      second: 9,
    });
    expect(formatTimestamp(moment, { date: 'DD/MM/YYYY', time: 'hh:mm A', timeZone: 'Asia/Tokyo' })).toBe(
      '08/03/2026 03:05 AM',
    );
    expect(formatTimestamp(moment, { date: 'YYYY-MM-DD', time: 'HH:mm:ss', timeZone: 'UTC' })).toBe(
      '2026-03-07 18:05:09',
    );
  });

  it('follows daylight saving time and keeps midnight as 00', () => {
    // New York moves to EDT on 2026-03-08: 12:00Z is 08:00 after the change, 07:00 before it.
    expect(
      formatTimestamp('2026-03-09T12:00:00Z', {
        date: 'MM/DD/YYYY',
        time: 'HH:mm',
        timeZone: 'America/New_York',
      }),
    ).toBe('03/09/2026 08:00');
    expect(
      formatTimestamp('2026-03-07T12:00:00Z', {
        date: 'MM/DD/YYYY',
        time: 'HH:mm',
        timeZone: 'America/New_York',
      }),
    ).toBe('03/07/2026 07:00');
    expect(
      formatTimestamp('2026-03-07T05:00:00Z', {
        date: 'MM/DD/YYYY',
        time: 'HH:mm',
        timeZone: 'America/New_York',
      }),
    ).toBe('03/07/2026 00:00');
  });

  it('falls back to the reader’s clock without a zone or with one it does not know', () => {
    const local = new Date(2026, 2, 7, 9, 15, 30);
    expect(zonedWallTime(local)).toMatchObject({ day: 7, hour: 9, minute: 15, second: 30 });
    expect(zonedWallTime(local, 'Not/A_Zone')).toMatchObject({ day: 7, hour: 9, minute: 15, second: 30 });
    expect(zonedWallTime('not a date', 'America/New_York')).toBeNull();
  });
});

describe('store settings', () => {
  it('reads a store-info record, keeping the default of whatever it lacks or does not know', () => {
    expect(settingsOf(null)).toEqual(DEFAULT_STORE_SETTINGS);
    expect(DEFAULT_STORE_SETTINGS).toMatchObject({
      dateFormat: 'MM/DD/YYYY',
      hourFormat: 'HH:mm',
      currencySymbol: '$',
      nameFormat: 'firstname-lastname',
    });
    expect(
      settingsOf({
        date_format: 'DD/MM/YYYY',
        hour_format: 'hh:mm A',
        currency_symbol: ' € ',
        name_format: 'lastname-firstname',
        time_zone: 'Europe/Madrid',
        week_start: 'sunday',
        business_day_start: '05:00',
      }),
    ).toEqual({
      dateFormat: 'DD/MM/YYYY',
      hourFormat: 'hh:mm A',
      currencySymbol: '€',
      nameFormat: 'lastname-firstname',
      timeZone: 'Europe/Madrid',
      weekStart: 'sunday',
      dayStart: '05:00',
    });
    expect(
      settingsOf({
        date_format: 'D.M.YY',
        hour_format: null,
        currency_symbol: '',
        name_format: 'x',
        week_start: 'someday',
        business_day_start: 'noon',
      }),
    ).toEqual(DEFAULT_STORE_SETTINGS);
  });

  it('writes money with the store’s symbol', () => {
    expect(formatMoney(9.5, '€')).toBe('€9.50');
    expect(formatMoney(-1234, 'Q')).toBe('-Q1,234.00');
  });
});

describe('name format', () => {
  const dana = { first_name: 'Dana', last_name: 'Owner' };

  it('names a person as the store writes names, and anything else by its title', () => {
    expect(displayTitle(employee, dana, 'firstname-lastname')).toBe('Dana Owner');
    expect(displayTitle(employee, dana, 'lastname-firstname')).toBe('Owner, Dana');
    expect(displayTitle(employee, { first_name: 'Cher', last_name: '' }, 'lastname-firstname')).toBe('Cher');
    expect(displayTitle(category, { name: 'Desserts' }, 'lastname-firstname')).toBe('Desserts');
    expect(displayTitle(employee, null, 'lastname-firstname')).toBe('');
  });

  it('puts the last name column first in a "last name first" store', () => {
    const columns = ['first_name', 'last_name', 'email', 'job_ids'];
    expect(nameOrdered(employee, columns, 'lastname-firstname')).toEqual([
      'last_name',
      'first_name',
      'email',
      'job_ids',
    ]);
    expect(nameOrdered(employee, columns, 'firstname-lastname')).toEqual(columns);
    expect(nameOrdered(category, ['name', 'status'], 'lastname-firstname')).toEqual(['name', 'status']);
  });

  it('never writes a blank name: a row of someone no longer on file says so', () => {
    expect(personName(dana, 'lastname-firstname', 'Former employee')).toBe('Owner, Dana');
    expect(personName({ first_name: 'Cher', last_name: ' ' }, 'lastname-firstname')).toBe('Cher');
    for (const nobody of [{ first_name: '', last_name: '' }, { first_name: null, last_name: null }, {}])
      for (const format of ['firstname-lastname', 'lastname-firstname'] as const)
        expect(personName(nobody, format, 'Former employee')).toBe('Former employee');
  });
});

describe('settings applied to exports and the system log', () => {
  const euro: StoreSettings = {
    dateFormat: 'DD/MM/YYYY',
    hourFormat: 'hh:mm A',
    currencySymbol: '€',
    nameFormat: 'lastname-firstname',
    timeZone: 'America/New_York',
    weekStart: 'monday',
    dayStart: '00:00',
  };
  const at = '2026-11-22T19:05:00Z'; // 14:05 in New York

  it('exports moments on the store’s clock, in its formats', () => {
    const related: Related = new Map();
    const table = exportTable(
      category,
      [{ id: 'c1', name: 'Desserts', department_id: 'd1', created_at: at, updated_at: at }],
      { translate, related, timeZone: euro.timeZone },
    );
    const created = table.columns.findIndex((c) => c.kind === 'timestamp');
    expect(cellText('timestamp', table.rows[0]![created]!, dateTimeFormats(euro))).toBe(
      '22/11/2026 02:05 PM',
    );
    expect(excelNumberFormat('timestamp', dateTimeFormats(euro))).toBe('dd/mm/yyyy hh:mm AM/PM');
    // Excel's AM/PM would turn a 24-hour hour into a 12-hour one: the hours win.
    expect(excelNumberFormat('timestamp', { date: 'YYYY-MM-DD', time: 'HH:mm:ss A' })).toBe(
      'yyyy-mm-dd hh:mm:ss',
    );
  });

  it('writes money, dates, moments and times of day as the store does (the log’s history lines)', () => {
    expect(storeValueText('money', 12.5, euro)).toBe('€12.50');
    expect(storeValueText('money', '7', euro)).toBe('€7.00');
    expect(storeValueText('money', 'a lot', euro)).toBe('');
    expect(storeValueText('date', '2026-03-07', euro)).toBe('07/03/2026');
    expect(storeValueText('datetime', at, euro)).toBe('22/11/2026 02:05 PM');
    expect(storeValueText('time', '23:30', euro)).toBe('11:30 PM');
    expect(storeValueText('text', 'Desserts', euro)).toBeNull();
    // The spec's defaults before the store's are known.
    expect(storeValueText('money', 12.5, DEFAULT_STORE_SETTINGS)).toBe('$12.50');
    expect(storeValueText('date', '2026-03-07', DEFAULT_STORE_SETTINGS)).toBe('03/07/2026');
  });
});

describe('a time of day as typed', () => {
  it('is read in any hour format and stored as HH:mm', () => {
    expect(parseTimeOfDay('17:00')).toBe('17:00');
    expect(parseTimeOfDay('05:00 PM')).toBe('17:00');
    expect(parseTimeOfDay('5pm')).toBe('17:00');
    expect(parseTimeOfDay('12:00 AM')).toBe('00:00');
    expect(parseTimeOfDay('12:30 p.m.')).toBe('12:30');
    expect(parseTimeOfDay('1730')).toBe('17:30');
    expect(parseTimeOfDay('09:15:00')).toBe('09:15');
    expect(parseTimeOfDay('24:00')).toBe('24:00');
    for (const wrong of ['', 'noon', '25:00', '13:00 PM', '10:61', '24:30'])
      expect(parseTimeOfDay(wrong)).toBeNull();
  });

  it("is shown in the store's hour format", () => {
    expect(timeOfDayText('17:00', 'HH:mm')).toBe('17:00');
    expect(timeOfDayText('17:00', 'hh:mm A')).toBe('05:00 PM');
    expect(timeOfDayText('17:00', 'HH:mm:ss')).toBe('17:00:00');
    expect(timeOfDayText('24:00', 'hh:mm A')).toBe('24:00');
  });
});
