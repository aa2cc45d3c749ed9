import { afterAll, beforeAll, describe, expect } from 'vitest';
import { offsetAt } from '@/lib/scheduling/zoned-time';

/**
 * Process zones for zone-sensitive suites: UTC (servers), the salon default, one west of it
 * and one with a half-hour offset east of it. Date libraries that go through the process's
 * local time (date-fns-tz, TZDate) pass in some of these and fail in others near a clock change.
 */
export const PROCESS_ZONES = ['UTC', 'Europe/Budapest', 'America/New_York', 'Asia/Kolkata'] as const;

/**
 * Runs `suite` once per process zone. Node re-reads process.env.TZ when it is assigned, so this
 * costs no extra processes; each pass checks that the switch took effect.
 */
export function describeInProcessZones(suite: () => void): void {
  describe.each(PROCESS_ZONES)('process TZ=%s', (zone) => {
    let previous: string | undefined;

    beforeAll(() => {
      previous = process.env.TZ;
      process.env.TZ = zone;
      const summer = Date.UTC(2026, 6, 1);
      // getTimezoneOffset is minutes west of UTC; offsetAt is ms east of it.
      expect(offsetAt(summer, zone) + new Date(summer).getTimezoneOffset() * 60_000, 'process zone switched').toBe(0);
    });

    afterAll(() => {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    });

    suite();
  });
}
