// The variable parts of the messages code builds (lib/i18n/message.ts), by name and kind. Its
// own module so that only the server's renderer carries the table: the browser words only
// `FormErrors`, whose values it writes as they are.
import type { ArgumentKind, LimitedField, MessageKey } from './message';

const LIMITED_FIELDS = [
  'salonName', 'slug', 'email', 'emailAddress', 'phoneNumber', 'address', 'city', 'country', 'password', 'fullName', 'serviceName', 'category', 'tooltip',
  'description', 'instagramLink', 'bookingPolicy', 'stationName', 'reason', 'subject', 'message', 'search', 'customerName', 'location', 'instagramHandle', 'notes', 'internalNotes',
] as const satisfies readonly LimitedField[];

const TOO_LONG_ARGUMENTS = Object.fromEntries(LIMITED_FIELDS.map((field) => [`FormErrors.tooLong.${field}`, { max: 'number' }])) as {
  [F in (typeof LIMITED_FIELDS)[number] as `FormErrors.tooLong.${F}`]: { readonly max: 'number' };
};

/**
 * The variable parts of every message that has them, by name and kind (the names are the
 * catalogues' ICU arguments: features/booking/catalogues.test.ts keeps the two equal). A key
 * not listed takes no values. Kinds: `text` and `number` as they are, `date` a 'yyyy-MM-dd' day
 * written in the reader's language, `messages` a list of messages each rendered and joined.
 */
export const MESSAGE_ARGUMENTS = {
  'Closures.regular': { weekday: 'text' },
  'FormErrors.untilTooFar': { weeks: 'number' },
  'Errors.tooManyMessages': { minutes: 'number' },
  'FormErrors.durationTooShort': { minutes: 'number' },
  'FormErrors.durationTooLong': { minutes: 'number' },
  'FormErrors.processingInvalid': { max: 'number' },
  'FormErrors.bufferInvalid': { max: 'number' },
  'Errors.blockOverlapsAppointments': { appointments: 'messages', more: 'number' },
  'Errors.blockConflict': { customer: 'text', day: 'date', range: 'text' },
  'Errors.blockConflictAtStation': { customer: 'text', day: 'date', range: 'text', station: 'text' },
  'FormErrors.auth.passwordTooShort': { min: 'number' },
  'FormErrors.staff.tooManySpans': { count: 'number' },
  'FormErrors.staff.tooManyDaysOff': { count: 'number' },
  ...TOO_LONG_ARGUMENTS,
  'FormErrors.appointment.serviceDurationTooLong': { limit: 'text' },
  'FormErrors.appointment.conflictsWith': { customer: 'text', range: 'text' },
  'FormErrors.appointment.blockedTime': { range: 'text' },
  'FormErrors.appointment.notWorking': { name: 'text' },
  'FormErrors.search.tooManyTerms': { limit: 'text' },
  'FormErrors.search.pageTooFar': { limit: 'text' },
  'Errors.appointment.slotTakenFreeTimes': { reason: 'messages', times: 'text' },
  'Errors.appointment.slotTakenNoFreeTime': { reason: 'messages' },
  'FormErrors.series.everyWeeks': { max: 'number' },
  'FormErrors.series.count': { min: 'number', max: 'number' },
  'FormErrors.series.tooMany': { max: 'number' },
  'FormErrors.appointment.tooManyServices': { max: 'number' },
  'Errors.series.occurrence': { day: 'date', time: 'text', reason: 'messages' },
  'Errors.series.refused': { occurrences: 'messages' },
  'Errors.series.changeRefused': { occurrences: 'messages' },
  'Errors.scheduling.closed': { reason: 'messages' },
  'Errors.scheduling.opensAt': { time: 'text', weekday: 'text' },
  'Errors.scheduling.closesAt': { time: 'text', weekday: 'text' },
  'Errors.scheduling.stylistOffDuty': { name: 'text' },
  'FormErrors.salon.slugExists': { salon: 'text' },
  'FormErrors.settings.bookingHorizon': { min: 'number', max: 'number' },
  'FormErrors.settings.noShowLimit': { min: 'number', max: 'number' },
  'FormErrors.settings.noShowMonths': { min: 'number', max: 'number' },
  'FormErrors.settings.visitorEmailsPerDay': { min: 'number', max: 'number' },
  'FormErrors.clients.invalidMonths': { min: 'number', max: 'number' },
  'FormErrors.clients.tooManyNotes': { max: 'number' },
  'Errors.salon.slugTakenBy': { slug: 'text', salon: 'text' },
  'Errors.settings.tooManyDaysOff': { max: 'number' },
  'Errors.settings.tooManyStations': { max: 'number' },
  'Errors.settings.stationBusy': { name: 'text', count: 'number' },
} as const satisfies Partial<Record<MessageKey, Record<string, ArgumentKind>>>;

/** Whether `name` of `key`'s values is a day ('yyyy-MM-dd') to be written in the reader's language. */
export const isDateArgument = (key: MessageKey, name: string): boolean =>
  (MESSAGE_ARGUMENTS as Partial<Record<MessageKey, Record<string, ArgumentKind>>>)[key]?.[name] === 'date';

