import { describe, expect, it } from 'vitest';
import { ACTION_BODY_LIMIT, isShallowJson, refuseActionBody } from '@/lib/server/action-body';

const URL_OF_PAGE = 'http://salon.test/simple-dashboard';

/** An action call; a FormData body brings its own multipart content type. */
function actionRequest(body: BodyInit | null, headers: Record<string, string> = {}) {
  const textType = body instanceof FormData ? {} : { 'content-type': 'text/plain;charset=UTF-8' };
  return new Request(URL_OF_PAGE, {
    method: 'POST',
    headers: { 'next-action': 'abc123', ...textType, ...headers },
    body,
    // Node's fetch needs this for a streamed body.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** A body sent in chunks, with no content-length; counts the chunks it was asked for. */
function chunkedBody(chunkCount: number, chunkSize = 64 * 1024) {
  const chunk = new TextEncoder().encode('x'.repeat(chunkSize));
  const pulled = { count: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.count === chunkCount) return controller.close();
      pulled.count++;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

describe('isShallowJson', () => {
  it('accepts JSON up to 32 levels deep, brackets inside strings not counted', () => {
    expect(isShallowJson('[{"a":1}]')).toBe(true);
    expect(isShallowJson('['.repeat(32) + ']'.repeat(32))).toBe(true);
    expect(isShallowJson(JSON.stringify([{ note: '[[[[{{{{'.repeat(100) }]))).toBe(true);
    expect(isShallowJson(JSON.stringify(['a \\" [[[ "'.repeat(20)]))).toBe(true);
  });

  it('refuses deeper nesting, text that is not JSON, and truncated JSON', () => {
    expect(isShallowJson('['.repeat(33) + ']'.repeat(33))).toBe(false);
    expect(isShallowJson('['.repeat(100_000) + ']'.repeat(100_000))).toBe(false);
    expect(isShallowJson('this is not json')).toBe(false);
    expect(isShallowJson('[{"query":"Anna')).toBe(false);
    expect(isShallowJson('')).toBe(false);
  });
});

describe('refuseActionBody', () => {
  it('lets through what is not an action call', async () => {
    expect(await refuseActionBody(new Request(URL_OF_PAGE, { method: 'POST', body: 'not json' }))).toBeNull();
    expect(await refuseActionBody(new Request(URL_OF_PAGE, { headers: { 'next-action': 'abc123' } }))).toBeNull();
  });

  it('lets through the bodies the React client sends: JSON text, multipart, URL-encoded', async () => {
    expect(await refuseActionBody(actionRequest('[{"query":"Anna"}]'))).toBeNull();
    expect(await refuseActionBody(actionRequest('[]', { 'content-type': 'text/plain' }))).toBeNull();
    const form = new FormData();
    form.set('1_name', 'Anna');
    expect(await refuseActionBody(actionRequest(form))).toBeNull();
    expect(await refuseActionBody(actionRequest('a=1', { 'content-type': 'application/x-www-form-urlencoded' }))).toBeNull();
  });

  it('refuses other content types with 400', async () => {
    expect(await refuseActionBody(actionRequest('[{}]', { 'content-type': 'application/json' }))).toEqual({ status: 400, reason: 'unsupported content type' });
    const untyped = new Request(URL_OF_PAGE, { method: 'POST', headers: { 'next-action': 'abc123' } });
    expect(await refuseActionBody(untyped)).toEqual({ status: 400, reason: 'unsupported content type' });
  });

  it('refuses text that is not JSON, truncated or too deep with 400', async () => {
    for (const body of ['this is not json', '[{"query":"Anna', '['.repeat(100_000) + ']'.repeat(100_000)]) {
      expect(await refuseActionBody(actionRequest(body))).toEqual({ status: 400, reason: 'malformed body' });
    }
  });

  it('refuses a body over the limit with 413, by its content-length or by what arrived', async () => {
    expect(await refuseActionBody(actionRequest('[]', { 'content-length': String(ACTION_BODY_LIMIT + 1) }))).toEqual({ status: 413, reason: 'body too large' });
    expect(await refuseActionBody(actionRequest(JSON.stringify(['x'.repeat(ACTION_BODY_LIMIT)])))).toEqual({ status: 413, reason: 'body too large' });
  });

  it('stops reading a chunked body as soon as it passes the limit', async () => {
    const { stream, pulled } = chunkedBody(1000);
    expect(await refuseActionBody(actionRequest(stream))).toEqual({ status: 413, reason: 'body too large' });
    // 16 chunks of 64 KiB are the limit exactly: the 17th passes it, a few more may be buffered.
    expect(pulled.count).toBeLessThan(40);
  });

  it('reads a chunked body under the limit whole', async () => {
    const encoder = new TextEncoder();
    const parts = ['[{"query":', '"Anna', '"}]'];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(encoder.encode(part));
        controller.close();
      },
    });
    expect(await refuseActionBody(actionRequest(stream))).toBeNull();
  });

  const FORGED = { status: 400, reason: 'forged reference or lone surrogate' };
  /** Strings React's reply decoder reads as references or special values (it throws on most of these). */
  const REFERENCES = ['$1:a:a', '$0:x', '$@0', '$@1', '$K1', '$Q', '$Q1', '$W1', '$h1', '$T', '$i1', '$n', '$nx', '$A', '$B1', '$R1', '$r1', '$l1', '$1', '$', '$H', '$Z'];

  it('refuses, in any field at any depth, a "$" string the React client never sends, and a lone surrogate', async () => {
    for (const text of [...REFERENCES, 'An\uD800na', '\uDC00', 'x'.repeat(10) + '\uDBFF']) {
      expect(await refuseActionBody(actionRequest(JSON.stringify([{ query: text }]))), text).toEqual(FORGED);
      expect(await refuseActionBody(actionRequest(JSON.stringify(['token', { a: [{ b: text }] }]))), text).toEqual(FORGED);
    }
    expect(await refuseActionBody(actionRequest(JSON.stringify([{ ['\uD800']: 'x' }])))).toEqual(FORGED);
  });

  it('lets through the "$" values the React client encodes, its "$$" escape and paired surrogates', async () => {
    const body = ['$$1:a:a', '$$', '$undefined', '$NaN', '$Infinity', '$-Infinity', '$-0', '$D2026-12-01T09:00:00.000Z', 'price $5', 'Anna 💇'];
    expect(await refuseActionBody(actionRequest(JSON.stringify([{ values: body }])))).toBeNull();
  });

  it('reads a multipart body whose boundary has capitals, as Chromium writes it (the manage page cancel)', async () => {
    const boundary = '----WebKitFormBoundaryTlSLM1ebwDG8ek5w';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["token","$K1"]\r\n--${boundary}--\r\n`;
    expect(await refuseActionBody(actionRequest(body, { 'content-type': `multipart/form-data; boundary=${boundary}` }))).toBeNull();
  });

  it('in a multipart body: lets through references to its own parts, refuses the rest and JSON parts that are not JSON', async () => {
    const form = (entries: [string, string][]) => {
      const data = new FormData();
      for (const [name, value] of entries) data.append(name, value);
      return actionRequest(data);
    };
    // With JavaScript: a bound token and the form's FormData ("$K1" to the 1_… entries).
    expect(await refuseActionBody(form([['1_lang', 'hu'], ['0', '["token","$K1"]']]))).toBeNull();
    // Without JavaScript: the form's bound action and its arguments ("$@1" to part 1 of its prefix).
    expect(await refuseActionBody(form([['$ACTION_REF_1', ''], ['$ACTION_1:0', '{"id":"abc","bound":"$@1"}'], ['$ACTION_1:1', '["token"]'], ['date', '$1:a:a']]))).toBeNull();
    expect(await refuseActionBody(form([['$ACTION_REF_1', ''], ['$ACTION_1:0', '{"id":"abc","bound":"$@2"}'], ['$ACTION_1:1', '["token"]']]))).toEqual(FORGED);
    expect(await refuseActionBody(form([['$ACTION_REF_1', ''], ['$ACTION_1:0', '{"id":"abc","bound":"$@1"}'], ['$ACTION_1:1', '["$1:a:a"]']]))).toEqual(FORGED);
    for (const text of REFERENCES.filter((reference) => !reference.startsWith('$K'))) {
      expect(await refuseActionBody(form([['0', JSON.stringify([text, '$K1'])]])), text).toEqual(FORGED);
    }
    expect(await refuseActionBody(form([['0', '["\\ud800"]']]))).toEqual(FORGED);
    expect(await refuseActionBody(form([['0', 'not json']]))).toEqual({ status: 400, reason: 'malformed body' });
  });
});
