import { createServer, type Server } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingPageSalon, createPageCache, pageCacheKey } from '@/lib/net/page-cache.mjs';

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers });

describe('pageCacheKey', () => {
  it('takes a booking page GET by its address and the language it will speak', () => {
    expect(pageCacheKey(get('/book/studio-nord', { 'accept-language': 'hu-HU,hu;q=0.9' }))).toEqual({ key: '/book/studio-nord|hu', salon: { slug: 'studio-nord' } });
    expect(pageCacheKey(get('/book/studio-nord?lang=en', { 'accept-language': 'hu' }))?.key).toBe('/book/studio-nord?lang=en|en');
    expect(pageCacheKey(get('/book/studio-nord', { 'accept-language': 'de' }))?.key).toBe('/book/studio-nord|salon');
    expect(pageCacheKey(get('/book-luxury'))?.salon).toEqual({ demo: true });
    expect(pageCacheKey(get('/book/demo'))?.salon).toEqual({ demo: true });
  });

  it.each([
    ['another method', { ...get('/book/studio-nord'), method: 'POST' }],
    ['a server action', get('/book/studio-nord', { 'next-action': 'x' })],
    ['client navigation', get('/book/studio-nord', { rsc: '1' })],
    ['another query', get('/book/studio-nord?service=1')],
    ['an unknown language', get('/book/studio-nord?lang=de')],
    ['a manage link', get('/book/manage/abc')],
    ['the waitlist page', get('/book/waitlist')],
    ['a staff page', get('/')],
  ])('leaves %s to Next', (_, request) => {
    expect(pageCacheKey(request)).toBeNull();
  });

  it('knows the booking page paths', () => {
    expect(bookingPageSalon('/book/studio-nord/x')).toBeNull();
    expect(bookingPageSalon('/book/Studio')).toBeNull();
  });
});

describe('createPageCache (server.mjs)', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** The encodings the fake Next below answers in (Next's `compress`: gzip, or what it is given). */
  const ENCODE: Record<string, (body: Buffer) => Buffer> = { identity: (body) => body, gzip: gzipSync, br: brotliCompressSync, zstd: (body) => body };

  /** A server whose "Next" renders a page carrying its nonce in `state.encoding` (default gzip), counting its renders. */
  async function serve(state: { version: number | null; clock: number; encoding?: string }) {
    let renders = 0;
    const cache = createPageCache({ ttlMs: 1_000, versionOf: async () => state.version, now: () => state.clock });
    server = createServer((req, res) => {
      void cache.handle(req, res, () => {
        renders++;
        const nonce = `n${renders}AAAA`;
        const encoding = state.encoding ?? 'gzip';
        res.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
        const page = Buffer.from(`<html><script nonce="${nonce}">1</script><p>render ${renders}: á</p></html>`);
        const sent = ENCODE[encoding](page);
        res.write(sent.subarray(0, 10));
        res.end(sent.subarray(10));
      });
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server!.once('listening', resolve));
    const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/book/studio-nord`;
    const fetchPage = async () => {
      const response = await fetch(url);
      const body = await response.text();
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      return { body, nonce, encoding: response.headers.get('content-encoding') };
    };
    return { fetchPage, renders: () => renders };
  }

  it('renders a page once per version and gives every answer a fresh nonce, in the body as in the policy', async () => {
    const state = { version: 1 as number | null, clock: 0 };
    const { fetchPage, renders } = await serve(state);
    const first = await fetchPage();
    // Next's own answer goes out compressed, and the page is kept, read back.
    expect(first).toMatchObject({ encoding: 'gzip', body: expect.stringContaining('render 1: á') });
    const [second, third] = [await fetchPage(), await fetchPage()];
    expect(renders()).toBe(1);
    expect(second.encoding).toBe('gzip');
    expect(second.body).toContain('render 1: á');
    for (const answer of [second, third]) {
      expect(answer.body).toContain(`<script nonce="${answer.nonce}">`);
      expect(answer.nonce).not.toBe(first.nonce);
    }
    expect(second.nonce).not.toBe(third.nonce);

    state.version = 2; // an owner saved
    expect((await fetchPage()).body).toContain('render 2');
    state.clock = 999;
    expect((await fetchPage()).body).toContain('render 2');
    state.clock = 2_000; // the dates move with the clock
    expect((await fetchPage()).body).toContain('render 3');

    state.version = null; // no such active salon: always Next
    await fetchPage();
    await fetchPage();
    expect(renders()).toBe(5);
  });

  it('keeps a page Next sent uncompressed or in brotli, and not one in an encoding it cannot read back', async () => {
    const state = { version: 1 as number | null, clock: 0, encoding: 'br' };
    const { fetchPage, renders } = await serve(state);
    expect((await fetchPage()).body).toContain('render 1: á');
    expect((await fetchPage()).body).toContain('render 1: á');
    state.version = 2;
    state.encoding = 'identity';
    expect((await fetchPage()).body).toContain('render 2: á');
    expect(await fetchPage()).toMatchObject({ encoding: 'gzip', body: expect.stringContaining('render 2: á') });
    state.version = 3;
    state.encoding = 'zstd'; // sent as it is (here: not really compressed), but not kept
    await fetchPage().catch(() => null);
    state.encoding = 'identity';
    expect((await fetchPage()).body).toContain('render 4');
    expect(renders()).toBe(4);
  });
});
