import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPENING_HOURS,
  HELPER_DEFAULT_HOURS,
  NO_HOURS_GIVEN_DEFAULT,
  WEEKDAYS,
  normalizeDay,
  normalizeOpeningHours,
  type OpeningHours,
  toOperatingHoursRows,
  weekdayFromIndex,
} from '@/lib/scheduling/opening-hours';
import { formatTimeOfDay, labelAt, parseTimeOfDay, timeLabels } from '@/lib/scheduling/time-of-day';

describe('time of day', () => {
  it('parses H:mm, HH:mm and HH:mm:ss and rejects the rest', () => {
    expect(parseTimeOfDay('09:30')).toBe(570);
    expect(parseTimeOfDay('9:30')).toBe(570);
    expect(parseTimeOfDay('23:59:00')).toBe(1439);
    expect(parseTimeOfDay('00:00')).toBe(0);
    for (const bad of ['24:00', '12:60', '1230', '12:3', 'noon', '', ' : ', null, 900, undefined]) {
      expect(parseTimeOfDay(bad), String(bad)).toBeNull();
    }
  });

  it('formats minutes and lists labels in a half-open range', () => {
    expect(formatTimeOfDay(545)).toBe('09:05');
    expect(timeLabels('09:00', '10:00', 15)).toEqual(['09:00', '09:15', '09:30', '09:45']);
    expect(timeLabels('10:00', '09:00', 15)).toEqual([]);
    expect(timeLabels('bad', '10:00', 15)).toEqual([]);
  });

  it('finds one label of such a list: on the grid, inside the range, written as the list writes it', () => {
    const list = timeLabels('09:05', '10:00', 15);
    for (const time of [...list, '09:00', '09:10', '10:00', '10:05', '9:05', '09:20:00', 'bad']) {
      expect(labelAt(time, '09:05', '10:00', 15), time).toEqual(list.filter((label) => label === time));
    }
  });
});

describe('normalizeDay', () => {
  it('reads the admin-form shape', () => {
    expect(normalizeDay({ start_time: '09:00', end_time: '18:00', is_closed: false })).toEqual({ start: '09:00', end: '18:00' });
    expect(normalizeDay({ start_time: '9:00:00', end_time: '18:00:00' })).toEqual({ start: '09:00', end: '18:00' });
    expect(normalizeDay({ start_time: '09:00', end_time: '18:00', is_closed: true })).toBeNull();
  });

  it("reads the text 'closed'", () => {
    expect(normalizeDay('closed')).toBeNull();
  });

  it('reads the list shape from its first entry', () => {
    expect(normalizeDay([{ start: '10:00', end: '16:30' }, { start: '18:00', end: '20:00' }])).toEqual({ start: '10:00', end: '16:30' });
  });

  it('treats garbage as closed without throwing', () => {
    const garbage: unknown[] = [
      { start_time: '25:00', end_time: '18:00', is_closed: false },
      { start_time: '18:00', end_time: '09:00', is_closed: false },
      { start_time: '09:00', end_time: '09:00', is_closed: false },
      { start_time: '09:00', end_time: '18:00', is_closed: 'false' },
      { start_time: 9, end_time: 18 },
      [],
      [null],
      [{ start: 'x', end: '10:00' }],
      'open',
      '',
      42,
      null,
      undefined,
      {},
    ];
    for (const day of garbage) expect(normalizeDay(day), JSON.stringify(day)).toBeNull();
  });
});

describe('normalizeOpeningHours', () => {
  it('normalises every weekday of the default hours', () => {
    expect(normalizeOpeningHours(DEFAULT_OPENING_HOURS)).toEqual({
      monday: { start: '09:00', end: '18:00' },
      tuesday: { start: '09:00', end: '18:00' },
      wednesday: { start: '09:00', end: '18:00' },
      thursday: { start: '09:00', end: '18:00' },
      friday: { start: '09:00', end: '20:00' },
      saturday: { start: '10:00', end: '16:00' },
      sunday: null,
    });
  });

  it('uses 10:00-17:00 every day when no hours are given', () => {
    expect(NO_HOURS_GIVEN_DEFAULT).toEqual({ start: '10:00', end: '17:00' });
    // Rows from the database arrive untyped: anything without weekday keys counts as no hours.
    for (const none of [null, undefined, {}, { holidays: [] }, 'junk', ['monday']] as OpeningHours[]) {
      const week = normalizeOpeningHours(none);
      for (const day of WEEKDAYS) expect(week[day]).toEqual({ start: '10:00', end: '17:00' });
    }
  });

  it('closes the days missing from a given object and mixes shapes', () => {
    const week = normalizeOpeningHours({ monday: 'closed', tuesday: [{ start: '08:00', end: '12:00' }] });
    expect(week.monday).toBeNull();
    expect(week.tuesday).toEqual({ start: '08:00', end: '12:00' });
    expect(week.wednesday).toBeNull();
    expect(week.sunday).toBeNull();
  });

  it('keeps the helper default separate from the no-hours default', () => {
    expect(HELPER_DEFAULT_HOURS).toEqual({ start: '09:00', end: '18:00' });
  });
});

describe('toOperatingHoursRows', () => {
  it('gives one row per weekday, Sunday = 0, closed days keeping valid times', () => {
    const rows = toOperatingHoursRows(DEFAULT_OPENING_HOURS);
    expect(rows.map((r) => r.day_of_week)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(rows[0]).toEqual({ day_of_week: 0, start_time: '10:00', end_time: '16:00', is_closed: true });
    expect(rows[1]).toEqual({ day_of_week: 1, start_time: '09:00', end_time: '18:00', is_closed: false });
    expect(rows[5]).toEqual({ day_of_week: 5, start_time: '09:00', end_time: '20:00', is_closed: false });
    expect(rows[6]).toEqual({ day_of_week: 6, start_time: '10:00', end_time: '16:00', is_closed: false });
  });

  it("gives null times for 'closed' and garbage days, and defaults with no hours", () => {
    const rows = toOperatingHoursRows({ sunday: 'closed', monday: { start_time: 'x', end_time: '10:00', is_closed: false } });
    expect(rows[0]).toEqual({ day_of_week: 0, start_time: null, end_time: null, is_closed: true });
    expect(rows[1]).toEqual({ day_of_week: 1, start_time: null, end_time: null, is_closed: true });
    expect(toOperatingHoursRows(null).every((r) => r.start_time === '10:00' && r.end_time === '17:00' && !r.is_closed)).toBe(true);
  });

  it('maps day indexes to weekdays', () => {
    expect([0, 1, 6].map(weekdayFromIndex)).toEqual(['sunday', 'monday', 'saturday']);
  });
});
