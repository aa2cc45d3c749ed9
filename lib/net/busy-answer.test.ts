import { describe, expect, it } from 'vitest';
import { busyAnswer, busyLanguage, loadBusyWords } from '@/lib/net/busy-answer.mjs';
import en from '@/messages/en.json';
import hu from '@/messages/hu.json';

const words = loadBusyWords(new URL('../../messages/', import.meta.url));
const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers });

describe('busyLanguage', () => {
  it.each([
    ['/book/demo?lang=hu', 'en-GB,en', 'hu'],
    ['/book/demo?lang=de', 'hu-HU,hu;q=0.9,en;q=0.8', 'hu'],
    ['/', 'de-DE,en;q=0.5', 'en'],
    ['/', '', 'en'],
  ])('%s with Accept-Language "%s" is %s', (url, acceptLanguage, locale) => {
    expect(busyLanguage(request(url, { 'accept-language': acceptLanguage }))).toBe(locale);
  });
});

describe('busyAnswer (a shed request, server.mjs)', () => {
  it('gives a page a small 503 page with Retry-After, worded from the catalogue in the visitor’s language', () => {
    for (const [catalogue, headers] of [[en, { 'accept-language': 'en' }], [hu, { 'accept-language': 'hu-HU,hu' }]] as const) {
      const answer = busyAnswer(request('/book/demo?a="<b>', headers), words, 2);
      expect(answer.status).toBe(503);
      expect(answer.headers).toMatchObject({ 'Retry-After': '2', 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      expect(answer.body).toContain(`<h1>${catalogue.Busy.title}</h1>`);
      expect(answer.body).toContain(catalogue.Busy.retry);
      // The address comes back as the retry link, escaped.
      expect(answer.body).toContain('href="/book/demo?a=&#34;&#60;b&#62;"');
    }
  });

  it('gives a server action the BUSY result in Next’s action format, which the forms show as they are', () => {
    const answer = busyAnswer(request('/book/demo', { 'next-action': 'abc', 'accept-language': 'hu' }, 'POST'), words, 2);
    expect(answer.status).toBe(503);
    expect(answer.headers).toMatchObject({ 'Retry-After': '2', 'Content-Type': 'text/x-component' });
    const rows = Object.fromEntries(answer.body.trim().split('\n').map((row) => [row.slice(0, row.indexOf(':')), JSON.parse(row.slice(row.indexOf(':') + 1))]));
    expect(rows).toEqual({ 0: { a: '$@1' }, 1: { ok: false, code: 'BUSY', message: hu.Errors.busy } });
  });
});
