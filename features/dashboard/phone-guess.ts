/**
 * Whether a request comes from a phone, as far as its headers tell: Chromium's client hint
 * (Sec-CH-UA-Mobile, sent with every request), else "Mobi" in the user agent (what MDN advises;
 * Safari sends no hints). The dashboard renders its first calendar view from this guess, so a
 * phone gets its week view from the server instead of re-rendering it after hydration; the
 * browser's own media query corrects a wrong guess.
 */
export function looksLikePhone(headers: Pick<Headers, 'get'>): boolean {
  const hint = headers.get('sec-ch-ua-mobile');
  if (hint) return hint === '?1';
  return /Mobi/.test(headers.get('user-agent') ?? '');
}
