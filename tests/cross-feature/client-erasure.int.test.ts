import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { updateAppointment } from '@/features/appointments/data/appointment-edits';
import { createPublicBooking } from '@/features/booking/data/public-booking';
import { eraseClient, exportClient } from '@/features/clients/data/client-privacy';
import { eraseStaleClients } from '@/features/clients/data/client-retention';
import { clientRefSchema } from '@/features/clients/schema';
import { startMessageWorker, type MessageWorker } from '@/features/messages/worker';
import { appointments, clients, messages, services } from '@/lib/db/schema';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling';
import { AccessError, type Caller } from '@/lib/server/access';
import { appointmentEditSchema } from '@/lib/validation/appointment-edit';
import { addMember, createTestSalon, getDb } from '@/tests/support/db';
import { startMailCatcher, type MailCatcher } from '@/tests/support/mail-catcher';
import { joinWaitlist } from '@/features/waitlist/data/join-waitlist';

// Issue 33 item 7: a client's erasure leaves none of their name, e-mail or phone in any text
// column of any table (the scan reads the columns from information_schema), keeps their
// appointments anonymised, cancels what was not sent to them yet, and leaves a similarly named
// client alone; retention erases exactly the clients last seen before the cutoff.

const CSRF = 'csrf-token-client-erasure';
const unique = `${process.pid}-${Date.now().toString(36)}`;
const TARGET = { name: 'Zsófia Erdős-Kiss', email: `Zsofi.Target-${unique}@Example.com`, phone: '+36 30 987 6543', digits: '36309876543' };
// Her name holds this one's: a scan for hers never finds this client, an erasure must not touch it.
const OTHER = { name: 'Zsófia Erdős', email: `zsofi.other-${unique}@example.com`, phone: '+36 30 987 6500' };

/** A Tuesday 2–3 weeks ahead: inside the booking window. */
function nextTuesday(): string {
  const day = new Date(Date.now() + 14 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((9 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}
const DATE = nextTuesday();

type Person = { name: string; email: string; phone: string };
async function book(salonId: string, serviceId: string, who: Person, time: string, notes: string) {
  const result = await createPublicBooking(
    { salonId, serviceId, date: DATE, time, customerName: who.name, customerPhone: who.phone, customerEmail: who.email, notes, csrfToken: CSRF },
    // No client address: the booking limit keys on the phone (a key the erasure must drop).
    { clientAddress: null, csrfCookie: CSRF },
  );
  if (!result.ok) throw new Error(`booking failed: ${result.code}`);
  const [row] = await (await getDb()).select().from(appointments).where(eq(appointments.id, result.data.appointmentId));
  return row;
}

/** Every text column of every table in public (text, varchar, jsonb, arrays), from information_schema. */
async function textColumns(): Promise<{ table: string; column: string }[]> {
  const { rows } = await (await getDb()).execute<{ table_name: string; column_name: string }>(sql`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    WHERE c.table_schema = 'public' AND (c.data_type IN ('text', 'character varying', 'character', 'jsonb', 'json') OR c.data_type = 'ARRAY')
    ORDER BY 1, 2`);
  return rows.map((r) => ({ table: r.table_name, column: r.column_name }));
}

/** Where any needle occurs (case-insensitive), as 'table.column: needle'. */
async function occurrences(needles: string[]): Promise<string[]> {
  const db = await getDb();
  const found: string[] = [];
  for (const { table, column } of await textColumns()) {
    for (const needle of needles) {
      const { rows } = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE strpos(lower(${sql.identifier(column)}::text), lower(${needle})) > 0`,
      );
      if (rows[0].n > 0) found.push(`${table}.${column}: ${needle}`);
    }
  }
  return found;
}

const fixture = {} as { salonId: string; serviceId: string; owner: Caller; staff: Caller; ownerB: Caller; target: string; other: string; targetAppointments: string[] };
let catcher: MailCatcher;

beforeAll(async () => {
  const db = await getDb();
  const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS });
  await db.update(services).set({ durationMinutes: 15 }).where(eq(services.id, service.id));
  const { salon: salonB } = await createTestSalon();
  Object.assign(fixture, { salonId: salon.id, serviceId: service.id, owner: await addMember(salon.id, 'owner'), staff: await addMember(salon.id, 'staff'), ownerB: await addMember(salonB.id, 'owner') });

  // Booked online, the confirmations sent through a real SMTP server.
  catcher = await startMailCatcher();
  process.env.SMTP_URL = catcher.url;
  const worker: MessageWorker = startMessageWorker({ pollMs: 50 });
  const first = await book(salon.id, service.id, TARGET, '09:00', `Allergic to ammonia. ${TARGET.name}, ${TARGET.phone}`);
  const otherFirst = await book(salon.id, service.id, OTHER, '10:00', `Regular. ${OTHER.name}`);
  await vi.waitFor(
    () => {
      if (!catcher.to(TARGET.email.toLowerCase()).length || !catcher.to(OTHER.email).length) throw new Error('not sent yet');
    },
    { timeout: 30_000, interval: 20 },
  );
  await worker.stop();
  delete process.env.SMTP_URL;
  // She waits for another time that day too (issue 35): her entry goes with her.
  const joined = await joinWaitlist(
    { salonId: salon.id, serviceId: service.id, date: DATE, customerName: TARGET.name, customerEmail: TARGET.email, customerPhone: TARGET.phone, fromTime: '12:00', untilTime: '16:00', csrfToken: CSRF },
    { clientAddress: null, csrfCookie: CSRF },
  );
  if (!joined.ok) throw new Error(`waitlist failed: ${joined.code}`);
  // A second booking whose confirmation stays queued (no worker runs): the erasure cancels it.
  const second = await book(salon.id, service.id, TARGET, '11:00', '');
  // A staff edit writes the client's name and phone into the internal notes.
  const edited = await updateAppointment(
    fixture.staff,
    appointmentEditSchema.parse({
      appointmentId: first.id,
      service_id: service.id,
      service_name: 'Cut',
      service_duration: 15,
      custom_duration: null,
      service_price: 0,
      appointment_date: DATE,
      appointment_time: '09:00',
      status: 'confirmed',
      customer_name: TARGET.name,
      customer_email: TARGET.email,
      customer_phone: TARGET.phone,
      notes: first.notes,
      internal_notes: `Called ${TARGET.name} on ${TARGET.phone}; confirm by ${TARGET.email}`,
    }),
  );
  expect(edited.ok).toBe(true);
  Object.assign(fixture, { target: first.clientId!, other: otherFirst.clientId!, targetAppointments: [first.id, second.id] });
  expect(second.clientId).toBe(first.clientId);
  expect(otherFirst.clientId).not.toBe(first.clientId);
}, 60_000);

afterAll(async () => {
  await catcher?.close();
});

const ref = (clientId: string, salonId?: string) => clientRefSchema.parse({ salonId, clientId });
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof AccessError ? error.code : error));

describe("a client's GDPR export and erasure", () => {
  it('staff and another salon’s owner are refused, and nothing changes', async () => {
    expect(await refusal(exportClient(fixture.staff, ref(fixture.target)))).toBe('FORBIDDEN');
    expect(await refusal(eraseClient(fixture.staff, ref(fixture.target)))).toBe('FORBIDDEN');
    expect(await refusal(exportClient(fixture.ownerB, ref(fixture.target)))).toBe('NOT_FOUND');
    expect(await refusal(eraseClient(fixture.ownerB, ref(fixture.target)))).toBe('NOT_FOUND');
    expect(await refusal(eraseClient(fixture.ownerB, ref(fixture.target, fixture.salonId)))).toBe('FORBIDDEN');
    const [client] = await (await getDb()).select().from(clients).where(eq(clients.id, fixture.target));
    expect(client).toMatchObject({ name: TARGET.name, erasedAt: null });
  });

  it('the export holds the client, every appointment and the messages sent to them', async () => {
    const data = await exportClient(fixture.owner, ref(fixture.target));
    expect(data.client).toMatchObject({ id: fixture.target, name: TARGET.name, phone: TARGET.phone });
    expect(data.appointments.map((a) => a.id).sort()).toEqual([...fixture.targetAppointments].sort());
    expect(data.appointments[0]).toMatchObject({ customerName: TARGET.name, internalNotes: expect.stringContaining(TARGET.phone), service: expect.any(String) });
    expect(data.messages.length).toBeGreaterThanOrEqual(2);
    expect(data.messages.every((m) => m.recipient === TARGET.email.toLowerCase())).toBe(true);
    expect(data.messages.some((m) => m.status === 'sent')).toBe(true);
  });

  it('the erasure leaves no trace of the name, e-mail or phone in any text column, keeps the appointments and leaves the other client alone', async () => {
    const db = await getDb();
    const needles = [TARGET.name, TARGET.email, TARGET.phone, TARGET.digits];
    // The scan sees the client before (else it could not fail).
    const before = await occurrences(needles);
    expect(before).toEqual(expect.arrayContaining([expect.stringMatching(/^appointments\.customer_name/), expect.stringMatching(/^messages\.facts/), expect.stringMatching(/^rate_limits\.key/)]));
    const otherBefore = await db.select().from(appointments).where(eq(appointments.clientId, fixture.other));
    const otherMessagesBefore = await db.select().from(messages).where(inArray(messages.appointmentId, otherBefore.map((a) => a.id)));
    const queued = await db.select({ id: messages.id }).from(messages).where(sql`${messages.appointmentId} = ${fixture.targetAppointments[1]} AND ${messages.status} = 'queued'`);
    expect(queued.length).toBeGreaterThan(0);

    expect(await eraseClient(fixture.owner, ref(fixture.target))).toEqual({ appointments: 2 });

    expect(await occurrences(needles)).toEqual([]);
    const kept = await db.select().from(appointments).where(inArray(appointments.id, fixture.targetAppointments));
    expect(kept).toHaveLength(2);
    for (const row of kept) expect(row).toMatchObject({ customerName: 'Erased client', customerEmail: null, customerPhone: null, notes: null, internalNotes: null, status: 'confirmed', serviceId: fixture.serviceId, clientId: fixture.target });
    const [client] = await db.select().from(clients).where(eq(clients.id, fixture.target));
    expect(client).toMatchObject({ name: 'Erased client', email: null, phone: null, visitCount: 2, erasedAt: expect.any(Date) });
    // The unsent confirmation was cancelled; the sent one stays in the log, without its text.
    const after = await db.select().from(messages).where(inArray(messages.appointmentId, fixture.targetAppointments));
    expect(after.find((m) => m.id === queued[0].id)?.status).toBe('cancelled');
    expect(after.some((m) => m.status === 'sent' && m.body === '[erased]' && m.recipient === '[erased]')).toBe(true);
    // The similarly named client: every appointment and message as it was.
    expect(await db.select().from(appointments).where(eq(appointments.clientId, fixture.other))).toEqual(otherBefore);
    expect(await db.select().from(messages).where(inArray(messages.appointmentId, otherBefore.map((a) => a.id)))).toEqual(otherMessagesBefore);
    const [other] = await db.select().from(clients).where(eq(clients.id, fixture.other));
    expect(other).toMatchObject({ name: OTHER.name, email: OTHER.email, phone: OTHER.phone, erasedAt: null });
    // Gone: a second erasure or export finds no client.
    expect(await refusal(exportClient(fixture.owner, ref(fixture.target)))).toBe('NOT_FOUND');
  });
});

describe('retention: clients not seen for N months', () => {
  it('erases exactly the clients last seen (or, never seen, created) before the cutoff and with nothing coming', async () => {
    const db = await getDb();
    const now = new Date();
    const DAY = 86_400_000;
    const { salon } = await createTestSalon({ clientRetentionMonths: 12 });
    const { salon: keeps } = await createTestSalon();
    /** A client with one appointment `daysAgo` (negative: ahead), at its own hour. */
    let hour = 0;
    const client = async (salonId: string, name: string, daysAgo: number, status: 'completed' | 'cancelled' | 'confirmed' = 'completed') => {
      const start = new Date(now.getTime() - daysAgo * DAY + (hour += 1) * 3_600_000);
      const [row] = await db
        .insert(appointments)
        .values({ salonId, customerName: `${name} ${unique}`, customerEmail: `${name.replace(/\s/g, '')}-${unique}@example.com`, startTime: start, endTime: new Date(start.getTime() + 3_600_000), status })
        .returning({ clientId: appointments.clientId });
      return row.clientId!;
    };
    const oldVisit = await client(salon.id, 'Old visit', 400);
    const recentVisit = await client(salon.id, 'Recent visit', 300);
    const oldButComing = await client(salon.id, 'Old but coming', 500);
    await db.insert(appointments).values({ salonId: salon.id, customerName: `Old but coming ${unique}`, customerEmail: `Oldbutcoming-${unique}@example.com`, startTime: new Date(now.getTime() + 30 * DAY), endTime: new Date(now.getTime() + 30 * DAY + 3_600_000) });
    const neverCameOld = await client(salon.id, 'Never came old', 450, 'cancelled');
    const neverCameNew = await client(salon.id, 'Never came new', 450, 'cancelled');
    await db.update(clients).set({ createdAt: new Date(now.getTime() - 450 * DAY) }).where(eq(clients.id, neverCameOld));
    const otherSalonOld = await client(keeps.id, 'Other salon old', 900);

    expect(await eraseStaleClients(db, now)).toBeGreaterThanOrEqual(2);
    const rows = await db.select({ id: clients.id, erasedAt: clients.erasedAt }).from(clients).where(inArray(clients.id, [oldVisit, recentVisit, oldButComing, neverCameOld, neverCameNew, otherSalonOld]));
    const erased = rows.filter((r) => r.erasedAt).map((r) => r.id);
    expect(erased.sort()).toEqual([oldVisit, neverCameOld].sort());
    // Run again: nothing more in this salon.
    await eraseStaleClients(db, now);
    const again = await db.select({ id: clients.id }).from(clients).where(sql`${clients.salonId} = ${salon.id} AND ${clients.erasedAt} IS NOT NULL`);
    expect(again.map((r) => r.id).sort()).toEqual([oldVisit, neverCameOld].sort());
  });
});
