// A cheap first look at server-action requests, in proxy.ts: a body the browser's React client
// never sends gets 400 (413 when too large) before Next parses it, which would answer 500.
// cappedText also bounds the body of the messages' one-click stop. Pure: Web API types only.
//
// React's reply decoder (decodeReply, decodeAction) reads a string that starts with "$" as a
// reference: "$1:a:a" to another part's path, "$@0" to a promise, "$K1" to a FormData, "$Q" to a
// Map, "$n…" to a BigInt, and throws on one it cannot resolve (HTTP 500). The browser's React
// client escapes a string of its own that starts with "$" as "$$…", so in an action's JSON only
// the plain values it encodes (undefined, NaN, ±Infinity, -0, a Date) start with one "$"; in a
// multipart body also the references between its own parts ("$K1" to a FormData argument, "$@1"
// to a form's bound arguments). A lone surrogate is refused too: no form produces one, and code
// that encodes a string for a URL throws on it.

/** Next's own limit for an action body (serverActions.bodySizeLimit, default 1 MB). */
export const ACTION_BODY_LIMIT = 1024 * 1024;

/** Deeper than any argument our forms send (a salon form's opening hours are 4 levels down). */
const MAX_DEPTH = 32;

export type ActionBodyRefusal = { status: 400 | 413; reason: string };

/**
 * Why an action request's body is refused, or null to let Next handle it. Multipart and
 * URL-encoded bodies (FormData arguments and forms that work without JavaScript) go through;
 * a text body must be JSON, at most MAX_DEPTH levels deep.
 */
export async function refuseActionBody(request: Request): Promise<ActionBodyRefusal | null> {
  if (request.method !== 'POST' || !request.headers.has('next-action')) return null;
  if (Number(request.headers.get('content-length')) > ACTION_BODY_LIMIT) return { status: 413, reason: 'body too large' };
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) return null;
  // The boundary is case-sensitive: the multipart parser gets the header as sent.
  if (type.startsWith('multipart/form-data')) return refuseMultipart(request, request.headers.get('content-type')!);
  if (!type.startsWith('text/plain')) return { status: 400, reason: 'unsupported content type' };
  const body = await cappedText(request.clone(), ACTION_BODY_LIMIT);
  if (body === null) return { status: 413, reason: 'body too large' };
  const parsed = shallowJson(body);
  if (!parsed) return { status: 400, reason: 'malformed body' };
  return hasForgedString(parsed.value, () => false) ? FORGED : null;
}

const FORGED: ActionBodyRefusal = { status: 400, reason: 'forged reference or lone surrogate' };

/** The values React decodes from a "$" string without looking anything up ("$$" is the escape). */
const PLAIN_DOLLAR_VALUE = /^\$(?:\$|D|undefined$|NaN$|Infinity$|-Infinity$|-0$)/;
/** A reference between a multipart body's own parts: "$K<id>" (a FormData), "$@<id>" (bound arguments). */
const PART_REFERENCE = /^\$([K@])([0-9a-f]{1,8})$/;
/** The parts React parses as JSON: "0", "1", … (an argument list), "$ACTION_<ref>:<n>" (a form's bound action). */
const JSON_PART = /^(?:|\$ACTION_[^:]*:)\d+$/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a parsed JSON value holds a key or string with a lone surrogate, or a "$" string React
 * would read as a reference and `isOwnReference` does not accept.
 */
function hasForgedString(root: unknown, isOwnReference: (text: string) => boolean): boolean {
  const pending = [root];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return true;
      if (value.startsWith('$') && !PLAIN_DOLLAR_VALUE.test(value) && !isOwnReference(value)) return true;
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (LONE_SURROGATE.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * A multipart action body (a FormData argument with JavaScript, a form's post without it): its
 * JSON parts must be shallow JSON whose references name parts of the same body.
 */
async function refuseMultipart(request: Request, type: string): Promise<ActionBodyRefusal | null> {
  const bytes = await cappedBytes(request.clone(), ACTION_BODY_LIMIT);
  if (bytes === null) return { status: 413, reason: 'body too large' };
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    return { status: 400, reason: 'malformed body' };
  }
  const names = new Set(form.keys());
  for (const [name, value] of form) {
    if (typeof value !== 'string' || !JSON_PART.test(name)) continue;
    const parsed = shallowJson(value);
    if (!parsed) return { status: 400, reason: 'malformed body' };
    const digits = /\d+$/.exec(name)![0];
    const prefix = name.slice(0, name.length - digits.length);
    // React's client writes a part before the parts it refers to: a reference points forward.
    const isOwnReference = (text: string) => {
      const reference = PART_REFERENCE.exec(text);
      if (reference === null) return false;
      // A FormData argument may be empty: React then finds no entries under its prefix.
      if (reference[1] === 'K') return true;
      const part = parseInt(reference[2], 16);
      return part > Number(digits) && names.has(`${prefix}${part}`);
    };
    if (hasForgedString(parsed.value, isOwnReference)) return FORGED;
  }
  return null;
}

/**
 * The body as text, or null as soon as more than `limit` bytes arrived: a chunked body has no
 * content-length to refuse it by, and must not be buffered whole.
 */
export async function cappedText(request: Request, limit: number): Promise<string | null> {
  const bytes = await cappedBytes(request, limit);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}

/** The body's bytes, or null as soon as more than `limit` bytes arrived (see cappedText). */
async function cappedBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      // Not awaited: a clone's branch settles its cancel only once the original is cancelled too.
      void reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** JSON whose arrays and objects nest at most MAX_DEPTH deep (one linear pass, then the parser). */
export function isShallowJson(text: string): boolean {
  return shallowJson(text) !== null;
}

/** The value of JSON nested at most MAX_DEPTH deep; null for anything else. */
function shallowJson(text: string): { value: unknown } | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > MAX_DEPTH) return null;
    } else if (char === ']' || char === '}') depth--;
  }
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}
