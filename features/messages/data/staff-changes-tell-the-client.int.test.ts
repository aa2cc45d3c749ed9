import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateAppointment } from '@/features/appointments/data/appointment-edits';
import { setAppointmentStatus } from '@/features/appointments/data/appointments';
import { createStaffAppointment } from '@/features/appointments/data/staff-bookings';
import { staffBookingSchema } from '@/features/appointments/schema/staff-booking';
import { dispatchDueMessages } from '@/features/messages/data/dispatch';
import { createMailTransport, type MailTransport } from '@/features/messages/mail-transport';
import { messages, salons } from '@/lib/db/schema';
import type { Caller } from '@/lib/server/access';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling';
import { appointmentEditSchema, type AppointmentEditValues } from '@/lib/validation/appointment-edit';
import { addStations, createTestSalon, getDb } from '@/tests/support/db';
import { startMailCatcher, type MailCatcher } from '@/tests/support/mail-catcher';
import { addMember } from '@/tests/support/stylists';

// Issue 38 item 1: what staff change reaches the client. A move, a new stylist and a cancellation
// staff make with "notify the client" ticked each send the client exactly one message, in the
// booking's language, that updates their calendar entry; unticked, nothing goes.

// Monday 7 December 2026 in Budapest (UTC+1).
const DAY = '2026-12-07';
const NOW = new Date('2026-11-23T08:00:00Z');
const EMAIL = `client-${process.pid}@example.com`;

let catcher: MailCatcher;
let transport: MailTransport;
beforeAll(async () => {
  catcher = await startMailCatcher();
  transport = createMailTransport({ SMTP_URL: catcher.url, MAIL_FROM: 'Salon <bookings@salon.test>' });
});
afterAll(async () => {
  transport.transporter.close();
  await catcher.close();
});

async function drain() {
  const db = await getDb();
  while ((await dispatchDueMessages(db, { transport, batchSize: 50 })).sent > 0);
}

/** The calendar entry a mail carries, as a calendar library reads it. */
function entryOf(mail: MailCatcher['mails'][number]) {
  const part = mail.attachments.find((a) => a.contentType === 'text/calendar')!;
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: calendar.getFirstPropertyValue('method'), uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate().toISOString() };
}

describe('staff changes with "notify the client"', () => {
  it('a move, a new stylist and a cancellation each send one message in the booking language that moves or removes the calendar entry; unticked, none', async () => {
    const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS, stationsEnabled: true, stylistsEnabled: true, name: 'Luxe Notify' });
    const db = await getDb();
    await db.update(salons).set({ email: 'hello@luxe-notify.test' }).where(eq(salons.id, salon.id));
    await addStations(salon.id, [{ name: 'Chair 1' }, { name: 'Chair 2' }]);
    const sam = await addMember(salon.id, { name: 'Sam Stylist', hours: [[1, '09:00', '18:00']], serviceIds: [service.id] });
    const cili = await addMember(salon.id, { name: 'Cili Cut', hours: [[1, '09:00', '18:00']], serviceIds: [service.id] });
    const owner: Caller = { userId: randomUUID(), role: 'owner', salonId: salon.id };
    const booked = await createStaffAppointment(
      owner,
      staffBookingSchema.parse({ service_id: service.id, appointment_date: DAY, appointment_time: '10:00', staff_id: sam.id, customer_name: 'Kovács Anna', customer_email: EMAIL, language: 'hu' }),
      NOW,
    );
    if (!booked.ok) throw new Error(booked.code);
    const id = booked.data.id;
    const edit = (changes: Partial<AppointmentEditValues>) =>
      updateAppointment(
        owner,
        appointmentEditSchema.parse({
          ...{ appointmentId: id, service_id: service.id, service_name: 'Cut', service_duration: 60, custom_duration: null, service_price: 10000 },
          ...{ appointment_date: DAY, appointment_time: '10:00', status: 'confirmed', customer_name: 'Kovács Anna', customer_email: EMAIL, staff_id: sam.id },
          ...changes,
        }),
        NOW,
      );
    await drain();

    expect(await edit({ appointment_time: '14:00', notify_client: true })).toMatchObject({ ok: true });
    await drain();
    expect(await edit({ appointment_time: '14:00', staff_id: cili.id, notify_client: true })).toMatchObject({ ok: true });
    await drain();
    // Unticked: the change is saved, the client hears nothing.
    expect(await edit({ appointment_time: '15:00', staff_id: cili.id, notify_client: false })).toMatchObject({ ok: true });
    await drain();
    expect(await setAppointmentStatus(owner, { salonId: salon.id, appointmentId: id, status: 'cancelled', notify_client: true, reason: 'A stylist is ill.' }, NOW)).toMatchObject({ ok: true });
    await drain();

    const mails = catcher.to(EMAIL);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Foglalását visszaigazoljuk – Luxe Notify',
      'Időpontja megváltozott – Luxe Notify',
      'Időpontja megváltozott – Luxe Notify',
      'Időpontját lemondtuk – Luxe Notify',
    ]);
    const [, moved, reassigned, cancelled] = mails;
    expect(moved.text).toContain('Korábban: ');
    expect(moved.text).toContain('10:00');
    expect(reassigned.text).toContain('Munkatárs: Cili Cut');
    expect(cancelled.text).toContain('Indok: A stylist is ill.');
    for (const mail of mails) {
      expect(mail.text).toMatch(/\/book\/manage\/[0-9a-f]{64}/);
      expect(mail.replyTo?.value).toEqual([{ name: 'Luxe Notify', address: 'hello@luxe-notify.test' }]);
      expect(mail.headerLines.find((line) => line.key === 'list-unsubscribe')?.line).toContain('/stop-reminders');
    }
    const entries = mails.map(entryOf);
    expect(entries.map((entry) => entry.method)).toEqual(['REQUEST', 'REQUEST', 'REQUEST', 'CANCEL']);
    expect(new Set(entries.map((entry) => entry.uid)).size).toBe(1);
    for (let i = 1; i < entries.length; i += 1) expect(entries[i].sequence).toBeGreaterThan(entries[i - 1].sequence);
    expect(entries[1].start).toBe('2026-12-07T13:00:00.000Z');
    expect((await db.select({ kind: messages.kind }).from(messages).where(eq(messages.appointmentId, id))).map((m) => m.kind).sort()).toEqual([
      'cancelled_by_salon',
      'confirmation',
      'moved_by_salon',
      'moved_by_salon',
    ]);
  });

  it('tells nobody of a change to an appointment that has already begun, or of one without an e-mail', async () => {
    const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS });
    const owner: Caller = { userId: randomUUID(), role: 'owner', salonId: salon.id };
    const book = async (email: string | null) => {
      const result = await createStaffAppointment(owner, staffBookingSchema.parse({ service_id: service.id, appointment_date: DAY, appointment_time: email ? '10:00' : '12:00', customer_name: 'Late Client', customer_email: email ?? '' }), NOW);
      if (!result.ok) throw new Error(result.code);
      return result.data.id;
    };
    const started = await book(`started-${process.pid}@example.com`);
    const withoutEmail = await book(null);
    const afterItBegan = new Date('2026-12-07T09:30:00Z');
    await setAppointmentStatus(owner, { salonId: salon.id, appointmentId: started, status: 'cancelled', notify_client: true }, afterItBegan);
    await setAppointmentStatus(owner, { salonId: salon.id, appointmentId: withoutEmail, status: 'cancelled', notify_client: true }, NOW);
    const db = await getDb();
    expect((await db.select({ kind: messages.kind }).from(messages).where(eq(messages.salonId, salon.id))).map((m) => m.kind)).toEqual(['confirmation']);
  });
});
