// Every link an automatic message carries, built in one place: the outbox gives them to the
// templates, and the e2e test that follows every link of every template builds them here too.
// `url` turns a path of the app into the absolute address (APP_URL in front, lib/server/app-url.ts). Pure.
import type { AppointmentFacts, MemberInvitationFacts, PasswordResetFacts, SalonDigestFacts, SalonNoticeFacts, WaitlistOfferFacts } from './message-facts';

export type AppUrl = (path: string) => string;

/** A customer's links: the booking's private manage page and the one-click stop of reminders. */
export function appointmentLinks(url: AppUrl, manageToken: string): Pick<AppointmentFacts, 'manageUrl' | 'stopRemindersUrl'> {
  const manage = `/book/manage/${encodeURIComponent(manageToken)}`;
  return { manageUrl: url(manage), stopRemindersUrl: url(`${manage}/stop-reminders`) };
}

/**
 * A salon notice's link: the staff Appointments list on the appointment's day ('yyyy-MM-dd' in
 * the salon's zone), the filter its own links write (features/appointments listHref).
 */
export function salonNoticeLinks(url: AppUrl, date: string): Pick<SalonNoticeFacts, 'appointmentsUrl'> {
  return { appointmentsUrl: url(`/admin/appointments?${new URLSearchParams({ from: date, to: date })}`) };
}

/** A digest of held notices: the staff Appointments list from `from` ('yyyy-MM-dd', the salon's today) on. */
export function salonDigestLinks(url: AppUrl, from: string): Pick<SalonDigestFacts, 'appointmentsUrl'> {
  return { appointmentsUrl: url(`/admin/appointments?${new URLSearchParams({ from })}`) };
}

/** A password reset's link. */
export function passwordResetLinks(url: AppUrl, token: string): Pick<PasswordResetFacts, 'resetUrl'> {
  return { resetUrl: url(`/reset-password/${encodeURIComponent(token)}`) };
}

/** A new member's invitation: choose a password (a reset link of their account), then sign in. */
export function memberInvitationLinks(url: AppUrl, token: string): Pick<MemberInvitationFacts, 'resetUrl' | 'signInUrl'> {
  return { ...passwordResetLinks(url, token), signInUrl: url('/login') };
}

/** A waiting client's links, in their language: the offer's private page, and leaving the list (the page asks to confirm). */
export function waitlistLinks(url: AppUrl, token: string, language: string): Pick<WaitlistOfferFacts, 'offerUrl' | 'leaveUrl'> {
  const offer = `/book/waitlist/${encodeURIComponent(token)}?${new URLSearchParams({ lang: language })}`;
  return { offerUrl: url(offer), leaveUrl: url(`${offer}&leave=confirm`) };
}
