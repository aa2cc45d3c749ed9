// The product's languages, and a visitor's as the URL and the request carry it. Pure.

export { LOCALES, isLocale, browserLanguage } from './languages.mjs';
import type { LOCALES } from './languages.mjs';
export type Locale = (typeof LOCALES)[number];

/** `?lang=hu` on any visitor page: the language switch writes it, and a salon can share such a link. */
export const LANG_PARAM = 'lang';

/** The proxy copies a valid `?lang=` into this request header (whatever the browser sent under that name is dropped). */
export const LANG_HEADER = 'x-visitor-lang';

/** Each language by its own name, as the switch offers it (the same in every language). */
export const OWN_LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hu: 'Magyar' };

/** The Intl/BCP 47 tag of a language, for <html lang> and Intl formatters. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-GB', hu: 'hu-HU' };

/** `path` with `?lang=` set to `locale` (other parameters kept). */
export function withLanguage(path: string, locale: Locale): string {
  const url = new URL(path, 'http://x');
  url.searchParams.set(LANG_PARAM, locale);
  return `${url.pathname}${url.search}`;
}
