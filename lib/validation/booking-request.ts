// What the visitor's browser and the server both know about a booking request, free of any
// library and of the messages (the booking page's bundle stays small): the CSRF cookie, the
// "any stylist" choice, the field limits and the spec's order of required fields.
import type { BookingErrorCode } from './booking-rules';
import { PHONE_MAX_LENGTH } from './phone';

/** Double-submit CSRF: the browser's token travels as this cookie and as the payload's csrfToken. */
export const CSRF_COOKIE = 'booking_csrf';

/** The stylist choice that lets the salon pick (least booked that day); the default. */
export const ANY_STYLIST = 'any';

/** The most services one visit may hold (the first one and up to three added). */
export const MAX_VISIT_SERVICES = 4;

export const BOOKING_LIMITS = { name: 100, phone: PHONE_MAX_LENGTH, email: 255, notes: 500 } as const;

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/**
 * The spec's four submit checks, in its order (a value of the wrong type counts as missing),
 * then the CSRF token: the first failing code, or null when all are present.
 */
export function firstMissingInOrder(raw: unknown): BookingErrorCode | null {
  const record: Record<string, unknown> = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  if (isBlank(record.salonId)) return 'SALON_DATA_MISSING';
  if (isBlank(record.serviceId)) return 'SERVICE_NOT_SELECTED';
  if (isBlank(record.date) || isBlank(record.time)) return 'DATETIME_NOT_SELECTED';
  if (isBlank(record.customerName) || isBlank(record.customerPhone)) return 'REQUIRED_FIELDS_MISSING';
  if (isBlank(record.csrfToken)) return 'CSRF_INVALID';
  return null;
}
