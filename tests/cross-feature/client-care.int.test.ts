import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccessError, type Caller } from '@/lib/server/access';
import { appointments, clientConsents, clients, messages, salons } from '@/lib/db/schema';
import { createPublicBooking } from '@/features/booking/data/public-booking';
import { createStaffAppointment } from '@/features/appointments/data/staff-bookings';
import { staffBookingSchema } from '@/features/appointments/schema/staff-booking';
import { clearNoShows, getClientConsents, getNoShowStanding, recordConsent } from '@/features/clients/data/client-care';
import { listClients } from '@/features/clients/data/clients';
import { clientListSchema } from '@/features/clients/schema';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling';
import { BOOKING_ERROR_MESSAGES } from '@/lib/validation/booking';
import { serverMessages } from '@/lib/i18n/server-messages';
import { sqlState } from '@/lib/server/db-errors';
import { addMember, createTestSalon, getDb } from '@/tests/support/db';

// Monday 23 November 2026, 09:00 in Budapest; bookings for Tuesday the 24th.
const NOW = new Date('2026-11-23T08:00:00Z');
const DAY = 24 * 3_600_000;
const CSRF = 'csrf-token-1234';
let address = 0;
let hour = 9;

const NORA = { customerName: 'Nóra Kimarad', customerEmail: 'nora@example.com', customerPhone: '+36 30 999 8888' };

const fixture = {} as { salonId: string; serviceId: string; staff: Caller; otherOwner: Caller; noraId: string };

/** A public booking at the next free hour of the 24th. */
function book(who: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const input = { salonId: fixture.salonId, serviceId: fixture.serviceId, date: '2026-11-24', time: `${String(hour++).padStart(2, '0')}:00`, csrfToken: CSRF, ...who, ...extra };
  return createPublicBooking(input, { clientAddress: `10.9.0.${address++}`, csrfCookie: CSRF, now: NOW });
}

/** What the salon holds: rows a refused booking must not add to. */
async function salonRows() {
  const db = await getDb();
  const count = async (table: typeof appointments | typeof clients | typeof clientConsents | typeof messages) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.salonId, fixture.salonId)))[0].n;
  return { appointments: await count(appointments), clients: await count(clients), consents: await count(clientConsents), messages: await count(messages) };
}

const setPolicy = async (noShowLimit: number, noShowMonths = 6) => (await getDb()).update(salons).set({ noShowLimit, noShowMonths }).where(eq(salons.id, fixture.salonId));
const ref = () => ({ salonId: fixture.salonId, clientId: fixture.noraId });

beforeAll(async () => {
  const db = await getDb();
  const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS, minNoticeMinutes: 0 });
  // Two no-shows in the last six months and one long before.
  for (const daysAgo of [10, 40, 300]) {
    const start = new Date(NOW.getTime() - daysAgo * DAY);
    await db.insert(appointments).values({ salonId: salon.id, serviceId: service.id, ...NORA, status: 'no_show', startTime: start, endTime: new Date(start.getTime() + DAY / 24) });
  }
  const [nora] = await db.select({ id: clients.id }).from(clients).where(and(eq(clients.salonId, salon.id), eq(clients.emailKey, 'nora@example.com')));
  const { salon: other } = await createTestSalon();
  Object.assign(fixture, { salonId: salon.id, serviceId: service.id, staff: await addMember(salon.id, 'staff'), otherOwner: await addMember(other.id, 'owner'), noraId: nora.id });
});

describe('no-show protection', () => {
  it('is off by default: a client with no-shows books online', async () => {
    const [row] = await (await getDb()).select({ limit: salons.noShowLimit, months: salons.noShowMonths }).from(salons).where(eq(salons.id, fixture.salonId));
    expect(row).toEqual({ limit: 0, months: 12 });
    expect(await getNoShowStanding(fixture.staff, ref(), NOW)).toMatchObject({ noShowCount: 3, limit: 0, refused: false });
  });

  it('refuses the public booking of a client at the limit, found by e-mail or by phone and name however written, and writes nothing', async () => {
    await setPolicy(2);
    expect(await getNoShowStanding(fixture.staff, ref(), NOW)).toMatchObject({ noShowCount: 3, countedNoShows: 2, limit: 2, months: 6, refused: true });
    const before = await salonRows();
    for (const who of [
      { ...NORA, customerEmail: '  NORA@Example.com ' },
      { customerName: 'nora  KIMARAD', customerPhone: '06 30 999 8888' },
      { ...NORA, customerEmail: 'nora.new@example.com' },
    ]) {
      const result = await book(who);
      expect(result).toMatchObject({ ok: false, code: 'CALL_SALON', message: BOOKING_ERROR_MESSAGES.CALL_SALON });
    }
    expect(await salonRows()).toEqual(before);
    // The visitor reads it in their language.
    expect(serverMessages('en')(BOOKING_ERROR_MESSAGES.CALL_SALON)).toBe('We cannot take this booking online. Please call the salon to book your appointment.');
    expect(serverMessages('hu')(BOOKING_ERROR_MESSAGES.CALL_SALON)).toBe('Ezt a foglalást nem tudjuk online fogadni. Kérjük, időpontért hívja a szalont.');
  });

  it('lets another person sharing the phone, a higher limit or a shorter window through', async () => {
    expect(await book({ customerName: 'Nóra Lánya', customerPhone: '06 30 999 8888' })).toMatchObject({ ok: true });
    await setPolicy(3);
    expect(await book(NORA)).toMatchObject({ ok: true });
    await setPolicy(2, 1);
    expect(await getNoShowStanding(fixture.staff, ref(), NOW)).toMatchObject({ countedNoShows: 1, refused: false });
    await setPolicy(2);
  });

  it('still lets staff book the refused client by hand, on the same client record', async () => {
    const owner: Caller = { userId: randomUUID(), role: 'owner', salonId: fixture.salonId };
    const form = staffBookingSchema.parse({ service_id: fixture.serviceId, appointment_date: '2026-12-07', appointment_time: '10:00', customer_name: NORA.customerName, customer_phone: NORA.customerPhone, customer_email: NORA.customerEmail });
    const result = await createStaffAppointment(owner, form, NOW);
    expect(result).toMatchObject({ ok: true });
    const [row] = await (await getDb()).select({ clientId: appointments.clientId }).from(appointments).where(eq(appointments.id, (result as { data: { id: string } }).data.id));
    expect(row.clientId).toBe(fixture.noraId);
  });

  it('clearing makes the earlier no-shows stop counting (they stay on the record) and lets the client book online', async () => {
    expect(await book(NORA)).toMatchObject({ code: 'CALL_SALON' });
    expect(await clearNoShows(fixture.staff, ref())).toMatchObject({ ok: true });
    expect(await getNoShowStanding(fixture.staff, ref(), NOW)).toMatchObject({ noShowCount: 3, countedNoShows: 0, refused: false, clearedAt: expect.any(Date) });
    expect(await book(NORA)).toMatchObject({ ok: true });
  });

  it("is another salon's business only for that salon", async () => {
    await expect(getNoShowStanding(fixture.otherOwner, ref(), NOW)).rejects.toBeInstanceOf(AccessError);
    await expect(clearNoShows(fixture.otherOwner, ref())).rejects.toBeInstanceOf(AccessError);
    await expect(recordConsent(fixture.otherOwner, { ...ref(), kind: 'marketing', granted: true })).rejects.toBeInstanceOf(AccessError);
  });
});

describe('the consent ledger', () => {
  /** A marketing message to `clientId` written by hand, as any sender would; its SQLSTATE when refused. */
  async function queueMarketing(clientId: string | null, salonId = fixture.salonId): Promise<string | undefined> {
    return (await getDb())
      .execute(sql`INSERT INTO messages (salon_id, client_id, kind, recipient, language, subject, body) VALUES (${salonId}::uuid, ${clientId}::uuid, 'marketing', 'nora@example.com', 'en', 'News', 'Hello')`)
      .then(() => undefined, sqlState);
  }

  it('the booking form records a ticked marketing box, and only a ticked one', async () => {
    await setPolicy(0);
    const who = { customerName: 'Tímea Hírlevél', customerPhone: '+36 30 777 1111', customerEmail: 'timea@example.com' };
    expect(await book(who, { marketingConsent: '' })).toMatchObject({ ok: true });
    const db = await getDb();
    const [timea] = await db.select({ id: clients.id }).from(clients).where(and(eq(clients.salonId, fixture.salonId), eq(clients.emailKey, 'timea@example.com')));
    expect((await getClientConsents(fixture.staff, { salonId: fixture.salonId, clientId: timea.id })).entries).toEqual([]);
    expect(await book(who, { marketingConsent: '1' })).toMatchObject({ ok: true });
    const consents = await getClientConsents(fixture.staff, { salonId: fixture.salonId, clientId: timea.id });
    expect(consents).toMatchObject({ marketing: true, reminders: false, entries: [{ kind: 'marketing', granted: true, source: 'booking_form', recordedBy: null }] });
    expect(await book(who, { marketingConsent: 'yes' })).toMatchObject({ ok: false, code: 'INVALID_INPUT' });
  });

  it('the database refuses a marketing message without live consent, takes it after a grant, refuses it again after a withdrawal', async () => {
    expect(await queueMarketing(fixture.noraId)).toBe('23514');
    expect(await queueMarketing(null)).toBe('23514');
    expect(await recordConsent(fixture.staff, { ...ref(), kind: 'reminders', granted: true })).toMatchObject({ ok: true });
    expect(await queueMarketing(fixture.noraId)).toBe('23514');
    expect(await recordConsent(fixture.staff, { ...ref(), kind: 'marketing', granted: true })).toMatchObject({ ok: true });
    expect(await queueMarketing(fixture.noraId)).toBeUndefined();
    // Another salon cannot write to this salon's consenting client.
    const { salon: other } = await createTestSalon();
    expect(await queueMarketing(fixture.noraId, other.id)).toBe('23514');
    expect(await recordConsent(fixture.staff, { ...ref(), kind: 'marketing', granted: false })).toMatchObject({ ok: true });
    expect(await queueMarketing(fixture.noraId)).toBe('23514');
    // The message queued while consent was live is withdrawn with it.
    const queued = await (await getDb()).select({ status: messages.status }).from(messages).where(and(eq(messages.clientId, fixture.noraId), eq(messages.kind, 'marketing')));
    expect(queued).toEqual([{ status: 'cancelled' }]);
    const consents = await getClientConsents(fixture.staff, ref());
    expect(consents).toMatchObject({ marketing: false, reminders: true });
    expect(consents.entries.map((entry) => [entry.kind, entry.granted, entry.source, entry.recordedBy])).toEqual([
      ['marketing', false, 'staff', 'Test staff'],
      ['marketing', true, 'staff', 'Test staff'],
      ['reminders', true, 'staff', 'Test staff'],
    ]);
  });

  it('is append-only: an entry cannot be changed or deleted', async () => {
    const db = await getDb();
    const update = await db.execute(sql`UPDATE client_consents SET granted = NOT granted WHERE client_id = ${fixture.noraId}::uuid`).then(() => undefined, sqlState);
    const remove = await db.execute(sql`DELETE FROM client_consents WHERE client_id = ${fixture.noraId}::uuid`).then(() => undefined, sqlState);
    expect([update, remove]).toEqual(['55000', '55000']);
  });

  it("the Clients list's marketing filter reads the ledger", async () => {
    await recordConsent(fixture.staff, { ...ref(), kind: 'marketing', granted: true });
    const marketing = async () => (await listClients(fixture.staff, clientListSchema.parse({ salonId: fixture.salonId, marketing: '1' }))).clients.map((client) => client.name).sort();
    expect(await marketing()).toEqual(['Nóra Kimarad', 'Tímea Hírlevél']);
    // The latest entry decides: a withdrawal after the grant takes the client out.
    await recordConsent(fixture.staff, { ...ref(), kind: 'marketing', granted: false });
    expect(await marketing()).toEqual(['Tímea Hírlevél']);
  });
});
