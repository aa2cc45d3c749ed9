/**
 * What server.mjs answers a request it sheds (lib/net/admission.mjs): 503 with Retry-After, in
 * the visitor's language — the page's `?lang=` (the language switch), else the browser's
 * (Accept-Language), else English; staff pages speak the member's own language, which only the
 * database knows, so a shed staff request is worded by the browser's too. A page request gets a
 * small page; a server action called by the app's JavaScript (`Next-Action`) gets the action
 * result the forms already show, `{ ok: false, code: 'BUSY', message }`, in Next's own
 * response format, so that the visitor reads "very busy, try again in a moment" where the
 * answer would have been. The words are the catalogues' (messages/<locale>.json: Busy.*,
 * Errors.busy). Plain JavaScript: server.mjs runs it without a TypeScript step.
 */
import { readFileSync } from 'node:fs';
import { browserLanguage, isLocale, LOCALES } from '../i18n/languages.mjs';

/** @typedef {{ title: string, body: string, retry: string, action: string }} BusyWords */

/**
 * The busy answer's words in every language, read once from the catalogues in `messagesDir`.
 *
 * @param {URL} messagesDir the folder, ending in '/'
 * @returns {Record<string, BusyWords>}
 */
export function loadBusyWords(messagesDir) {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const catalogue = JSON.parse(readFileSync(new URL(`${locale}.json`, messagesDir), 'utf8'));
      const words = { ...catalogue.Busy, action: catalogue.Errors?.busy };
      for (const key of ['title', 'body', 'retry', 'action']) if (typeof words[key] !== 'string') throw new Error(`messages/${locale}.json lacks the busy answer's ${key === 'action' ? 'Errors.busy' : `Busy.${key}`}`);
      return [locale, words];
    }),
  );
}

/**
 * @param {{ url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @returns {'en' | 'hu'}
 */
export function busyLanguage(request) {
  const chosen = new URL(request.url ?? '/', 'http://x').searchParams.get('lang');
  if (isLocale(chosen)) return chosen;
  return browserLanguage([request.headers['accept-language'] ?? []].flat().join(',')) ?? 'en';
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The shed request's answer: status, headers and body.
 *
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @param {Record<string, BusyWords>} wordsByLocale
 * @param {number} retryAfterS
 */
export function busyAnswer(request, wordsByLocale, retryAfterS) {
  const locale = busyLanguage(request);
  const words = wordsByLocale[locale];
  const headers = { 'Retry-After': String(retryAfterS), 'Cache-Control': 'no-store', 'Content-Language': locale };
  if (request.headers['next-action'] !== undefined) {
    // Next's action response: row 0 names row 1 as the action's result. The client does not
    // read the status, only this body (a string starting with '$' would need escaping; none does).
    const result = { ok: false, code: 'BUSY', message: words.action };
    const body = `0:${JSON.stringify({ a: '$@1' })}\n1:${JSON.stringify(result)}\n`;
    return { status: 503, headers: { ...headers, 'Content-Type': 'text/x-component' }, body };
  }
  const again = escapeHtml(request.method === 'GET' || request.method === 'HEAD' ? (request.url ?? '/') : '');
  const body = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(words.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#fafafa;color:#18181b}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:.5rem;background:#18181b;color:#fff;text-decoration:none}</style>
</head><body><main><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.body)}</p><a href="${again}">${escapeHtml(words.retry)}</a></main></body></html>
`;
  return { status: 503, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' }, body };
}
