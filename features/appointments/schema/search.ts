// The staff-side appointment search (the Appointments list, the Email Tools wizard): one
// schema shared by the screens and the server action. Pure.
import { z } from 'zod';
import { message } from '@/lib/i18n/message';
import { APPOINTMENT_STATUSES, APPOINTMENT_STATUS_MESSAGES } from '@/lib/validation/appointment';
import { calendarDate, decimalInput, guid, salonId, tooLong } from '@/lib/validation/fields';
import { sanitizeField } from '@/lib/validation/sanitize';

export const SEARCH_LIMITS = {
  /** Spec point 5's search query limit. */
  query: 200,
  /** Words of a query; more are refused (each is one more condition on every row). */
  terms: 8,
  pageSize: 100,
  /**
   * Matches counted and paged through: a bounded count and OFFSET however large the salon's
   * history; a person narrows the search long before.
   */
  results: 1000,
} as const;

export const DEFAULT_PAGE_SIZE = 20;

export const SEARCH_MESSAGES = {
  queryTooLong: tooLong('search', SEARCH_LIMITS.query),
  tooManyTerms: message('FormErrors.search.tooManyTerms', { limit: String(SEARCH_LIMITS.terms) }),
  rangeReversed: message('FormErrors.search.rangeReversed'),
  pageTooFar: message('FormErrors.search.pageTooFar', { limit: String(SEARCH_LIMITS.results) }),
  invalidStatus: APPOINTMENT_STATUS_MESSAGES.unknownStatus,
  invalidService: message('FormErrors.search.invalidService'),
  invalidStation: message('FormErrors.search.invalidStation'),
  invalidStylist: message('FormErrors.search.invalidStylist'),
} as const;

/** A blank page number means the default one. */
const decimalOrAbsent = (value: unknown) => decimalInput(value) ?? undefined;

/** Customer name, phone, e-mail (or service name, in the appointment search); words must all match. Markup is stripped. */
export const searchQuery = z
  .string()
  .max(SEARCH_LIMITS.query * 2, SEARCH_MESSAGES.queryTooLong)
  .optional()
  .transform((value, ctx) => {
    const { value: clean, tooLong } = sanitizeField('text', value ?? '', SEARCH_LIMITS.query);
    if (tooLong) ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.queryTooLong });
    else if (searchTerms(clean).length > SEARCH_LIMITS.terms) ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.tooManyTerms });
    return clean;
  });

/** The stylist filter's words beside a stylist's id. */
export const STYLIST_FILTERS = ['mine', 'none'] as const;

export const appointmentSearchSchema = z
  .object({
    salonId,
    query: searchQuery,
    /** First and last calendar day (inclusive) in the salon's zone, by start time. */
    from: calendarDate().optional(),
    to: calendarDate().optional(),
    statuses: z.array(z.enum(APPOINTMENT_STATUSES, SEARCH_MESSAGES.invalidStatus)).max(APPOINTMENT_STATUSES.length).optional(),
    serviceId: guid(SEARCH_MESSAGES.invalidService).optional(),
    stationId: guid(SEARCH_MESSAGES.invalidStation).optional(),
    /** A stylist's id, the caller's own appointments ('mine') or those without a stylist ('none'). */
    stylist: z.union([z.enum(STYLIST_FILTERS), guid(SEARCH_MESSAGES.invalidStylist)], { error: SEARCH_MESSAGES.invalidStylist }).optional(),
    /** Newest first (the list), or earliest first (upcoming appointments in the wizard). */
    order: z.enum(['desc', 'asc']).default('desc'),
    page: z.preprocess(decimalOrAbsent, z.number().int().min(1).max(SEARCH_LIMITS.results).default(1)),
    pageSize: z.preprocess(decimalOrAbsent, z.number().int().min(1).max(SEARCH_LIMITS.pageSize).default(DEFAULT_PAGE_SIZE)),
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, { path: ['to'], message: SEARCH_MESSAGES.rangeReversed })
  .refine((input) => (input.page - 1) * input.pageSize < SEARCH_LIMITS.results, { path: ['page'], message: SEARCH_MESSAGES.pageTooFar });

export type AppointmentSearchInput = z.input<typeof appointmentSearchSchema>;
export type AppointmentSearch = z.output<typeof appointmentSearchSchema>;

/** The words of a (sanitised) query. */
export function searchTerms(query: string): string[] {
  return query.split(/\s+/).filter(Boolean);
}

const PHONE_LIKE = /^[\d\s+\-()/.]+$/;
/** Fewer digits match too many numbers to be useful as a phone search. */
const MIN_PHONE_DIGITS = 3;

/**
 * How a query is matched: a query that looks like a phone number ('+36 30 123') is one
 * digits-only term matched against the phone's digits; otherwise each word must match the
 * name, e-mail, service or (digits-only words) the phone.
 */
export function searchPlan(query: string): { phoneDigits: string | null; terms: string[] } {
  const digits = query.replace(/\D/g, '');
  if (PHONE_LIKE.test(query) && digits.length >= MIN_PHONE_DIGITS && /\s|[+\-()/.]/.test(query.trim())) return { phoneDigits: digits, terms: [] };
  return { phoneDigits: null, terms: searchTerms(query) };
}

/** Past customers of the salon, for the New appointment dialog: at most this many. */
export const CUSTOMER_MATCHES = 8;

export const customerSearchSchema = z.object({ salonId, query: searchQuery });
export type CustomerSearch = z.output<typeof customerSearchSchema>;
