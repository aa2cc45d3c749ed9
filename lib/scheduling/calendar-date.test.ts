import { describe, expect, it } from 'vitest';
import { addDays, endOfMonth, startOfWeek } from 'date-fns';
import { fromCalendarDate, toCalendarDate } from '@/lib/scheduling/calendar-date';
import { describeInProcessZones } from '@/tests/support/process-zones';

describeInProcessZones(() => {
  describe('calendar dates as date-fns values', () => {
    it('round-trips and steps day by day across both clock changes', () => {
      for (const [from, to] of [['2026-03-28', '2026-03-29'], ['2026-03-29', '2026-03-30'], ['2026-10-24', '2026-10-25'], ['2026-10-25', '2026-10-26']]) {
        expect(fromCalendarDate(toCalendarDate(from))).toBe(from);
        expect(fromCalendarDate(addDays(toCalendarDate(from), 1))).toBe(to);
      }
    });

    it('does month and week arithmetic on the date itself', () => {
      expect(fromCalendarDate(endOfMonth(toCalendarDate('2027-02-10')))).toBe('2027-02-28');
      expect(fromCalendarDate(endOfMonth(toCalendarDate('2028-02-10')))).toBe('2028-02-29');
      expect(fromCalendarDate(startOfWeek(toCalendarDate('2026-11-01'), { weekStartsOn: 1 }))).toBe('2026-10-26');
    });

    it('throws on a bad date', () => {
      expect(() => toCalendarDate('2026-02-29')).toThrow(RangeError);
      expect(() => toCalendarDate('2026-3-1')).toThrow(RangeError);
    });
  });
});
