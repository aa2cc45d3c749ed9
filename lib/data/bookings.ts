import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, gte, lt, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { appointments } from '@/lib/db/schema';
import { formatMoney } from '@/lib/format/money';
import { hitRateLimit, type RateLimitRule } from '@/lib/data/rate-limit';
import {
  BOOKING_WINDOW_DAYS,
  addDays,
  dateAvailability,
  generateSlots,
  instantToZonedParts,
  isDateString,
  todayInZone,
  type OpeningHours,
  type TimeSlot,
} from '@/lib/scheduling';
import { bookingErrorMessage, validateBookingOrder, type BookingErrorCode, type BookingFieldErrors } from '@/lib/validation/booking';
import { sanitizeProfile } from '@/lib/validation/sanitize';

/** A time slot as the booking page shows it. */
export type SlotView = { time: string; available: boolean; reason?: string };

export type BookableService = {
  id: string;
  name: string;
  durationMinutes: number;
  priceLabel: string;
  category: string | null;
  tooltip: string | null;
};

export type BookingConfirmation = {
  appointmentId: string;
  manageToken: string;
  salonName: string;
  serviceName: string;
  priceLabel: string;
  date: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  customerName: string;
};

export type BookingFailure = {
  ok: false;
  code: BookingErrorCode;
  message: string;
  fieldErrors?: BookingFieldErrors;
  /** The day's fresh slots when the chosen time turned out unavailable, so the grid can refresh. */
  slots?: SlotView[];
};

export type BookingResult = { ok: true; data: BookingConfirmation } | BookingFailure;

/** Booking attempts per client address (spec: abuse protection, kept in Postgres). */
export const BOOKING_RATE_LIMIT: RateLimitRule = { limit: 10, windowMs: 10 * 60_000 };

const HOUR = 3_600_000;
const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PRICE_ON_REQUEST = 'Price on request';

function failure(code: BookingErrorCode, extra: Omit<BookingFailure, 'ok' | 'code' | 'message'> = {}, detail?: string): BookingFailure {
  return { ok: false, code, message: bookingErrorMessage(code, detail), ...extra };
}

type ServiceRow = {
  id: string;
  name: string;
  duration_minutes: number;
  price: string | number | null;
  category: string | null;
  tooltip: string | null;
  currency_code: string;
  currency_symbol: string;
  symbol_position: string;
  decimal_places: number;
  thousand_separator: string;
};

function toBookableService(row: ServiceRow): BookableService {
  return {
    id: row.id,
    name: row.name,
    durationMinutes: row.duration_minutes,
    priceLabel: row.price === null ? PRICE_ON_REQUEST : formatMoney(row.price, row),
    category: row.category,
    tooltip: row.tooltip,
  };
}

const serviceColumns = sql`id, name, duration_minutes, price, category, tooltip, currency_code, currency_symbol,
  symbol_position, decimal_places, thousand_separator`;

/** Active services of a salon with their currency, ordered by category then name (spec point 7). */
export async function listBookableServices(salonId: string): Promise<BookableService[]> {
  const db = await getDb();
  const { rows } = await db.execute<ServiceRow>(sql`
    SELECT ${serviceColumns} FROM services_with_currency
    WHERE salon_id = ${salonId} AND is_active
    ORDER BY category NULLS LAST, name`);
  return rows.map(toBookableService);
}

/** What slot generation needs to know about a salon. */
type SchedulingSalon = {
  id: string;
  openingHours: unknown;
  timezone: string;
  daysOff: readonly string[];
};

type BookingSalon = SchedulingSalon & { name: string };

/**
 * An active salon and, when it is that salon's own active service, the service (else null):
 * one round trip for both.
 */
async function findSalonAndService(salonId: string, serviceId: string): Promise<{ salon: BookingSalon; service: BookableService | null } | null> {
  const db = await getDb();
  const { rows } = await db.execute<
    { salon_id: string; salon_name: string; opening_hours: unknown; timezone: string; days_off: string[] | null } & {
      [K in keyof ServiceRow]: ServiceRow[K] | null;
    }
  >(sql`
    SELECT s.id AS salon_id, s.name AS salon_name, s.opening_hours, s.timezone, s.days_off,
           v.id, v.name, v.duration_minutes, v.price, v.category, v.tooltip, v.currency_code, v.currency_symbol,
           v.symbol_position, v.decimal_places, v.thousand_separator
    FROM salons s
    LEFT JOIN services_with_currency v ON v.id = ${serviceId} AND v.salon_id = s.id AND v.is_active
    WHERE s.id = ${salonId} AND s.is_active
    LIMIT 1`);
  const row = rows[0];
  if (!row) return null;
  const salon = { id: row.salon_id, name: row.salon_name, openingHours: row.opening_hours, timezone: row.timezone, daysOff: row.days_off ?? [] };
  return { salon, service: row.id === null ? null : toBookableService(row as ServiceRow) };
}

/** The day's slots as the booking page shows them. */
async function getDaySlots(salon: SchedulingSalon, date: string, durationMinutes: number, now = new Date()): Promise<SlotView[]> {
  return toSlotViews(await daySlots(salon, date, durationMinutes, now));
}

function toSlotViews(slots: TimeSlot[]): SlotView[] {
  return slots.map(({ time, available, reason }) => (reason === undefined ? { time, available } : { time, available, reason }));
}

/**
 * The day's slots for a service length: ONE indexed range query over the appointments that
 * can touch that day (DESIGN §8), then the pure scheduling core. The range is the calendar day
 * widened by 14 hours either side (covers every UTC offset) and by the longest possible
 * appointment (24 h) backwards; generateSlots does the exact overlap test.
 */
async function daySlots(salon: SchedulingSalon, date: string, durationMinutes: number, now: Date): Promise<TimeSlot[]> {
  const dayUtc = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(dayUtc)) return [];
  const from = new Date(dayUtc - 14 * HOUR);
  const to = new Date(dayUtc + 38 * HOUR);
  const db = await getDb();
  const rows = await db
    .select({
      id: appointments.id,
      start_time: appointments.startTime,
      end_time: appointments.endTime,
      status: appointments.status,
      customer_name: appointments.customerName,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.salonId, salon.id),
        gte(appointments.startTime, new Date(from.getTime() - 24 * HOUR)),
        lt(appointments.startTime, to),
        gt(appointments.endTime, from),
        ne(appointments.status, 'cancelled'),
      ),
    )
    .orderBy(asc(appointments.startTime));
  return generateSlots({
    date,
    timeZone: salon.timezone,
    openingHours: salon.openingHours as OpeningHours,
    daysOff: salon.daysOff,
    durationMinutes,
    appointments: rows,
    now,
  });
}

/** Slots of `date` for an active salon's active service; null when either is not bookable. */
export async function getPublicDaySlots(salonId: string, serviceId: string, date: string, now = new Date()): Promise<SlotView[] | null> {
  if (![salonId, serviceId].every((id) => GUID_PATTERN.test(id)) || !isDateString(date)) return null;
  const found = await findSalonAndService(salonId, serviceId);
  if (!found?.service || !isInsideWindow(date, found.salon.timezone, now)) return null;
  return getDaySlots(found.salon, date, found.service.durationMinutes, now);
}

/** today .. today + 29 in the salon's zone (spec point 9: the date list covers 30 days). */
function isInsideWindow(date: string, timeZone: string, now: Date): boolean {
  const today = todayInZone(now, timeZone);
  return date >= today && date <= addDays(today, BOOKING_WINDOW_DAYS - 1);
}

function tokensMatch(a: string, b: string | undefined): boolean {
  if (!b) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export type BookingContext = {
  /** The client's address for the rate limit ('unknown' when not known). */
  clientAddress: string;
  /** The `booking_csrf` cookie (double-submit token). */
  csrfCookie: string | undefined;
  now?: Date;
};

/**
 * A public booking, checked on the server whatever the browser sent: sanitise → the spec's
 * validation order and limits → CSRF (payload token equals cookie) → rate limit → salon active
 * → service active and the salon's own → date inside the window and open → time one of the
 * day's free slots → insert (status confirmed). A concurrent loser (exclusion constraint,
 * SQLSTATE 23P01) gets SLOT_TAKEN with the day's fresh slots. Never throws.
 */
export async function createPublicBooking(rawInput: unknown, context: BookingContext): Promise<BookingResult> {
  try {
    return await book(rawInput, context);
  } catch (error) {
    return databaseFailure(error);
  }
}

async function book(rawInput: unknown, { clientAddress, csrfCookie, now = new Date() }: BookingContext): Promise<BookingResult> {
  const cleaned = sanitizeProfile('booking', rawInput).data;
  const validated = validateBookingOrder(cleaned);
  if (!validated.ok) return validated;
  const input = validated.data;
  if (!tokensMatch(input.csrfToken, csrfCookie)) return failure('CSRF_INVALID');

  const limit = await hitRateLimit('booking', clientAddress || 'unknown', BOOKING_RATE_LIMIT, now);
  if (!limit.allowed) return failure('RATE_LIMITED');

  const found = await findSalonAndService(input.salonId, input.serviceId);
  if (!found) return failure('SALON_DATA_MISSING');
  const { salon, service } = found;
  if (!service) return failure('SERVICE_UNAVAILABLE', { fieldErrors: { serviceId: bookingErrorMessage('SERVICE_UNAVAILABLE') } });

  const day = dateAvailability({ date: input.date, openingHours: salon.openingHours as OpeningHours, daysOff: salon.daysOff });
  if (!isInsideWindow(input.date, salon.timezone, now) || !day.available) {
    return failure('SLOT_UNAVAILABLE', { fieldErrors: { date: day.reason ?? bookingErrorMessage('SLOT_UNAVAILABLE') } });
  }
  const slots = await daySlots(salon, input.date, service.durationMinutes, now);
  const slot = slots.find((s) => s.time === input.time);
  if (!slot) return failure('SLOT_UNAVAILABLE', { slots: toSlotViews(slots) });
  if (!slot.available) return failure('SLOT_TAKEN', { slots: toSlotViews(slots) });

  const db = await getDb();
  try {
    const [row] = await db
      .insert(appointments)
      .values({
        salonId: salon.id,
        serviceId: service.id,
        customerName: input.customerName,
        customerPhone: input.customerPhone,
        customerEmail: input.customerEmail ?? null,
        notes: input.notes ?? null,
        startTime: slot.start,
        endTime: slot.end,
        status: 'confirmed',
        csrfToken: input.csrfToken,
      })
      .returning({ id: appointments.id, manageToken: appointments.manageToken });
    return {
      ok: true,
      data: {
        appointmentId: row.id,
        manageToken: row.manageToken,
        salonName: salon.name,
        serviceName: service.name,
        priceLabel: service.priceLabel,
        date: input.date,
        startTime: input.time,
        endTime: instantToZonedParts(slot.end, salon.timezone).time,
        timeZone: salon.timezone,
        customerName: input.customerName,
      },
    };
  } catch (error) {
    if (sqlState(error) !== '23P01') throw error;
    return failure('SLOT_TAKEN', { slots: await getDaySlots(salon, input.date, service.durationMinutes, now) });
  }
}

/** The SQLSTATE of a driver error, also when Drizzle wraps it (DESIGN §9). */
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

function errorText(error: unknown): string {
  const e = error as { message?: unknown; cause?: { message?: unknown } } | null;
  return `${String(e?.message ?? '')} ${String(e?.cause?.message ?? '')}`;
}

/**
 * Spec point 6/8: a failure mentioning row-level security or authentication is AUTH_ERROR; other
 * database errors are DATABASE_ERROR with a safe description (never the driver's text); anything
 * else is SUBMISSION_ERROR. The cause is logged on the server only.
 */
function databaseFailure(error: unknown): BookingFailure {
  console.error('Booking failed', error);
  const state = sqlState(error);
  if (/row-level security|authentication|permission denied/i.test(errorText(error)) || state === '42501' || state?.startsWith('28')) {
    return failure('AUTH_ERROR');
  }
  if (state?.startsWith('08') || state?.startsWith('57') || state === '53300') return failure('DATABASE_ERROR', {}, 'the database is not reachable right now');
  if (state && /^[0-9A-Z]{5}$/.test(state)) return failure('DATABASE_ERROR', {}, 'the booking could not be saved');
  return failure('SUBMISSION_ERROR');
}

/** A booking as its private manage link shows it. */
export type ManagedBooking = {
  id: string;
  status: string;
  salonName: string;
  salonSlug: string | null;
  salonAddress: string | null;
  salonEmail: string | null;
  salonPhone: string | null;
  timeZone: string;
  serviceName: string;
  priceLabel: string;
  customerName: string;
  customerPhone: string | null;
  customerEmail: string | null;
  notes: string | null;
  start: Date;
  end: Date;
  date: string;
  startTime: string;
  endTime: string;
  /** Not cancelled and not yet started. */
  cancellable: boolean;
};

/** Manage tokens are 64 hex characters (two UUIDs without dashes); anything else never matches. */
const TOKEN_PATTERN = /^[0-9a-f]{32,128}$/;

/** A booking by its private manage token (unique index), or null. */
export async function findBookingByToken(token: string, now = new Date()): Promise<ManagedBooking | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const db = await getDb();
  const { rows } = await db.execute<{
    id: string;
    status: string;
    start_time: string | Date;
    end_time: string | Date;
    customer_name: string;
    customer_phone: string | null;
    customer_email: string | null;
    notes: string | null;
    salon_name: string;
    salon_slug: string | null;
    salon_address: string | null;
    salon_city: string | null;
    salon_email: string | null;
    salon_phone: string | null;
    timezone: string;
    service_name: string | null;
    price: string | number | null;
    currency_code: string | null;
    currency_symbol: string | null;
    symbol_position: string | null;
    decimal_places: number | null;
    thousand_separator: string | null;
  }>(sql`
    SELECT a.id, a.status, a.start_time, a.end_time, a.customer_name, a.customer_phone, a.customer_email, a.notes,
           s.name AS salon_name, s.custom_subdomain AS salon_slug, s.address AS salon_address, s.city AS salon_city,
           s.email AS salon_email, s.phone_number AS salon_phone, s.timezone,
           v.name AS service_name, v.price, v.currency_code, v.currency_symbol, v.symbol_position, v.decimal_places, v.thousand_separator
    FROM appointments a
    JOIN salons s ON s.id = a.salon_id
    LEFT JOIN services_with_currency v ON v.id = a.service_id
    WHERE a.manage_token = ${token}
    LIMIT 1`);
  const row = rows[0];
  if (!row) return null;
  const start = new Date(row.start_time);
  const end = new Date(row.end_time);
  const startParts = instantToZonedParts(start, row.timezone);
  return {
    id: row.id,
    status: row.status,
    salonName: row.salon_name,
    salonSlug: row.salon_slug,
    salonAddress: [row.salon_address, row.salon_city].filter(Boolean).join(', ') || null,
    salonEmail: row.salon_email,
    salonPhone: row.salon_phone,
    timeZone: row.timezone,
    serviceName: row.service_name ?? 'Unknown Service',
    priceLabel: row.service_name === null ? '-' : row.price === null ? PRICE_ON_REQUEST : formatMoney(row.price, row),
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    customerEmail: row.customer_email,
    notes: row.notes,
    start,
    end,
    date: startParts.date,
    startTime: startParts.time,
    endTime: instantToZonedParts(end, row.timezone).time,
    cancellable: row.status !== 'cancelled' && start > now,
  };
}

export type CancelResult =
  | { ok: true; data: { alreadyCancelled: boolean } }
  | { ok: false; code: 'NOT_FOUND' | 'NOT_CANCELLABLE'; message: string };

export const CANCEL_MESSAGES = {
  NOT_FOUND: 'This booking link is not valid.',
  NOT_CANCELLABLE: 'This appointment has already started or passed and can no longer be cancelled online. Please contact the salon.',
} as const;

/**
 * Cancels a future, non-cancelled booking by its manage token. Idempotent: cancelling a
 * cancelled booking succeeds again without changing anything.
 */
export async function cancelBookingByToken(token: string, now = new Date()): Promise<CancelResult> {
  if (!TOKEN_PATTERN.test(token)) return { ok: false, code: 'NOT_FOUND', message: CANCEL_MESSAGES.NOT_FOUND };
  const db = await getDb();
  const updated = await db
    .update(appointments)
    .set({ status: 'cancelled' })
    .where(and(eq(appointments.manageToken, token), ne(appointments.status, 'cancelled'), gt(appointments.startTime, now)))
    .returning({ id: appointments.id });
  if (updated.length) return { ok: true, data: { alreadyCancelled: false } };
  const [existing] = await db
    .select({ status: appointments.status })
    .from(appointments)
    .where(eq(appointments.manageToken, token))
    .limit(1);
  if (!existing) return { ok: false, code: 'NOT_FOUND', message: CANCEL_MESSAGES.NOT_FOUND };
  if (existing.status === 'cancelled') return { ok: true, data: { alreadyCancelled: true } };
  return { ok: false, code: 'NOT_CANCELLABLE', message: CANCEL_MESSAGES.NOT_CANCELLABLE };
}
