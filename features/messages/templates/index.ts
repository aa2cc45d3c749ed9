// The automatic messages (DESIGN §9) in the customer's language. Pure.
import type { Locale } from '@/lib/i18n/locale';
import { en } from './en';
import { hu } from './hu';
import type { MessageTemplateSet } from './message-facts';

export * from './message-facts';
export * from './message-links';

export const MESSAGE_TEMPLATES: Record<Locale, MessageTemplateSet> = { en, hu };

/** One line, at most 200 characters: a subject can never carry a header break. */
export function headerSafe(text: string): string {
  return text.replace(/[\r\n\t\v\f\u0085\u2028\u2029]+/g, ' ').replace(/\s{2,}/g, ' ').trim().slice(0, 200);
}
