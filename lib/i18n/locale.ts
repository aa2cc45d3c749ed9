// The product's languages, and a visitor's as the URL and the request carry it. Pure.

/** The product's languages (spec point 9): every visitor page and message exists in each. */
export const LOCALES = ['en', 'hu'] as const;
export type Locale = (typeof LOCALES)[number];

/** `?lang=hu` on any visitor page: the language switch writes it, and a salon can share such a link. */
export const LANG_PARAM = 'lang';

/** The proxy copies a valid `?lang=` into this request header (whatever the browser sent under that name is dropped). */
export const LANG_HEADER = 'x-visitor-lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Each language by its own name, as the switch offers it (the same in every language). */
export const OWN_LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hu: 'Magyar' };

/**
 * The first of the product's languages an Accept-Language header prefers (by q, then order);
 * null when it names neither. Reads at most the header's first 20 entries.
 */
export function browserLanguage(header: string | null | undefined): Locale | null {
  const ranked = (header ?? '')
    .slice(0, 512)
    .split(',', 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { language: tag.split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry): entry is { language: Locale; q: number; index: number } => entry.q > 0 && isLocale(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language ?? null;
}

/** The Intl/BCP 47 tag of a language, for <html lang> and Intl formatters. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-GB', hu: 'hu-HU' };

/** `path` with `?lang=` set to `locale` (other parameters kept). */
export function withLanguage(path: string, locale: Locale): string {
  const url = new URL(path, 'http://x');
  url.searchParams.set(LANG_PARAM, locale);
  return `${url.pathname}${url.search}`;
}
