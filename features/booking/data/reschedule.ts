import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { fail, ok, type ActionFailure, type ActionResult } from '@/lib/result';
import { getDb } from '@/lib/db/client';
import { appointments, salons, services } from '@/lib/db/schema';
import { instantToZonedParts } from '@/lib/scheduling';
import { withinInputLimits } from '@/lib/validation/input-guard';
import {
  MANAGE_ERROR_MESSAGES,
  RESCHEDULE_INPUT_LIMITS,
  bookingErrorMessage,
  rescheduleRequestSchema,
  type BookingErrorCode,
  type ManageErrorCode,
} from '@/lib/validation/booking';
import { sqlState } from '@/lib/server/db-errors';
import { updateUnlessOverlapping } from '@/lib/data-internal/lane-placement';
import { queueAppointmentMessages } from '@/features/messages/queue';
import { dateRefusal, publicVisitDay, slotAt, toSlotViews, type SlotService, type SlotView } from './day-slots';
import { moveVisit, movableParts, type MovablePart } from './visit-moves';
import { schedulingSalonColumns, type SchedulingSalon } from './public-services';
import { TOKEN_PATTERN, changeableAt } from './manage-links';
import { segmentColumns } from '@/lib/data-internal/segment-columns';

// A visitor moves their own booking through its private manage link: the same appointment
// (id and manage token kept) at another free time of the same service, within the salon's
// rules, decided by the database's exclusion constraints like a new booking.

export type RescheduleCode = ManageErrorCode | Extract<BookingErrorCode, 'SLOT_TAKEN' | 'SLOT_UNAVAILABLE' | 'SLOT_TOO_SOON' | 'DATE_BEYOND_HORIZON' | 'SERVICE_UNAVAILABLE' | 'STYLIST_UNAVAILABLE' | 'INVALID_INPUT' | 'INPUT_TOO_LARGE' | 'RATE_LIMITED'>;

export type RescheduleFailure = ActionFailure<RescheduleCode> & {
  /** The day's fresh times when the chosen one was not free, so the picker can refresh. */
  slots?: SlotView[];
};

export type Rescheduled = { appointmentId: string; manageToken: string; date: string; startTime: string; endTime: string; timeZone: string; moved: boolean };
export type RescheduleResult = { ok: true; data: Rescheduled } | RescheduleFailure;

function refusal(code: RescheduleCode, slots?: SlotView[]): RescheduleFailure {
  const base = fail(code, Object.hasOwn(MANAGE_ERROR_MESSAGES, code) ? MANAGE_ERROR_MESSAGES[code as ManageErrorCode] : bookingErrorMessage(code as BookingErrorCode));
  return slots ? { ...base, slots } : base;
}

type Movable = {
  id: string;
  start: Date;
  end: Date;
  salon: SchedulingSalon;
  service: SlotService;
  /** The stylist the move keeps, where the salon's visitors choose stylists. */
  stylistId: string | undefined;
  /** The member on it otherwise (set by staff), kept as it is. */
  staffId: string | null;
  /** A visit of several services: its live parts, moved together (visit-moves.ts). */
  parts?: MovablePart[];
};

/** The booking behind `token` if its visitor may move it now, or why not: one query. */
async function findMovable(token: string, now: Date): Promise<Movable | RescheduleCode> {
  if (!TOKEN_PATTERN.test(token)) return 'NOT_FOUND';
  const db = await getDb();
  const [row] = await db
    .select({
      id: appointments.id,
      status: appointments.status,
      start: appointments.startTime,
      end: appointments.endTime,
      staffId: appointments.staffId,
      segments: segmentColumns(appointments),
      salon: schedulingSalonColumns,
      salonActive: salons.isActive,
      serviceId: services.id,
      serviceActive: services.isActive,
      changeable: changeableAt(now),
      visitId: appointments.visitId,
    })
    .from(appointments)
    .innerJoin(salons, eq(salons.id, appointments.salonId))
    .leftJoin(services, and(eq(services.id, appointments.serviceId), eq(services.salonId, appointments.salonId)))
    .where(eq(appointments.manageToken, token))
    .limit(1);
  if (!row) return 'NOT_FOUND';
  if (row.status === 'cancelled') return 'BOOKING_CANCELLED';
  if (!row.changeable) return 'OUTSIDE_CHANGE_WINDOW';
  if (!row.salonActive) return 'SLOT_UNAVAILABLE';
  if (!row.serviceId || !row.serviceActive) return 'SERVICE_UNAVAILABLE';
  // The booked length is kept (staff may have set a custom one), not the service's current one.
  const durationMinutes = Math.round((row.end.getTime() - row.start.getTime()) / 60_000);
  const stylistId = row.salon.stylistsEnabled ? (row.staffId ?? undefined) : undefined;
  const parts = row.visitId ? await movableParts(row.visitId, row.salon) : undefined;
  if (parts?.some((part) => !part.serviceActive)) return 'SERVICE_UNAVAILABLE';
  const booking = { id: row.id, start: row.start, end: row.end, salon: row.salon, service: { id: row.serviceId, durationMinutes, ...row.segments }, stylistId, staffId: row.staffId };
  return parts && parts.length > 1 ? { ...booking, parts } : booking;
}

/** The day for the booking: its own service, or its visit's parts in order (its own times never block it). */
async function dayFor(booking: Movable, date: string, now: Date) {
  const parts = booking.parts ?? [{ service: booking.service, stylistId: booking.stylistId }];
  const day = await publicVisitDay(booking.salon, date, parts, now, booking.parts?.map((part) => part.id) ?? [booking.id]);
  const unstaffed = booking.salon.stylistsEnabled && parts.some((part, i) => part.stylistId && day.stylists[i].length === 0);
  return { slots: day.slots, unstaffed };
}

/**
 * The free times of `date` the booking behind `token` may move to: the same service and
 * length, its own stylist where the salon's visitors choose stylists, within the salon's rules
 * (horizon, notice, hours), its own current time not blocking itself. A closed day is no times.
 */
export async function getRescheduleSlots(token: string, date: string, now = new Date()): Promise<ActionResult<SlotView[], RescheduleCode>> {
  const parsed = rescheduleRequestSchema.shape.date.safeParse(date);
  if (!parsed.success) return refusal('INVALID_INPUT');
  const booking = await findMovable(token, now);
  if (typeof booking === 'string') return refusal(booking);
  const closed = dateRefusal(booking.salon, parsed.data, now);
  if (closed && closed.code !== 'SLOT_UNAVAILABLE') return refusal(closed.code);
  if (closed) return ok([]);
  const day = await dayFor(booking, parsed.data, now);
  if (day.unstaffed) return refusal('STYLIST_UNAVAILABLE');
  return ok(toSlotViews(day.slots));
}

/**
 * Moves the booking behind `token` to `date` `time`, cheapest checks first: input size → date
 * and time formats → the booking (known, not cancelled, outside the change window) → the new
 * date (horizon, open) → the new time one of the day's free times (notice, taken) → one UPDATE
 * of start, end, station and stylist per free (stylist, lane) pair until the exclusion
 * constraints accept one, guarded on the booking's old start (a concurrent change makes it
 * gone, never doubled), with its messages (the customer's 'rescheduled', the salon's notice) in
 * the same transaction. A lost race changes nothing: the booking keeps its old time. The
 * stale-reminder trigger withdraws a queued reminder of the old time; the next reminder pass
 * writes one for the new time.
 */
export async function rescheduleBookingByToken(token: string, input: unknown, now = new Date()): Promise<RescheduleResult> {
  if (typeof token !== 'string' || token.length > 256 || !withinInputLimits(input, RESCHEDULE_INPUT_LIMITS)) return refusal('INPUT_TOO_LARGE');
  const parsed = rescheduleRequestSchema.safeParse(input);
  if (!parsed.success) return refusal('INVALID_INPUT');
  const { date, time } = parsed.data;
  const booking = await findMovable(token, now);
  if (typeof booking === 'string') return refusal(booking);
  const { salon } = booking;

  const closed = dateRefusal(salon, date, now);
  if (closed) return refusal(closed.code);
  const { slots, unstaffed } = await dayFor(booking, date, now);
  if (unstaffed) return refusal('STYLIST_UNAVAILABLE');
  const slot = slotAt(salon, date, time, slots, now);
  if (typeof slot === 'string') return refusal(slot, toSlotViews(slots));

  const done = (moved: boolean): RescheduleResult =>
    ok({ appointmentId: booking.id, manageToken: token, date, startTime: time, endTime: instantToZonedParts(slot.end, salon.timezone).time, timeZone: salon.timezone, moved });
  if (slot.start.getTime() === booking.start.getTime() && slot.end.getTime() === (booking.parts?.at(-1)?.end ?? booking.end).getTime()) return done(false);
  if (booking.parts) {
    for (const lane of slot.freeLanes ?? []) {
      const moved = await moveVisit(booking.parts, slot, lane, salon, now);
      if (moved === 'gone') return changedMeanwhile(token, now);
      if (moved === 'moved') return done(true);
    }
    return refusal('SLOT_TAKEN', toSlotViews((await dayFor(booking, date, now)).slots));
  }

  // Only while it is still where the checks saw it: not cancelled, at its old start.
  const stillThere = and(eq(appointments.id, booking.id), eq(appointments.manageToken, token), ne(appointments.status, 'cancelled'), eq(appointments.startTime, booking.start))!;
  const staffIds = salon.stylistsEnabled ? (slot.freeStylists ?? []) : [booking.staffId];
  for (const staffId of staffIds) {
    for (const lane of slot.freeLanes ?? []) {
      const values = { startTime: slot.start, endTime: slot.end, stationId: salon.stationsEnabled ? lane : null, staffId };
      const moved = await updateUnlessOverlapping(stillThere, values, 'visitor', (db, row) => queueAppointmentMessages(db, row.id, 'rescheduled_by_customer', now)).catch((error) => {
        // The stylist trigger refused them (hours or services changed meanwhile): the next stylist.
        if (staffId && sqlState(error) === '23514') return 'stylist refused' as const;
        throw error;
      });
      if (moved === 'stylist refused') break;
      if (moved === 'gone') return changedMeanwhile(token, now);
      if (moved) return done(true);
    }
  }
  return refusal('SLOT_TAKEN', toSlotViews((await dayFor(booking, date, now)).slots));
}

/** The booking was cancelled or moved by another request between the checks and the write: what it is now. */
async function changedMeanwhile(token: string, now: Date): Promise<RescheduleFailure> {
  const current = await findMovable(token, now);
  return refusal(typeof current === 'string' ? current : 'SLOT_TAKEN');
}
