// The e-mail for a change, in the chosen language. Pure.
import type { Locale } from '@/lib/i18n/locale';
import type { EmailContent, EmailRequest, TemplateSet } from './email-request';
import { en } from './en';
import { hu } from './hu';

const TEMPLATES: Record<Locale, TemplateSet> = { en, hu };

export function composeEmail(request: EmailRequest, language: Locale): EmailContent {
  const templates = TEMPLATES[language];
  switch (request.type) {
    case 'timeChange':
      return templates.timeChange(request);
    case 'cancellation':
      return templates.cancellation(request);
    case 'serviceChange':
      return templates.serviceChange(request);
    case 'priceChange':
      return templates.priceChange(request);
  }
}
