import { describe, expect, it } from 'vitest';
import { zonedToInstant, type SchedulingStylist } from '@/lib/scheduling';
import { offDutyReason, stylistMisfit } from '@/lib/scheduling/stylist-fit';
import { worksOn } from '@/lib/scheduling/stylists';

const ZONE = 'Europe/Budapest';
const sam: SchedulingStylist = {
  id: 'sam',
  name: 'Sam',
  serviceIds: ['cut'],
  hours: [
    { weekday: 1, from: '09:00', to: '13:00' },
    { weekday: 1, from: '14:00', to: '20:00' },
  ],
  daysOff: ['2026-11-30'],
};
const at = (date: string, from: string, to: string, serviceId: string | null = 'cut') => ({ serviceId, startTime: zonedToInstant(date, from, ZONE)!, endTime: zonedToInstant(date, to, ZONE)! });

describe('why a booked appointment no longer fits its stylist', () => {
  it('fits inside one span of a split shift, on a working day, for a service they do', () => {
    expect(stylistMisfit(sam, true, at('2026-11-23', '09:00', '13:00'), ZONE)).toBeNull();
    expect(stylistMisfit(sam, true, at('2026-11-23', '14:00', '15:00', null), ZONE)).toBeNull();
  });

  it('names the first reason, as the booking check would refuse it', () => {
    expect(stylistMisfit(sam, false, at('2026-11-23', '09:00', '10:00'), ZONE)).toBe('notBookable');
    expect(stylistMisfit(sam, true, at('2026-11-23', '09:00', '10:00', 'colour'), ZONE)).toBe('service');
    expect(stylistMisfit(sam, true, at('2026-11-30', '09:00', '10:00'), ZONE)).toBe('dayOff');
    // Across the break between the two spans, and on a weekday without hours.
    expect(stylistMisfit(sam, true, at('2026-11-23', '12:30', '14:30'), ZONE)).toBe('hours');
    expect(stylistMisfit(sam, true, at('2026-11-24', '09:00', '10:00'), ZONE)).toBe('hours');
  });

  it('reads the wall clock in the salon zone on a clock-change day', () => {
    // 2026-10-25 is a Sunday: 25 hours long in Budapest.
    const sunday = { ...sam, hours: [{ weekday: 7, from: '09:00', to: '12:00' }], daysOff: [] };
    expect(stylistMisfit(sunday, true, at('2026-10-25', '09:00', '12:00'), ZONE)).toBeNull();
    expect(stylistMisfit(sunday, true, at('2026-10-25', '11:30', '12:30'), ZONE)).toBe('hours');
  });
});

describe('when a stylist is off (the day schedule)', () => {
  it('works on a weekday with hours, not on a day off or a weekday without hours', () => {
    expect(worksOn(sam, '2026-11-23')).toBe(true);
    expect(worksOn(sam, '2026-11-30')).toBe(false);
    expect(worksOn(sam, '2026-11-24')).toBe(false);
  });

  it("flags an appointment on the stylist's day off or outside their spans, whatever its service", () => {
    expect(offDutyReason(sam, at('2026-11-23', '09:00', '10:00', 'colour'), ZONE)).toBeNull();
    expect(offDutyReason(sam, at('2026-11-30', '09:00', '10:00'), ZONE)).toBe('dayOff');
    expect(offDutyReason(sam, at('2026-11-23', '13:15', '13:30'), ZONE)).toBe('hours');
  });
});
