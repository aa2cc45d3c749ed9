import { useSyncExternalStore } from 'react';
import { CSRF_COOKIE } from '@/lib/validation/booking-request';

function randomToken(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Spec point 7: the token is generated in the browser and kept in session storage; it goes to
 * the server both as a cookie and as a payload field (double submit). Path=/ because a cookie
 * on /book would not be sent to /book-luxury.
 */
function ensureCsrfToken(): string {
  let token = randomToken();
  try {
    token = sessionStorage.getItem(CSRF_COOKIE) || token;
    sessionStorage.setItem(CSRF_COOKIE, token);
  } catch {
    // Storage blocked (private mode, policies): the token lives for this page only.
  }
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CSRF_COOKIE}=${token}; Path=/; SameSite=Strict${secure}`;
  return token;
}

let pageToken: string | undefined;
const subscribeNever = () => () => {};
const pageCsrfToken = () => (pageToken ??= ensureCsrfToken());
const noTokenOnServer = () => '';

/**
 * This page's token for a form: empty in the server's render (the form's Book stays disabled),
 * then the browser's, set up once.
 */
export function useCsrfToken(): string {
  return useSyncExternalStore(subscribeNever, pageCsrfToken, noTokenOnServer);
}
