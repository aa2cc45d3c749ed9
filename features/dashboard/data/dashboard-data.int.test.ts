import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerOf } from '@/lib/server/access';
import { countAppointmentsByStart, listAppointmentsBetween } from '@/features/appointments/data/appointments';
import { readProfile } from '@/lib/auth/store';
import { calendarDataRange, visibleRange } from '@/lib/scheduling/calendar-grid';
import { zonedRange } from '@/lib/scheduling/calendar-stats';
import { listServicePrices } from '@/features/services/data/services';
import { listSalonStations } from '@/features/settings/data/stations';
import { appointments, services, stations, users } from '@/lib/db/schema';
import { addStations, createTestSalon, getDb } from '@/tests/support/db';

const DAY = 86_400_000;

/** A fresh salon and an owner of it, so the numbers below are exactly what this test wrote. */
async function ownedSalon(overrides: Parameters<typeof createTestSalon>[0] = {}) {
  const db = await getDb();
  const { salon, service } = await createTestSalon(overrides);
  const [owner] = await db
    .insert(users)
    .values({ role: 'owner', email: `owner-${salon.id}@example.com`, fullName: 'Test Owner', salonId: salon.id })
    .returning({ id: users.id });
  return { db, salon, service, caller: callerOf(await readProfile(owner.id)) };
}

describe('dashboard data', () => {
  it('prices every service of the salon, inactive (marked) and unpriced ones included, with its currency', async () => {
    const { db, salon, service, caller } = await ownedSalon();
    const [retired] = await db
      .insert(services)
      .values({ salonId: salon.id, name: 'Retired', durationMinutes: 30, price: null, isActive: false, currencyCode: 'EUR' })
      .returning();
    const [noCurrency] = await db.insert(services).values({ salonId: salon.id, name: 'Plain', durationMinutes: 45, price: 1234.5 }).returning();
    const prices = await listServicePrices(caller);
    expect(prices.find((s) => s.id === service.id)).toEqual({
      id: service.id,
      name: 'Cut',
      durationMinutes: 60,
      price: 10000,
      isActive: true,
      currency: { currency_code: 'HUF', currency_symbol: 'Ft', symbol_position: 'after', decimal_places: 0, thousand_separator: ' ' },
    });
    expect(prices.find((s) => s.id === retired.id)).toMatchObject({ price: null, isActive: false, currency: { currency_code: 'EUR', currency_symbol: '€' } });
    // No currency on the service: the view's HUF fallback.
    expect(prices.find((s) => s.id === noCurrency.id)).toMatchObject({ price: 1234.5, currency: { currency_code: 'HUF', currency_symbol: 'Ft' } });
    expect(prices).toHaveLength(3);
  });

  it('counts the appointments that start in [from, to) per start, status and service, only the statuses asked for', async () => {
    const { db, salon, service, caller } = await ownedSalon();
    const from = new Date('2026-11-23T00:00:00Z');
    const to = new Date(from.getTime() + 7 * DAY);
    const at = (hours: number) => new Date(from.getTime() + hours * 3_600_000);
    const statuses = ['confirmed', 'completed', 'pending', 'cancelled', 'no_show', 'rescheduled'] as const;
    const rows = await db
      .insert(appointments)
      .values([
        ...statuses.map((status, i) => ({ salonId: salon.id, serviceId: service.id, customerName: `C${i}`, status, startTime: at(10 + i * 2), endTime: at(11 + i * 2) })),
        // Starts before the range and ends inside it: not this period's.
        { salonId: salon.id, serviceId: service.id, customerName: 'Early', status: 'confirmed' as const, startTime: at(-1), endTime: at(1) },
        // Starts exactly at `to`: the next period's.
        { salonId: salon.id, serviceId: service.id, customerName: 'Next', status: 'completed' as const, startTime: to, endTime: new Date(to.getTime() + 3_600_000) },
      ])
      .returning({ id: appointments.id, status: appointments.status });
    expect(rows).toHaveLength(8);
    const counted = await countAppointmentsByStart(caller, { from, to, statuses: ['confirmed', 'completed'] });
    expect(counted).toEqual([
      { startTime: at(10), status: 'confirmed', serviceId: service.id, count: 1 },
      { startTime: at(12), status: 'completed', serviceId: service.id, count: 1 },
    ]);
    // Without a status filter every status is there, cancelled included, earliest first.
    const all = await countAppointmentsByStart(caller, { from, to });
    expect(all.reduce((sum, g) => sum + g.count, 0)).toBe(statuses.length);
    expect(all.map((g) => g.startTime.getTime())).toEqual([...all.map((g) => g.startTime.getTime())].sort((a, b) => a - b));
    // The calendar's read sees all of them that overlap, cancelled ones included.
    expect(await listAppointmentsBetween(caller, { from, to })).toHaveLength(7);
  });

  it('counts appointments alike in one group: one start, status and service', async () => {
    const { db, salon, service, caller } = await ownedSalon({ stationsEnabled: true });
    const chairs = await addStations(salon.id, [{ name: 'A' }, { name: 'B' }, { name: 'C' }]);
    const [other] = await db.insert(services).values({ salonId: salon.id, name: 'Other', durationMinutes: 30 }).returning();
    const start = new Date('2026-11-24T09:00:00Z');
    const end = new Date(start.getTime() + 3_600_000);
    const row = (stationId: string, serviceId: string, status: 'confirmed' | 'pending') => ({ salonId: salon.id, serviceId, stationId, customerName: 'C', status, startTime: start, endTime: end });
    await db.insert(appointments).values([row(chairs[0].id, service.id, 'confirmed'), row(chairs[1].id, service.id, 'confirmed'), row(chairs[2].id, other.id, 'confirmed')]);
    const groups = await countAppointmentsByStart(caller, { from: start, to: end });
    expect(groups).toHaveLength(2);
    expect(groups).toEqual(
      expect.arrayContaining([
        { startTime: start, status: 'confirmed', serviceId: service.id, count: 2 },
        { startTime: start, status: 'confirmed', serviceId: other.id, count: 1 },
      ]),
    );
  });

  it("reads the calendar's widest range: a grid over three months, the buffers and a clock change", async () => {
    const { caller } = await ownedSalon();
    // November 2026's grid runs from 26 October to 6 December: 17 September to 14 January, 120 days and an hour.
    const range = calendarDataRange(visibleRange('2026-11-23', 'month'));
    expect(range).toEqual({ start: '2026-09-17', end: '2027-01-14' });
    const { from, to } = zonedRange(range, 'Europe/Budapest');
    expect(to.getTime() - from.getTime()).toBe(120 * DAY + 3_600_000);
    await expect(listAppointmentsBetween(caller, { from, to })).resolves.toEqual([]);
  });

  it('refuses a stats range longer than the limit or empty', async () => {
    const { caller } = await ownedSalon();
    const from = new Date('2026-01-01T00:00:00Z');
    await expect(countAppointmentsByStart(caller, { from, to: new Date(from.getTime() + 125 * DAY) })).rejects.toThrow(RangeError);
    await expect(countAppointmentsByStart(caller, { from, to: from })).rejects.toThrow(RangeError);
  });

  it("lists the salon's stations oldest first, inactive ones included", async () => {
    const { db, salon, caller } = await ownedSalon();
    expect(await listSalonStations(caller)).toEqual([]);
    const added = await addStations(salon.id, [{ name: 'Chair 1' }, { name: 'Chair 2' }, { name: 'Sink' }]);
    await db.update(stations).set({ isActive: false }).where(eq(stations.id, added[1].id));
    expect(await listSalonStations(caller)).toEqual([
      { id: added[0].id, name: 'Chair 1', isActive: true },
      { id: added[1].id, name: 'Chair 2', isActive: false },
      { id: added[2].id, name: 'Sink', isActive: true },
    ]);
  });
});
