// The e-mail for a change, in the chosen language. Pure.
import type { EmailContent, EmailLanguage, EmailRequest, TemplateSet } from './email-request';
import { en } from './templates/en';
import { hu } from './templates/hu';

const TEMPLATES: Record<EmailLanguage, TemplateSet> = { en, hu };

export function composeEmail(request: EmailRequest, language: EmailLanguage): EmailContent {
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
