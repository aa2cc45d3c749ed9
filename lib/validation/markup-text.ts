// The text outside tags, for the sanitiser: htmlparser2's tokenizer on the server. Browser
// bundles get ./markup-text.browser.ts instead (next.config.ts), which costs no bytes.
import { Parser } from 'htmlparser2';
import { DROPPED_CONTENT } from './markup-dropped-content';

/** One tokenizer pass: the text outside tags, entities decoded, dropped elements' content skipped. */
export function textOutsideTags(text: string): string {
  if (!/[<&]/.test(text)) return text;
  let plain = '';
  let insideDropped = 0;
  const parser = new Parser(
    {
      onopentagname: (name) => void (DROPPED_CONTENT.has(name) && insideDropped++),
      onclosetag: (name) => void (DROPPED_CONTENT.has(name) && insideDropped > 0 && insideDropped--),
      ontext: (chunk) => void (insideDropped === 0 && (plain += chunk)),
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(text);
  return plain;
}
