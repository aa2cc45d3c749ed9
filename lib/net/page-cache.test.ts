import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingPageSalon, builtStylesheets, createPageCache, inlineStylesheets, pageCacheKey } from '@/lib/net/page-cache.mjs';

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

describe('inlineStylesheets', () => {
  const link = (href: string) => `<link rel="stylesheet" href="${href}" nonce="n1" data-precedence="next"/>`;
  const sheets: Record<string, string> = { '/_next/static/chunks/a.css': 'p{color:red}', '/_next/static/chunks/b.css': 'p{content:"</style>"}' };
  const stylesheetOf = (href: string) => sheets[href] ?? null;

  it("puts each stylesheet it has in place of its link, with the link's nonce and precedence", () => {
    expect(inlineStylesheets(`<head>${link('/_next/static/chunks/a.css')}<title>x</title></head>`, stylesheetOf)).toBe('<head><style nonce="n1" data-precedence="next">p{color:red}</style><title>x</title></head>');
  });

  it('leaves a link it has no text for, or whose text would end the style element', () => {
    for (const href of ['/_next/static/chunks/unknown.css', '/_next/static/chunks/b.css']) expect(inlineStylesheets(link(href), stylesheetOf)).toBe(link(href));
  });
});

describe('builtStylesheets', () => {
  it('reads a file under the static folder once, and nothing outside it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-cache-'));
    try {
      mkdirSync(join(dir, 'static', 'chunks'), { recursive: true });
      writeFileSync(join(dir, 'static', 'chunks', 'a.css'), 'p{color:red}');
      writeFileSync(join(dir, 'secret.css'), 'secret');
      const stylesheetOf = builtStylesheets(join(dir, 'static'));
      expect(stylesheetOf('/_next/static/chunks/a.css')).toBe('p{color:red}');
      writeFileSync(join(dir, 'static', 'chunks', 'a.css'), 'changed');
      expect(stylesheetOf('/_next/static/chunks/a.css')).toBe('p{color:red}');
      expect(stylesheetOf('/_next/static/../secret.css')).toBeNull();
      expect(stylesheetOf('/_next/static/chunks/none.css')).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
    const stylesheetOf = (href: string) => (href === '/_next/static/a.css' ? 'p{color:red}' : null);
    const cache = createPageCache({ ttlMs: 1_000, versionOf: async () => state.version, stylesheetOf, now: () => state.clock });
    server = createServer((req, res) => {
      void cache.handle(req, res, () => {
        renders++;
        const nonce = `n${renders}AAAA`;
        const encoding = state.encoding ?? 'gzip';
        res.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
        const page = Buffer.from(`<html><link rel="stylesheet" href="/_next/static/a.css" nonce="${nonce}"/><script nonce="${nonce}">1</script><p>render ${renders}: á</p></html>`);
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
    // Next's answer links its stylesheet; the kept page carries it inline.
    expect(first.body).toContain(`<link rel="stylesheet" href="/_next/static/a.css" nonce="${first.nonce}"/>`);
    for (const answer of [second, third]) {
      expect(answer.body).toContain(`<style nonce="${answer.nonce}">p{color:red}</style><script nonce="${answer.nonce}">`);
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
