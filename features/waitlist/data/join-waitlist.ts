import 'server-only';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fail, fieldErrorsOf, ok, type ActionResult } from '@/lib/result';
import { getDb } from '@/lib/db/client';
import { waitlistEntries } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locale';
import type { SalonContact } from '@/lib/format/salon-contact';
import { withinInputLimits } from '@/lib/validation/input-guard';
import { sanitizeProfile } from '@/lib/validation/sanitize';
import { BOOKING_ERROR_MESSAGES, BOOKING_FIELD_MESSAGES, BOOKING_INPUT_LIMITS, type BookingErrorCode } from '@/lib/validation/booking';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { classifyDbError, loggableError } from '@/lib/server/db-errors';
import { messagesQueued, waitlistJoinedMessage, waitlistJoinedSql, waitlistOfferMessage } from '@/features/messages/queue';
import { BOOKING_RATE_LIMIT, tokensMatch } from '@/features/booking/data/public-booking';
import { findSalonAndService, stylistOfPublicId } from '@/features/booking/data/public-services';
import { dateRefusal } from '@/features/booking/data/day-slots';
import { waitlistJoinSchema, type WaitlistJoinRequest } from '../schema';

export type WaitlistJoinContext = {
  /** Who the client is for the rate limit (as a booking's), or null when unknown. */
  clientAddress: string | null;
  /** The `booking_csrf` cookie (double-submit token). */
  csrfCookie: string | undefined;
  /** The visitor's language: the entry keeps it, and its offer is written in it. */
  language?: Locale;
  now?: Date;
};

export type WaitlistJoinResult = ActionResult<{ date: string; fromTime: string; untilTime: string }, BookingErrorCode>;

const failure = (code: BookingErrorCode, fieldErrors?: Record<string, string>) => fail(code, BOOKING_ERROR_MESSAGES[code], fieldErrors);

/**
 * A visitor joins the waitlist for one day of a salon's service (and stylist, or any), checked
 * as a booking is, cheapest first: raw size → CSRF → sanitise and validate → the booking's rate
 * limit (its own bucket) → active salon and service → a day visitors may book and the salon is
 * open → the stylist. The entry keeps the visitor's language and its offer message, rendered
 * now with the time left for the database to fill in. Never throws.
 */
export async function joinWaitlist(rawInput: unknown, context: WaitlistJoinContext): Promise<WaitlistJoinResult> {
  try {
    return await join(rawInput, context);
  } catch (error) {
    console.error('[waitlist] join failed', loggableError(error));
    return failure(classifyDbError(error) === 'busy' ? 'BUSY' : 'SUBMISSION_ERROR');
  }
}

async function join(rawInput: unknown, { clientAddress, csrfCookie, language = 'en', now = new Date() }: WaitlistJoinContext): Promise<WaitlistJoinResult> {
  if (!withinInputLimits(rawInput, BOOKING_INPUT_LIMITS)) return failure('INPUT_TOO_LARGE');
  if (!tokensMatch((rawInput as { csrfToken?: unknown } | null)?.csrfToken, csrfCookie)) return failure('CSRF_INVALID');
  const parsed = waitlistJoinSchema.safeParse(sanitizeProfile('booking', rawInput).data);
  if (!parsed.success) return failure('INVALID_INPUT', fieldErrorsOf(parsed.error));
  const input = parsed.data;

  const key = clientAddress ? `address:${clientAddress}` : `email:${input.salonId}:${input.customerEmail.toLowerCase()}`;
  if (!(await hitRateLimit('waitlist', key, BOOKING_RATE_LIMIT, now)).allowed) return failure('RATE_LIMITED');

  const found = await findSalonAndService(input.salonId, input.serviceId);
  if (!found) return failure('SALON_DATA_MISSING');
  const { salon, service } = found;
  if (!service) return failure('SERVICE_UNAVAILABLE', { serviceId: BOOKING_ERROR_MESSAGES.SERVICE_UNAVAILABLE });
  const closed = dateRefusal(salon, input.date, now);
  if (closed) return failure(closed.code, { date: closed.reason ?? BOOKING_ERROR_MESSAGES[closed.code] });
  const staffId = salon.stylistsEnabled && input.stylistId ? await stylistOfPublicId(salon.id, input.stylistId) : null;
  if (staffId === null && salon.stylistsEnabled && input.stylistId) return failure('STYLIST_UNAVAILABLE', { stylistId: BOOKING_FIELD_MESSAGES.invalidStylist });

  await insertWaitlistEntry({ salon, service, staffId, input, language, visitor: true, now });
  return ok({ date: input.date, fromTime: input.fromTime, untilTime: input.untilTime });
}

type NewEntry = {
  salon: { id: string; contact: SalonContact };
  service: { id: string; name: string };
  /** The stylist asked for (a member's id), or null for any. */
  staffId: string | null;
  input: Pick<WaitlistJoinRequest, 'customerName' | 'customerEmail' | 'customerPhone' | 'date' | 'fromTime' | 'untilTime'>;
  language: Locale;
  /** A visitor joined (their e-mail counts against the caps), or staff added them. */
  visitor: boolean;
  now?: Date;
};

/**
 * Writes a checked entry (the visitor's join or staff adding someone): a private link's secret,
 * and its offer message rendered now in the client's language, with the time left for the
 * database to fill in; the "you are on the waiting list" e-mail is queued in the same transaction.
 */
export async function insertWaitlistEntry({ salon, service, staffId, input, language, visitor, now }: NewEntry): Promise<void> {
  const token = randomBytes(32).toString('hex');
  const stylistName = staffId ? await stylistNameOf(staffId) : null;
  const facts = { customerName: input.customerName, salon: salon.contact, serviceName: service.name, date: input.date, stylistName };
  const offer = waitlistOfferMessage(language, facts, token);
  const joined = waitlistJoinedMessage(language, { ...facts, fromTime: input.fromTime, untilTime: input.untilTime }, token);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.insert(waitlistEntries).values({
      salonId: salon.id,
      serviceId: service.id,
      staffId,
      customerName: input.customerName,
      customerEmail: input.customerEmail,
      customerPhone: input.customerPhone ?? null,
      language,
      wantedOn: input.date,
      fromTime: input.fromTime,
      untilTime: input.untilTime,
      token,
      offerSubject: offer.subject,
      offerBody: offer.body,
    });
    await tx.execute(waitlistJoinedSql({ recipient: input.customerEmail, language, ...joined, salonId: salon.id }, { visitor, now }));
  });
  messagesQueued();
}

async function stylistNameOf(staffId: string): Promise<string | null> {
  const db = await getDb();
  const { rows } = await db.execute<{ full_name: string | null }>(sql`SELECT full_name FROM users WHERE id = ${staffId}`);
  return rows[0]?.full_name ?? null;
}
