// Messages (lib/i18n/message.ts) into words, with whichever translator the reader's side has:
// the server's (lib/i18n/server-messages.ts) or the browser's (components/forms/use-message.ts).
// Pure.
import { MESSAGE_ARGUMENTS, parseMessage, type ArgumentKind, type MessageKey, type RawValues } from './message';

/** A translator of full keys ('Errors.unexpected'), as next-intl's createTranslator or useTranslations() gives one. */
export type KeyTranslator = {
  (key: MessageKey, values?: Record<string, string | number>): string;
  has: (key: MessageKey) => boolean;
};

/** Turns text into words: a message in the reader's language, any other text as it is. */
export type RenderMessage = (text: string) => string;

/**
 * The renderer of messages whose words the catalogue `t` reads, writing a date argument
 * ('yyyy-MM-dd') with `writeDate` in the reader's language. The date writer is passed in, not
 * imported, so that the browser's forms do not carry date-fns and its locales for it.
 */
export function messageRenderer(t: KeyTranslator, writeDate: (day: string) => string): RenderMessage {
  const render: RenderMessage = (text) => {
    const parsed = parseMessage(text);
    if (!parsed || !t.has(parsed.key)) return text;
    const kinds: Readonly<Record<string, ArgumentKind>> = (MESSAGE_ARGUMENTS as Partial<Record<MessageKey, Record<string, ArgumentKind>>>)[parsed.key] ?? {};
    return t(parsed.key, wordsOf(parsed.values, kinds));
  };
  const wordsOf = (values: RawValues, kinds: Readonly<Record<string, ArgumentKind>>) =>
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => {
        if (Array.isArray(value)) return [name, value.map(render).join('; ')];
        if (kinds[name] === 'date' && typeof value === 'string') return [name, writeDate(value)];
        return [name, value as string | number];
      }),
    );
  return render;
}

/** A failure (or any result with a message and field messages) with its words rendered. */
export function renderedFailure<F extends { message: string; fieldErrors?: Record<string, string | undefined> }>(failure: F, render: RenderMessage): F {
  const fieldErrors = failure.fieldErrors && Object.fromEntries(Object.entries(failure.fieldErrors).map(([field, text]) => [field, text && render(text)]));
  return { ...failure, message: render(failure.message), ...(fieldErrors ? { fieldErrors } : {}) };
}
