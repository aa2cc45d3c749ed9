import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAppointment } from '@/features/appointments/data/staff-bookings';
import { staffBookingSchema } from '@/features/appointments/schema/staff-booking';
import { createPublicBooking } from '@/features/booking/data/public-booking';
import { cancelBookingByToken, hitManageLinkLimit } from '@/features/booking/data/manage-links';
import { rescheduleBookingByToken } from '@/features/booking/data/reschedule';
import { getSalonSettings } from '@/features/settings/data/salon-settings';
import { dispatchDueMessages } from '@/features/messages/data/dispatch';
import { queueNoticeDigests } from '@/features/messages/data/outbox';
import { queueDueReminders } from '@/features/messages/data/reminders';
import { appointments, messages, salons, services, users } from '@/lib/db/schema';
import { MAIL_CAPS } from '@/lib/validation/mail-caps';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling';
import { createMailTransport, type MailTransport } from '@/features/messages/mail-transport';
import { createTestSalon, getDb } from '@/tests/support/db';
import { startMailCatcher, type MailCatcher } from '@/tests/support/mail-catcher';

// Issue 30, item 3: what visitors can make a salon e-mail. Each address gets at most 3
// visitor-caused e-mails a day, each salon at most its own daily cap, cancellations have a limit
// per client, names carry no links into e-mails, and the owner's notices past an hourly
// threshold come as one digest in which every booking still appears.

const CSRF = 'csrf-token-mail-caps';
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

const uniqueEmail = (label = 'target') => `${label}-${process.pid}-${Date.now().toString(36)}-${counter++}@example.com`;
const uniqueClient = () => `10.30.${Math.floor(counter / 250) % 250}.${counter++ % 250}`;

async function drain() {
  const db = await getDb();
  for (let i = 0; i < 50; i += 1) {
    const { sent, retried, failed } = await dispatchDueMessages(db, { transport, retryBaseMs: 1, batchSize: 50 });
    if (sent + retried + failed === 0) return;
  }
}

/** A Tuesday 2–3 weeks ahead: inside the booking window, outside the change window. */
function nextTuesday(): string {
  const day = new Date(Date.now() + 14 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((9 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

/** A salon open on weekdays with a 15-minute service: 36 times on a Tuesday. */
async function quickSalon(overrides: Partial<typeof salons.$inferInsert> = {}) {
  const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS, ...overrides });
  await (await getDb()).update(services).set({ durationMinutes: 15 }).where(eq(services.id, service.id));
  return { salon, service };
}

/** The nth free time of the test Tuesday (09:00, 09:15, …). */
const timeAt = (n: number) => `${String(9 + Math.floor(n / 4)).padStart(2, '0')}:${String((n % 4) * 15).padStart(2, '0')}`;

async function book(target: { salon: { id: string }; service: { id: string } }, n: number, email: string, { name = 'Anna Kovács', now }: { name?: string; now?: Date } = {}) {
  const result = await createPublicBooking(
    { salonId: target.salon.id, serviceId: target.service.id, date: nextTuesday(), time: timeAt(n), customerName: name, customerPhone: '+36 30 123 4567', customerEmail: email, csrfToken: CSRF },
    { clientAddress: uniqueClient(), csrfCookie: CSRF, ...(now ? { now } : {}) },
  );
  if (!result.ok) throw new Error(`${result.code} ${result.message}`);
  return result.data;
}

async function statusesTo(recipient: string) {
  const rows = await (await getDb()).select({ kind: messages.kind, status: messages.status }).from(messages).where(eq(messages.recipient, recipient)).orderBy(messages.createdAt);
  return rows.map((row) => `${row.kind}:${row.status}`);
}

async function addOwner(salonId: string) {
  const email = uniqueEmail('owner');
  await (await getDb()).insert(users).values({ salonId, role: 'owner', email, fullName: 'Olivia Owner' });
  return email;
}

describe('at most 3 visitor e-mails per address per day', () => {
  it('books every time, but the fourth and later confirmations to one address are recorded as suppressed and never sent', async () => {
    const target = uniqueEmail();
    const [first, second] = [await quickSalon(), await quickSalon()];
    // Across two salons and five clients: the address is what is protected.
    for (let n = 0; n < 5; n += 1) await book(n % 2 ? second : first, n, target);
    expect(await statusesTo(target)).toEqual([...Array(3).fill('confirmation:queued'), ...Array(2).fill('confirmation:suppressed')]);
    await drain();
    expect(catcher.to(target)).toHaveLength(3);
    const db = await getDb();
    expect(await db.select().from(appointments).where(eq(appointments.customerEmail, target))).toHaveLength(5);
  });

  it("counts a visitor's moves and cancellations too, not the salon's own bookings, and opens again after 24 hours", async () => {
    const target = uniqueEmail();
    const salon = await quickSalon();
    const booked = await book(salon, 0, target);
    expect((await rescheduleBookingByToken(booked.manageToken, { date: nextTuesday(), time: timeAt(4) })).ok).toBe(true);
    expect((await cancelBookingByToken(booked.manageToken)).ok).toBe(true);
    await book(salon, 8, target);
    expect(await statusesTo(target)).toEqual(['confirmation:queued', 'rescheduled:queued', 'cancelled_by_customer:queued', 'confirmation:suppressed']);

    const input = staffBookingSchema.parse({ service_id: salon.service.id, appointment_date: nextTuesday(), appointment_time: timeAt(12), customer_name: 'Phone Caller', customer_email: target });
    expect((await createStaffAppointment({ userId: randomUUID(), role: 'owner', salonId: salon.salon.id }, input)).ok).toBe(true);
    expect((await statusesTo(target)).at(-1)).toBe('confirmation:queued');

    await book(salon, 16, target, { now: new Date(Date.now() + MAIL_CAPS.perAddress.windowMs + 60_000) });
    expect((await statusesTo(target)).at(-1)).toBe('confirmation:queued');
  });

  it('holds under concurrency: of 10 parallel bookings for one address exactly 3 confirmations are queued', async () => {
    const target = uniqueEmail();
    const salon = await quickSalon();
    const results = await Promise.all(Array.from({ length: 10 }, (_, n) => book(salon, n, target)));
    expect(results).toHaveLength(10);
    const statuses = await statusesTo(target);
    expect(statuses.filter((s) => s === 'confirmation:queued')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'confirmation:suppressed')).toHaveLength(7);
  });

  it('writes no reminder for a booking whose confirmation was suppressed', async () => {
    const target = uniqueEmail();
    const salon = await quickSalon();
    const bookings = [];
    for (let n = 0; n < 4; n += 1) bookings.push(await book(salon, n, target));
    const db = await getDb();
    // Booked long ago, starting in 20 hours: every reminder is due now.
    for (const [i, booking] of bookings.entries()) {
      const start = new Date(Date.now() + 20 * 3_600_000 + i * 3_600_000);
      await db.update(appointments).set({ startTime: start, endTime: new Date(start.getTime() + 900_000), createdAt: new Date(Date.now() - 7 * 86_400_000) }).where(eq(appointments.id, booking.appointmentId));
    }
    await queueDueReminders(db, { kind: 'salon', salonId: salon.salon.id, hours: 48 });
    const reminders = await db.select({ appointmentId: messages.appointmentId }).from(messages).where(and(eq(messages.recipient, target), eq(messages.kind, 'reminder')));
    expect(reminders.map((r) => r.appointmentId).sort()).toEqual(bookings.slice(0, 3).map((b) => b.appointmentId).sort());
  });
});

describe("the salon's daily cap on visitor e-mails", () => {
  it('past the cap bookings are made and their e-mails recorded as suppressed; the owner sees the count and raising the cap lets the next one go', async () => {
    const salon = await quickSalon({ visitorEmailsPerDay: 2 });
    const owner = { userId: randomUUID(), role: 'owner' as const, salonId: salon.salon.id };
    const addresses = [uniqueEmail(), uniqueEmail(), uniqueEmail(), uniqueEmail()];
    for (const [n, address] of addresses.slice(0, 3).entries()) await book(salon, n, address);
    expect(await Promise.all(addresses.slice(0, 3).map(statusesTo))).toEqual([['confirmation:queued'], ['confirmation:queued'], ['confirmation:suppressed']]);
    expect(await getSalonSettings(owner)).toMatchObject({ visitorEmailsPerDay: 2, visitorEmailsUsed: 2 });

    await (await getDb()).update(salons).set({ visitorEmailsPerDay: 3 }).where(eq(salons.id, salon.salon.id));
    await book(salon, 3, addresses[3]);
    expect(await statusesTo(addresses[3])).toEqual(['confirmation:queued']);
    expect(await getSalonSettings(owner)).toMatchObject({ visitorEmailsUsed: 3 });
  });

  it('an address over its own cap does not use up the salon cap', async () => {
    const salon = await quickSalon({ visitorEmailsPerDay: 4 });
    const flooded = uniqueEmail();
    for (let n = 0; n < 6; n += 1) await book(salon, n, flooded);
    const other = uniqueEmail();
    await book(salon, 6, other);
    expect(await statusesTo(other)).toEqual(['confirmation:queued']);
    expect((await getSalonSettings({ userId: randomUUID(), role: 'owner', salonId: salon.salon.id })).visitorEmailsUsed).toBe(4);
  });
});

describe('cancellations per client', () => {
  it('are limited like moves, in their own bucket', async () => {
    const client = `cancel-${randomUUID()}`;
    const token = 'a'.repeat(64);
    const now = new Date();
    for (let i = 0; i < 10; i += 1) expect(await hitManageLinkLimit('cancel', client, token, now)).toBe(true);
    expect(await hitManageLinkLimit('cancel', client, token, now)).toBe(false);
    expect(await hitManageLinkLimit('reschedule', client, token, now)).toBe(true);
  });
});

describe('names with links in e-mails', () => {
  it('the greeting falls back to the generic one and the owner reads "[link removed]"; an ordinary name is kept', async () => {
    const salon = await quickSalon();
    const ownerEmail = await addOwner(salon.salon.id);
    const [spammed, plain] = [uniqueEmail(), uniqueEmail()];
    await book(salon, 0, spammed, { name: 'Claim your prize at http://prize.example/win now' });
    await book(salon, 1, spammed.replace('target', 'hu-target'), { name: 'Nyeremény: prize.example/win vagy win@prize.example' });
    await book(salon, 2, plain, { name: 'Dr. Anna Kovács-Nagy' });
    await drain();
    const [mail] = catcher.to(spammed);
    expect(mail.text).toContain('Dear Customer,');
    const ownerMails = catcher.to(ownerEmail);
    expect(ownerMails).toHaveLength(3);
    for (const sent of [mail, ...ownerMails]) {
      expect(`${sent.subject}\n${sent.text}`).not.toMatch(/prize\.example/);
    }
    // The three notices go out side by side (the sender's batch), so they arrive in any order.
    expect(ownerMails.map((sent) => sent.text)).toContainEqual(expect.stringContaining('Customer: Claim your prize at [link removed] now'));
    expect(catcher.to(plain)[0].text).toContain('Dear Dr. Anna Kovács-Nagy,');
  });
});

describe("the owner's notices past the hourly threshold", () => {
  it('5 go one by one, the rest wait and go as one digest per recipient in which every booking appears', async () => {
    const salon = await quickSalon();
    const [ownerA, ownerB] = [await addOwner(salon.salon.id), await addOwner(salon.salon.id)];
    const names = Array.from({ length: 9 }, (_, n) => `Guest Number${String.fromCharCode(65 + n)}`);
    for (const [n, name] of names.entries()) await book(salon, n, uniqueEmail(), { name });
    const db = await getDb();
    const notices = await db.execute<{ status: string; count: number }>(
      sql`SELECT status, count(*)::int AS count FROM messages WHERE recipient = ${ownerA} GROUP BY status ORDER BY status`,
    );
    expect(notices.rows).toEqual([
      { status: 'held', count: 4 },
      { status: 'queued', count: 5 },
    ]);

    // Not yet: the oldest held notice has not waited long enough.
    expect(await queueNoticeDigests(db)).toBe(0);
    expect(await queueNoticeDigests(db, new Date(Date.now() + MAIL_CAPS.notices.digestAfterMs + 1_000))).toBe(2);
    expect(await queueNoticeDigests(db, new Date(Date.now() + MAIL_CAPS.notices.digestAfterMs + 1_000))).toBe(0);
    await drain();
    for (const owner of [ownerA, ownerB]) {
      const mails = catcher.to(owner);
      expect(mails).toHaveLength(6);
      const digest = mails.find((mail) => mail.subject?.startsWith('4 online bookings and changes'));
      expect(digest?.text).toContain('/appointments');
      const everything = mails.map((mail) => `${mail.subject}\n${mail.text}`).join('\n');
      for (const name of names) expect(everything).toContain(name);
    }
    const left = await db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM messages WHERE recipient = ${ownerA} AND status = 'held'`);
    expect(left.rows[0].count).toBe(0);
  });
});
