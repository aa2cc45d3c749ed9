import { describe, expect, it } from 'vitest';
import { formatDateCard, formatDayAndTime, formatDayMonth, formatLongDate, formatMonth, formatShortDate, formatTime, weekdayName } from '@/lib/format/dates';
import { describeInProcessZones } from '@/tests/support/process-zones';

describeInProcessZones(() => {
  describe('formatLongDate', () => {
    it('writes English dates as the booking pages show them, with or without the year', () => {
      expect(formatLongDate('2026-11-23')).toBe('Monday, 23 November 2026');
      expect(formatLongDate('2026-03-01', { withYear: false })).toBe('Sunday, 1 March');
    });

    it('writes Hungarian dates in Hungarian order', () => {
      expect(formatLongDate('2026-11-23', { language: 'hu' })).toBe('2026. november 23., hétfő');
      expect(formatLongDate('2026-03-01', { language: 'hu', withYear: false })).toBe('március 1., vasárnap');
    });

    it('keeps the day on clock-change days and at year ends', () => {
      expect(formatLongDate('2026-03-29')).toBe('Sunday, 29 March 2026');
      expect(formatLongDate('2026-10-25', { language: 'hu' })).toBe('2026. október 25., vasárnap');
      expect(formatLongDate('2026-03-08')).toBe('Sunday, 8 March 2026');
      expect(formatLongDate('2026-12-31', { language: 'hu' })).toBe('2026. december 31., csütörtök');
      expect(formatLongDate('2027-01-01')).toBe('Friday, 1 January 2027');
    });

    it("gives '' for an invalid date", () => {
      expect(formatLongDate('2026-02-30')).toBe('');
      expect(formatLongDate('23/11/2026', { language: 'hu' })).toBe('');
    });
  });

  describe('formatTime', () => {
    it("uses each language's short time", () => {
      expect(formatTime('09:05')).toBe('09:05');
      expect(formatTime('14:00')).toBe('14:00');
      expect(formatTime('09:05', 'hu')).toBe('9:05');
      expect(formatTime('23:45', 'hu')).toBe('23:45');
    });

    it('shows wall times that fall in a clock change of the process zone unchanged', () => {
      // 02:30 does not exist on 29 March in Budapest or on 8 March in New York; as a plain
      // time of day it is still 02:30.
      expect(formatTime('02:30')).toBe('02:30');
      expect(formatTime('00:00', 'hu')).toBe('0:00');
    });

    it("gives '' for an invalid time", () => {
      expect(formatTime('24:00')).toBe('');
      expect(formatTime('noon', 'hu')).toBe('');
    });
  });

  describe('formatShortDate', () => {
    it('writes the short date staff tables use, in each language', () => {
      expect(formatShortDate('2026-11-03')).toBe('3 Nov 2026');
      expect(formatShortDate('2026-10-25', 'hu')).toBe('2026. okt. 25.');
      expect(formatShortDate('2026-13-01')).toBe('');
    });
  });

  describe('formatDayAndTime', () => {
    it("writes an instant's weekday, date and time in the salon's zone, in each language", () => {
      // 13:00 UTC on 24 November 2026 is 14:00 in Budapest.
      const instant = new Date('2026-11-24T13:00:00Z');
      expect(formatDayAndTime(instant, 'Europe/Budapest')).toBe('Tue 24 Nov, 14:00');
      expect(formatDayAndTime(instant, 'Europe/Budapest', 'hu')).toBe('nov. 24., kedd 14:00');
    });
  });
});

describe('weekdayName', () => {
  it('names Monday to Sunday in each language', () => {
    expect([0, 6].map((day) => weekdayName(day))).toEqual(['Monday', 'Sunday']);
    expect([0, 6].map((day) => weekdayName(day, 'hu'))).toEqual(['hétfő', 'vasárnap']);
  });

  it("gives a calendar's short column heads in each language", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((day) => weekdayName(day, 'en', { short: true }))).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect([0, 1, 2, 3, 4, 5, 6].map((day) => weekdayName(day, 'hu', { short: true }))).toEqual(['H', 'K', 'Sze', 'Cs', 'P', 'Szo', 'V']);
  });
});

describe('formatMonth', () => {
  it('names the month and year in each language, long or short', () => {
    expect(formatMonth('2026-11-25')).toBe('November 2026');
    expect(formatMonth('2027-01-01', 'hu')).toBe('2027. január');
    expect(formatMonth('2026-11-25', 'en', { short: true })).toBe('Nov 2026');
    expect(formatMonth('2026-11-25', 'hu', { short: true })).toBe('2026. nov.');
    expect(formatMonth('2026-13-01')).toBe('');
  });
});

describe('formatDayMonth', () => {
  it("writes a chart's day in each language", () => {
    expect(formatDayMonth('2026-03-23')).toBe('23 Mar');
    expect(formatDayMonth('2026-03-23', 'hu')).toBe('márc. 23.');
    expect(formatDayMonth('nope')).toBe('');
  });
});

describe('formatDateCard', () => {
  it('gives the short weekday, also in Hungarian (a whole one overflows a phone card)', () => {
    expect(formatDateCard('2026-11-26', 'en')).toEqual({ month: 'Nov', weekday: 'Thu' });
    expect(formatDateCard('2026-11-26', 'hu')).toEqual({ month: 'nov.', weekday: 'Cs' });
  });
});
