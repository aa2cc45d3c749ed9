// The product's languages and the one a browser prefers. Plain JavaScript: server.mjs words its
// own answers (the busy page, lib/net/busy-answer.mjs) before Next runs; the app imports them
// through lib/i18n/locale.ts.

/** The product's languages (spec point 9): every visitor page and message exists in each. */
export const LOCALES = /** @type {const} */ (['en', 'hu']);

/** @param {unknown} value */
export function isLocale(value) {
  return typeof value === 'string' && /** @type {readonly string[]} */ (LOCALES).includes(value);
}

/**
 * The first of the product's languages an Accept-Language header prefers (by q, then order);
 * null when it names neither. Reads at most the header's first 20 entries.
 *
 * @param {string | null | undefined} header
 */
export function browserLanguage(header) {
  const ranked = (header ?? '')
    .slice(0, 512)
    .split(',', 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { language: tag.split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0 && isLocale(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language ?? null;
}
