import { expect, request, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import hu from '../messages/hu.json' with { type: 'json' };
import { isPublicPath, loginUrl } from '../lib/auth/route-rules';
import { LOCALES } from '../lib/i18n/locale';
import {
  appointmentLinks,
  memberInvitationLinks,
  waitlistLinks,
  MESSAGE_TEMPLATES,
  passwordResetLinks,
  salonDigestLinks,
  salonNoticeLinks,
  type AppointmentFacts,
  type MessageTemplateSet,
  type SalonNoticeFacts,
} from '../features/messages/templates';
import { sessionCookieOf } from './support/auth';
import type { CaughtMail } from './support/mail-catcher-server';
import { bookWithEmail } from './support/public-booking';
import { MAILS_URL, SEEDED_URL } from './support/servers';
import { asNewVisitor } from './support/visitor';

// Every link of every message template opens the page it names (DESIGN §9). On the seeded
// server, which sends through the e2e mail server with APP_URL set: a visitor books at Studio
// Nord (whose figures no test compares with the seed) and a member asks for a password reset.
// Followed: every link of the mails that arrive (text, HTML, calendar file, List-Unsubscribe),
// and every link of every template in MESSAGE_TEMPLATES, in every language, rendered with that
// booking's manage token and that reset's token through the links the outbox builds.

const OWNER = 'owner@nord.example.com';
const MEMBER = 'staff@nord.example.com';
const NORD = { name: 'Studio Nord', address: 'Piac utca 5', city: 'Debrecen', phone: '+36 52 123 456', email: 'info@nord.example.com' };
const CATALOGUES = { en, hu };
const url = (path: string) => `${SEEDED_URL}${path}`;
const HEX_TOKEN = '[0-9a-f]{64}';
/** The waitlist offer's links are followed from a real offer in e2e/waitlist.spec.ts (a waitlist token exists only once a visitor joins). */
const WAITLIST_TOKEN = 'f'.repeat(64);

type Landing = { response: APIResponse; html: string; link: URL };
type Booking = { customerName: string; date: string };

/**
 * The pages messages may link to, what a visitor (or the signed-in owner) must land on, and the
 * mark that shows it is that page. A link to any other path fails: add its page here.
 */
const PAGES: { path: RegExp; check: (landing: Landing, booking: Booking) => void }[] = [
  {
    // The manage page, in the booking's language.
    path: new RegExp(`^/book/manage/${HEX_TOKEN}$`),
    check: ({ html }) => expect(html).toMatch(new RegExp(`>(${en.Manage.heading}|${hu.Manage.heading})</h1>`)),
  },
  {
    // A link scanner's GET changes nothing: the manage page asks, at its reminder section.
    path: new RegExp(`^/book/manage/${HEX_TOKEN}/stop-reminders$`),
    check: ({ response, html, link }) => {
      const landed = new URL(response.url());
      expect(landed.pathname).toBe(link.pathname.replace(/\/stop-reminders$/, ''));
      expect(landed.searchParams.get('reminders')).toBe('stop');
      expect(html).toMatch(new RegExp(`>(${en.Manage.stopReminders}|${hu.Manage.stopReminders})<`));
    },
  },
  {
    // The staff Appointments list on the appointment's day, the appointment in it.
    path: /^\/admin\/appointments$/,
    check: ({ html }, { customerName, date }) => {
      expect(html).toContain('>Appointments</h1>');
      expect(html).toMatch(new RegExp(`name="from"[^>]*value="${date}"|value="${date}"[^>]*name="from"`));
      expect(html).toContain(`data-customer="${customerName}"`);
    },
  },
  {
    // The sign-in page (a new member's invitation: sign in once the password is chosen).
    path: /^\/login$/,
    check: ({ html }) => {
      expect(html).toContain(en.Auth.forgotLink);
      expect(html).toContain('type="password"');
    },
  },
  {
    // A reset link that works: the form, not "expired".
    path: new RegExp(`^/reset-password/${HEX_TOKEN}$`),
    check: ({ html }) => {
      expect(html).toContain('Choose a new password');
      expect(html).toContain('Repeat the new password');
    },
  },
];

/** Every absolute link in a text, an HTML part (hrefs included), a calendar file or a List-Unsubscribe value. */
function linksIn(text: string): string[] {
  return [...text.replace(/\r?\n[ \t]/g, '').matchAll(/https?:\/\/[^\s"'<>()\\]+/g)].map((match) => match[0].replace(/&amp;/g, '&').replace(/[.,;:!?]+$/, ''));
}

async function caughtMails(): Promise<CaughtMail[]> {
  return (await fetch(MAILS_URL)).json();
}

test('every link of every message template opens the page it names', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const customerName = `Lina Link ${stamp}`;
  const email = `links-${stamp}@example.com`;

  // A real booking (its manage token) and a real reset (its token), sent through SMTP; the owner
  // signs in meanwhile.
  const visit = async () => {
    const visitor = await browser.newContext({ baseURL: SEEDED_URL });
    const page = await visitor.newPage();
    const booked = await bookWithEmail(page, { path: '/book/studio-nord?lang=en', service: /^Beard Trim/, name: customerName, email });
    await asNewVisitor(page);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(MEMBER);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/If an account exists for that address/)).toBeVisible();
    await visitor.close();
    return booked;
  };
  const [{ date, time }, cookie] = await Promise.all([visit(), sessionCookieOf(browser, SEEDED_URL, OWNER)]);

  let mails: CaughtMail[] = [];
  await expect(async () => {
    const all = await caughtMails();
    mails = [
      all.find((m) => m.to.includes(email) && m.subject?.startsWith('Your booking is confirmed')),
      all.find((m) => m.to.includes(OWNER) && m.subject?.startsWith(`New online booking: ${customerName}`)),
      all.find((m) => m.to.includes(MEMBER) && m.subject === 'Reset your password'),
    ].filter((m): m is CaughtMail => Boolean(m));
    expect(mails).toHaveLength(3);
  }).toPass({ timeout: 20_000 });
  const [confirmation, , reset] = mails;
  const manageToken = new RegExp(`/book/manage/(${HEX_TOKEN})`).exec(confirmation.text ?? '')?.[1];
  const resetToken = new RegExp(`/reset-password/(${HEX_TOKEN})`).exec(reset.text ?? '')?.[1];
  expect(manageToken && resetToken).toBeTruthy();
  // RFC 8058: the stop link is offered for one click, with the header that says so.
  expect(confirmation.headers['list-unsubscribe']).toMatch(/^<http\S+\/stop-reminders>/);
  expect(confirmation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  const where = new Map<string, string[]>();
  const found = (text: string | null | undefined, source: string) => {
    for (const link of linksIn(text ?? '')) where.set(link, [...(where.get(link) ?? []), source]);
  };
  for (const mail of mails) {
    for (const part of [mail.text, mail.html, ...mail.attachments, mail.headers['list-unsubscribe']]) found(part, `mail "${mail.subject}"`);
    expect(linksIn(mail.text ?? ''), `links in "${mail.subject}"`).not.toHaveLength(0);
  }

  // Every template, in every language, with realistic facts and the links the outbox builds.
  const appointment: AppointmentFacts = { customerName, salon: NORD, serviceName: 'Beard Trim', when: { date, time }, stylistName: null, ...appointmentLinks(url, manageToken!) };
  const notice: SalonNoticeFacts = { customerName, customerPhone: '+36 30 111 2222', customerEmail: email, salonName: NORD.name, serviceName: 'Beard Trim', when: { date, time }, stylistName: null, ...salonNoticeLinks(url, date) };
  // One entry per template: a template added to the registry does not compile here until it has its facts.
  const FACTS: { [K in keyof MessageTemplateSet]: Parameters<MessageTemplateSet[K]>[0] } = {
    confirmation: appointment,
    series_confirmation: { ...appointment, occurrences: [{ when: { date, time }, manageUrl: appointment.manageUrl }] },
    series_moved_by_salon: { ...appointment, occurrences: [{ when: { date, time }, manageUrl: appointment.manageUrl }] },
    reminder: appointment,
    cancelled_by_customer: appointment,
    rescheduled: appointment,
    moved_by_salon: { ...appointment, previousWhen: { date, time: '09:00' } },
    cancelled_by_salon: { ...appointment, reason: 'The stylist is ill.' },
    salon_new_booking: notice,
    salon_cancellation: notice,
    salon_reschedule: notice,
    salon_digest: { salonName: NORD.name, notices: [`- New online booking: ${customerName}`], ...salonDigestLinks(url, date) },
    password_reset: { ...passwordResetLinks(url, resetToken!), validMinutes: 60 },
    // A new member's invitation is a reset link of their account (features/auth inviteMember).
    member_invitation: { ...memberInvitationLinks(url, resetToken!), memberName: 'Nina Nail', salonName: NORD.name, email: MEMBER, validDays: 7 },
    // Rendered with a token no entry has: a real offer's two links are followed in e2e/waitlist.spec.ts (skipped below).
    waitlist_offer: { customerName, salon: NORD, serviceName: 'Beard Trim', date, stylistName: null, ...waitlistLinks(url, WAITLIST_TOKEN, 'en') },
    waitlist_joined: { customerName, salon: NORD, serviceName: 'Beard Trim', date, fromTime: '09:00', untilTime: '12:00', stylistName: null, ...waitlistLinks(url, WAITLIST_TOKEN, 'en') },
    calendarSummary: appointment,
  };
  for (const language of LOCALES) {
    const templates = MESSAGE_TEMPLATES[language];
    for (const kind of Object.keys(templates) as (keyof MessageTemplateSet)[]) {
      expect(FACTS[kind], `facts for the template ${kind}`).toBeDefined();
      const rendered = (templates[kind] as (facts: unknown) => string | { subject: string; body: string })(FACTS[kind]);
      found(typeof rendered === 'string' ? rendered : `${rendered.subject}\n${rendered.body}`, `${language} ${kind}`);
    }
  }

  const anonymous = await request.newContext({ baseURL: SEEDED_URL, extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.1' } });
  const owner = await request.newContext({ baseURL: SEEDED_URL, extraHTTPHeaders: { cookie: `salon_session=${cookie}` } });
  const follow = async (client: APIRequestContext, link: URL, sources: string[]) => {
    const response = await client.get(link.href);
    expect(response.status(), `${link.href} (in ${sources.join(', ')})`).toBe(200);
    return { response, html: await response.text(), link };
  };
  const booking = { customerName, date };
  for (const [href, sources] of where) {
    const link = new URL(href);
    const context = `${href} (in ${sources.join(', ')})`;
    expect(link.origin, context).toBe(SEEDED_URL);
    if (link.pathname === `/book/waitlist/${WAITLIST_TOKEN}`) continue;
    const page = PAGES.find((p) => p.path.test(link.pathname));
    if (isPublicPath(link.pathname)) {
      expect(page, `a page this test knows for ${context}`).toBeDefined();
      page!.check(await follow(anonymous, link, sources), booking);
      continue;
    }
    // A staff page: the signed-in owner gets it, at the address named (not the dashboard) …
    const landing = await follow(owner, link, sources);
    expect(new URL(landing.response.url()).pathname, context).toBe(link.pathname);
    expect(page, `a page this test knows for ${context}`).toBeDefined();
    page!.check(landing, booking);
    // … and a signed-out reader is asked to sign in, and then comes back to it.
    const signedOut = await anonymous.get(link.href, { maxRedirects: 0 });
    const signIn = new URL(signedOut.headers().location ?? '/', SEEDED_URL);
    expect(signedOut.status(), context).toBe(307);
    expect(signIn.pathname + signIn.search, context).toBe(loginUrl(link.pathname + link.search));
  }

  // The one-click stop (RFC 8058): a POST without cookies, answered in the booking's language.
  const stop = await anonymous.post(appointment.stopRemindersUrl, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' });
  expect(stop.status()).toBe(200);
  expect(await stop.text()).toBe(CATALOGUES.en.Server.remindersStopped);
  await Promise.all([anonymous.dispose(), owner.dispose()]);
});
