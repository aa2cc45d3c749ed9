// English automatic messages. Pure.
import { customerLetter as frame, letter, signature, type CustomerLetterWords } from './letter';
import { moment } from '../drafts/en';
import { greetingName, neutralizeName } from './customer-name';
import { visitLines } from './visit-lines';
import { formatLongDate } from '@/lib/format/dates';
import { WAITLIST_OFFER_PLACEHOLDERS as HELD, type AppointmentFacts, type MessageTemplateSet, type SalonDigestFacts, type SalonNoticeFacts, type SeriesFacts, type WaitlistJoinedFacts, type WaitlistOfferFacts } from './message-facts';

function details(facts: AppointmentFacts): string[] {
  return [`Service: ${facts.serviceName}`, `Time: ${moment(facts.when)}`, ...(facts.stylistName ? [`Stylist: ${facts.stylistName}`] : []), ...visitLines('Your visit', facts)];
}

const WORDS: CustomerLetterWords = {
  greeting: (name) => (name ? `Dear ${name},` : 'Dear Customer,'),
  regards: 'Kind regards,',
  labels: { phone: 'Phone', email: 'Email' },
  stopReminders: (url) => `To stop appointment reminders: ${url}`,
};

const customerLetter = (facts: AppointmentFacts, subject: string, middle: Parameters<typeof frame>[3]) => frame(WORDS, facts, subject, middle);

function salonLetter(facts: SalonNoticeFacts, headline: string) {
  const customer = neutralizeName(facts.customerName).name;
  const contact = [facts.customerPhone && `Phone: ${facts.customerPhone}`, facts.customerEmail && `Email: ${facts.customerEmail}`].filter((line): line is string => Boolean(line));
  return {
    subject: `${headline}: ${customer}, ${moment(facts.when)}`,
    body: letter([
      `${headline} at ${facts.salonName.trim()}.`,
      [`Customer: ${customer}`, ...contact, `Service: ${facts.serviceName}`, `Time: ${moment(facts.when)}`, ...(facts.stylistName ? [`Stylist: ${facts.stylistName}`] : [])],
      `See the day: ${facts.appointmentsUrl}`,
      'You receive these e-mails because notifications are on in your account; you can turn them off there.',
    ]),
  };
}

export const en: MessageTemplateSet = {
  confirmation: (f) =>
    customerLetter(f, 'Your booking is confirmed', [
      'Thank you for your booking. We look forward to seeing you.',
      details(f),
      `To see or cancel your booking: ${f.manageUrl}`,
      'The appointment is attached as a calendar file.',
    ]),
  series_confirmation: (f: SeriesFacts) =>
    customerLetter(f, 'Your appointments are booked', [
      `Thank you. We have booked these ${f.occurrences.length} appointments for you, and look forward to seeing you.`,
      [`Service: ${f.serviceName}`, ...(f.stylistName ? [`Stylist: ${f.stylistName}`] : [])],
      f.occurrences.map(({ when, manageUrl }) => `${moment(when)} – to see or cancel it: ${manageUrl}`),
    ]),
  series_moved_by_salon: (f: SeriesFacts) =>
    customerLetter(f, 'Your appointments have new times', [
      `We have changed your standing appointment. These ${f.occurrences.length} appointments are now:`,
      [`Service: ${f.serviceName}`, ...(f.stylistName ? [`Stylist: ${f.stylistName}`] : [])],
      f.occurrences.map(({ when, manageUrl }) => `${moment(when)} – to see, move or cancel it: ${manageUrl}`),
      'If the new times do not suit you, reply to this e-mail or call us.',
    ]),
  reminder: (f) =>
    customerLetter(f, 'Reminder of your appointment', [
      'This is a friendly reminder of your coming appointment.',
      details(f),
      `If you cannot come, please cancel here so that someone else can have the time: ${f.manageUrl}`,
    ]),
  cancelled_by_customer: (f) =>
    customerLetter(f, 'Your booking has been cancelled', [
      'As you asked, we have cancelled the following booking.',
      details(f),
      'We hope to see you another time.',
    ]),
  rescheduled: (f) =>
    customerLetter(f, 'Your appointment has been moved', [
      'As you asked, your appointment now has a new time.',
      details(f),
      `To see, move or cancel your booking: ${f.manageUrl}`,
      'The new time is attached as a calendar file.',
    ]),
  moved_by_salon: (f) =>
    customerLetter(f, 'Your appointment has a new time', [
      'We have changed your appointment. It is now:',
      details(f),
      ...(f.previousWhen ? [`It was: ${moment(f.previousWhen)}`] : []),
      `If the new time does not suit you, reply to this e-mail or call us. To see, move or cancel your booking: ${f.manageUrl}`,
      'The new time is attached as a calendar file.',
    ]),
  cancelled_by_salon: (f) =>
    customerLetter(f, 'Your appointment has been cancelled', [
      'We are sorry: we have had to cancel the following appointment.',
      details(f),
      ...(f.reason ? [`Reason: ${f.reason}`] : []),
      'To book another time, reply to this e-mail or call us. We will be happy to help.',
    ]),
  salon_new_booking: (f) => salonLetter(f, 'New online booking'),
  salon_cancellation: (f) => salonLetter(f, 'Booking cancelled online'),
  salon_reschedule: (f) => salonLetter(f, 'Booking moved online'),
  salon_digest: (f: SalonDigestFacts) => ({
    subject: `${f.notices.length} online bookings and changes at ${f.salonName.trim()}`,
    body: letter([
      `Many online bookings, cancellations and moves came in at ${f.salonName.trim()} one after another, so they are listed together:`,
      f.notices,
      `See the appointments: ${f.appointmentsUrl}`,
      'You receive these e-mails because notifications are on in your account; you can turn them off there.',
    ]),
  }),
  password_reset: ({ resetUrl, validMinutes }) => ({
    subject: 'Reset your password',
    body: letter([
      'Someone asked to reset the password of the account with this e-mail address.',
      `To choose a new password, open this link within ${validMinutes} minutes. It works once: ${resetUrl}`,
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ]),
  }),
  member_invitation: (f) => ({
    subject: `You are invited to ${f.salonName.trim()}`,
    body: letter([
      `Hello ${neutralizeName(f.memberName).name.trim()},`,
      `${f.salonName.trim()} has added you to its team in the salon's booking system. You sign in with this e-mail address (${f.email}).`,
      `To choose your password, open this link within ${f.validDays} days. It works once: ${f.resetUrl}`,
      `Then sign in here: ${f.signInUrl}`,
      'If the link has expired, ask the salon owner for a new one.',
    ]),
  }),
  waitlist_offer: (f: WaitlistOfferFacts) => ({
    subject: `A time has opened up for you – ${f.salon.name.trim()}`,
    body: letter([
      WORDS.greeting(greetingName(f.customerName)),
      'A time you were waiting for has opened up, and we are keeping it for you:',
      [`Service: ${f.serviceName}`, `Time: ${formatLongDate(f.date, { language: 'en' })} at ${HELD.time}`, ...(f.stylistName ? [`Stylist: ${f.stylistName}`] : [])],
      `It is yours if you accept it by ${HELD.until}; after that it goes to the next person waiting. To see it and accept it: ${f.offerUrl}`,
      [WORDS.regards, signature(f.salon, WORDS.labels)],
      `To leave the waiting list: ${f.leaveUrl}`,
    ]),
  }),
  waitlist_joined: (f: WaitlistJoinedFacts) => ({
    subject: `You are on the waiting list – ${f.salon.name.trim()}`,
    body: letter([
      WORDS.greeting(greetingName(f.customerName)),
      'You are on our waiting list for:',
      [`Service: ${f.serviceName}`, `Day: ${formatLongDate(f.date, { language: 'en' })}, between ${f.fromTime} and ${f.untilTime}`, ...(f.stylistName ? [`Stylist: ${f.stylistName}`] : [])],
      `When a time that suits you frees up, we keep it for you and e-mail you a link to accept it. Your place on the list: ${f.offerUrl}`,
      [WORDS.regards, signature(f.salon, WORDS.labels)],
      `To leave the waiting list: ${f.leaveUrl}`,
    ]),
  }),
  calendarSummary: (f) => `${f.serviceName} at ${f.salon.name.trim()}`,
};
