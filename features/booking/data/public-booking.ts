import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { withinInputLimits } from '@/lib/validation/input-guard';
import { fail, type ActionFailure } from '@/lib/result';
import { formatLongDate } from '@/lib/format/dates';
import { instantToZonedParts, type TimeSlot } from '@/lib/scheduling';
import {
  BOOKING_INPUT_LIMITS,
  bookingErrorMessage,
  type DatabaseFailureKind,
  firstMissingInOrder,
  validateBookingOrder,
  type BookingErrorCode,
  type BookingRequest,
} from '@/lib/validation/booking';
import { sanitizeProfile } from '@/lib/validation/sanitize';
import { classifyDbError, loggableError, sqlState } from '@/lib/server/db-errors';
import { dateRefusal, openDaySlots, publicDay, slotAt, toSlotViews, type SlotView } from './day-slots';
import { insertUnlessOverlapping, WRITE_CONDITION_FAILED, type InsertCondition, type MessageCtes } from '@/lib/data-internal/lane-placement';
import { appointmentMessagesSql, messagesQueued, newAppointmentKeys, newAppointmentRow } from '@/features/messages/queue';
import type { Locale } from '@/lib/i18n/locale';
import type { AppointmentStatus } from '@/lib/validation/appointment';
import { stylistOfPublicId, visitParts, type BookingSalon, type PlannedPart, type SalonAndService } from './public-services';
import type { RateLimitRule } from '@/lib/server/rate-limit';
import { recordBookingFormConsent } from './client-policy';
import { knownGate, knownGateHolds, openBookingGate, type BookingGateLimit } from './booking-gate';
import { bookVisit, type BookedPart } from './visit-booking';

export type BookingConfirmation = {
  appointmentId: string;
  manageToken: string;
  salonName: string;
  serviceName: string;
  priceLabel: string;
  date: string;
  /** The date in words ('Monday, 23 November 2026'), so the browser needs no date library. */
  dateLabel: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  customerName: string;
  /** Confirmed at once, or waiting for the salon (the visitor's toast says which). */
  status: AppointmentStatus;
  /** Who does it, in a salon whose visitors choose stylists (the one chosen, or the one "Any stylist" gave). */
  stylistName?: string;
  /** A visit of several services: each part with its times (and stylist), in order. */
  parts?: BookedPart[];
};

/** An online booking takes a free time at once: it is confirmed, nobody calls back. */
const ONLINE_BOOKING_STATUS: AppointmentStatus = 'confirmed';

export type BookingFailure = ActionFailure<BookingErrorCode> & {
  /** The day's fresh slots when the chosen time turned out unavailable, so the grid can refresh. */
  slots?: SlotView[];
};

export type BookingResult = { ok: true; data: BookingConfirmation } | BookingFailure;

/** Booking attempts per client (10 per 10 minutes, kept in Postgres). */
export const BOOKING_RATE_LIMIT: RateLimitRule = { limit: 10, windowMs: 10 * 60_000 };

function failure(code: BookingErrorCode, extra: Pick<BookingFailure, 'fieldErrors' | 'slots'> = {}, kind?: DatabaseFailureKind): BookingFailure {
  const base = fail(code, bookingErrorMessage(code, kind), extra.fieldErrors);
  return extra.slots ? { ...base, slots: extra.slots } : base;
}

/** The form's CSRF token equals the `booking_csrf` cookie (double submit), compared in constant time. */
export function tokensMatch(a: unknown, b: string | undefined): boolean {
  if (typeof a !== 'string' || !b) return false;
  const left = Buffer.from(a.trim());
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export type BookingContext = {
  /** Who the client is for the rate limit (clientRateLimitKey in lib/server/request.ts: an IPv4 address or an IPv6 network), or null when unknown. */
  clientAddress: string | null;
  /** The `booking_csrf` cookie (double-submit token). */
  csrfCookie: string | undefined;
  /** The visitor's language: the booking remembers it, and their messages use it. */
  language?: Locale;
  now?: Date;
};

/**
 * Who a booking counts against: the client's address when known; otherwise the phone number
 * at that salon, so that unknown addresses never share one bucket.
 */
function rateLimitKey(input: BookingRequest, clientAddress: string | null): string {
  return clientAddress ? `address:${clientAddress}` : `phone:${input.salonId}:${input.customerPhone.replace(/\D/g, '')}`;
}

/**
 * A public booking, checked on the server whatever the browser sent, cheapest checks first:
 * raw size → the spec's required fields in order → CSRF (payload token equals cookie) →
 * sanitise and validate (linear, bounded by the size check) → rate limit → salon active →
 * service active and the salon's own → the salon's no-show policy (CALL_SALON) → date inside the salon's horizon (DATE_BEYOND_HORIZON)
 * and open → a chosen stylist the salon's, bookable and doing the service (where visitors
 * choose stylists) → time one of the day's free slots, not inside the minimum notice
 * (SLOT_TOO_SOON; without stylists the day's bookings are not read: the insert finds a taken
 * time) → insert (status confirmed) on a free lane (a station that can take the
 * service, or the salon) with a free stylist (the chosen one, or for "Any stylist" the least
 * booked first), with its messages (the confirmation, the salon's notices) in the same
 * transaction; a ticked marketing consent box then adds a ledger entry. A concurrent loser (exclusion constraint, SQLSTATE 23P01) tries the slot's
 * next free pair; when none is left it gets SLOT_TAKEN with the day's fresh slots.
 * The visitor never learns about stations. In a salon without stylists a single service's
 * booking is first tried from what an earlier booking's gate read (bookFromMemory: one round
 * trip, the same checks); whatever it cannot decide goes this way. Never throws.
 */
export async function createPublicBooking(rawInput: unknown, context: BookingContext): Promise<BookingResult> {
  try {
    return await book(rawInput, context);
  } catch (error) {
    return databaseFailure(error);
  }
}

async function book(rawInput: unknown, { clientAddress, csrfCookie, language = 'en', now = new Date() }: BookingContext): Promise<BookingResult> {
  if (!withinInputLimits(rawInput, BOOKING_INPUT_LIMITS)) return failure('INPUT_TOO_LARGE');
  const missing = firstMissingInOrder(rawInput);
  if (missing) return failure(missing);
  if (!tokensMatch((rawInput as { csrfToken?: unknown }).csrfToken, csrfCookie)) return failure('CSRF_INVALID');

  const validated = validateBookingOrder(sanitizeProfile('booking', rawInput).data);
  if (!validated.ok) return validated;
  const input = validated.data;

  const limit = { bucket: 'booking', key: rateLimitKey(input, clientAddress), rule: BOOKING_RATE_LIMIT };
  const fromMemory = await bookFromMemory(input, limit, language, now);
  if (fromMemory) return fromMemory;

  // One round trip: the rate limit, the salon, its service and stations, and the salon's no-show
  // policy (the database matches the client by its own keys; nothing is written).
  const { limit: verdict, found, stations, refused } = await openBookingGate(input, limit, now);
  if (!verdict.allowed) return failure('RATE_LIMITED');
  if (!found) return failure('SALON_DATA_MISSING');
  const { salon, service } = found;
  if (!service) return failure('SERVICE_UNAVAILABLE', { fieldErrors: { serviceId: bookingErrorMessage('SERVICE_UNAVAILABLE') } });
  if (refused) return failure('CALL_SALON');

  const closed = dateRefusal(salon, input.date, now);
  if (closed) return failure(closed.code, { fieldErrors: { date: closed.reason ?? bookingErrorMessage(closed.code) } });
  // The visitor names a stylist by public id (users.public_id); an unknown one, or another salon's, is no stylist here.
  const stylistId = salon.stylistsEnabled && input.stylistId ? await stylistOfPublicId(salon.id, input.stylistId) : undefined;
  if (stylistId === null) return failure('STYLIST_UNAVAILABLE', { fieldErrors: { stylistId: bookingErrorMessage('STYLIST_UNAVAILABLE') } });
  if (input.moreServiceIds.length) return bookVisitAsked(salon, { service, stylistId }, input, language, now);
  const daySlotViews = async () => toSlotViews((await publicDay(salon, input.date, service, now, stylistId)).slots);
  // Who is free and least booked needs the day's bookings; without stylists the lane constraint
  // refuses a taken time, so only the salon's rules are checked before the insert.
  const { slots, stylists } = salon.stylistsEnabled
    ? await publicDay(salon, input.date, service, now, stylistId)
    : { slots: openDaySlots(salon, input.date, service, now, stations, input.time), stylists: [] };
  if (stylistId && stylists.length === 0) {
    return failure('STYLIST_UNAVAILABLE', { fieldErrors: { stylistId: bookingErrorMessage('STYLIST_UNAVAILABLE') } });
  }
  const slot = slotAt(salon, input.date, input.time, slots, now);
  if (typeof slot === 'string') return failure(slot, { slots: salon.stylistsEnabled ? toSlotViews(slots) : await daySlotViews() });

  // The first free (stylist, lane) pair the database accepts, the least booked stylist first;
  // a lost race on either moves on to the next pair, and a stylist whose hours or services the
  // owner changed meanwhile (the stylist trigger's 23514) on to the next stylist.
  const staffIds: (string | null)[] = salon.stylistsEnabled ? (slot.freeStylists ?? []) : [null];
  const booking = { salon, service, input, slot, language, now, keys: newAppointmentKeys() };
  for (const staffId of staffIds) {
    const stylistName = stylists.find((s) => s.id === staffId)?.name;
    const withMessages = bookingMessages(booking, staffId, stylistName);
    for (const lane of slot.freeLanes ?? []) {
      const row = await insertBooking(booking, { staffId, lane, withMessages }).catch((error) => {
        if (staffId && sqlState(error) === '23514') return 'stylist refused' as const;
        throw error;
      });
      if (row === 'stylist refused') break;
      if (row) return booked(booking, row, stylistName);
    }
  }
  return failure('SLOT_TAKEN', { slots: await daySlotViews() });
}

/** A single booking checked and about to be written: its id and manage token are chosen first, so its messages are ready before the insert. */
type CheckedBooking = {
  salon: BookingSalon;
  service: NonNullable<SalonAndService['service']>;
  input: BookingRequest;
  slot: TimeSlot;
  language: Locale;
  now: Date;
  keys: ReturnType<typeof newAppointmentKeys>;
};

/** The booking's messages (the confirmation, the salon's notices), written by its insert's statement. */
function bookingMessages({ salon, service, input, slot, language, now, keys }: CheckedBooking, staffId: string | null, stylistName: string | undefined) {
  return appointmentMessagesSql(newAppointmentRow({
    ...{ ...keys, salonId: salon.id, timezone: salon.timezone, salon: salon.contact, stylistsEnabled: salon.stylistsEnabled, serviceName: service.name },
    ...{ customerName: input.customerName, customerEmail: input.customerEmail ?? null, customerPhone: input.customerPhone, start: slot.start, end: slot.end },
    ...{ staffId, stylistName: stylistName ?? null, language },
  }), 'booked', now);
}

/** The booking on one (stylist, lane) pair with its messages, in one statement; null when the lane was taken meanwhile. */
function insertBooking(
  { salon, service, input, slot, language, keys }: CheckedBooking,
  { staffId, lane, withMessages, onlyIf }: { staffId: string | null; lane: string; withMessages: MessageCtes | null; onlyIf?: InsertCondition },
) {
  return insertUnlessOverlapping({
    ...keys,
    salonId: salon.id,
    serviceId: service.id,
    stationId: salon.stationsEnabled ? lane : null,
    staffId,
    customerName: input.customerName,
    customerPhone: input.customerPhone,
    customerEmail: input.customerEmail ?? null,
    notes: input.notes ?? null,
    startTime: slot.start,
    endTime: slot.end,
    status: ONLINE_BOOKING_STATUS,
    csrfToken: input.csrfToken,
    language,
  }, 'visitor', { withMessages, onlyIf });
}

/** A written booking's confirmation (after its marketing consent, when ticked, is in the ledger). */
async function booked({ salon, service, input, slot, language }: CheckedBooking, row: { id: string; manageToken: string }, stylistName: string | undefined): Promise<BookingResult> {
  messagesQueued();
  if (input.marketingConsent) await recordBookingFormConsent(row.id);
  return {
    ok: true,
    data: {
      appointmentId: row.id,
      manageToken: row.manageToken,
      salonName: salon.name,
      serviceName: service.name,
      priceLabel: service.priceLabel,
      date: input.date,
      dateLabel: formatLongDate(input.date, { language }),
      startTime: input.time,
      endTime: instantToZonedParts(slot.end, salon.timezone).time,
      timeZone: salon.timezone,
      customerName: input.customerName,
      status: ONLINE_BOOKING_STATUS,
      ...(stylistName ? { stylistName } : {}),
    },
  };
}

/**
 * A booking of one round trip: checked against the salon, service and stations the gate last read
 * (knownGate) and written by one statement that checks, as the gate would, that they are unchanged
 * and that the rate limit and the no-show policy let it through (knownGateHolds). Only a single
 * service in a salon without stylists: who is free needs the day's bookings, and a visit has its
 * own path. Null whenever this cannot decide (nothing known, a refusal, a salon changed since,
 * every free lane taken meanwhile): its statements then counted and wrote nothing, and the gate
 * decides.
 */
async function bookFromMemory(input: BookingRequest, limit: BookingGateLimit, language: Locale, now: Date): Promise<BookingResult | null> {
  const known = input.moreServiceIds.length ? null : await knownGate(input);
  if (!known || known.found.salon.stylistsEnabled) return null;
  const { salon, service } = known.found;
  if (dateRefusal(salon, input.date, now)) return null;
  const slot = slotAt(salon, input.date, input.time, openDaySlots(salon, input.date, service, now, known.stations, input.time), now);
  if (typeof slot === 'string') return null;
  const booking = { salon, service, input, slot, language, now, keys: newAppointmentKeys() };
  const withMessages = bookingMessages(booking, null, undefined);
  const onlyIf = knownGateHolds(input, limit, now, known.version);
  // Each lane in turn, as the gate's path tries them: a lost one was undone whole, hit included.
  for (const lane of slot.freeLanes ?? []) {
    const row = await insertBooking(booking, { staffId: null, lane, withMessages, onlyIf }).catch((error) => {
      if (sqlState(error) === WRITE_CONDITION_FAILED) return 'changed' as const;
      throw error;
    });
    if (row === 'changed') return null;
    if (row) return booked(booking, row, undefined);
  }
  return null;
}

/** bookVisit (visit-booking.ts) for the booking's checked request, its outcome as the single booking's. */
async function bookVisitAsked(salon: BookingSalon, first: PlannedPart, input: BookingRequest, language: Locale, now: Date): Promise<BookingResult> {
  const parts = await visitParts(salon, first, input);
  if (parts === 'SERVICE_UNAVAILABLE') return failure(parts, { fieldErrors: { serviceId: bookingErrorMessage(parts) } });
  if (parts === 'STYLIST_UNAVAILABLE') return failure(parts, { fieldErrors: { stylistId: bookingErrorMessage(parts) } });
  const booked = await bookVisit(parts, { salon, input, language, now, status: ONLINE_BOOKING_STATUS, by: 'visitor' });
  if ('code' in booked) {
    if (booked.code === 'STYLIST_UNAVAILABLE') return failure(booked.code, { fieldErrors: { stylistId: bookingErrorMessage(booked.code) } });
    return failure(booked.code, booked.slots ? { slots: booked.slots } : {});
  }
  if (input.marketingConsent) await recordBookingFormConsent(booked.appointmentId);
  return {
    ok: true,
    data: {
      ...{ appointmentId: booked.appointmentId, manageToken: booked.manageToken, salonName: salon.name },
      ...{ serviceName: booked.parts.map((part) => part.serviceName).join(' + '), priceLabel: parts.map((part) => part.service.priceLabel).join(' + ') },
      ...{ date: input.date, dateLabel: formatLongDate(input.date, { language }), startTime: input.time, endTime: booked.endTime, timeZone: salon.timezone },
      ...{ customerName: input.customerName, status: ONLINE_BOOKING_STATUS, parts: booked.parts },
      ...(booked.stylistName ? { stylistName: booked.stylistName } : {}),
    },
  };
}

/**
 * Spec point 6/8: a failure mentioning row-level security or authentication is AUTH_ERROR; no pool
 * connection free in time is BUSY (retryable: nothing reached the database); other
 * database errors are DATABASE_ERROR with a safe description (never the driver's text); anything
 * else is SUBMISSION_ERROR. What is logged carries no personal data.
 */
function databaseFailure(error: unknown): BookingFailure {
  console.error('[booking] failed', loggableError(error));
  switch (classifyDbError(error)) {
    case 'auth':
      return failure('AUTH_ERROR');
    case 'busy':
      return failure('BUSY');
    case 'unavailable':
      return failure('DATABASE_ERROR', {}, 'unreachable');
    case 'unknown':
      return failure('SUBMISSION_ERROR');
    default:
      return failure('DATABASE_ERROR', {}, 'notSaved');
  }
}
