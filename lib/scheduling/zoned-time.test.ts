import { describe, expect, it } from 'vitest';
import {
  addDays,
  instantToZonedParts,
  isDateString,
  isValidTimeZone,
  monthLabel,
  offsetAt,
  todayInZone,
  weekdayOf,
  zonedToInstant,
} from '@/lib/scheduling/zoned-time';
import { describeInProcessZones } from '@/tests/support/process-zones';

const BUD = 'Europe/Budapest';
const iso = (d: Date | null) => d?.toISOString() ?? null;

describeInProcessZones(() => {
  describe('zonedToInstant', () => {
    it('uses +01:00 in winter and +02:00 in summer', () => {
      expect(iso(zonedToInstant('2026-01-15', '14:00', BUD))).toBe('2026-01-15T13:00:00.000Z');
      expect(iso(zonedToInstant('2026-07-15', '14:00', BUD))).toBe('2026-07-15T12:00:00.000Z');
    });

    it('gets both clock-change days right, before and after the change', () => {
      expect(iso(zonedToInstant('2026-03-29', '01:59', BUD))).toBe('2026-03-29T00:59:00.000Z');
      expect(iso(zonedToInstant('2026-03-29', '03:00', BUD))).toBe('2026-03-29T01:00:00.000Z');
      expect(iso(zonedToInstant('2026-03-29', '14:00', BUD))).toBe('2026-03-29T12:00:00.000Z');
      expect(iso(zonedToInstant('2026-03-28', '14:00', BUD))).toBe('2026-03-28T13:00:00.000Z');
      expect(iso(zonedToInstant('2026-10-25', '01:59', BUD))).toBe('2026-10-24T23:59:00.000Z');
      expect(iso(zonedToInstant('2026-10-25', '03:00', BUD))).toBe('2026-10-25T02:00:00.000Z');
      expect(iso(zonedToInstant('2026-10-25', '14:00', BUD))).toBe('2026-10-25T13:00:00.000Z');
      expect(iso(zonedToInstant('2026-10-26', '14:00', BUD))).toBe('2026-10-26T13:00:00.000Z');
      expect(iso(zonedToInstant('2026-10-24', '14:00', BUD))).toBe('2026-10-24T12:00:00.000Z');
    });

    it('returns null for wall times in the spring-forward gap', () => {
      for (const time of ['02:00', '02:15', '02:30', '02:59']) expect(zonedToInstant('2026-03-29', time, BUD)).toBeNull();
      expect(zonedToInstant('2026-03-08', '02:30', 'America/New_York')).toBeNull();
    });

    it('maps a repeated wall time to its first occurrence (summer time)', () => {
      expect(iso(zonedToInstant('2026-10-25', '02:00', BUD))).toBe('2026-10-25T00:00:00.000Z');
      expect(iso(zonedToInstant('2026-10-25', '02:30', BUD))).toBe('2026-10-25T00:30:00.000Z');
      expect(iso(zonedToInstant('2026-11-01', '01:30', 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z');
    });

    it('handles other zones, including half-hour offsets', () => {
      expect(iso(zonedToInstant('2026-03-29', '14:00', 'Asia/Kolkata'))).toBe('2026-03-29T08:30:00.000Z');
      expect(iso(zonedToInstant('2026-03-29', '14:00', 'UTC'))).toBe('2026-03-29T14:00:00.000Z');
    });

    it('rejects bad dates and times, and throws on an unknown zone', () => {
      expect(zonedToInstant('2026-02-30', '10:00', BUD)).toBeNull();
      expect(zonedToInstant('2026-3-29', '10:00', BUD)).toBeNull();
      expect(zonedToInstant('2026-03-29', '24:00', BUD)).toBeNull();
      expect(() => zonedToInstant('2026-03-29', '10:00', 'Mars/Olympus')).toThrow(RangeError);
      expect(isValidTimeZone('Mars/Olympus')).toBe(false);
      expect(isValidTimeZone(BUD)).toBe(true);
    });

    it('round-trips every quarter hour across both clock changes', () => {
      for (const startIso of ['2026-03-28T20:00:00Z', '2026-10-24T20:00:00Z']) {
        const start = Date.parse(startIso);
        for (let ms = start; ms < start + 12 * 3_600_000; ms += 15 * 60_000) {
          const parts = instantToZonedParts(new Date(ms), BUD);
          const back = zonedToInstant(parts.date, parts.time, BUD)!.getTime();
          // Only the second pass through the repeated hour maps back to the first, an hour earlier.
          const secondPass = ms >= Date.parse('2026-10-25T01:00:00Z') && ms < Date.parse('2026-10-25T02:00:00Z');
          expect(back, new Date(ms).toISOString()).toBe(secondPass ? ms - 3_600_000 : ms);
        }
      }
    });
  });

  describe('instantToZonedParts', () => {
    it("reads the salon's wall clock, not the process's", () => {
      expect(instantToZonedParts(new Date('2026-03-29T12:00:00Z'), BUD)).toEqual({ date: '2026-03-29', time: '14:00', weekday: 'sunday' });
      expect(instantToZonedParts(new Date('2026-10-25T01:30:00Z'), BUD)).toEqual({ date: '2026-10-25', time: '02:30', weekday: 'sunday' });
      expect(instantToZonedParts(new Date('2026-10-25T00:30:00Z'), BUD).time).toBe('02:30');
      expect(instantToZonedParts(new Date('2026-03-29T22:30:00Z'), BUD)).toEqual({ date: '2026-03-30', time: '00:30', weekday: 'monday' });
    });

    it('is right during a clock change of a different zone (date-fns-tz gets this wrong under TZ=America/New_York)', () => {
      expect(instantToZonedParts(new Date('2026-03-08T01:30:00Z'), BUD).time).toBe('02:30');
      expect(instantToZonedParts(new Date('2026-03-29T00:30:00Z'), 'America/New_York').time).toBe('20:30');
    });
  });

  describe('calendar dates', () => {
    it("gives today's date in the salon's zone", () => {
      const now = new Date('2026-03-28T23:30:00Z');
      expect(todayInZone(now, BUD)).toBe('2026-03-29');
      expect(todayInZone(now, 'America/New_York')).toBe('2026-03-28');
      expect(todayInZone(now, 'UTC')).toBe('2026-03-28');
    });

    it('adds days across month, year, leap day and clock changes', () => {
      expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
      expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
      expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
      expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
      expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
      expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
      expect(addDays('2026-03-29', 30)).toBe('2026-04-28');
      expect(() => addDays('29/03/2026', 1)).toThrow(RangeError);
    });

    it("keeps an hour's offset only where the clocks do not change, to the second", () => {
      // Whole-hour and half-hour changes, a 30-minute one (Lord Howe), a zone without changes.
      const changes = { [BUD]: ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z'], 'America/New_York': ['2026-03-08T07:00:00Z'], 'Australia/Lord_Howe': ['2026-04-04T15:00:00Z', '2026-10-03T15:30:00Z'], 'Asia/Kathmandu': ['2026-06-01T00:00:00Z'] };
      for (const [zone, instants] of Object.entries(changes)) {
        const named = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
        const expected = (ms: number) => {
          const [, sign, hours, minutes] = /GMT(?:([+-])(\d\d):(\d\d))?/.exec(named.formatToParts(ms).find((part) => part.type === 'timeZoneName')!.value)!;
          return sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000 : 0;
        };
        for (const change of instants.map(Date.parse)) {
          const around = [-1000, -1, 0, 1, 999, 1000, 1001];
          const sweep = Array.from({ length: 4 * 24 * 6 }, (_, i) => change - 2 * 86_400_000 + i * 600_000 + (i % 7) * 1000);
          // Forwards, then backwards: answers asked for again come from what was kept.
          for (const ms of [...around.map((d) => change + d), ...sweep, ...sweep.reverse(), ...around.map((d) => change - d)]) {
            expect(offsetAt(ms, zone), `${zone} ${new Date(ms).toISOString()}`).toBe(expected(ms));
          }
        }
      }
    });

    it('names weekdays and months', () => {
      expect(weekdayOf('2026-03-29')).toBe('sunday');
      expect(weekdayOf('2026-11-02')).toBe('monday');
      expect(weekdayOf('2026-13-01')).toBeNull();
      expect(monthLabel('2026-11-02')).toBe('Nov');
      expect(monthLabel('2026-01-31')).toBe('Jan');
      expect(isDateString('2026-02-29')).toBe(false);
      expect(isDateString('2028-02-29')).toBe(true);
    });
  });
});
