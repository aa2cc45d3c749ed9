import 'server-only';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/lib/actions/result';
import { getDb } from '@/lib/db/client';
import { appointments } from '@/lib/db/schema';
import { priceLabel } from '@/lib/format/money';
import { instantToZonedParts } from '@/lib/scheduling';

// The visitor's private manage link: see or cancel one's own booking by its secret token.

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
    priceLabel: row.service_name === null ? '-' : priceLabel(row.price, row),
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

export type CancelResult = ActionResult<{ alreadyCancelled: boolean }, 'NOT_FOUND' | 'NOT_CANCELLABLE'>;

export const CANCEL_MESSAGES = {
  NOT_FOUND: 'This booking link is not valid.',
  NOT_CANCELLABLE: 'This appointment has already started or passed and can no longer be cancelled online. Please contact the salon.',
} as const;

/**
 * Cancels a future, non-cancelled booking by its manage token. Idempotent: cancelling a
 * cancelled booking succeeds again without changing anything.
 */
export async function cancelBookingByToken(token: string, now = new Date()): Promise<CancelResult> {
  if (!TOKEN_PATTERN.test(token)) return fail('NOT_FOUND', CANCEL_MESSAGES.NOT_FOUND);
  const db = await getDb();
  const updated = await db
    .update(appointments)
    .set({ status: 'cancelled' })
    .where(and(eq(appointments.manageToken, token), ne(appointments.status, 'cancelled'), gt(appointments.startTime, now)))
    .returning({ id: appointments.id });
  if (updated.length) return ok({ alreadyCancelled: false });
  const [existing] = await db
    .select({ status: appointments.status })
    .from(appointments)
    .where(eq(appointments.manageToken, token))
    .limit(1);
  if (!existing) return fail('NOT_FOUND', CANCEL_MESSAGES.NOT_FOUND);
  if (existing.status === 'cancelled') return ok({ alreadyCancelled: true });
  return fail('NOT_CANCELLABLE', CANCEL_MESSAGES.NOT_CANCELLABLE);
}
