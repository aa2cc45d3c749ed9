// The Clients list's address (/admin/clients?q=&sort=&noShows=&marketing=&months=&after=), parsed
// once for the page and the data read; the client card's inputs below. Pure.
import { z } from 'zod';
import { message } from '@/lib/i18n/message';
import { guid, optionalEmail, optionalFreeText, optionalPhone, requiredUpTo, salonId, wholeNumber } from '@/lib/validation/fields';
import { EDIT_APPOINTMENT_MESSAGES, EDIT_LIMITS } from '@/lib/validation/appointment-edit';
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

// The client card (issue 33 item 3): the card's address, its contact form, its notes and the
// visits' technical notes. Fields are the appointment forms' atoms and limits.

export const CLIENT_CARD_LIMITS = {
  /** The card lists this many coming visits and this many past ones (newest first); the totals count all. */
  comingVisits: 20,
  pastVisits: 50,
  /** Lasting notes and alerts kept per client. */
  notes: 50,
} as const;

export const CLIENT_CARD_MESSAGES = {
  unknownClient: message('FormErrors.clients.unknownClient'),
  unknownNote: message('FormErrors.clients.unknownNote'),
  unknownVisit: message('FormErrors.clients.unknownVisit'),
  emailTaken: message('FormErrors.clients.emailTaken'),
  phoneNameTaken: message('FormErrors.clients.phoneNameTaken'),
  noteRequired: message('FormErrors.clients.noteRequired'),
  tooManyNotes: message('FormErrors.clients.tooManyNotes', { max: CLIENT_CARD_LIMITS.notes }),
  sameClient: message('FormErrors.clients.sameClient'),
} as const;

/** One client of the caller's salon (the card, export, erase): the admin names the salon. */
export const clientRefSchema = z.object({ salonId, clientId: guid(CLIENT_CARD_MESSAGES.unknownClient) });
export type ClientRef = z.output<typeof clientRefSchema>;

/** Merging the client `otherId` into `clientId` (kept), or previewing it. */
export const clientMergeSchema = clientRefSchema.extend({ otherId: guid(CLIENT_CARD_MESSAGES.unknownClient) });
export type ClientMergeInput = z.output<typeof clientMergeSchema>;

/** The card's contact form: the appointment edit form's name, e-mail and phone rules (the e-mail may be left empty). */
export const clientContactSchema = clientRefSchema.extend({
  name: requiredUpTo(EDIT_APPOINTMENT_MESSAGES.customerNameRequired, 'customerName', EDIT_LIMITS.customerName),
  email: optionalEmail('emailAddress', EDIT_LIMITS.customerEmail, EDIT_APPOINTMENT_MESSAGES.customerEmailInvalid),
  phone: optionalPhone,
});
export type ClientContactValues = z.input<typeof clientContactSchema>;
export type ClientContactInput = z.output<typeof clientContactSchema>;

/** A lasting note, or an alert (a flagged note shown with every appointment of the client). */
export const clientNoteSchema = clientRefSchema.extend({
  body: requiredUpTo(CLIENT_CARD_MESSAGES.noteRequired, 'notes', EDIT_LIMITS.notes),
  isAlert: z.boolean().default(false),
});
export type ClientNoteValues = z.input<typeof clientNoteSchema>;
export type ClientNoteInput = z.output<typeof clientNoteSchema>;

export const clientNoteRemovalSchema = z.object({ salonId, noteId: guid(CLIENT_CARD_MESSAGES.unknownNote) });

/** A visit's technical note (the colour formula); empty clears it. */
export const visitNoteSchema = z.object({
  salonId,
  appointmentId: guid(CLIENT_CARD_MESSAGES.unknownVisit),
  note: optionalFreeText('internalNotes', EDIT_LIMITS.internalNotes),
});
export type VisitNoteValues = z.input<typeof visitNoteSchema>;
export type VisitNoteInput = z.output<typeof visitNoteSchema>;

/** Staff record a consent or its withdrawal. */
export const clientConsentSchema = clientRefSchema.extend({ kind: z.enum(CONSENT_KINDS), granted: z.boolean() });
export type ClientConsentInput = z.output<typeof clientConsentSchema>;

/** The kinds of consent the ledger holds, in the order the card shows them. */
export { CONSENT_KINDS };
