import { describe, expect, it } from 'vitest';
import { stationLanes, timelineAxis, timelinePlacement } from '@/lib/scheduling/day-timeline';
import { zonedToInstant } from '@/lib/scheduling/zoned-time';
import { describeInProcessZones } from '@/tests/support/process-zones';

const TZ = 'Europe/Budapest';
const slot = (date: string, from: string, to: string) => ({ startTime: zonedToInstant(date, from, TZ)!, endTime: zonedToInstant(date, to, TZ)! });

describeInProcessZones(() => {
  describe('timelineAxis', () => {
    it('spans the opening hours in whole hours', () => {
      expect(timelineAxis('2026-11-23', { start: '09:30', end: '18:00' }, [], TZ)).toEqual({
        startMinutes: 9 * 60,
        endMinutes: 18 * 60,
        hourLabels: ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'],
      });
    });

    it('widens to appointments outside the hours and works on a closed day', () => {
      expect(timelineAxis('2026-11-23', { start: '09:00', end: '18:00' }, [slot('2026-11-23', '18:00', '19:15')], TZ)?.endMinutes).toBe(20 * 60);
      expect(timelineAxis('2026-11-29', null, [slot('2026-11-29', '11:00', '12:00')], TZ)).toMatchObject({ startMinutes: 660, endMinutes: 720 });
      expect(timelineAxis('2026-11-29', null, [], TZ)).toBeNull();
    });

    it('reads wall-clock times on the fall-back day', () => {
      const axis = timelineAxis('2026-10-25', { start: '10:00', end: '16:00' }, [], TZ)!;
      expect(timelinePlacement(slot('2026-10-25', '13:00', '14:30'), '2026-10-25', axis, TZ)).toEqual({ leftPercent: 50, widthPercent: 25 });
    });
  });

  it('places an appointment that runs past midnight up to the end of the axis', () => {
    const axis = timelineAxis('2026-11-23', { start: '20:00', end: '23:00' }, [], TZ)!;
    const late = { startTime: zonedToInstant('2026-11-23', '22:00', TZ)!, endTime: zonedToInstant('2026-11-24', '01:00', TZ)! };
    expect(timelinePlacement(late, '2026-11-23', axis, TZ)).toEqual({ leftPercent: (2 / 3) * 100, widthPercent: (1 / 3) * 100 });
  });

  describe('stationLanes', () => {
    const stations = [
      { id: 'a', name: 'Chair 1', isActive: true },
      { id: 'b', name: 'Chair 2', isActive: true },
      { id: 'old', name: 'Old chair', isActive: false },
    ];
    it('gives each active station a lane, free ones included, in order', () => {
      const lanes = stationLanes([{ id: 1, stationId: 'b', stationName: 'Chair 2' }], stations, 'No station');
      expect(lanes.map((l) => [l.name, l.appointments.length])).toEqual([
        ['Chair 1', 0],
        ['Chair 2', 1],
      ]);
    });

    it('adds an inactive station that still holds an appointment and a lane for none', () => {
      const lanes = stationLanes(
        [
          { id: 1, stationId: 'old', stationName: 'Old chair' },
          { id: 2, stationId: null, stationName: null },
        ],
        stations,
        'No station',
      );
      expect(lanes.map((l) => l.name)).toEqual(['Chair 1', 'Chair 2', 'Old chair', 'No station']);
    });
  });
});
