import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createServiceAction,
  deleteServiceAction,
  setServiceActiveAction,
  updateServiceAction,
} from '@/features/services/actions';
import { runActionAs } from '@/lib/server/authorized-action';
import type { Caller } from '@/lib/server/access';
import { listAppointmentsBetween } from '@/features/appointments/data/appointments';
import { listBookableServices } from '@/features/booking/data/public-services';
import { listOwnerServices } from '@/features/services/data/service-admin';
import { appointments, services, stationServices, users } from '@/lib/db/schema';
import { SERVICE_MESSAGES } from '@/features/services/schema';
import { serverMessages } from '@/lib/i18n/server-messages';
import { addStations, createTestSalon, getDb } from '@/tests/support/db';

/** What an English-reading member is told. */
const english = serverMessages('en');

// The owner's services area: the actions run as the server runs them
// (parse → signed-in caller → lib/data), on PGlite and on real PostgreSQL.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A salon of its own with an owner and a staff member (profiles only: these tests never sign in). */
async function salonWithPeople() {
  const { salon, service } = await createTestSalon();
  const db = await getDb();
  const people = {} as Record<'owner' | 'staff', Caller>;
  for (const role of ['owner', 'staff'] as const) {
    const [user] = await db.insert(users).values({ email: `${role}-${unique()}@svc.example.com`, fullName: role, role, salonId: salon.id }).returning({ id: users.id });
    people[role] = { userId: user.id, role, salonId: salon.id };
  }
  return { salon, service, ...people };
}

const form = (overrides: Record<string, unknown> = {}) => ({
  name: '  Deep   Conditioning ',
  category: ' Hair ',
  duration_minutes: '45',
  price_on_request: false,
  price: '8500',
  currency_code: 'HUF',
  tooltip: '',
  is_active: true,
  station_ids: [] as string[],
  ...overrides,
});

let a: Awaited<ReturnType<typeof salonWithPeople>>;
let b: Awaited<ReturnType<typeof salonWithPeople>>;
const admin = (): Caller => ({ userId: crypto.randomUUID(), role: 'admin', salonId: null });

beforeAll(async () => {
  a = await salonWithPeople();
  b = await salonWithPeople();
});

describe('create, edit, deactivate', () => {
  it('creates a service that the public booking page offers at once, grouped by category', async () => {
    const [chair1, chair2] = await addStations(a.salon.id, [{ name: 'Chair 1' }, { name: 'Chair 2' }]);
    const result = await runActionAs(createServiceAction, a.owner, form({ station_ids: [chair2.id] }));
    expect(result).toMatchObject({ ok: true, data: { name: 'Deep Conditioning' } });
    if (!result.ok) return;
    const listed = await listOwnerServices(a.owner);
    expect(listed.find((s) => s.id === result.data.id)).toMatchObject({
      name: 'Deep Conditioning',
      category: 'Hair',
      durationMinutes: 45,
      price: 8500,
      priceLabel: '8 500 Ft',
      tooltip: null,
      isActive: true,
      stationIds: [chair2.id],
    });
    // Hair before the uncategorised 'Cut'.
    expect(listed.map((s) => s.name)).toEqual(['Deep Conditioning', 'Cut']);
    const bookable = await listBookableServices(a.salon.id);
    expect(bookable.find((s) => s.id === result.data.id)).toMatchObject({ name: 'Deep Conditioning', durationMinutes: 45, priceLabel: '8 500 Ft' });
    expect(chair1.id).not.toBe(chair2.id);
  });

  it("stores 'Price on request' as no price, in the chosen currency", async () => {
    const result = await runActionAs(createServiceAction, a.owner, form({ name: `Consult ${unique()}`, price_on_request: true, price: 'ignored', currency_code: 'EUR' }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [row] = await (await getDb()).select().from(services).where(eq(services.id, result.data.id));
    expect(row).toMatchObject({ price: null, currencyCode: 'EUR' });
    expect(english((await listBookableServices(a.salon.id)).find((s) => s.id === result.data.id)?.priceLabel ?? '')).toBe('Price on request');
  });

  it('refuses bad input with every field error and saves nothing', async () => {
    const before = await listOwnerServices(a.owner);
    const result = await runActionAs(
      createServiceAction,
      a.owner,
      form({ name: ' ', duration_minutes: '3', price: '-5', category: 'x'.repeat(51) }));
    expect(result).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
      fieldErrors: {
        name: english(SERVICE_MESSAGES.nameRequired),
        duration_minutes: english(SERVICE_MESSAGES.durationTooShort),
        price: english(SERVICE_MESSAGES.priceNegative),
        category: 'Category must be at most 50 characters',
      },
    });
    const missingPrice = await runActionAs(createServiceAction, a.owner, form({ price: '', duration_minutes: '10.5' }));
    expect(missingPrice).toMatchObject({ fieldErrors: { price: english(SERVICE_MESSAGES.priceRequired), duration_minutes: english(SERVICE_MESSAGES.wholeMinutes) } });
    expect(await runActionAs(createServiceAction, a.owner, form({ name: 'x'.repeat(9_000) }))).toMatchObject({ code: 'INPUT_TOO_LARGE' });
    expect(await listOwnerServices(a.owner)).toEqual(before);
  });

  it("refuses an unknown currency and another salon's station, leaving no half-made service", async () => {
    const name = `Half ${unique()}`;
    expect(await runActionAs(createServiceAction, a.owner, form({ name, currency_code: 'XYZ' }))).toMatchObject({
      ok: false,
      fieldErrors: { currency_code: english(SERVICE_MESSAGES.unknownCurrency) },
    });
    const [foreign] = await addStations(b.salon.id, [{ name: 'B chair' }]);
    expect(await runActionAs(createServiceAction, a.owner, form({ name, station_ids: [foreign.id] }))).toMatchObject({
      ok: false,
      fieldErrors: { station_ids: english(SERVICE_MESSAGES.unknownStation) },
    });
    expect((await listOwnerServices(a.owner)).some((s) => s.name === name)).toBe(false);
  });

  it('edits every field and the station limits; deactivating hides it from the booking page only', async () => {
    const [chair] = await addStations(a.salon.id, [{ name: `Edit chair ${unique()}` }]);
    const created = await runActionAs(createServiceAction, a.owner, form({ name: `Edit ${unique()}`, station_ids: [chair.id] }));
    if (!created.ok) throw new Error(created.message);
    const id = created.data.id;
    const updated = await runActionAs(
      updateServiceAction,
      a.owner,
      { ...form({ name: 'Edited', category: '', duration_minutes: 90, price: 12.5, currency_code: 'EUR', tooltip: 'Bring photos' }), id });
    expect(updated).toMatchObject({ ok: true, data: { id, name: 'Edited' } });
    expect((await listOwnerServices(a.owner)).find((s) => s.id === id)).toMatchObject({
      category: null,
      durationMinutes: 90,
      price: 12.5,
      priceLabel: '€12.50',
      tooltip: 'Bring photos',
      stationIds: [],
    });
    expect(await (await getDb()).select().from(stationServices).where(eq(stationServices.serviceId, id))).toEqual([]);

    expect(await runActionAs(setServiceActiveAction, a.owner, { id, is_active: false })).toMatchObject({ ok: true });
    expect((await listBookableServices(a.salon.id)).some((s) => s.id === id)).toBe(false);
    expect((await listOwnerServices(a.owner)).find((s) => s.id === id)?.isActive).toBe(false);
    await runActionAs(setServiceActiveAction, a.owner, { id, is_active: true });
    expect((await listBookableServices(a.salon.id)).some((s) => s.id === id)).toBe(true);
  });
});

describe('delete', () => {
  it('removes a service nobody booked', async () => {
    const created = await runActionAs(createServiceAction, a.owner, form({ name: `Unbooked ${unique()}` }));
    if (!created.ok) throw new Error(created.message);
    expect(await runActionAs(deleteServiceAction, a.owner, { id: created.data.id })).toEqual({ ok: true, data: { kept: false } });
    expect(await (await getDb()).select().from(services).where(eq(services.id, created.data.id))).toEqual([]);
  });

  it('keeps a booked service for its appointments, which still read its name', async () => {
    const created = await runActionAs(createServiceAction, a.owner, form({ name: `Booked ${unique()}` }));
    if (!created.ok) throw new Error(created.message);
    const id = created.data.id;
    const start = new Date(Date.now() + 5 * 86_400_000);
    const db = await getDb();
    const [appointment] = await db
      .insert(appointments)
      .values({ salonId: a.salon.id, serviceId: id, customerName: 'Kept Customer', startTime: start, endTime: new Date(start.getTime() + 45 * 60_000) })
      .returning({ id: appointments.id });

    expect(await runActionAs(deleteServiceAction, a.owner, { id })).toEqual({ ok: true, data: { kept: true } });
    expect((await listOwnerServices(a.owner)).some((s) => s.id === id)).toBe(false);
    expect((await listBookableServices(a.salon.id)).some((s) => s.id === id)).toBe(false);
    const [read] = (await listAppointmentsBetween(a.owner, { from: new Date(start.getTime() - 1), to: new Date(start.getTime() + 1) })).filter(
      (row) => row.id === appointment.id,
    );
    expect(read).toMatchObject({ serviceId: id, serviceName: created.data.name });
    // Gone for the area: no edit, no second delete, no reactivation.
    expect(await runActionAs(updateServiceAction, a.owner, { ...form(), id })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await runActionAs(setServiceActiveAction, a.owner, { id, is_active: true })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await runActionAs(deleteServiceAction, a.owner, { id })).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('who may', () => {
  it("an owner cannot touch another salon's service, nor create in another salon", async () => {
    const id = b.service.id;
    const before = await (await getDb()).select().from(services).where(eq(services.id, id));
    expect(await runActionAs(updateServiceAction, a.owner, { ...form({ name: 'Hijacked' }), id })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await runActionAs(setServiceActiveAction, a.owner, { id, is_active: false })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await runActionAs(deleteServiceAction, a.owner, { id })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await runActionAs(createServiceAction, a.owner, form({ salonId: b.salon.id }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await (await getDb()).select().from(services).where(eq(services.id, id))).toEqual(before);
    await expect(listOwnerServices(a.owner, b.salon.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('staff and signed-out callers reach none of the actions', async () => {
    const id = a.service.id;
    for (const caller of [a.staff, null]) {
      const code = caller ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      expect(await runActionAs(createServiceAction, caller, form())).toMatchObject({ code });
      expect(await runActionAs(updateServiceAction, caller, { ...form(), id })).toMatchObject({ code });
      expect(await runActionAs(setServiceActiveAction, caller, { id, is_active: false })).toMatchObject({ code });
      expect(await runActionAs(deleteServiceAction, caller, { id })).toMatchObject({ code });
    }
    await expect(listOwnerServices(a.staff)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await listOwnerServices(a.owner)).find((s) => s.id === id)?.isActive).toBe(true);
  });

  it('an admin works on the salon they name, and must name one', async () => {
    const result = await runActionAs(createServiceAction, admin(), form({ name: `By admin ${unique()}`, salonId: b.salon.id }));
    expect(result.ok).toBe(true);
    expect((await listOwnerServices(b.owner)).some((s) => result.ok && s.id === result.data.id)).toBe(true);
    expect(await runActionAs(createServiceAction, admin(), form())).toMatchObject({ code: 'SALON_REQUIRED' });
  });
});
