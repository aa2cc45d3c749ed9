import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicBooking } from '@/features/booking/data/public-booking';
import { cancelBookingByToken } from '@/features/booking/data/manage-links';
import { dispatchDueMessages } from '@/features/messages/data/dispatch';
import { queueNoticeDigests } from '@/features/messages/data/outbox';
import { createMailTransport, type MailTransport } from '@/features/messages/mail-transport';
import { messages, users } from '@/lib/db/schema';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling';
import { MAIL_CAPS } from '@/lib/validation/mail-caps';
import { createTestSalon, getDb } from '@/tests/support/db';
import { startMailCatcher, type MailCatcher } from '@/tests/support/mail-catcher';
import type { ParsedMail } from 'mailparser';

// Issue 32, item 3: the salon's notices (and their digests) go out in each recipient member's
// language: their own choice, else their salon's default, else English.

const CSRF = 'csrf-token-outbox';
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

const uniqueEmail = (label: string) => `${label}-${process.pid}-${Date.now().toString(36)}-${counter++}@example.com`;

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

/** The day as Hungarian writes it ('2026. december 8., kedd') and English ('Tuesday, 8 December 2026'), by Intl, not by our code. */
const hungarianDay = (date: string) => new Intl.DateTimeFormat('hu-HU', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
const englishDay = (date: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** The English salon templates' own words (en.ts), and English day and month names. */
const ENGLISH_TEXT =
  /online booking|Booking cancelled|Booking moved|bookings and changes|Customer:|Service:|Time:|Stylist:|Phone:|Email:|See the|You receive|notifications|\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b/;

const whole = (mail: ParsedMail) => `${mail.subject}\n${mail.text}`;

async function salonWithMembers(defaultLanguage: 'en' | 'hu', members: { label: string; language: 'en' | 'hu' | null }[]) {
  const { salon, service } = await createTestSalon({ openingHours: DEFAULT_OPENING_HOURS, defaultLanguage, name: 'Luxe Nyelv' });
  const emails = members.map(({ label }) => uniqueEmail(label));
  await (await getDb()).insert(users).values(members.map(({ language }, n) => ({ salonId: salon.id, role: 'owner' as const, email: emails[n], fullName: 'Olivia Owner', language })));
  return { salon, service, emails };
}

async function book(target: { salon: { id: string }; service: { id: string } }, time: string, name = 'Béla Kiss') {
  const result = await createPublicBooking(
    { salonId: target.salon.id, serviceId: target.service.id, date: nextTuesday(), time, customerName: name, customerPhone: '+36 30 765 4321', customerEmail: uniqueEmail('customer'), csrfToken: CSRF },
    { clientAddress: `10.32.${Math.floor(counter / 250) % 250}.${counter++ % 250}`, csrfCookie: CSRF },
  );
  if (!result.ok) throw new Error(`${result.code} ${result.message}`);
  return result.data;
}

async function noticeLanguages(appointmentId: string) {
  const rows = await (await getDb())
    .select({ recipient: messages.recipient, language: messages.language })
    .from(messages)
    .where(and(eq(messages.appointmentId, appointmentId), eq(messages.kind, 'salon_new_booking')));
  return Object.fromEntries(rows.map((row) => [row.recipient, row.language]));
}

describe("salon notices in the recipient member's language, through a real SMTP server", () => {
  it('a member who chose Hungarian gets the notice of a booking and of its cancellation in Hungarian; one who has not chosen gets the salon default, English', async () => {
    const target = await salonWithMembers('en', [
      { label: 'chose-hu', language: 'hu' },
      { label: 'unset', language: null },
    ]);
    const [hungarian, unset] = target.emails;
    const booking = await book(target, '11:00');
    expect((await cancelBookingByToken(booking.manageToken)).ok).toBe(true);
    await drain();

    // The sender delivers a batch several at a time: the two arrive in either order.
    const subjectOf = (to: string, start: string) => catcher.to(to).find((mail) => mail.subject?.startsWith(start))!;
    expect(catcher.to(hungarian)).toHaveLength(2);
    const [booked, cancelled] = [subjectOf(hungarian, 'Új online foglalás'), subjectOf(hungarian, 'Online lemondott foglalás')];
    expect(booked.subject).toBe(`Új online foglalás: Béla Kiss, ${hungarianDay(booking.date)} 11:00`);
    expect(booked.text).toContain('Új online foglalás – Luxe Nyelv');
    expect(booked.text).toContain('Vendég: Béla Kiss');
    expect(booked.text).toContain('Szolgáltatás: Cut');
    expect(booked.text).toContain(`Időpont: ${hungarianDay(booking.date)} 11:00`);
    expect(booked.text).toContain('Ezt az e-mailt azért kapja');
    expect(cancelled.subject).toBe(`Online lemondott foglalás: Béla Kiss, ${hungarianDay(booking.date)} 11:00`);
    for (const mail of [booked, cancelled]) expect(whole(mail)).not.toMatch(ENGLISH_TEXT);

    const english = subjectOf(unset, 'New online booking');
    expect(english.subject).toBe(`New online booking: Béla Kiss, ${englishDay(booking.date)} at 11:00`);
    expect(english.text).toContain('Customer: Béla Kiss');
    expect(await noticeLanguages(booking.appointmentId)).toEqual({ [hungarian]: 'hu', [unset]: 'en' });
  });

  it("in a salon whose default is Hungarian, a member who has not chosen gets the notice in Hungarian, and one who chose English gets the same booking's in English", async () => {
    const target = await salonWithMembers('hu', [
      { label: 'unset', language: null },
      { label: 'chose-en', language: 'en' },
    ]);
    const [unset, english] = target.emails;
    const booking = await book(target, '14:00');
    await drain();

    const [hungarianMail] = catcher.to(unset);
    expect(hungarianMail.subject).toBe(`Új online foglalás: Béla Kiss, ${hungarianDay(booking.date)} 14:00`);
    expect(hungarianMail.text).toContain(`Időpont: ${hungarianDay(booking.date)} 14:00`);
    expect(whole(hungarianMail)).not.toMatch(ENGLISH_TEXT);

    const [englishMail] = catcher.to(english);
    expect(englishMail.subject).toBe(`New online booking: Béla Kiss, ${englishDay(booking.date)} at 14:00`);
    expect(englishMail.text).toContain(`Time: ${englishDay(booking.date)} at 14:00`);
    expect(englishMail.text).not.toContain('Időpont');
    expect(await noticeLanguages(booking.appointmentId)).toEqual({ [unset]: 'hu', [english]: 'en' });
  });

  it('the digest of notices held past the hourly threshold is in each recipient’s language too', async () => {
    const target = await salonWithMembers('hu', [
      { label: 'unset', language: null },
      { label: 'chose-en', language: 'en' },
    ]);
    const [unset, english] = target.emails;
    const names = Array.from({ length: MAIL_CAPS.notices.limit + 1 }, (_, n) => `Vendég ${String.fromCharCode(65 + n)}`);
    for (const [n, name] of names.entries()) await book(target, `${9 + n}:00`.padStart(5, '0'), name);
    expect(await queueNoticeDigests(await getDb(), new Date(Date.now() + MAIL_CAPS.notices.digestAfterMs + 1_000))).toBe(2);
    await drain();

    const held = names.at(-1);
    const hungarianDigest = catcher.to(unset).find((mail) => mail.subject?.startsWith('1 online foglalás és módosítás – Luxe Nyelv'));
    expect(hungarianDigest, 'the Hungarian digest').toBeDefined();
    expect(hungarianDigest?.text).toContain('Sok online foglalás, lemondás és áthelyezés érkezett');
    expect(hungarianDigest?.text).toContain(`- Új online foglalás: ${held}, ${hungarianDay(nextTuesday())}`);
    expect(whole(hungarianDigest!)).not.toMatch(ENGLISH_TEXT);

    const englishDigest = catcher.to(english).find((mail) => mail.subject?.startsWith('1 online bookings and changes at Luxe Nyelv'));
    expect(englishDigest, 'the English digest').toBeDefined();
    expect(englishDigest?.text).toContain(`- New online booking: ${held}, ${englishDay(nextTuesday())}`);
  });
});
