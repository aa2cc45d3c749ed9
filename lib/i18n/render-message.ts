// Messages (lib/i18n/message.ts) into words, with whichever translator the reader's side has:
// the server's (lib/i18n/server-messages.ts) or the browser's (components/forms/use-message.ts).
// Pure.
import { parseMessage, type MessageKey, type RawValues } from './message';

/** A translator of full keys ('Errors.unexpected'), as next-intl's createTranslator or useTranslations() gives one. */
export type KeyTranslator = {
  (key: MessageKey, values?: Record<string, string | number>): string;
  has: (key: MessageKey) => boolean;
};

/** Turns text into words: a message in the reader's language, any other text as it is. */
export type RenderMessage = (text: string) => string;

/**
 * A text value's words: the server writes a date argument ('yyyy-MM-dd', lib/i18n/message-arguments.ts)
 * in the reader's language. Passed in, not imported, so that the browser's forms carry neither
 * the arguments' table nor date-fns and its locales.
 */
export type WriteText = (value: string, key: MessageKey, name: string) => string;

/** The renderer of messages whose words the catalogue `t` reads; text values go through `writeText`. */
export function messageRenderer(t: KeyTranslator, writeText: WriteText = (value) => value): RenderMessage {
  const render: RenderMessage = (text) => {
    const parsed = parseMessage(text);
    if (!parsed || !t.has(parsed.key)) return text;
    return t(parsed.key, wordsOf(parsed.key, parsed.values));
  };
  const wordsOf = (key: MessageKey, values: RawValues) =>
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => {
        if (Array.isArray(value)) return [name, value.map(render).join('; ')];
        return [name, typeof value === 'string' ? writeText(value, key, name) : (value as number)];
      }),
    );
  return render;
}

/** A failure (or any result with a message and field messages) with its words rendered. */
export function renderedFailure<F extends { message: string; fieldErrors?: Record<string, string | undefined> }>(failure: F, render: RenderMessage): F {
  const fieldErrors = failure.fieldErrors && Object.fromEntries(Object.entries(failure.fieldErrors).map(([field, text]) => [field, text && render(text)]));
  return { ...failure, message: render(failure.message), ...(fieldErrors ? { fieldErrors } : {}) };
}
