// What the automatic messages say, independent of their language. Pure.
import type { SalonContact } from '@/lib/format/salon-contact';
import type { WallTime } from '@/lib/scheduling/zoned-time';

/** An appointment as its customer's messages describe it. */
export type AppointmentFacts = {
  customerName: string;
  salon: SalonContact;
  serviceName: string;
  when: WallTime;
  /** Who does it, where the salon's visitors choose stylists. */
  stylistName?: string | null;
  /** The private manage link (see, cancel, add to calendar). */
  manageUrl: string;
  /** The one-click stop for reminders. */
  stopRemindersUrl: string;
  /** The time it had before the salon moved it. */
  previousWhen?: WallTime | null;
  /** Why the salon cancelled it, in staff's words (optional). */
  reason?: string | null;
  /** A visit of several services: each part's service and times (and stylist), in order. */
  parts?: VisitPartFacts[];
};

/** One service of a visit as its messages list it. */
export type VisitPartFacts = { serviceName: string; from: string; to: string; stylistName?: string | null };

/** A standing appointment's occurrences (a series staff booked), each with its own manage link; the facts are the first one's. */
export type SeriesFacts = AppointmentFacts & { occurrences: { when: WallTime; manageUrl: string }[] };

/** A booking or cancellation as the salon's own notification describes it. */
export type SalonNoticeFacts = {
  customerName: string;
  customerPhone: string | null;
  customerEmail: string | null;
  salonName: string;
  serviceName: string;
  when: WallTime;
  stylistName?: string | null;
  /** The day in the staff Appointments list. */
  appointmentsUrl: string;
};

/** Salon notices held past the hourly threshold, sent together (each one's headline line). */
export type SalonDigestFacts = {
  salonName: string;
  /** Each held notice's one-line summary ('New online booking: Anna Kovács, …'), oldest first. */
  notices: string[];
  /** The staff Appointments list. */
  appointmentsUrl: string;
};

export type PasswordResetFacts = { resetUrl: string; validMinutes: number };

/** A new member's invitation: its link is a reset link of their account (features/auth), valid for days. */
export type MemberInvitationFacts = { memberName: string; salonName: string; email: string; resetUrl: string; validDays: number; signInUrl: string };

/**
 * A waitlist offer (issue 35), rendered when the client joins the list: the database fills in
 * the held time and the offer's deadline ('HH:mm' in the salon's zone) where these stand.
 */
export const WAITLIST_OFFER_PLACEHOLDERS = { time: '{{time}}', until: '{{until}}' } as const;

/** A waiting client's offer: the day is known when they join, the time only when one frees up. */
export type WaitlistOfferFacts = {
  customerName: string;
  salon: SalonContact;
  serviceName: string;
  /** The day they wait for ('yyyy-MM-dd'). */
  date: string;
  stylistName?: string | null;
  /** The private page that shows the offer and accepts it. */
  offerUrl: string;
  /** Leaves the waiting list (and passes an offer on). */
  leaveUrl: string;
};

/** A client just put on the waiting list: the day and the hours they wait for, their private page and the way to leave. */
export type WaitlistJoinedFacts = WaitlistOfferFacts & { fromTime: string; untilTime: string };

export type CustomerMessage = 'confirmation' | 'reminder' | 'cancelled_by_customer' | 'rescheduled' | 'moved_by_salon' | 'cancelled_by_salon';
export type SalonNotice = 'salon_new_booking' | 'salon_cancellation' | 'salon_reschedule';

/** One language's automatic messages. */
export type MessageTemplateSet = {
  [K in CustomerMessage]: (facts: AppointmentFacts) => { subject: string; body: string };
} & {
  [K in SalonNotice]: (facts: SalonNoticeFacts) => { subject: string; body: string };
} & {
  series_confirmation: (facts: SeriesFacts) => { subject: string; body: string };
  series_moved_by_salon: (facts: SeriesFacts) => { subject: string; body: string };
  salon_digest: (facts: SalonDigestFacts) => { subject: string; body: string };
  password_reset: (facts: PasswordResetFacts) => { subject: string; body: string };
  member_invitation: (facts: MemberInvitationFacts) => { subject: string; body: string };
  waitlist_offer: (facts: WaitlistOfferFacts) => { subject: string; body: string };
  waitlist_joined: (facts: WaitlistJoinedFacts) => { subject: string; body: string };
  /** The calendar attachment's title and description. */
  calendarSummary: (facts: AppointmentFacts) => string;
};
