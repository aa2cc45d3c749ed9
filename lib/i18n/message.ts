// A user-visible message as code carries it (DESIGN §9, issue 32): a catalogue key and, where
// the words have variable parts, their values; never the words themselves. Pure: zod schemas,
// data functions and browser code build them; lib/i18n/render-message.ts (server) and
// components/forms/use-message.ts (browser) turn them into words in the reader's language.
import type en from '@/messages/en.json';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The namespaces that hold what the server (and the forms' own checks) say. */
type MessageCatalogue = Pick<typeof en, 'Server' | 'Closures' | 'Errors' | 'FormErrors'>;

/** A message's key, checked against the English catalogue. */
export type MessageKey = Leaves<MessageCatalogue>;

/** A field with a length limit: its own 'Salon name must be at most {max} characters' (`FormErrors.tooLong`). */
export type LimitedField = keyof MessageCatalogue['FormErrors']['tooLong'];
/** An optional text field: its own 'City must be text' (`FormErrors.notText`) besides its length limit. */
export type OptionalField = LimitedField & keyof MessageCatalogue['FormErrors']['notText'];

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
  'Errors.series.occurrence': { day: 'date', time: 'text', reason: 'messages' },
  'Errors.series.refused': { occurrences: 'messages' },
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

export type ArgumentKind = 'text' | 'number' | 'date' | 'messages';

type ValueOf<Kind extends ArgumentKind> = Kind extends 'number' ? number : Kind extends 'messages' ? readonly Message[] : string;

type Arguments = typeof MESSAGE_ARGUMENTS;

/** The values a key takes: none, or exactly its arguments, each of its kind. */
export type MessageValues<K extends MessageKey> = K extends keyof Arguments ? [values: { [A in keyof Arguments[K]]: ValueOf<Arguments[K][A] & ArgumentKind> }] : [];

/** Values as a message carries them. */
export type RawValues = Record<string, string | number | readonly string[]>;

declare const MESSAGE: unique symbol;

/**
 * A message travelling as text (zod keeps issue messages as strings; ActionFailure.message and
 * fieldErrors are strings): its key, then '|' and its values as JSON when it has any.
 */
export type Message = string & { readonly [MESSAGE]: true };

const SEPARATOR = '|';

/** The message for `key`, with its values when it has variable parts. */
export function message<K extends MessageKey>(key: K, ...values: MessageValues<K>): Message {
  return (values.length ? `${key}${SEPARATOR}${JSON.stringify(values[0])}` : key) as Message;
}

const SHAPE = /^([A-Z][A-Za-z]*(?:\.[A-Za-z0-9]+)+)(?:\|(\{.*\}))?$/s;

/** A message's key and values, or null for text that is not one (e.g. a library's own message). */
export function parseMessage(text: string): { key: MessageKey; values: RawValues } | null {
  const match = SHAPE.exec(text);
  if (!match) return null;
  try {
    const values: unknown = match[2] ? JSON.parse(match[2]) : {};
    return typeof values === 'object' && values !== null ? { key: match[1] as MessageKey, values: values as RawValues } : null;
  } catch {
    return null;
  }
}
