import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createPublicBooking } from '@/features/booking/data/public-booking';
import { createStaffAppointment } from '@/features/appointments/data/staff-bookings';
import { staffBookingSchema } from '@/features/appointments/schema/staff-booking';
import { cancelBookingByToken, findBookingByToken } from '@/features/booking/data/manage-links';
import { rescheduleBookingByToken } from '@/features/booking/data/reschedule';
import { dispatchDueMessages } from '@/features/messages/data/dispatch';
import { listSalonMessages, readMailOutage } from '@/features/messages/data/messages';
import type { Caller } from '@/lib/server/access';
import { queueDueReminders } from '@/features/messages/data/reminders';
import { appointments, messages, salons, users } from '@/lib/db/schema';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling';
import { createMailTransport, type MailTransport } from '@/features/messages/mail-transport';
import { createTestSalon, getDb } from '@/tests/support/db';
import { startMailCatcher, type MailCatcher } from '@/tests/support/mail-catcher';

const CSRF = 'csrf-token-messages';
let catcher: MailCatcher;
let transport: MailTransport;
let counter = 0;

beforeAll(async () => {
  catcher = await startMailCatcher();
  transport = createMailTransport({ SMTP_URL: catcher.url, MAIL_FROM: 'Salon <bookings@salon.test>' });
});
afterAll(async () => {
  transport.transporter.close();
  await catcher.close();
});

/** A unique customer address, so that messages other test files queued never count here. */
const uniqueEmail = () => `customer-${process.pid}-${Date.now().toString(36)}-${counter++}@example.com`;

/** Sends until nothing is due (fast retries). */
async function drain(options: { retryBaseMs?: number } = {}) {
  const db = await getDb();
  for (let i = 0; i < 50; i += 1) {
    const { sent, retried, failed } = await dispatchDueMessages(db, { transport, retryBaseMs: options.retryBaseMs ?? 1, batchSize: 50 });
    if (sent + retried + failed === 0) return;
    if (retried) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function bookFor(email: string, { language = 'en', date = nextTuesday(), time = '10:00' }: { language?: 'en' | 'hu'; date?: string; time?: string } = {}) {
  const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS, name: 'Luxe Messages' });
  const result = await createPublicBooking(
    { salonId: salon.id, serviceId: service.id, date, time, customerName: 'Anna Kovács', customerPhone: '+36 30 123 4567', customerEmail: email, csrfToken: CSRF },
    { clientAddress: `10.9.${counter % 250}.${counter++ % 250}`, csrfCookie: CSRF, language },
  );
  if (!result.ok) throw new Error(result.code);
  return { salon, service, booking: result.data };
}

/** A Tuesday 2–3 weeks ahead: inside the booking window, never today. */
function nextTuesday(): string {
  const day = new Date(Date.now() + 14 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((9 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

async function messagesOf(appointmentId: string) {
  const db = await getDb();
  return db.select().from(messages).where(eq(messages.appointmentId, appointmentId));
}

describe('messages through a real SMTP server', () => {
  it('a booking confirmation arrives once, in the customer language, with a valid calendar file and a one-click stop', async () => {
    const email = uniqueEmail();
    const { salon, booking } = await bookFor(email, { language: 'hu' });
    // Queued as data: the facts of the booking, no text and no calendar file (rendered when sent).
    const [queued] = (await messagesOf(booking.appointmentId)).filter((m) => m.kind === 'confirmation');
    expect(queued).toMatchObject({ status: 'queued', language: 'hu', subject: null, body: null, ics: null });
    expect(queued.facts).toMatchObject({ customerName: 'Anna Kovács', serviceName: 'Cut', when: { date: booking.date, time: '10:00' }, calendar: { uid: `${booking.appointmentId}@salon-booking`, sequence: 0 } });
    await drain();
    await drain();
    const mails = catcher.to(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('Foglalását visszaigazoljuk – Luxe Messages');
    expect(mail.text).toContain('Kedves Anna Kovács!');
    expect(mail.text).toContain(`/book/manage/${booking.manageToken}`);
    const header = (key: string) => mail.headerLines.find((line) => line.key === key)?.line;
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toContain(`/book/manage/${booking.manageToken}/stop-reminders`);
    const ics = mail.attachments.find((a) => a.contentType === 'text/calendar');
    const vevent = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8'))).getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    // 10:00 in Budapest (UTC+1 in winter), written as UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(`${booking.date}T09:00:00Z`).toISOString());
    expect(event.startDate.zone.tzid).toBe('UTC');
    expect(event.summary).toBe('Cut – Luxe Messages');
    const [row] = (await messagesOf(booking.appointmentId)).filter((m) => m.kind === 'confirmation');
    expect(row).toMatchObject({ status: 'sent', deliveredVia: 'smtp', attempts: 1, language: 'hu' });
    expect(mail.messageId).toBe(`<${row.id}@salon-booking>`);
    // The delivery log reads what went out.
    const [logged] = await listSalonMessages({ userId: randomUUID(), role: 'owner', salonId: salon.id }, {});
    expect(logged).toMatchObject({ kind: 'confirmation', subject: mail.subject, body: mail.text });
  });

  it("a booking, its move and its cancellation reach the client's calendar as one entry (REQUEST, SEQUENCE rising, CANCEL), from the salon's name, replies to the salon", async () => {
    const email = uniqueEmail();
    const { salon, booking } = await bookFor(email);
    const db = await getDb();
    // Each sent before the next change: the mails arrive in order.
    await drain();
    await db.update(salons).set({ email: 'hello@luxe-messages.test', changeWindowHours: 0 }).where(eq(salons.id, salon.id));
    // The dashboard's feed drops changes after 14 days: the revision does not depend on them.
    await db.execute(sql`DELETE FROM appointment_changes WHERE appointment_id = ${booking.appointmentId}`);
    expect((await rescheduleBookingByToken(booking.manageToken, { date: booking.date, time: '11:00' })).ok).toBe(true);
    await drain();
    expect((await cancelBookingByToken(booking.manageToken)).ok).toBe(true);
    await drain();
    const mails = catcher.to(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your booking is confirmed – Luxe Messages',
      'Your appointment has been moved – Luxe Messages',
      'Your booking has been cancelled – Luxe Messages',
    ]);
    const entries = mails.map((mail) => {
      const part = mail.attachments.find((a) => a.contentType === 'text/calendar')!;
      const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
      const event = calendar.getFirstSubcomponent('vevent')!;
      return {
        method: calendar.getFirstPropertyValue('method'),
        partMethod: (part.headers.get('content-type') as { params?: Record<string, string> }).params?.method,
        uid: new ICAL.Event(event).uid,
        sequence: new ICAL.Event(event).sequence,
        status: event.getFirstPropertyValue('status'),
        organizer: event.getFirstPropertyValue('organizer'),
        attendee: event.getFirstPropertyValue('attendee'),
      };
    });
    expect(entries.map((e) => [e.method, e.partMethod, e.status])).toEqual([
      ['REQUEST', 'REQUEST', 'CONFIRMED'],
      ['REQUEST', 'REQUEST', 'CONFIRMED'],
      ['CANCEL', 'CANCEL', 'CANCELLED'],
    ]);
    expect(new Set(entries.map((e) => e.uid))).toEqual(new Set([`${booking.appointmentId}@salon-booking`]));
    expect(entries[1].sequence).toBeGreaterThan(entries[0].sequence);
    expect(entries[2].sequence).toBeGreaterThan(entries[1].sequence);
    // The confirmation went out before the salon had an address: the sender organised it.
    expect(entries.map((e) => e.organizer)).toEqual(['mailto:no-reply@salon-booking.invalid', 'mailto:hello@luxe-messages.test', 'mailto:hello@luxe-messages.test']);
    expect(entries[0].attendee).toBe(`mailto:${email}`);
    for (const mail of mails) expect(mail.from?.value).toEqual([{ name: 'Luxe Messages', address: 'bookings@salon.test' }]);
    // Replies reach the salon once it has an address.
    expect(mails.map((mail) => mail.replyTo?.value[0]?.address)).toEqual([undefined, 'hello@luxe-messages.test', 'hello@luxe-messages.test']);
  });

  it('the salon owner who wants notices gets one of the online booking; one who turned them off does not', async () => {
    const email = uniqueEmail();
    const { salon } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS });
    const db = await getDb();
    const owner = `owner-${counter++}-${process.pid}@salon.test`;
    const quiet = `quiet-${counter++}-${process.pid}@salon.test`;
    await db.insert(users).values([
      { salonId: salon.id, role: 'owner', email: owner, fullName: 'Olivia Owner' },
      { salonId: salon.id, role: 'owner', email: quiet, fullName: 'Quiet Owner', emailNotifications: false },
    ]);
    const [service] = await db.execute<{ id: string }>(sql`SELECT id FROM services WHERE salon_id = ${salon.id}`).then((r) => r.rows);
    const result = await createPublicBooking(
      { salonId: salon.id, serviceId: service.id, date: nextTuesday(), time: '11:00', customerName: 'Béla Kiss', customerPhone: '+36 30 765 4321', customerEmail: email, csrfToken: CSRF },
      { clientAddress: `10.8.0.${counter++ % 250}`, csrfCookie: CSRF },
    );
    expect(result.ok).toBe(true);
    await drain();
    expect(catcher.to(owner)).toHaveLength(1);
    expect(catcher.to(owner)[0].subject).toMatch(/^New online booking: Béla Kiss, /);
    expect(catcher.to(quiet)).toHaveLength(0);
  });

  it('a reminder becomes due, arrives once however often reminders are asked for, and a cancellation sends its own message', async () => {
    const email = uniqueEmail();
    const { salon, booking } = await bookFor(email);
    const db = await getDb();
    // Booked long ago for tomorrow: the reminder is due now.
    const start = new Date(Date.now() + 20 * 3_600_000);
    await db.update(appointments).set({ startTime: start, endTime: new Date(start.getTime() + 3_600_000), createdAt: new Date(Date.now() - 7 * 86_400_000) }).where(eq(appointments.id, booking.appointmentId));
    await Promise.all([queueDueReminders(db, { kind: 'due' }), queueDueReminders(db, { kind: 'due' }), queueDueReminders(db, { kind: 'salon', salonId: salon.id, hours: 24 })]);
    await drain();
    await queueDueReminders(db, { kind: 'salon', salonId: salon.id, hours: 24 });
    await drain();
    const reminders = catcher.to(email).filter((mail) => mail.subject?.startsWith('Reminder of your appointment'));
    expect(reminders).toHaveLength(1);

    // 20 hours ahead is inside the default 24-hour change window: this salon allows changes until the start.
    await db.update(salons).set({ changeWindowHours: 0 }).where(eq(salons.id, salon.id));
    expect((await cancelBookingByToken(booking.manageToken)).ok).toBe(true);
    await drain();
    expect(catcher.to(email).map((mail) => mail.subject)).toContain('Your booking has been cancelled – Luxe Messages');
  });

  it("at the default settings (reminder 24 h, changes until 24 h) the reminder comes while its cancel link still works", async () => {
    const email = uniqueEmail();
    const { salon, booking } = await bookFor(email);
    const db = await getDb();
    expect(await db.select({ reminder: salons.reminderHours, window: salons.changeWindowHours }).from(salons).where(eq(salons.id, salon.id))).toEqual([{ reminder: 24, window: 24 }]);
    const startIn = async (hours: number) => {
      const start = new Date(Date.now() + hours * 3_600_000);
      await db.update(appointments).set({ startTime: start, endTime: new Date(start.getTime() + 3_600_000), createdAt: new Date(Date.now() - 7 * 86_400_000) }).where(eq(appointments.id, booking.appointmentId));
    };
    const reminded = async () => (await messagesOf(booking.appointmentId)).some((m) => m.kind === 'reminder');
    await startIn(26.5);
    await queueDueReminders(db, { kind: 'due' });
    expect(await reminded()).toBe(false);
    await startIn(25.5);
    await queueDueReminders(db, { kind: 'due' });
    expect(await reminded()).toBe(true);
    expect(await findBookingByToken(booking.manageToken)).toMatchObject({ changeable: true });
  });

  it('a booking made inside the reminder window gets no separate reminder', async () => {
    const email = uniqueEmail();
    const { booking } = await bookFor(email);
    const db = await getDb();
    const start = new Date(Date.now() + 20 * 3_600_000);
    await db.update(appointments).set({ startTime: start, endTime: new Date(start.getTime() + 3_600_000) }).where(eq(appointments.id, booking.appointmentId));
    await queueDueReminders(db, { kind: 'due' });
    expect((await messagesOf(booking.appointmentId)).map((m) => m.kind)).toEqual(['confirmation']);
  });

  it('a temporary SMTP failure is retried and then succeeds; a permanent one is logged as failed, not retried', async () => {
    const retried = uniqueEmail();
    await drain();
    const { booking } = await bookFor(retried);
    catcher.failNext(2);
    await drain();
    expect(catcher.to(retried)).toHaveLength(1);
    const db = await getDb();
    const [confirmation] = (await messagesOf(booking.appointmentId)).filter((m) => m.kind === 'confirmation');
    expect(confirmation).toMatchObject({ status: 'sent', attempts: 3 });
    const attempts = await db.execute<{ outcome: string }>(sql`SELECT outcome FROM message_attempts WHERE message_id = ${confirmation.id} ORDER BY id`);
    expect(attempts.rows.map((a) => a.outcome)).toEqual(['temporary', 'temporary', 'sent']);

    const refused = uniqueEmail();
    catcher.refuse.add(refused);
    const second = await bookFor(refused);
    await drain();
    const [failed] = (await messagesOf(second.booking.appointmentId)).filter((m) => m.kind === 'confirmation');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.lastError).toMatch(/550/);
  });

  it('while the mail server cannot be reached, the salon sees an outage and the message among the failing; once it is sent, none', async () => {
    const email = uniqueEmail();
    await drain();
    const { salon, booking } = await bookFor(email);
    const owner: Caller = { userId: randomUUID(), role: 'owner', salonId: salon.id };
    // Nothing listens on port 9: the connection is refused, a temporary failure.
    const down = createMailTransport({ SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'Salon <bookings@salon.test>' });
    const db = await getDb();
    expect(await dispatchDueMessages(db, { transport: down, batchSize: 50, retryBaseMs: 3_600_000 })).toMatchObject({ retried: 1 });
    down.transporter.close();
    expect(await readMailOutage(owner, {})).toEqual({ waiting: 1, since: expect.any(Date) });
    const failing = await listSalonMessages(owner, { failedOnly: true });
    expect(failing.map((m) => [m.kind, m.status, m.appointmentId])).toEqual([['confirmation', 'queued', booking.appointmentId]]);
    expect(failing[0].lastError).toBeTruthy();

    await db.update(messages).set({ dueAt: new Date() }).where(eq(messages.appointmentId, booking.appointmentId));
    await drain();
    expect(catcher.to(email)).toHaveLength(1);
    expect(await readMailOutage(owner, {})).toBeNull();
    expect(await listSalonMessages(owner, { failedOnly: true })).toEqual([]);
  });

  it('a message queued as text (before messages were facts) still goes with its calendar file; one whose facts do not render fails for good, with the reason, and is not sent', async () => {
    const { salon } = await createTestSalon({ name: 'Luxe Messages' });
    const [old, broken] = [uniqueEmail(), uniqueEmail()];
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    const db = await getDb();
    await db.insert(messages).values([
      { kind: 'confirmation', recipient: old, language: 'en', subject: 'Your booking is confirmed', body: 'See you.', ics, salonId: salon.id },
      { kind: 'confirmation', recipient: broken, language: 'en', facts: { customerName: 'Anna' }, salonId: salon.id },
    ]);
    await drain();
    const [mail] = catcher.to(old);
    expect(mail).toMatchObject({ subject: 'Your booking is confirmed', text: 'See you.' });
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['text/calendar']);
    expect(catcher.to(broken)).toEqual([]);
    const [failed] = await db.select().from(messages).where(eq(messages.recipient, broken));
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringMatching(/^EMESSAGE: The facts of a confirmation message do not render/) });
  });

  it('never writes a message to an address that fails the e-mail rules', async () => {
    const { queueMessages } = await import('@/features/messages/data/outbox');
    const db = await getDb();
    const ids = await queueMessages(db, [
      { kind: 'salon_message', recipient: 'anna@example.com\r\nBcc: spy@evil.test', language: 'en', subject: 'Hi', body: 'x' },
      { kind: 'salon_message', recipient: 'not-an-address', language: 'en', subject: 'Hi', body: 'x' },
    ]);
    expect(ids).toEqual([]);
  });

  it('a message commits with its booking or not at all: of two visitors racing for one time, only the winner gets a confirmation', async () => {
    const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS });
    const [first, second] = [uniqueEmail(), uniqueEmail()];
    const attempt = (email: string) =>
      createPublicBooking(
        { salonId: salon.id, serviceId: service.id, date: nextTuesday(), time: '14:00', customerName: 'Racer', customerPhone: '+36 30 123 4567', customerEmail: email, csrfToken: CSRF },
        { clientAddress: `10.7.0.${counter++ % 250}`, csrfCookie: CSRF },
      );
    const results = await Promise.all([attempt(first), attempt(second)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const db = await getDb();
    const queued = await db.select({ recipient: messages.recipient }).from(messages).where(eq(messages.salonId, salon.id));
    const winner = results[0].ok ? first : second;
    expect(queued.map((m) => m.recipient)).toEqual([winner]);
  });

  it('a queued reminder is withdrawn when its appointment moves or is cancelled, so a true one can be written', async () => {
    const email = uniqueEmail();
    const { booking } = await bookFor(email);
    const db = await getDb();
    const start = new Date(Date.now() + 20 * 3_600_000);
    await db.update(appointments).set({ startTime: start, endTime: new Date(start.getTime() + 3_600_000), createdAt: new Date(Date.now() - 7 * 86_400_000) }).where(eq(appointments.id, booking.appointmentId));
    await queueDueReminders(db, { kind: 'due' });
    const reminder = async () => (await messagesOf(booking.appointmentId)).filter((m) => m.kind === 'reminder');
    expect((await reminder()).map((m) => m.status)).toEqual(['queued']);
    const later = new Date(start.getTime() + 3_600_000);
    await db.update(appointments).set({ startTime: later, endTime: new Date(later.getTime() + 3_600_000) }).where(eq(appointments.id, booking.appointmentId));
    expect((await reminder()).map((m) => m.status)).toEqual(['cancelled']);
    await queueDueReminders(db, { kind: 'due' });
    expect((await reminder()).map((m) => m.status).sort()).toEqual(['cancelled', 'queued']);
    await db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, booking.appointmentId));
    expect((await reminder()).map((m) => m.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('a staff booking with an e-mail sends the customer a confirmation in the chosen language, and the salon no notice', async () => {
    const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS, name: 'Luxe Phone' });
    const email = uniqueEmail();
    const input = staffBookingSchema.parse({ service_id: service.id, appointment_date: nextTuesday(), appointment_time: '15:00', customer_name: 'Phone Caller', customer_email: email, language: 'hu' });
    const result = await createStaffAppointment({ userId: randomUUID(), role: 'owner', salonId: salon.id }, input);
    expect(result.ok).toBe(true);
    await drain();
    expect(catcher.to(email).map((mail) => mail.subject)).toEqual(['Foglalását visszaigazoljuk – Luxe Phone']);
    const db = await getDb();
    expect((await db.select({ kind: messages.kind }).from(messages).where(eq(messages.salonId, salon.id))).map((m) => m.kind)).toEqual(['confirmation']);
  });

  it('a staff booking of a time already past is recorded and sends no confirmation', async () => {
    const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS, name: 'Luxe Past' });
    const email = uniqueEmail();
    // The Tuesday two weeks ahead, booked as if it were a week after it: the time has passed.
    const date = nextTuesday();
    const input = staffBookingSchema.parse({ service_id: service.id, appointment_date: date, appointment_time: '15:00', customer_name: 'Late Entry', customer_email: email, language: 'en' });
    const weekLater = new Date(new Date(`${date}T12:00:00Z`).getTime() + 7 * 86_400_000);
    const result = await createStaffAppointment({ userId: randomUUID(), role: 'owner', salonId: salon.id }, input, weekLater);
    expect(result.ok).toBe(true);
    const db = await getDb();
    expect(await db.select({ kind: messages.kind }).from(messages).where(eq(messages.salonId, salon.id))).toEqual([]);
  });

  it("staff send a draft's text to the appointment's own address, on one line of subject; another salon's appointment is not found", async () => {
    const { sendSalonMessage } = await import('@/features/messages/data/messages');
    const email = uniqueEmail();
    const { salon, booking } = await bookFor(email);
    const owner = { userId: randomUUID(), role: 'owner' as const, salonId: salon.id };
    const sent = await sendSalonMessage(owner, { appointmentId: booking.appointmentId, language: 'en', subject: 'Moved\r\nBcc: spy@evil.test', body: 'See you at 11.' });
    expect(sent.ok).toBe(true);
    await drain();
    const mails = catcher.to(email).filter((mail) => mail.subject?.startsWith('Moved'));
    expect(mails.map((mail) => mail.subject)).toEqual(['Moved Bcc: spy@evil.test']);
    expect(mails[0].bcc).toBeUndefined();
    const other = await createTestSalon();
    await expect(sendSalonMessage({ userId: randomUUID(), role: 'owner', salonId: other.salon.id }, { appointmentId: booking.appointmentId, language: 'en', subject: 'x', body: 'y' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a reminder written just before its customer stopped reminders is withdrawn, not sent', async () => {
    const email = uniqueEmail();
    const { booking } = await bookFor(email);
    await drain();
    const db = await getDb();
    const start = new Date(Date.now() + 20 * 3_600_000);
    await db.update(appointments).set({ startTime: start, endTime: new Date(start.getTime() + 3_600_000), createdAt: new Date(Date.now() - 7 * 86_400_000) }).where(eq(appointments.id, booking.appointmentId));
    await queueDueReminders(db, { kind: 'due' });
    // The stop commits after the pass wrote the reminder (a bare column change, as a late stop looks).
    await db.update(appointments).set({ remindersStopped: true }).where(eq(appointments.id, booking.appointmentId));
    await drain();
    expect(catcher.to(email).filter((mail) => mail.subject?.startsWith('Reminder'))).toEqual([]);
    expect((await messagesOf(booking.appointmentId)).find((m) => m.kind === 'reminder')?.status).toBe('cancelled');
  });
});
