// The public booking pages from memory (issue 37 item 1), made by server.mjs before Next sees a
// request. A booking page's HTML is rendered once per change of what it shows, not per request:
// the first GET of a page in a language is rendered by Next and its HTML kept; the next ones are
// answered with that HTML while the salon's `page_version` is unchanged (database triggers bump it
// on every change to the salon, its services and its members: migration salon_page_version_triggers)
// and for at most `ttlMs` (the list of dates moves with the clock; the day's times are always
// asked live). Every answer still carries its own fresh CSP nonce: the kept HTML's nonce, which
// was random when it was rendered and never chosen by what the page shows, is replaced in the body
// and the policy (see docs/decisions.md). The kept HTML carries its stylesheet inline: the page
// paints without waiting for a second round trip. Plain JavaScript: server.mjs runs it without a
// TypeScript step.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { browserLanguage, isLocale } from '../i18n/languages.mjs';
import { gzipTemplate } from './gzip-template.mjs';

export const PAGE_CACHE_DEFAULTS = { ttlMs: 60_000, maxEntries: 500 };

/** /book/<slug> paths that are pages of their own, not a salon's (app/book/*). */
const NOT_SALONS = new Set(['manage', 'waitlist']);
/** Headers of Next's own requests (client navigation, prefetch, server actions): never from the cache. */
const NEXT_REQUEST_HEADERS = ['rsc', 'next-action', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch'];
/** Headers that belong to one response, not to the page. */
const PER_RESPONSE_HEADERS = new Set(['content-length', 'transfer-encoding', 'content-encoding', 'date', 'connection', 'keep-alive']);
const NONCE = /'nonce-([A-Za-z0-9+/=]+)'/;
/** Next's stylesheet links: `<link rel="stylesheet" href="/_next/static/….css" …/>`. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/[\w./-]+\.css)"[^>]*>/g;
/** How to read back the page Next answered in each encoding it may use (its `compress`), to keep it uncompressed. */
const DECODE = new Map([['identity', (body) => body], ['gzip', gunzipSync], ['deflate', inflateSync], ['br', brotliDecompressSync]]);

/**
 * The page as sent, uncompressed; null (not kept) in an encoding not known here or not readable.
 *
 * @param {Buffer} sent
 * @param {unknown} encoding
 */
function readBack(sent, encoding) {
  try {
    return DECODE.get(String(encoding ?? 'identity'))?.(sent) ?? null;
  } catch {
    return null;
  }
}

/**
 * The page with each stylesheet it links to inline, in its place, as far as `stylesheetOf` has
 * it. On a slow phone network the link was a second round trip before the first paint (LCP 1.6 s
 * against a bare page's 0.7 s under Lighthouse's applied throttling; inline 0.81–0.87 s). React
 * fetches the file after hydration (the page's flight data names it), off the first paint's path,
 * and the browser keeps it for the next page.
 *
 * @param {string} html latin1, as kept
 * @param {(href: string) => string | null} stylesheetOf the file's text, latin1; null when unknown
 */
export function inlineStylesheets(html, stylesheetOf) {
  return html.replace(STYLESHEET_LINK, (link, href) => {
    const css = stylesheetOf(href);
    if (css === null || /<\/style/i.test(css)) return link;
    // The link's nonce and React's precedence mark: with the mark, hydration leaves the element alone.
    const attributes = [...link.matchAll(/ (?:nonce|data-precedence)="[^"]*"/g)].join('');
    return `<style${attributes}>${css}</style>`;
  });
}

/**
 * Reads Next's built stylesheets from `staticDir` (`.next/static`), each once; null for an
 * address outside it or a file that is not there.
 *
 * @param {string} staticDir
 * @returns {(href: string) => string | null}
 */
export function builtStylesheets(staticDir) {
  const root = resolve(staticDir);
  /** @type {Map<string, string | null>} */
  const read = new Map();
  /** @param {string} href */
  const readInside = (href) => {
    const file = resolve(root, href.replace(/^\/_next\/static\//, ''));
    if (!file.startsWith(root + sep)) return null;
    try {
      return readFileSync(file, 'latin1');
    } catch {
      return null;
    }
  };
  return (href) => {
    if (!read.has(href)) read.set(href, readInside(href));
    return read.get(href) ?? null;
  };
}

/**
 * Which salon a booking page path shows: the demo salon (/book/demo, /book-luxury), a salon by
 * its slug (/book/<slug>), or null when the path is no booking page.
 *
 * @param {string} pathname
 * @returns {{ demo: true } | { slug: string } | null}
 */
export function bookingPageSalon(pathname) {
  if (pathname === '/book-luxury' || pathname === '/book/demo') return { demo: true };
  const match = /^\/book\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(pathname);
  return match && !NOT_SALONS.has(match[1]) ? { slug: match[1] } : null;
}

/**
 * The cache key of a request the cache may answer, with its salon; null for any other request.
 * A booking page GET from a browser, with no query but a valid `?lang=`. The key is the address
 * and the language the page will speak (the `?lang=`, else the browser's, else the salon's
 * default, which the page itself reads: `salon`).
 *
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 */
export function pageCacheKey(request) {
  if (request.method !== 'GET') return null;
  if (NEXT_REQUEST_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const url = new URL(request.url ?? '/', 'http://localhost');
  const salon = bookingPageSalon(url.pathname);
  if (!salon) return null;
  const names = [...url.searchParams.keys()];
  const lang = url.searchParams.get('lang');
  if (names.some((name) => name !== 'lang') || names.length > 1 || (names.length === 1 && !isLocale(lang))) return null;
  const acceptLanguage = request.headers['accept-language'];
  const language = lang ?? browserLanguage(typeof acceptLanguage === 'string' ? acceptLanguage : null) ?? 'salon';
  return { key: `${url.pathname}${url.search}|${language}`, salon };
}

/** A fresh nonce for one response: 128 random bits, base64 (as lib/server/content-security-policy.ts). */
const newNonce = () => randomBytes(16).toString('base64');

/**
 * @param {{ ttlMs?: number, maxEntries?: number, versionOf: (salon: { demo: true } | { slug: string }) => Promise<number | null>, stylesheetOf?: (href: string) => string | null, now?: () => number }} options
 */
export function createPageCache({ ttlMs = PAGE_CACHE_DEFAULTS.ttlMs, maxEntries = PAGE_CACHE_DEFAULTS.maxEntries, versionOf, stylesheetOf = () => null, now = Date.now }) {
  /** @type {Map<string, { version: number, at: number, nonce: string, headers: Record<string, string | string[]>, page: ReturnType<typeof gzipTemplate> }>} Oldest first. */
  const entries = new Map();

  /** Keeps what Next answers, when it is a page this cache may give to anyone. */
  function keep(res, key, version) {
    const at = now();
    /** @type {Buffer[]} */
    const chunks = [];
    const chunk = (data, encoding) => (typeof data === 'string' ? Buffer.from(data, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(data));
    const write = res.write;
    const end = res.end;
    res.write = function (data, ...rest) {
      if (data != null) chunks.push(chunk(data, rest[0]));
      return write.call(this, data, ...rest);
    };
    res.end = function (data, ...rest) {
      if (data != null && typeof data !== 'function') chunks.push(chunk(data, rest[0]));
      const result = end.call(this, data, ...rest);
      const headers = res.getHeaders();
      const policy = String(headers['content-security-policy'] ?? '');
      const nonce = NONCE.exec(policy)?.[1];
      const html = String(headers['content-type'] ?? '').startsWith('text/html');
      const body = res.statusCode === 200 && html && nonce && !headers['set-cookie'] ? readBack(Buffer.concat(chunks), headers['content-encoding']) : null;
      if (body) {
        /** @type {Record<string, string | string[]>} */
        const kept = {};
        for (const [name, value] of Object.entries(headers)) if (!PER_RESPONSE_HEADERS.has(name) && value !== undefined) kept[name] = Array.isArray(value) ? value : String(value);
        entries.delete(key);
        const page = Buffer.from(inlineStylesheets(body.toString('latin1'), stylesheetOf), 'latin1');
        entries.set(key, { version, at, nonce, headers: kept, page: gzipTemplate(page, nonce) });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value);
      }
      return result;
    };
  }

  /** The kept page with a fresh nonce, gzipped when the browser takes it (lib/net/gzip-template.mjs). */
  function answer(req, res, entry) {
    const nonce = newNonce();
    const headers = {};
    for (const [name, value] of Object.entries(entry.headers)) headers[name] = Array.isArray(value) ? value : value.replaceAll(entry.nonce, nonce);
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? entry.page.gzip(nonce) : entry.page.fill(nonce);
    if (gzip) headers['content-encoding'] = 'gzip';
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers).end(body);
  }

  return {
    /**
     * Answers `req` from the cache, or lets `render` (Next) answer it
     * and keeps the page. Any request pageCacheKey() refuses, or of an unknown or inactive salon,
     * goes to `render` untouched.
     */
    async handle(req, res, render) {
      const cacheable = pageCacheKey(req);
      if (!cacheable) return render();
      let version;
      try {
        version = await versionOf(cacheable.salon);
      } catch {
        version = null; // the page shows the database's failure itself
      }
      if (version == null) return render();
      const entry = entries.get(cacheable.key);
      if (entry && entry.version === version && now() - entry.at < ttlMs) return answer(req, res, entry);
      // Next's answer goes out as Next makes it (compressed when the browser takes it: a salon's
      // first visitor in a while is most visitors of a small salon); the copy kept is read back.
      keep(res, cacheable.key, version);
      return render();
    },
    size: () => entries.size,
  };
}
