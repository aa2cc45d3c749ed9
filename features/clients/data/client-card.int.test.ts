import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccessError, type Caller } from '@/lib/server/access';
import { appointments, clients, users, type AppointmentStatus } from '@/lib/db/schema';
import { listAppointmentsBetween } from '@/features/appointments/data/appointments';
import { addClientNoteAction, removeClientNoteAction, setVisitNoteAction, updateClientContactAction } from '@/features/clients/actions';
import { addClientNote, getClientCard, removeClientNote, setVisitNote, updateClientContact } from '@/features/clients/data/client-card';
import { clientRefSchema, clientContactSchema } from '@/features/clients/schema';
import { runActionAs } from '@/lib/server/authorized-action';
import { addMember, createTestSalon, getDb } from '@/tests/support/db';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const fixture = {} as {
  salonA: string;
  serviceA: string;
  staffA: Caller;
  ownerA: Caller;
  ownerB: Caller;
  stylist1: Caller;
  stylist2: Caller;
  eva: string;
  anna: string;
  ids: Record<string, string>;
};

const EVA = { customerName: 'Kiss Éva', customerEmail: 'eva@example.com', customerPhone: '+36 30 111 2222' };

/** Éva's visits, relative to now; `cancelNow`: booked, then cancelled now (its change row's time). */
const VISITS: { key: string; hoursFromNow: number; status: AppointmentStatus; stylist: 1 | 2; cancelNow?: boolean }[] = [
  { key: 'completed', hoursFromNow: -30 * 24, status: 'completed', stylist: 1 },
  { key: 'noShow', hoursFromNow: -20 * 24, status: 'no_show', stylist: 2 },
  { key: 'confirmedPast', hoursFromNow: -10 * 24, status: 'confirmed', stylist: 1 },
  { key: 'lateCancel', hoursFromNow: 2, status: 'confirmed', stylist: 2, cancelNow: true },
  { key: 'earlyCancel', hoursFromNow: 72, status: 'confirmed', stylist: 2, cancelNow: true },
  { key: 'next', hoursFromNow: 7 * 24, status: 'confirmed', stylist: 2 },
];

beforeAll(async () => {
  const db = await getDb();
  const { salon, service } = await createTestSalon();
  const { salon: salonB } = await createTestSalon();
  const [stylist1, stylist2] = [await addMember(salon.id, 'staff'), await addMember(salon.id, 'staff')];
  await db.update(users).set({ fullName: 'Stylist One' }).where(eq(users.id, stylist1.userId));
  await db.update(users).set({ fullName: 'Stylist Two' }).where(eq(users.id, stylist2.userId));
  const ids: Record<string, string> = {};
  const now = Date.now();
  for (const visit of VISITS) {
    const start = new Date(now + visit.hoursFromNow * HOUR);
    const [row] = await db
      .insert(appointments)
      .values({ salonId: salon.id, serviceId: service.id, ...EVA, status: visit.status, startTime: start, endTime: new Date(start.getTime() + HOUR), staffId: (visit.stylist === 1 ? stylist1 : stylist2).userId })
      .returning();
    ids[visit.key] = row.id;
    if (visit.cancelNow) await db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, row.id));
  }
  const [anna] = await db
    .insert(appointments)
    .values({ salonId: salon.id, serviceId: service.id, customerName: 'Szabó Anna', customerEmail: 'anna@example.com', startTime: new Date(now - 3 * DAY), endTime: new Date(now - 3 * DAY + HOUR), status: 'completed' })
    .returning();
  const [eva] = await db.select({ clientId: appointments.clientId }).from(appointments).where(eq(appointments.id, ids.next));
  Object.assign(fixture, {
    salonA: salon.id,
    serviceA: service.id,
    staffA: await addMember(salon.id, 'staff'),
    ownerA: await addMember(salon.id, 'owner'),
    ownerB: await addMember(salonB.id, 'owner'),
    stylist1,
    stylist2,
    eva: eva.clientId!,
    anna: anna.clientId!,
    ids,
  });
});

/** `salonId` null: the caller's own salon. */
const card = (caller: Caller = fixture.staffA, clientId = fixture.eva, salonId: string | null = fixture.salonA) => getClientCard(caller, clientRefSchema.parse({ salonId: salonId ?? undefined, clientId }));

describe('getClientCard', () => {
  it("reads the client's visits, totals, no-shows, late cancellations and preferred stylist", async () => {
    const read = (await card())!;
    expect(read.client).toEqual({ id: fixture.eva, ...{ name: EVA.customerName, email: EVA.customerEmail, phone: EVA.customerPhone } });
    // Spent: the completed visit and the confirmed one that has started; not the no-show, the cancelled or the coming.
    expect(read.spentByService).toEqual([{ serviceId: fixture.serviceA, visits: 2 }]);
    expect(read.noShowCount).toBe(1);
    // Cancelled 2 hours before the start is inside the 24-hour change window; 72 hours before is not.
    expect(read.changeWindowHours).toBe(24);
    expect(read.lateCancellationCount).toBe(1);
    expect(read.preferredStylist).toBe('Stylist One');
    expect(read.past.map((v) => v.id)).toEqual([fixture.ids.confirmedPast, fixture.ids.noShow, fixture.ids.completed]);
    expect(read.coming.map((v) => v.id)).toEqual([fixture.ids.lateCancel, fixture.ids.earlyCancel, fixture.ids.next]);
    expect([read.pastTotal, read.comingTotal]).toEqual([3, 3]);
    expect(read.past[0]).toMatchObject({ staffId: fixture.stylist1.userId, status: 'confirmed' });
  });

  it("is the most visits' stylist, not the latest one's", async () => {
    const read = (await card())!;
    // Stylist 1: two visits; stylist 2: one coming visit (the no-show and cancellations are no visits).
    expect(read.past.filter((v) => v.staffId === fixture.stylist1.userId)).toHaveLength(2);
    expect(read.coming.at(-1)?.staffId).toBe(fixture.stylist2.userId);
  });

  it("reads another salon's client as none, and refuses to read another salon", async () => {
    expect(await card(fixture.ownerB, fixture.eva, null)).toBeNull();
    await expect(card(fixture.ownerB)).rejects.toBeInstanceOf(AccessError);
    expect(await card(fixture.ownerA)).not.toBeNull();
  });
});

describe('updateClientContact', () => {
  const edit = (values: Partial<{ name: string; email: string; phone: string }>, caller: Caller = fixture.staffA, clientId = fixture.anna) =>
    updateClientContact(caller, clientContactSchema.parse({ salonId: fixture.salonA, clientId, name: 'Szabó Anna', email: 'anna@example.com', phone: '', ...values }));
  const annaRow = async () => (await (await getDb()).select().from(clients).where(eq(clients.id, fixture.anna)))[0];

  it("refuses another client's e-mail (however written) and changes nothing", async () => {
    expect(await edit({ name: 'Anna Szabó-Kiss', email: ' EVA@example.com ' })).toMatchObject({ ok: false, code: 'EMAIL_TAKEN', fieldErrors: { email: expect.any(String) } });
    expect(await annaRow()).toMatchObject({ name: 'Szabó Anna', email: 'anna@example.com' });
  });

  it('saves a valid edit, re-keyed: the next booking with the new e-mail is this client', async () => {
    expect(await edit({ email: 'anna.szabo@example.com', phone: '06 20 555 6666' })).toEqual({ ok: true, data: { id: fixture.anna } });
    expect(await annaRow()).toMatchObject({ email: 'anna.szabo@example.com', emailKey: 'anna.szabo@example.com', phoneKey: '+36205556666' });
    const start = new Date(Date.now() + 40 * DAY);
    const [booked] = await (await getDb()).insert(appointments).values({ salonId: fixture.salonA, customerName: 'Anna', customerEmail: 'Anna.Szabo@example.com', startTime: start, endTime: new Date(start.getTime() + HOUR) }).returning();
    expect(booked.clientId).toBe(fixture.anna);
  });

  it('checks the fields as the appointment forms do, and keeps to the salon', async () => {
    const invalid = await runActionAs(updateClientContactAction, fixture.staffA, { salonId: fixture.salonA, clientId: fixture.anna, name: ' ', email: 'not an e-mail', phone: 'call me' });
    expect(invalid).toMatchObject({ ok: false, code: 'VALIDATION_ERROR', fieldErrors: { name: expect.any(String), email: expect.any(String), phone: expect.any(String) } });
    expect(await runActionAs(updateClientContactAction, fixture.ownerB, { clientId: fixture.anna, name: 'Hijacked' })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await runActionAs(updateClientContactAction, fixture.ownerB, { salonId: fixture.salonA, clientId: fixture.anna, name: 'Hijacked' })).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await annaRow()).toMatchObject({ name: 'Szabó Anna' });
  });
});

describe('notes, alerts and technical notes', () => {
  it("an alert shows on the client's appointments as staff read them, and the next visit shows the last technical note", async () => {
    const added = await runActionAs(addClientNoteAction, fixture.staffA, { salonId: fixture.salonA, clientId: fixture.eva, body: 'Allergy: PPD', isAlert: true });
    expect(added).toMatchObject({ ok: true, data: { body: 'Allergy: PPD', isAlert: true } });
    expect(await addClientNote(fixture.staffA, { salonId: fixture.salonA, clientId: fixture.eva, body: 'Likes tea', isAlert: false })).toMatchObject({ ok: true });
    expect(await setVisitNote(fixture.staffA, { salonId: fixture.salonA, appointmentId: fixture.ids.completed, note: '6/0 + 6% 1:1, 35 min' })).toMatchObject({ ok: true });
    expect(await runActionAs(setVisitNoteAction, fixture.staffA, { salonId: fixture.salonA, appointmentId: fixture.ids.confirmedPast, note: '7/1 + 9%' })).toMatchObject({ ok: true });

    const now = Date.now();
    const day = await listAppointmentsBetween(fixture.staffA, { salonId: fixture.salonA, from: new Date(now - 31 * DAY), to: new Date(now + 8 * DAY) });
    const next = day.find((a) => a.id === fixture.ids.next)!;
    expect(next).toMatchObject({ clientId: fixture.eva, clientAlerts: ['Allergy: PPD'], visitNote: null, previousVisitNote: '7/1 + 9%' });
    expect(day.find((a) => a.id === fixture.ids.confirmedPast)).toMatchObject({ visitNote: '7/1 + 9%', previousVisitNote: '6/0 + 6% 1:1, 35 min' });
    expect(day.find((a) => a.id === fixture.ids.completed)).toMatchObject({ previousVisitNote: null });
    // Another client's appointments carry none of it.
    expect(day.filter((a) => a.clientId !== fixture.eva).every((a) => a.clientAlerts.length === 0)).toBe(true);

    const read = (await card())!;
    expect(read.notes.map((n) => [n.body, n.isAlert])).toEqual([['Allergy: PPD', true], ['Likes tea', false]]);
  });

  it("refuses another salon's client, note and visit; removes a note of its own", async () => {
    expect(await runActionAs(addClientNoteAction, fixture.ownerB, { clientId: fixture.eva, body: 'x' })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await runActionAs(setVisitNoteAction, fixture.ownerB, { appointmentId: fixture.ids.next, note: 'x' })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    const note = (await card())!.notes[1];
    expect(await runActionAs(removeClientNoteAction, fixture.ownerB, { noteId: note.id })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await removeClientNote(fixture.staffA, { salonId: fixture.salonA, noteId: note.id })).toEqual({ ok: true, data: { removed: 1 } });
    expect((await card())!.notes.map((n) => n.body)).toEqual(['Allergy: PPD']);
    expect(await runActionAs(addClientNoteAction, fixture.staffA, { salonId: fixture.salonA, clientId: fixture.eva, body: '  ' })).toMatchObject({ ok: false, fieldErrors: { body: expect.any(String) } });
  });
});
