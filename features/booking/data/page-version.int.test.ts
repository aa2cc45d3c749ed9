import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingPageVersion } from '@/features/booking/data/page-version';
import { salons, services, stationServices, stations, stylistServices, users } from '@/lib/db/schema';
import { createTestSalon, getDb } from '@/tests/support/db';

describe('bookingPageVersion (the booking page cache’s check, migration salon_page_version_triggers)', () => {
  it('changes with every write to what the booking page shows or a booking checks from memory, and with nothing else', async () => {
    const db = await getDb();
    const { salon, service } = await createTestSalon();
    const page = { slug: salon.customSubdomain! };
    let seen = await bookingPageVersion(page);
    expect(seen).not.toBeNull();
    /** Whether the version moved since last asked. */
    const moved = async () => {
      const now = await bookingPageVersion(page);
      const changed = now !== seen;
      seen = now;
      return changed;
    };

    const updatedAt = async () => (await db.select({ at: salons.updatedAt }).from(salons).where(eq(salons.id, salon.id)))[0].at.getTime();
    const changedAt = await updatedAt();
    await db.update(services).set({ price: 12000 }).where(eq(services.id, service.id));
    expect(await moved()).toBe(true);
    // The salon's "last changed" is its own row's: a service saved leaves it.
    expect(await updatedAt()).toBe(changedAt);
    const [colour] = await db.insert(services).values({ salonId: salon.id, name: 'Colour', durationMinutes: 60, price: 20000 }).returning();
    expect(await moved()).toBe(true);
    await db.update(salons).set({ bookingPolicy: 'Cancel a day ahead.' }).where(eq(salons.id, salon.id));
    expect(await moved()).toBe(true);
    expect(await updatedAt()).toBeGreaterThan(changedAt);
    const [ann] = await db.insert(users).values({ salonId: salon.id, role: 'staff', fullName: 'Ann', email: `ann-${salon.id}@example.com`, bookable: true }).returning();
    expect(await moved()).toBe(true);
    await db.update(users).set({ fullName: 'Anna' }).where(eq(users.id, ann.id));
    expect(await moved()).toBe(true);
    await db.insert(stylistServices).values({ userId: ann.id, serviceId: colour.id });
    expect(await moved()).toBe(true);
    await db.delete(stylistServices).where(eq(stylistServices.userId, ann.id));
    expect(await moved()).toBe(true);
    await db.update(users).set({ language: 'hu' }).where(eq(users.id, ann.id)); // not on the page
    expect(await moved()).toBe(false);
    // Stations are not on the page, but a booking from memory checks its time against them (booking-gate.ts).
    const [chair] = await db.insert(stations).values({ salonId: salon.id, name: 'Chair 1' }).returning();
    expect(await moved()).toBe(true);
    await db.insert(stationServices).values({ stationId: chair.id, serviceId: colour.id });
    expect(await moved()).toBe(true);
    await db.delete(stationServices).where(eq(stationServices.stationId, chair.id));
    expect(await moved()).toBe(true);
    await db.update(stations).set({ isActive: false }).where(eq(stations.id, chair.id));
    expect(await moved()).toBe(true);
    await db.delete(services).where(eq(services.id, colour.id));
    expect(await moved()).toBe(true);
    await db.delete(users).where(eq(users.id, ann.id));
    expect(await moved()).toBe(true);

    await db.update(salons).set({ isActive: false }).where(eq(salons.id, salon.id));
    expect(await bookingPageVersion(page)).toBeNull();
    // A salon deleted with its services and members (their triggers find no salon left).
    await db.delete(salons).where(eq(salons.id, salon.id));
    expect(await bookingPageVersion(page)).toBeNull();
  });
});
