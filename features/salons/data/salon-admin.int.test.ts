import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkSlugAction,
  createSalonAction,
  deleteSalonsAction,
  updateSalonAction,
} from '@/features/salons/actions';
import { runActionAs } from '@/lib/server/authorized-action';
import { callerOf, type Caller } from '@/lib/server/access';
import { createSession, readProfile } from '@/lib/auth/store';
import { appointments, authAccounts, authSessions, salons, services, stationServices, stations, users } from '@/lib/db/schema';
import { DEMO_SALON_ID } from '@/lib/demo-salon';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling/opening-hours';
import { slugAlternatives } from '@/lib/validation/salon';
import { addStations, createTestSalon, getDb } from '@/tests/support/db';

// The admin salon actions, run exactly as the server runs them (parse → signed-in caller → lib/data),
// on PGlite and on real PostgreSQL (where the concurrency test means something).

let admin: Caller | null;
let owner: Caller | null;
const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const form = (name: string, slug: string) => ({
  name: `  ${name}  `,
  custom_subdomain: slug,
  email: '',
  phone_number: ' +36 1 234 5678 ',
  address: '',
  city: 'Budapest',
  country: '',
  opening_hours: DEFAULT_OPENING_HOURS,
});

async function callerFor(email: string) {
  const [user] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.email, email));
  return callerOf(await readProfile(user.id));
}

beforeAll(async () => {
  admin = await callerFor('admin@example.com');
  owner = await callerFor('owner@luxe.example.com');
});

describe('create and update', () => {
  it('creates an active salon with trimmed values and empty optional fields as null', async () => {
    const slug = `trim-${unique()}`;
    const result = await runActionAs(createSalonAction, admin, form('Trim Salon', slug));
    expect(result).toMatchObject({ ok: true, data: { name: 'Trim Salon', slug } });
    const [row] = await (await getDb()).select().from(salons).where(eq(salons.customSubdomain, slug));
    expect(row).toMatchObject({ name: 'Trim Salon', email: null, phoneNumber: '+36 1 234 5678', address: null, city: 'Budapest', country: null, isActive: true });
    expect(row.openingHours).toEqual(DEFAULT_OPENING_HOURS);
  });

  it('refuses reserved slugs, a missing name and a bad e-mail with the spec messages', async () => {
    const result = await runActionAs(createSalonAction, admin, { ...form(' ', 'demo'), email: 'not-an-address' });
    expect(result).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
      fieldErrors: { name: 'Salon name is required', custom_subdomain: 'This slug is reserved. Please choose another one.', email: 'Invalid email format' },
    });
  });

  it('answers a taken slug with the winner named, on create and on update', async () => {
    const { salon: winner } = await createTestSalon();
    const taken = await runActionAs(createSalonAction, admin, form('Loser', winner.customSubdomain!));
    expect(taken).toMatchObject({ ok: false, code: 'SLUG_TAKEN', message: `Slug "${winner.customSubdomain}" is already taken by "${winner.name}"` });

    const { salon: other } = await createTestSalon();
    const update = await runActionAs(updateSalonAction, admin, { ...form('Other', winner.customSubdomain!), id: other.id, is_active: true });
    expect(update).toMatchObject({ ok: false, code: 'SLUG_TAKEN', fieldErrors: { custom_subdomain: 'Slug is already taken' } });
  });

  it('lets exactly one of many concurrent creations of one slug win', async () => {
    const slug = `race-${unique()}`;
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => runActionAs(createSalonAction, admin, form(`Racer ${i}`, slug))));
    const winners = results.filter((r) => r.ok);
    expect(winners).toHaveLength(1);
    const winnerName = (winners[0] as { data: { name: string } }).data.name;
    for (const loser of results.filter((r) => !r.ok)) {
      expect(loser).toMatchObject({ code: 'SLUG_TAKEN', message: `Slug "${slug}" is already taken by "${winnerName}"` });
    }
    const [{ value }] = await (await getDb()).select({ value: count() }).from(salons).where(eq(salons.customSubdomain, slug));
    expect(value).toBe(1);
  });

  it('updates every field, the active flag and updated_at; an unknown id is NOT_FOUND', async () => {
    const { salon } = await createTestSalon();
    const slug = `renamed-${unique()}`;
    const result = await runActionAs(updateSalonAction, admin, { ...form('Renamed', slug), id: salon.id, is_active: false });
    expect(result).toMatchObject({ ok: true, data: { id: salon.id, name: 'Renamed', slug } });
    const [row] = await (await getDb()).select().from(salons).where(eq(salons.id, salon.id));
    expect(row).toMatchObject({ isActive: false, city: 'Budapest' });
    expect(row.updatedAt.getTime()).toBeGreaterThan(salon.updatedAt.getTime());

    const missing = await runActionAs(updateSalonAction, admin, { ...form('Ghost', `ghost-${unique()}`), id: '00000000-0000-4000-8000-000000000000', is_active: true });
    expect(missing).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });

  it('is refused to owners', async () => {
    const result = await runActionAs(createSalonAction, owner, form('Owner Try', `owner-${unique()}`));
    expect(result).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });
});

describe('the live slug check', () => {
  it('names the other salon, excludes the salon being edited and offers only free alternatives', async () => {
    const { salon } = await createTestSalon();
    const slug = salon.customSubdomain!;
    const [two, fresh, year] = slugAlternatives(slug);
    await createTestSalon({ customSubdomain: two });
    const conflict = await runActionAs(checkSlugAction, admin, { slug });
    expect(conflict).toEqual({
      ok: true,
      data: { conflicting_salon_id: salon.id, conflicting_salon_name: salon.name, current_slug: slug, suggested_alternatives: [fresh, year] },
    });
    expect(await runActionAs(checkSlugAction, admin, { slug, excludeId: salon.id })).toEqual({ ok: true, data: null });
    expect(await runActionAs(checkSlugAction, admin, { slug: `free-${unique()}` })).toEqual({ ok: true, data: null });
  });
});

describe('delete', () => {
  /** A salon with stations (one limited to its service), an appointment on one, and an owner who can sign in. */
  async function populatedSalon() {
    const db = await getDb();
    const { salon, service } = await createTestSalon({ stationsEnabled: true });
    const [station] = await addStations(salon.id, [{ name: 'Chair 1', serviceIds: [service.id] }, { name: 'Chair 2' }]);
    const [person] = await db.insert(users).values({ salonId: salon.id, role: 'owner', email: `owner-${unique()}@example.com` }).returning();
    await db.insert(authAccounts).values({ userId: person.id, email: person.email, passwordHash: 'x' });
    await createSession(person.id, new Date(Date.now() + 3_600_000));
    const start = new Date(Date.now() + 86_400_000);
    await db.insert(appointments).values({
      salonId: salon.id,
      serviceId: service.id,
      stationId: station.id,
      staffId: person.id,
      customerName: 'Delete Me',
      startTime: start,
      endTime: new Date(start.getTime() + 3_600_000),
    });
    return { salonId: salon.id, userId: person.id };
  }

  async function leftovers(salonIds: string[], userIds: string[]) {
    const db = await getDb();
    const n = async (query: Promise<{ value: number }[]>) => (await query)[0].value;
    return {
      salons: await n(db.select({ value: count() }).from(salons).where(inArray(salons.id, salonIds))),
      services: await n(db.select({ value: count() }).from(services).where(inArray(services.salonId, salonIds))),
      stations: await n(db.select({ value: count() }).from(stations).where(inArray(stations.salonId, salonIds))),
      stationServices: await n(
        db.select({ value: count() }).from(stationServices).innerJoin(services, eq(services.id, stationServices.serviceId)).where(inArray(services.salonId, salonIds)),
      ),
      appointments: await n(db.select({ value: count() }).from(appointments).where(inArray(appointments.salonId, salonIds))),
      users: await n(db.select({ value: count() }).from(users).where(inArray(users.id, userIds))),
      accounts: await n(db.select({ value: count() }).from(authAccounts).where(inArray(authAccounts.userId, userIds))),
      sessions: await n(db.select({ value: count() }).from(authSessions).where(inArray(authSessions.userId, userIds))),
    };
  }

  const none = { salons: 0, services: 0, stations: 0, stationServices: 0, appointments: 0, users: 0, accounts: 0, sessions: 0 };

  it('removes a salon and every row that depends on it', async () => {
    const { salonId, userId } = await populatedSalon();
    expect(await leftovers([salonId], [userId])).toMatchObject({ stations: 2, stationServices: 1, appointments: 1, sessions: 1 });
    expect(await runActionAs(deleteSalonsAction, admin, { ids: [salonId] })).toEqual({ ok: true, data: { deleted: 1 } });
    expect(await leftovers([salonId], [userId])).toEqual(none);
  });

  it('bulk-deletes several salons in one call', async () => {
    const a = await populatedSalon();
    const b = await populatedSalon();
    expect(await runActionAs(deleteSalonsAction, admin, { ids: [a.salonId, b.salonId] })).toEqual({ ok: true, data: { deleted: 2 } });
    expect(await leftovers([a.salonId, b.salonId], [a.userId, b.userId])).toEqual(none);
  });

  it('refuses the demo salon and leaves the rest of that batch alone', async () => {
    const { salon } = await createTestSalon();
    const result = await runActionAs(deleteSalonsAction, admin, { ids: [salon.id, DEMO_SALON_ID] });
    expect(result).toMatchObject({ ok: false, code: 'DEMO_SALON' });
    expect((await leftovers([salon.id, DEMO_SALON_ID], [])).salons).toBe(2);
  });

  it('refuses duplicates, malformed ids and non-admins; a salon already gone is NOT_FOUND', async () => {
    const { salon } = await createTestSalon();
    expect(await runActionAs(deleteSalonsAction, admin, { ids: [salon.id, salon.id] })).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await runActionAs(deleteSalonsAction, admin, { ids: ['nope'] })).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await runActionAs(deleteSalonsAction, owner, { ids: [salon.id] })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await runActionAs(deleteSalonsAction, null, { ids: [salon.id] })).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await runActionAs(deleteSalonsAction, admin, { ids: [salon.id] })).toMatchObject({ ok: true });
    expect(await runActionAs(deleteSalonsAction, admin, { ids: [salon.id] })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });

  it("refuses an admin's own salon", async () => {
    const { salon } = await createTestSalon();
    const adminOfSalon = { ...admin!, salonId: salon.id };
    expect(await runActionAs(deleteSalonsAction, adminOfSalon, { ids: [salon.id] })).toMatchObject({ ok: false, code: 'OWN_SALON' });
  });
});
