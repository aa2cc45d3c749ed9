// The Clients list's address (/admin/clients?q=&sort=&noShows=&marketing=&months=&after=), parsed once for
// the page and the data read. Pure.
import { z } from 'zod';
import { message } from '@/lib/i18n/message';
import { guid, salonId, wholeNumber } from '@/lib/validation/fields';
import { searchQuery } from '@/features/appointments/schema/search';
import { CONSENT_KINDS } from '@/lib/db/schema';

export const CLIENT_SORTS = ['lastVisit', 'name'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

export const CLIENT_LIST_LIMITS = {
  /** "Not seen for N months": N from 1 to 60. */
  months: { min: 1, max: 60 },
  pageSize: 25,
} as const;

export const CLIENT_LIST_MESSAGES = {
  invalidFilter: message('FormErrors.clients.invalidFilter'),
  invalidMonths: message('FormErrors.clients.invalidMonths', { min: CLIENT_LIST_LIMITS.months.min, max: CLIENT_LIST_LIMITS.months.max }),
  invalidPage: message('FormErrors.clients.invalidPage'),
} as const;

/** A blank field filters nothing. */
const blankIsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const clientListSchema = z.object({
  salonId,
  /** Name, e-mail or phone; every word must match (the appointment search's rules and limits). */
  query: searchQuery,
  sort: z.preprocess(blankIsAbsent, z.enum(CLIENT_SORTS, CLIENT_LIST_MESSAGES.invalidFilter).default('lastVisit')),
  /** Only clients with a no-show. */
  noShows: z.preprocess(blankIsAbsent, z.literal('1', CLIENT_LIST_MESSAGES.invalidFilter).optional()).transform(Boolean),
  /** Only clients whose latest marketing consent entry is a grant (the consent ledger). */
  marketing: z.preprocess(blankIsAbsent, z.literal('1', CLIENT_LIST_MESSAGES.invalidFilter).optional()).transform(Boolean),
  /** Only clients not seen (no visit) for this many months. */
  months: z.preprocess(blankIsAbsent, wholeNumber(CLIENT_LIST_MESSAGES.invalidMonths, CLIENT_LIST_LIMITS.months.min, CLIENT_LIST_LIMITS.months.max).optional()),
  /** The page after this client (keyset: the last row of the page before). */
  after: z.preprocess(blankIsAbsent, guid(CLIENT_LIST_MESSAGES.invalidPage).optional()),
  pageSize: z.number().int().min(1).max(100).default(CLIENT_LIST_LIMITS.pageSize),
});

export type ClientListInput = z.input<typeof clientListSchema>;
export type ClientListQuery = z.output<typeof clientListSchema>;

/** One client of a salon (the card's panels and their actions). */
export const clientRefSchema = z.object({ salonId, clientId: guid() });
export type ClientRef = z.output<typeof clientRefSchema>;

/** Staff record a consent or its withdrawal. */
export const clientConsentSchema = clientRefSchema.extend({ kind: z.enum(CONSENT_KINDS), granted: z.boolean() });
export type ClientConsentInput = z.output<typeof clientConsentSchema>;

/** The kinds of consent the ledger holds, in the order the card shows them. */
export { CONSENT_KINDS };
