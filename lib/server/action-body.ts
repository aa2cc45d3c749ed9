// A cheap first look at server-action requests, in proxy.ts: a body the browser's React client
// never sends gets 400 (413 when too large) before Next parses it, which would answer 500.
// cappedText also bounds the body of the messages' one-click stop. Pure: Web API types only.

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
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) return null;
  if (!type.startsWith('text/plain')) return { status: 400, reason: 'unsupported content type' };
  const body = await cappedText(request.clone(), ACTION_BODY_LIMIT);
  if (body === null) return { status: 413, reason: 'body too large' };
  return isShallowJson(body) ? null : { status: 400, reason: 'malformed body' };
}

/**
 * The body as text, or null as soon as more than `limit` bytes arrived: a chunked body has no
 * content-length to refuse it by, and must not be buffered whole.
 */
export async function cappedText(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    received += value.byteLength;
    if (received > limit) {
      // Not awaited: a clone's branch settles its cancel only once the original is cancelled too.
      void reader.cancel();
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** JSON whose arrays and objects nest at most MAX_DEPTH deep (one linear pass, then the parser). */
export function isShallowJson(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > MAX_DEPTH) return false;
    } else if (char === ']' || char === '}') depth--;
  }
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
