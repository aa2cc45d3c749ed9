// A visit's parts in a message, one line each, in any language (times and names only). Pure.
import type { AppointmentFacts } from './message-facts';

/** 'Your visit:' then '· Colour 10:00–12:00 (Ann)' per part; nothing for a single service. */
export function visitLines(heading: string, facts: AppointmentFacts): string[] {
  if (!facts.parts || facts.parts.length < 2) return [];
  return [`${heading}:`, ...facts.parts.map((part) => `· ${part.serviceName} ${part.from}–${part.to}${part.stylistName ? ` (${part.stylistName})` : ''}`)];
}
