import localFont from 'next/font/local';

/**
 * Geist, the staff and sign-in screens' typeface (the `geist` package's variable font, 70 KB).
 * Not preloaded: a page downloads it only when its text uses it. `optional`: a page whose font
 * is not there at its first paint keeps the size-matched fallback (no swap, so no text reflows
 * under the reader; a swap moved the dashboard's recent changes, CLS 0.077) and the next page
 * load has it from the cache. The visitor pages (app/book, app/book-luxury) use the system
 * stack instead, so a phone on a slow network paints their text at once and never fetches it.
 */
export const geist = localFont({
  src: '../../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2',
  variable: '--font-geist-sans',
  weight: '100 900',
  display: 'optional',
  preload: false,
});
