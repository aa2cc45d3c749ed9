import { describe, expect, it } from 'vitest';
import {
  MONTH_GRID_CELLS,
  calendarDataRange,
  monthGrid,
  visibleRange,
  weekDays,
} from '@/lib/scheduling/calendar-grid';
import { addDays, weekdayOf } from '@/lib/scheduling/zoned-time';
import { describeInProcessZones } from '@/tests/support/process-zones';

describeInProcessZones(() => {
  describe('weekDays', () => {
    it('gives Monday to Sunday of the week, whichever day is passed', () => {
      const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
      for (const day of week) expect(weekDays(day)).toEqual(week);
    });

    it('spans both clock changes with seven distinct days', () => {
      expect(weekDays('2026-03-29')).toEqual(['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29']);
      expect(weekDays('2026-10-25')[6]).toBe('2026-10-25');
      expect(weekDays('2026-10-26')).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    });

    it('crosses a year end', () => {
      expect(weekDays('2027-01-01')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    });

    it('throws on a bad date', () => {
      expect(() => weekDays('2026-02-30')).toThrow(RangeError);
    });
  });

  describe('monthGrid', () => {
    const consecutive = (days: string[]) => days.slice(1).every((day, i) => day === addDays(days[i], 1));

    it('starts on the 1st when the 1st is a Monday (June 2026)', () => {
      const grid = monthGrid('2026-06-17');
      expect(grid).toHaveLength(MONTH_GRID_CELLS);
      expect(grid[0]).toBe('2026-06-01');
      expect(grid[29]).toBe('2026-06-30');
      expect(grid.at(-1)).toBe('2026-07-12');
    });

    it('still has 42 cells for a February that fits in 4 weeks (February 2027)', () => {
      const grid = monthGrid('2027-02-14');
      expect(grid).toHaveLength(42);
      expect(grid.slice(0, 28).every((day) => day.startsWith('2027-02'))).toBe(true);
      expect(grid.slice(28)).toEqual(weekDays('2027-03-01').concat(weekDays('2027-03-08')));
    });

    it('starts on the Monday before the 1st and fits a 31-day month starting on a Sunday (March 2026)', () => {
      const grid = monthGrid('2026-03-29');
      expect(grid).toHaveLength(42);
      expect(grid[0]).toBe('2026-02-23');
      expect(grid[6]).toBe('2026-03-01');
      expect(grid[36]).toBe('2026-03-31');
      expect(grid.at(-1)).toBe('2026-04-05');
    });

    it('runs day by day on Mondays every 7 cells, through the clock changes', () => {
      for (const month of ['2026-03-01', '2026-10-01', '2028-02-01']) {
        const grid = monthGrid(month);
        expect(consecutive(grid), month).toBe(true);
        expect(grid.filter((_, i) => i % 7 === 0).every((day) => weekdayOf(day) === 'monday')).toBe(true);
      }
    });
  });

  describe('visible and data ranges', () => {
    it('shows the week or the month grid', () => {
      expect(visibleRange('2026-11-25', 'week')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
      expect(visibleRange('2026-11-25', 'month')).toEqual({ start: '2026-10-26', end: '2026-12-06' });
    });

    it('loads whole months plus two weeks each side', () => {
      expect(calendarDataRange(visibleRange('2026-11-25', 'week'))).toEqual({ start: '2026-10-18', end: '2026-12-14' });
      expect(calendarDataRange(visibleRange('2026-11-25', 'month'))).toEqual({ start: '2026-09-17', end: '2027-01-14' });
      // A week across a month end widens to both months.
      expect(calendarDataRange(visibleRange('2026-03-31', 'week'))).toEqual({ start: '2026-02-15', end: '2026-05-14' });
      expect(calendarDataRange({ start: '2027-02-01', end: '2027-02-28' })).toEqual({ start: '2027-01-18', end: '2027-03-14' });
    });
  });
});
