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

export type ArgumentKind = 'text' | 'number' | 'date' | 'messages';

type ValueOf<Kind extends ArgumentKind> = Kind extends 'number' ? number : Kind extends 'messages' ? readonly Message[] : string;

// The table is read by type only: its values stay out of the browser's bundle.
type Arguments = typeof import('./message-arguments').MESSAGE_ARGUMENTS;

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
/*#__NO_SIDE_EFFECTS__*/
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
