import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_ERRORS, loadDashboard } from '@/features/dashboard/load-dashboard';
import { callerOf } from '@/lib/server/access';
import { readProfile } from '@/lib/auth/store';
import { getSalonProfile } from '@/lib/server/salon-profiles';
import { appointments, services, users } from '@/lib/db/schema';
import { zonedToInstant } from '@/lib/scheduling/zoned-time';
import { UNKNOWN_SERVICE } from '@/lib/format/money';
import { serverMessages } from '@/lib/i18n/server-messages';
import { createTestSalon, getDb } from '@/tests/support/db';

const TZ = 'Europe/Budapest';
// Wednesday 25 November 2026, 12:00 in Budapest.
const NOW = zonedToInstant('2026-11-25', '12:00', TZ)!;
const unknownService = serverMessages('en')(UNKNOWN_SERVICE.name);

async function ownedSalon() {
  const db = await getDb();
  const { salon, service } = await createTestSalon();
  const [owner] = await db.insert(users).values({ role: 'owner', email: `owner-${salon.id}@example.com`, fullName: 'Owner', salonId: salon.id }).returning({ id: users.id });
  const caller = callerOf(await readProfile(owner.id))!;
  return { db, salon, service, caller };
}

afterEach(() => vi.restoreAllMocks());

describe('loadDashboard', () => {
  it("prices today's, the calendar's, the week's and the month's appointments in the salon's zone", async () => {
    const { db, salon, service, caller } = await ownedSalon();
    const at = (date: string, time: string) => zonedToInstant(date, time, TZ)!;
    const book = (date: string, time: string, status: 'confirmed' | 'completed' | 'pending' | 'cancelled', name = 'C') => ({
      salonId: salon.id,
      serviceId: service.id,
      customerName: name,
      status,
      startTime: at(date, time),
      endTime: new Date(at(date, time).getTime() + 3_600_000),
    });
    await db.insert(appointments).values([
      book('2026-11-25', '00:30', 'confirmed'), // today in Budapest, yesterday in UTC
      book('2026-11-25', '14:00', 'pending'),
      book('2026-11-25', '15:00', 'cancelled'),
      book('2026-11-23', '10:00', 'completed'), // Monday: this week
      book('2026-11-22', '10:00', 'confirmed'), // Sunday: last week, this month
      book('2026-12-01', '10:00', 'confirmed'), // next month, in the calendar's range
    ]);
    await db.insert(services).values({ salonId: salon.id, name: 'Retired', durationMinutes: 30, isActive: false });
    const data = await loadDashboard(caller, await getSalonProfile(caller), {}, unknownService, NOW);
    expect(data).toMatchObject({ today: '2026-11-25', date: '2026-11-25', view: null, servicesError: null });
    // Every service prices past appointments; the view offers only active ones for a new appointment.
    expect(data.services.map(({ name, isActive }) => [name, isActive])).toEqual([
      ['Cut', true],
      ['Retired', false],
    ]);
    expect(data.todays.ok && data.todays.data.map((a) => [a.status, a.serviceName, a.price])).toEqual([
      ['confirmed', 'Cut', 10000],
      ['pending', 'Cut', 10000],
      ['cancelled', 'Cut', 10000],
    ]);
    expect(data.weekly).toMatchObject({ ok: true, data: { revenue: 20000, appointmentCount: 2, currencyInfo: { currency_code: 'HUF' } } });
    expect(data.monthly).toMatchObject({ ok: true, data: { revenue: 30000, appointmentCount: 3 } });
    // The calendar's days: counts without the cancelled one, fullness from the 60-minute service.
    expect(data.calendar.ok && data.calendar.data.days).toEqual([
      { date: '2026-11-22', count: 1, times: ['10:00'], fullnessPercentage: 8 },
      { date: '2026-11-23', count: 1, times: ['10:00'], fullnessPercentage: 8 },
      { date: '2026-11-25', count: 2, times: ['00:30', '14:00'], fullnessPercentage: 17 },
      { date: '2026-12-01', count: 1, times: ['10:00'], fullnessPercentage: 8 },
    ]);
    // The selected day is today: its full rows are today's.
    expect(data.selected).toEqual(data.todays);
    const monday = await loadDashboard(caller, await getSalonProfile(caller), { date: '2026-11-23' }, unknownService, NOW);
    expect(monday.selected.ok && monday.selected.data.map((a) => [a.status, a.serviceName, a.price])).toEqual([['completed', 'Cut', 10000]]);
  });

  it('takes the day and view from the address only when they make sense', async () => {
    const { caller } = await ownedSalon();
    const salon = await getSalonProfile(caller);
    expect(await loadDashboard(caller, salon, { date: '2027-02-03', view: 'week' }, unknownService, NOW)).toMatchObject({ date: '2027-02-03', view: 'week' });
    expect(await loadDashboard(caller, salon, { date: '2027-02-30', view: 'year' }, unknownService, NOW)).toMatchObject({ date: '2026-11-25', view: null });
    expect(await loadDashboard(caller, salon, { date: '2099-01-01' }, unknownService, NOW)).toMatchObject({ date: '2026-11-25' });
  });

  // Breaking a table would break the other files sharing a real server: PGlite only (one database per file).
  it.skipIf(Boolean(process.env.DATABASE_URL))("shows the spec's message for each failed query and logs its cause without personal data", async () => {
    const { db, caller } = await ownedSalon();
    const salon = await getSalonProfile(caller);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await db.execute(sql`ALTER TABLE appointments RENAME TO appointments_away`);
    try {
      const data = await loadDashboard(caller, salon, {}, unknownService, NOW);
      expect(data.servicesError).toBeNull();
      expect(data.todays).toEqual({ ok: false, message: DASHBOARD_ERRORS.today });
      expect(data.calendar).toEqual({ ok: false, message: DASHBOARD_ERRORS.calendar });
      expect(data.selected).toEqual({ ok: false, message: DASHBOARD_ERRORS.today });
      expect(data.weekly).toEqual({ ok: false, message: DASHBOARD_ERRORS.weekly });
      expect(data.monthly).toEqual({ ok: false, message: DASHBOARD_ERRORS.monthly });
    } finally {
      await db.execute(sql`ALTER TABLE appointments_away RENAME TO appointments`);
    }
    expect(DASHBOARD_ERRORS).toEqual({
      today: "Failed to fetch today's appointments",
      calendar: 'Failed to fetch calendar appointments',
      weekly: 'Failed to fetch weekly appointments',
      monthly: 'Failed to fetch monthly appointments',
      services: 'Failed to fetch services data',
      changes: 'Failed to fetch recent changes',
    });
    expect(log.mock.calls.map(([message]) => message).sort()).toEqual(Object.values(DASHBOARD_ERRORS).slice(0, 4).map((m) => `[dashboard] ${m}`).sort());
    for (const [, cause] of log.mock.calls) {
      expect(cause).toMatchObject({ kind: 'database', sqlState: '42P01' });
      // The cause names no customer, phone or salon id (the query's parameters stay out of the log).
      expect(JSON.stringify(cause)).not.toContain(salon.id);
    }
  });

  it('refuses a caller of another salon before reading anything', async () => {
    const a = await ownedSalon();
    const b = await ownedSalon();
    await expect(loadDashboard(b.caller, await getSalonProfile(a.caller), {}, unknownService, NOW)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
