/**
 * The cross-site check of server actions, made by server.mjs before Next sees the request. Next
 * compares a browser's Origin with X-Forwarded-Host (else Host) and answers a mismatch with 500;
 * it believes an X-Forwarded-Host the client wrote itself. Here the host an action may come from
 * is APP_URL's when it is set (the address visitors reach the app at), else the one the trusted
 * proxies forwarded (X-Forwarded-Host, only with TRUSTED_PROXIES > 0), else Host; any other
 * Origin gets 403. Plain JavaScript: server.mjs runs it without a TypeScript step.
 */

/** The forwarded headers only a trusted proxy may write: dropped from a request that came directly. */
const FORWARDED_HOST_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port'];

/**
 * APP_URL's host (`book.example.com`, with a port if it has one), or undefined when unset.
 *
 * @param {string | undefined} value
 * @returns {string | undefined}
 */
export function parsePublicHost(value) {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  let url;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol)) throw new Error(`APP_URL must be the http(s) address visitors reach the app at, e.g. https://book.example.com (got "${value}").`);
  return url.host;
}

/** @param {string | string[] | undefined} value */
const firstOf = (value) => [value ?? []].flat().join(',').split(',')[0]?.trim() || undefined;

/**
 * Whether a request is a server action call Next checks the origin of: a POST with Next's action
 * header (JavaScript) or a multipart POST (a form that works without JavaScript).
 *
 * @param {{ method?: string, headers: Record<string, string | string[] | undefined> }} request
 */
export function isActionRequest({ method, headers }) {
  if (method !== 'POST') return false;
  return headers['next-action'] !== undefined || /^multipart\/form-data/i.test(firstOf(headers['content-type']) ?? '');
}

/**
 * Makes a request's headers tell the truth about its host, and says whether an action request
 * came from elsewhere (then answer 403 and do not hand it to Next). Without trusted proxies the
 * forwarded host headers are dropped; an action that passes gets X-Forwarded-Host set to the
 * host it was checked against, so that Next's own check agrees.
 *
 * @param {{ method?: string, headers: Record<string, string | string[] | undefined> }} request  changed in place
 * @param {{ trustedProxies: number, publicHost: string | undefined }} options
 * @returns {boolean} true when the request must be refused
 */
export function refuseForeignAction(request, { trustedProxies, publicHost }) {
  const { headers } = request;
  if (trustedProxies === 0) for (const name of FORWARDED_HOST_HEADERS) delete headers[name];
  if (!isActionRequest(request)) return false;
  const host = publicHost ?? firstOf(headers['x-forwarded-host']) ?? firstOf(headers.host);
  const origin = firstOf(headers.origin);
  // No Origin: not a browser (every browser sends one with a POST), so no one's cookies ride along.
  if (origin !== undefined) {
    let originHost = null;
    try {
      originHost = origin === 'null' ? null : new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (!host || originHost !== host) return true;
  }
  if (host) headers['x-forwarded-host'] = host;
  return false;
}
