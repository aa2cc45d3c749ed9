import { describe, expect, it } from 'vitest';
import { formatSpans, formatWorkingWeek } from '@/lib/format/working-hours';

const week = (weekdays: number[], from: string, to: string) => weekdays.map((weekday) => ({ weekday, from, to }));

describe("a stylist's week in one line", () => {
  it('joins weekdays with the same spans, a split shift as two spans', () => {
    expect(formatWorkingWeek([...week([1, 2, 3, 4, 5], '14:00', '20:00'), ...week([1, 2, 3, 4, 5], '09:00', '13:00')])).toBe('Mon–Fri 09:00–13:00, 14:00–20:00');
    expect(formatWorkingWeek(week([1, 3, 5], '09:00', '20:00'))).toBe('Mon, Wed, Fri 09:00–20:00');
    expect(formatWorkingWeek([...week([2, 3, 4, 5], '10:00', '20:00'), ...week([6], '10:00', '16:00')])).toBe('Tue–Fri 10:00–20:00; Sat 10:00–16:00');
    expect(formatWorkingWeek([...week([1, 2, 3, 6], '09:00', '17:00'), ...week([7], '10:00', '14:00')])).toBe('Mon–Wed, Sat 09:00–17:00; Sun 10:00–14:00');
    expect(formatWorkingWeek(week([6, 7], '10:00', '16:00'))).toBe('Sat, Sun 10:00–16:00');
  });

  it('words the weekdays in the language: Hungarian short names, Monday first', () => {
    expect(formatWorkingWeek([...week([1, 2, 3, 4, 5], '09:00', '17:00'), ...week([6], '10:00', '14:00')], 'hu')).toBe('H–P 09:00–17:00; Szo 10:00–14:00');
    expect(formatWorkingWeek(week([3, 7], '09:00', '12:00'), 'hu')).toBe('Sze, V 09:00–12:00');
  });

  it('gives null when there are no hours (the screen words it)', () => {
    expect(formatWorkingWeek([])).toBeNull();
  });

  it("lists a day's spans earliest first", () => {
    expect(formatSpans([{ from: '14:00', to: '20:00' }, { from: '09:00', to: '13:00' }])).toBe('09:00–13:00, 14:00–20:00');
  });
});
