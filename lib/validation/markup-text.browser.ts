// The browser's twin of ./markup-text.ts: the DOM parses without running anything, so forms
// validate as the server will store without shipping htmlparser2 and its entity tables.
import { DROPPED_CONTENT } from './markup-dropped-content';

/** The text outside tags, entities decoded, dropped elements' content skipped. */
export function textOutsideTags(text: string): string {
  if (!/[<&]/.test(text)) return text;
  const document = new DOMParser().parseFromString(`<body>${text}`, 'text/html');
  for (const element of document.body.querySelectorAll([...DROPPED_CONTENT].join(','))) element.remove();
  return document.body.textContent ?? '';
}
