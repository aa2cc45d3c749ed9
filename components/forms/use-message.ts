import { useTranslations } from 'next-intl';
import { messageRenderer, type KeyTranslator, type RenderMessage } from '@/lib/i18n/render-message';

/**
 * Messages (lib/i18n/message.ts) into words in the page's language, for what the browser itself
 * finds (a form's zod checks, a fallback when an action could not be reached); a server
 * action's result already arrives in words, which pass through unchanged. The browser knows
 * the `FormErrors` namespace (components/i18n/client-words.tsx always sends it).
 */
export function useMessage(): RenderMessage {
  const t = useTranslations();
  // The browser words only `FormErrors`, none of which takes a date: values stay as they are.
  return messageRenderer(t as unknown as KeyTranslator);
}
