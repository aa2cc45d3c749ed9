/**
 * The Content-Security-Policy of every page. A script runs only if it carries this response's
 * nonce (Next puts it on its own scripts when it finds the policy on the request; the theme
 * script gets it from the root layout), or if such a script loaded it ('strict-dynamic'): an
 * injected inline script has no nonce and is blocked. Styles stay 'unsafe-inline': the UI
 * primitives set style attributes, and a style cannot run code.
 */
export function contentSecurityPolicy(
  nonce: string,
  { dev = process.env.NODE_ENV !== 'production', supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL ?? '' } = {},
): string {
  return [
    "default-src 'self'",
    // Dev's refresh runtime also needs eval.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // The ICU warm-up's throwaway worker (components/shell/intl-warm-up.tsx) comes from a blob: URL.
    "worker-src blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${supabaseUrl ? ` ${supabaseUrl}` : ''}${dev ? ' ws:' : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** A fresh nonce for one response: 128 random bits, base64. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
