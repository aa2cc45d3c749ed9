import 'server-only';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/lib/result';
import { writeAs } from '@/lib/data-internal/change-actor';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { BOOKING_RATE_LIMIT } from './public-booking';
import { queueAppointmentMessages } from '@/features/messages/queue';
import { pricedService, serviceView } from '@/lib/data-internal/services-view';
import { UNKNOWN_SERVICE } from '@/lib/format/money';
import { getDb } from '@/lib/db/client';
import { appointments, messages, salons, servicesWithCurrency as view, users } from '@/lib/db/schema';
import { instantToZonedParts } from '@/lib/scheduling';
import type { Locale } from '@/lib/i18n/locale';
import { MANAGE_ERROR_MESSAGES } from '@/lib/validation/booking-rules';
import type { AppointmentStatus } from '@/lib/validation/appointment';

// The visitor's private manage link: see or cancel one's own booking by its secret token
// (moving it: reschedule.ts). Cancelling and moving online end `changeWindowHours` before the start.

/** A booking as its private manage link shows it. */
export type ManagedBooking = {
  id: string;
  salonId: string;
  /** Its service (null when the service was deleted): the reschedule picker asks its slots. */
  serviceId: string | null;
  /** Its stylist's id, where the salon's visitors choose stylists (as public as the name there). */
  stylistId?: string;
  /** The customer's language, stored with the booking (their messages use it). */
  language: Locale;
  status: AppointmentStatus;
  salonName: string;
  salonSlug: string | null;
  salonAddress: string | null;
  salonEmail: string | null;
  salonPhone: string | null;
  timeZone: string;
  /** The message 'Unknown Service' when the service is gone, and 'Price on request' when it has no price: the page words them. */
  serviceName: string;
  priceLabel: string;
  customerName: string;
  /** Its stylist, where the salon's visitors choose stylists (their name is public there). */
  stylistName?: string;
  customerPhone: string | null;
  customerEmail: string | null;
  notes: string | null;
  start: Date;
  end: Date;
  date: string;
  startTime: string;
  endTime: string;
  /** Not cancelled and not yet started (the reminders' rule). The buttons use `changeable`. */
  cancellable: boolean;
  /** The visitor may cancel or move it online: not cancelled, and it starts at least `changeWindowHours` from now. */
  changeable: boolean;
  /** Its calendar entry's SEQUENCE (appointments.revision): the file's entry replaces an older one. */
  revision: number;
  /** The salon's change window in hours (0: until it starts). */
  changeWindowHours: number;
  /** It has started (or passed): the page says so instead of the change window. */
  started: boolean;
  /** The salon's own terms, as the booking page showed them. */
  bookingPolicy: string | null;
  /**
   * The customer's reminder e-mail: 'on', 'stopped' by them, or 'none' (no e-mail address, the
   * salon sends none, or the appointment is cancelled or past).
   */
  reminders: 'on' | 'stopped' | 'none';
  /** A visit of several services: its live parts in order (its link is the first part's; `end` is the last part's). */
  parts?: { serviceName: string; startTime: string; endTime: string; stylistName?: string }[];
};

/**
 * Cancellations and moves (and a waitlist link's accept and leave) per client, each in its own bucket of the booking limit's size (a
 * client key, else the booking's token): true while allowed. Every attempt counts.
 */
export async function hitManageLinkLimit(action: 'cancel' | 'reschedule' | 'waitlist-accept' | 'waitlist-leave', clientAddress: string | null, token: string, now = new Date()): Promise<boolean> {
  const key = clientAddress ? `address:${clientAddress}` : `token:${token.slice(0, 128)}`;
  return (await hitRateLimit(action, key, BOOKING_RATE_LIMIT, now)).allowed;
}

/** Manage tokens are 64 hex characters (two UUIDs without dashes); anything else never matches. */
export const TOKEN_PATTERN = /^[0-9a-f]{32,128}$/;

/** A booking by its private manage token (unique index), or null. */
export async function findBookingByToken(token: string, now = new Date()): Promise<ManagedBooking | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: appointments.id,
      salonId: appointments.salonId,
      serviceId: appointments.serviceId,
      staffId: appointments.staffId,
      language: appointments.language,
      changeWindowHours: salons.changeWindowHours,
      bookingPolicy: salons.bookingPolicy,
      status: appointments.status,
      start: appointments.startTime,
      end: appointments.endTime,
      customerName: appointments.customerName,
      customerPhone: appointments.customerPhone,
      customerEmail: appointments.customerEmail,
      notes: appointments.notes,
      salonName: salons.name,
      salonSlug: salons.customSubdomain,
      salonAddress: salons.address,
      salonCity: salons.city,
      salonEmail: salons.email,
      salonPhone: salons.phoneNumber,
      timeZone: salons.timezone,
      stylistsEnabled: salons.stylistsEnabled,
      stylistName: users.fullName,
      reminderHours: salons.reminderHours,
      remindersStopped: appointments.remindersStopped,
      changeable: changeableAt(now),
      revision: appointments.revision,
      visitId: appointments.visitId,
      service: serviceView,
    })
    .from(appointments)
    .innerJoin(salons, eq(salons.id, appointments.salonId))
    .leftJoin(view, eq(view.id, appointments.serviceId))
    .leftJoin(users, eq(users.id, appointments.staffId))
    .where(eq(appointments.manageToken, token))
    .limit(1);
  if (!row) return null;
  const { start, timeZone, service } = row;
  const parts = row.visitId ? await visitPartsOf(row.visitId, row.status, timeZone, row.stylistsEnabled) : undefined;
  const end = parts?.length ? parts[parts.length - 1].end : row.end;
  const startParts = instantToZonedParts(start, timeZone);
  const cancellable = row.status !== 'cancelled' && start > now;
  return {
    id: row.id,
    salonId: row.salonId,
    serviceId: row.serviceId,
    ...(row.stylistsEnabled && row.staffId ? { stylistId: row.staffId } : {}),
    language: row.language,
    status: row.status,
    salonName: row.salonName,
    salonSlug: row.salonSlug,
    salonAddress: [row.salonAddress, row.salonCity].filter(Boolean).join(', ') || null,
    salonEmail: row.salonEmail,
    salonPhone: row.salonPhone,
    timeZone,
    serviceName: parts && parts.length > 1 ? parts.map((part) => part.serviceName).join(' + ') : (service?.name ?? UNKNOWN_SERVICE.name),
    priceLabel: service ? pricedService(service).priceLabel : '-',
    customerName: row.customerName,
    ...(row.stylistsEnabled && row.stylistName ? { stylistName: row.stylistName } : {}),
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
    notes: row.notes,
    start,
    end,
    date: startParts.date,
    startTime: startParts.time,
    endTime: instantToZonedParts(end, timeZone).time,
    cancellable,
    changeable: row.changeable,
    revision: row.revision,
    changeWindowHours: row.changeWindowHours,
    started: start <= now,
    bookingPolicy: row.bookingPolicy?.trim() || null,
    reminders: row.remindersStopped ? 'stopped' : cancellable && row.customerEmail && row.reminderHours > 0 ? 'on' : 'none',
    ...(parts ? { parts: parts.map(({ serviceName, startTime, endTime, stylistName }) => ({ serviceName, startTime, endTime, ...(stylistName ? { stylistName } : {}) })) } : {}),
  };
}

/** A visit's parts in order: the live ones, or all of them once the visit is cancelled. */
async function visitPartsOf(visitId: string, status: AppointmentStatus, timeZone: string, stylistsEnabled: boolean) {
  const db = await getDb();
  const rows = await db
    .select({ serviceName: view.name, start: appointments.startTime, end: appointments.endTime, stylistName: users.fullName })
    .from(appointments)
    .leftJoin(view, eq(view.id, appointments.serviceId))
    .leftJoin(users, eq(users.id, appointments.staffId))
    .where(and(eq(appointments.visitId, visitId), status === 'cancelled' ? undefined : ne(appointments.status, 'cancelled')))
    .orderBy(asc(appointments.startTime));
  const clock = (at: Date) => instantToZonedParts(at, timeZone).time;
  return rows.map((part) => ({
    serviceName: part.serviceName ?? UNKNOWN_SERVICE.name,
    startTime: clock(part.start),
    endTime: clock(part.end),
    end: part.end,
    ...(stylistsEnabled && part.stylistName ? { stylistName: part.stylistName } : {}),
  }));
}

/**
 * The customer's one-click stop (RFC 8058) or the manage page's button: no reminder goes out
 * for this booking, and a queued one is withdrawn. Idempotent; false for an unknown token.
 */
export async function stopRemindersByToken(token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  return writeAs('visitor', async (db) => {
    const [row] = await db.update(appointments).set({ remindersStopped: true }).where(eq(appointments.manageToken, token)).returning({ id: appointments.id });
    if (!row) return false;
    await db
      .update(messages)
      .set({ status: 'cancelled', dedupeKey: null })
      .where(and(eq(messages.appointmentId, row.id), eq(messages.kind, 'reminder'), eq(messages.status, 'queued')));
    return true;
  });
}

export type CancelResult = ActionResult<{ alreadyCancelled: boolean }, 'NOT_FOUND' | 'NOT_CANCELLABLE' | 'OUTSIDE_CHANGE_WINDOW'>;

/** The manage link's refusals (lib/validation/booking-rules.ts). */
export const CANCEL_MESSAGES = MANAGE_ERROR_MESSAGES;

/**
 * The change window, its one definition: a visitor may cancel or move a booking online while it
 * is not cancelled and starts after `now` and at least its salon's `change_window_hours` after it
 * (the salon's column, read by the same statement). The hours are elapsed time, so a window
 * across a clock change is still that many hours. The cancel's UPDATE filters with it and the
 * manage page and the move read it as a column: the page never offers what the write refuses.
 */
export const changeableAt = (now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<boolean>`(${appointments.status} <> 'cancelled' AND ${appointments.startTime} > ${at}
    AND ${appointments.startTime} >= ${at} + make_interval(hours => (SELECT s.change_window_hours FROM salons s WHERE s.id = ${appointments.salonId})))`;
};

/**
 * Cancels a non-cancelled booking by its manage token while it starts at least the salon's
 * change window from now (OUTSIDE_CHANGE_WINDOW after that; NOT_CANCELLABLE once started).
 * Idempotent: cancelling a cancelled booking succeeds again without changing anything. A
 * visit's link cancels all its parts (its messages are the first part's).
 */
export async function cancelBookingByToken(token: string, now = new Date()): Promise<CancelResult> {
  if (!TOKEN_PATTERN.test(token)) return fail('NOT_FOUND', CANCEL_MESSAGES.NOT_FOUND);
  const updated = await writeAs('visitor', async (db) => {
    const rows = await db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(and(eq(appointments.manageToken, token), changeableAt(now)))
      .returning({ id: appointments.id, visitId: appointments.visitId });
    // A visit's link (its first part's) cancels every part, in the same transaction.
    const visitId = rows[0]?.visitId;
    if (visitId) await db.update(appointments).set({ status: 'cancelled' }).where(and(eq(appointments.visitId, visitId), ne(appointments.status, 'cancelled')));
    // The customer's confirmation of it and the salon's notices commit with the cancellation.
    if (rows[0]) await queueAppointmentMessages(db, rows[0].id, 'cancelled_by_customer', now);
    return rows;
  });
  const db = await getDb();
  if (updated.length) return ok({ alreadyCancelled: false });
  const [existing] = await db
    .select({ status: appointments.status, start: appointments.startTime })
    .from(appointments)
    .where(eq(appointments.manageToken, token))
    .limit(1);
  if (!existing) return fail('NOT_FOUND', CANCEL_MESSAGES.NOT_FOUND);
  if (existing.status === 'cancelled') return ok({ alreadyCancelled: true });
  if (existing.start <= now) return fail('NOT_CANCELLABLE', CANCEL_MESSAGES.NOT_CANCELLABLE);
  return fail('OUTSIDE_CHANGE_WINDOW', CANCEL_MESSAGES.OUTSIDE_CHANGE_WINDOW);
}
