import { describe, expect, it } from 'vitest';
import { isActionRequest, parsePublicHost, refuseForeignAction } from '@/lib/net/action-origin.mjs';

type Headers = Record<string, string | string[] | undefined>;
const action = (headers: Headers) => ({ method: 'POST', headers: { 'next-action': 'abc123', host: 'book.example.com', ...headers } as Headers });
const DIRECT = { trustedProxies: 0, publicHost: undefined };

describe('refuseForeignAction (server.mjs, before Next)', () => {
  it('lets through an action from the host it was sent to, or with no Origin (not a browser), and tells Next that host', () => {
    const request = action({ origin: 'https://book.example.com' });
    expect(refuseForeignAction(request, DIRECT)).toBe(false);
    expect(request.headers['x-forwarded-host']).toBe('book.example.com');
    expect(refuseForeignAction(action({}), DIRECT)).toBe(false);
  });

  it('refuses an action from another origin, an opaque one, or one that is not a URL', () => {
    for (const origin of ['https://evil.example', 'null', 'not a url', 'https://book.example.com.evil.example']) {
      expect(refuseForeignAction(action({ origin }), DIRECT), origin).toBe(true);
    }
  });

  it('without trusted proxies drops a client-sent X-Forwarded-Host, so that it cannot vouch for a foreign Origin', () => {
    const request = action({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(refuseForeignAction(request, DIRECT)).toBe(true);
    expect(request.headers['x-forwarded-proto']).toBeUndefined();
    // Any request, not only actions.
    const page = { method: 'GET', headers: { host: 'book.example.com', 'x-forwarded-host': 'evil.example' } as Headers };
    expect(refuseForeignAction(page, DIRECT)).toBe(false);
    expect(page.headers['x-forwarded-host']).toBeUndefined();
  });

  it('behind trusted proxies believes their X-Forwarded-Host (the first, as Next reads it)', () => {
    const proxied = { trustedProxies: 1, publicHost: undefined };
    expect(refuseForeignAction(action({ host: '10.0.0.5:3000', origin: 'https://book.example.com', 'x-forwarded-host': 'book.example.com, 10.0.0.5' }), proxied)).toBe(false);
    expect(refuseForeignAction(action({ host: '10.0.0.5:3000', origin: 'https://evil.example', 'x-forwarded-host': 'book.example.com' }), proxied)).toBe(true);
  });

  it('with APP_URL accepts its host only, whatever Host and X-Forwarded-Host say', () => {
    const configured = { trustedProxies: 1, publicHost: 'book.example.com' };
    const ours = action({ host: '10.0.0.5:3000', origin: 'https://book.example.com' });
    expect(refuseForeignAction(ours, configured)).toBe(false);
    expect(ours.headers['x-forwarded-host']).toBe('book.example.com');
    expect(refuseForeignAction(action({ host: 'evil.example', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }), configured)).toBe(true);
  });

  it('checks POSTs with an action id or a multipart body (a form without JavaScript), nothing else', () => {
    expect(isActionRequest({ method: 'POST', headers: { 'next-action': 'x' } })).toBe(true);
    expect(isActionRequest({ method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' } })).toBe(true);
    expect(isActionRequest({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).toBe(false);
    expect(isActionRequest({ method: 'GET', headers: { 'next-action': 'x' } })).toBe(false);
  });
});

describe('parsePublicHost (APP_URL)', () => {
  it('is the host of an http(s) address, with its port; nothing when unset', () => {
    expect(parsePublicHost('https://book.example.com/')).toBe('book.example.com');
    expect(parsePublicHost('http://127.0.0.1:3211')).toBe('127.0.0.1:3211');
    expect(parsePublicHost(undefined)).toBeUndefined();
    expect(parsePublicHost(' ')).toBeUndefined();
  });

  it('refuses what is not an http(s) address', () => {
    expect(() => parsePublicHost('book.example.com')).toThrow(/APP_URL must be/);
    expect(() => parsePublicHost('ftp://book.example.com')).toThrow(/APP_URL must be/);
  });
});
