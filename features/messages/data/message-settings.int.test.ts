import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setEmailNotificationsAction } from '@/features/account/actions';
import { getMyEmailNotifications } from '@/features/account/data/own-notifications';
import { findBookingByToken, stopRemindersByToken } from '@/features/booking/data/manage-links';
import { queueDueReminders } from '@/features/messages/data/reminders';
import { appointments, messages, users } from '@/lib/db/schema';
import { runActionAs } from '@/lib/server/authorized-action';
import { createTestSalon, getDb } from '@/tests/support/db';

// What a customer and a salon member decide about messages: the customer's one-click stop of
// reminders (the data function behind /book/manage/<token>/stop-reminders), and a member's own
// "Email me about online bookings".

let counter = 0;
const HOUR = 3_600_000;

/** An appointment 20 hours ahead, booked a week ago, with an e-mail address: its reminder is due (the salon's default is 24 hours). */
async function dueAppointment(options: { email?: string | null; reminderHours?: number } = {}) {
  const { salon, service } = await createTestSalon({ reminderHours: options.reminderHours ?? 24 });
  const start = new Date(Date.now() + 20 * HOUR + counter++ * 60_000);
  const [row] = await (await getDb())
    .insert(appointments)
    .values({
      salonId: salon.id,
      serviceId: service.id,
      customerName: 'Reminder Test',
      customerEmail: options.email === undefined ? `stop-${process.pid}-${Date.now().toString(36)}-${counter}@example.com` : options.email,
      startTime: start,
      endTime: new Date(start.getTime() + HOUR),
      createdAt: new Date(Date.now() - 7 * 24 * HOUR),
    })
    .returning();
  return { salon, appointment: row };
}

async function remindersOf(appointmentId: string) {
  return (await getDb()).select().from(messages).where(and(eq(messages.appointmentId, appointmentId), eq(messages.kind, 'reminder')));
}

async function stoppedFlag(id: string) {
  const [row] = await (await getDb()).select({ stopped: appointments.remindersStopped }).from(appointments).where(eq(appointments.id, id));
  return row.stopped;
}

describe('stopping reminders with the manage token', () => {
  it('stops them, withdraws the queued reminder, and the reminder passes write none again', async () => {
    const { salon, appointment } = await dueAppointment();
    const db = await getDb();
    await queueDueReminders(db, { kind: 'salon', salonId: salon.id, hours: 24 });
    expect((await remindersOf(appointment.id)).map((m) => m.status)).toEqual(['queued']);
    expect((await findBookingByToken(appointment.manageToken))?.reminders).toBe('on');

    expect(await stopRemindersByToken(appointment.manageToken)).toBe(true);
    expect(await stoppedFlag(appointment.id)).toBe(true);
    expect(await remindersOf(appointment.id)).toMatchObject([{ status: 'cancelled', dedupeKey: null }]);
    expect((await findBookingByToken(appointment.manageToken))?.reminders).toBe('stopped');

    await queueDueReminders(db, { kind: 'due' });
    await queueDueReminders(db, { kind: 'salon', salonId: salon.id, hours: 24 });
    expect((await remindersOf(appointment.id)).map((m) => m.status)).toEqual(['cancelled']);
  });

  it('is idempotent, and leaves a reminder already sent as it was', async () => {
    const { salon, appointment } = await dueAppointment();
    const db = await getDb();
    await queueDueReminders(db, { kind: 'salon', salonId: salon.id, hours: 24 });
    await db.update(messages).set({ status: 'sent', sentAt: new Date() }).where(eq(messages.appointmentId, appointment.id));
    expect(await stopRemindersByToken(appointment.manageToken)).toBe(true);
    expect(await stopRemindersByToken(appointment.manageToken)).toBe(true);
    expect(await stoppedFlag(appointment.id)).toBe(true);
    expect(await remindersOf(appointment.id)).toMatchObject([{ status: 'sent', dedupeKey: `reminder:${appointment.id}` }]);
  });

  it('an unknown or malformed token changes nothing', async () => {
    const { salon, appointment } = await dueAppointment();
    await queueDueReminders(await getDb(), { kind: 'salon', salonId: salon.id, hours: 24 });
    const unknown = appointment.manageToken.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    for (const token of [unknown, '0'.repeat(64), 'not-a-token', `${appointment.manageToken}'--`, '']) {
      expect(await stopRemindersByToken(token), token).toBe(false);
    }
    expect(await stoppedFlag(appointment.id)).toBe(false);
    expect((await remindersOf(appointment.id)).map((m) => m.status)).toEqual(['queued']);
  });

  it('the manage page shows reminders as on only where one can come', async () => {
    const noEmail = await dueAppointment({ email: null });
    const salonOff = await dueAppointment({ reminderHours: 0 });
    const cancelled = await dueAppointment();
    await (await getDb()).update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, cancelled.appointment.id));
    for (const { appointment } of [noEmail, salonOff, cancelled]) expect((await findBookingByToken(appointment.manageToken))?.reminders).toBe('none');
  });
});

describe('"Email me about online bookings"', () => {
  async function salonWithMembers() {
    const { salon } = await createTestSalon();
    const [owner, stylist] = await (await getDb())
      .insert(users)
      .values([
        { salonId: salon.id, role: 'owner', email: `owner-${randomUUID()}@salon.test`, fullName: 'Olga Owner' },
        { salonId: salon.id, role: 'staff', email: `stylist-${randomUUID()}@salon.test`, fullName: 'Stella Stylist' },
      ])
      .returning();
    return { salon, owner, stylist };
  }
  const flags = async (...ids: string[]) =>
    Promise.all(ids.map(async (id) => (await (await getDb()).select({ on: users.emailNotifications }).from(users).where(eq(users.id, id)))[0].on));

  it("switches only the caller's own row, whatever user id the browser sends", async () => {
    const { salon, owner, stylist } = await salonWithMembers();
    const asStylist = { userId: stylist.id, role: 'staff' as const, salonId: salon.id };
    expect(await runActionAs(setEmailNotificationsAction, asStylist, { enabled: false, userId: owner.id })).toEqual({ ok: true, data: { enabled: false } });
    expect(await flags(stylist.id, owner.id)).toEqual([false, true]);
    expect(await getMyEmailNotifications(asStylist)).toEqual({ enabled: false, allBookings: false });

    const asOwner = { userId: owner.id, role: 'owner' as const, salonId: salon.id };
    expect(await runActionAs(setEmailNotificationsAction, asOwner, { enabled: false })).toMatchObject({ ok: true });
    expect(await runActionAs(setEmailNotificationsAction, asOwner, { enabled: true })).toMatchObject({ ok: true });
    expect(await flags(stylist.id, owner.id)).toEqual([false, true]);
    expect(await getMyEmailNotifications(asOwner)).toEqual({ enabled: true, allBookings: true });
  });

  it('refuses a value that is not a yes or no, a signed-out caller and an admin', async () => {
    const { salon, owner } = await salonWithMembers();
    const asOwner = { userId: owner.id, role: 'owner' as const, salonId: salon.id };
    for (const enabled of ['false', 0, null, undefined]) {
      expect(await runActionAs(setEmailNotificationsAction, asOwner, { enabled }), String(enabled)).toMatchObject({ ok: false, code: 'VALIDATION_ERROR' });
    }
    expect(await runActionAs(setEmailNotificationsAction, null, { enabled: false })).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await runActionAs(setEmailNotificationsAction, { userId: owner.id, role: 'admin', salonId: null }, { enabled: false })).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await flags(owner.id)).toEqual([true]);
  });
});
