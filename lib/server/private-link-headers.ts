/** The answers behind a private manage link: never cached or indexed (next.config.ts keeps the link out of Referer headers). */
export const PRIVATE_LINK_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } as const;
