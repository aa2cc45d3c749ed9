import 'server-only';
import { createTranslator } from 'next-intl';
import { formatShortDate } from '@/lib/format/dates';
import { CATALOGUES } from './catalogues';
import type { Locale } from './locale';
import { isDateArgument } from './message-arguments';
import { messageRenderer, type KeyTranslator, type RenderMessage } from './render-message';

/** The server's renderer of messages into `locale` (the catalogues stay on the server). */
export function serverMessages(locale: Locale): RenderMessage {
  const t = createTranslator({ locale, messages: CATALOGUES[locale] });
  return messageRenderer(t as unknown as KeyTranslator, (value, key, name) => (isDateArgument(key, name) ? formatShortDate(value, locale) : value));
}
