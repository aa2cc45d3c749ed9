import { describe, expect, it } from 'vitest';
import { callerOf } from '@/lib/server/access';
import { listAnalyticsAppointments } from '@/features/analytics/data/analytics';
import { readProfile } from '@/lib/auth/store';
import { listServicePrices } from '@/features/services/data/services';
import { appointments, users, type Role } from '@/lib/db/schema';
import { analyticsOf } from '@/lib/scheduling/analytics';
import { priceAppointments, zonedRange } from '@/lib/scheduling/calendar-stats';
import { addStations, createTestSalon, getDb } from '@/tests/support/db';

const HOUR = 3_600_000;

async function salonWith(role: Role) {
  const db = await getDb();
  const { salon, service } = await createTestSalon({ stationsEnabled: true });
  const [user] = await db
    .insert(users)
    .values({ role, email: `${role}-${salon.id}@example.com`, salonId: salon.id })
    .returning({ id: users.id });
  return { db, salon, service, caller: callerOf(await readProfile(user.id)) };
}

describe('listAnalyticsAppointments', () => {
  it("reads every status of the appointments that start in the period, in the salon's zone, with station names", async () => {
    const { db, salon, service, caller } = await salonWith('owner');
    const [chair] = await addStations(salon.id, [{ name: 'Chair 1' }]);
    const row = (iso: string, status: 'confirmed' | 'completed' | 'no_show' | 'cancelled', customerName: string) => ({
      salonId: salon.id,
      serviceId: service.id,
      stationId: chair.id,
      customerName,
      status,
      startTime: new Date(iso),
      endTime: new Date(new Date(iso).getTime() + HOUR),
    });
    await db.insert(appointments).values([
      // 22 March 2026 23:30 in Budapest: before the period.
      row('2026-03-22T22:30:00Z', 'confirmed', 'Before'),
      row('2026-03-23T09:00:00Z', 'completed', 'A'),
      row('2026-03-25T09:00:00Z', 'no_show', 'B'),
      row('2026-03-26T09:00:00Z', 'cancelled', 'C'),
      // Sunday 29 March 23:30 in Budapest (summer time): the last day of the period.
      row('2026-03-29T21:30:00Z', 'confirmed', 'D'),
      // Monday 30 March 00:30 in Budapest: after it.
      row('2026-03-29T22:30:00Z', 'confirmed', 'After'),
    ]);
    const range = { start: '2026-03-23', end: '2026-03-29' };
    const rows = await listAnalyticsAppointments(caller, zonedRange(range, 'Europe/Budapest'));
    expect(rows.map((r) => r.status)).toEqual(['completed', 'no_show', 'cancelled', 'confirmed']);
    expect(rows[0]).toMatchObject({ serviceId: service.id, stationName: 'Chair 1' });

    const analytics = analyticsOf(priceAppointments(rows, await listServicePrices(caller), 'Unknown Service'), range, 'week', 'Europe/Budapest');
    expect(analytics).toMatchObject({ revenue: 20000, booked: 2, noShows: { count: 1, of: 4 }, cancellations: { count: 1, of: 4 } });
    expect(analytics.stations).toEqual([{ name: 'Chair 1', count: 2, hours: 2, share: 1 }]);
    expect(analytics.topServices).toEqual([{ name: 'Cut', count: 2, revenue: 20000, priceOnRequest: false }]);
  });

  it('is for owners and admins only, and refuses a period over a year', async () => {
    const { caller: staff } = await salonWith('staff');
    const from = new Date('2026-01-01T00:00:00Z');
    await expect(listAnalyticsAppointments(staff, { from, to: new Date(from.getTime() + 24 * HOUR) })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const { caller: owner } = await salonWith('owner');
    await expect(listAnalyticsAppointments(owner, { from, to: new Date(from.getTime() + 368 * 24 * HOUR) })).rejects.toThrow(RangeError);
  });
});
