import { describe, expect, it } from 'vitest';
import { canonicalAddress, parseTrustedProxies, resolveClientAddress } from '@/lib/net/client-address.mjs';

const resolve = (trustedProxies: number, forwardedFor: string | string[] | undefined, socketAddress = '10.0.0.9') =>
  resolveClientAddress({ socketAddress, forwardedFor, trustedProxies });

describe('resolveClientAddress', () => {
  it('with no proxy in front, is the socket address and ignores X-Forwarded-For', () => {
    expect(resolve(0, '203.0.113.7', '198.51.100.1')).toBe('198.51.100.1');
    expect(resolve(0, undefined, '::ffff:198.51.100.1')).toBe('198.51.100.1');
    expect(resolveClientAddress({ socketAddress: undefined, forwardedFor: undefined, trustedProxies: 0 })).toBeNull();
  });

  it('with N proxies, is the Nth entry from the right', () => {
    expect(resolve(1, '203.0.113.7')).toBe('203.0.113.7');
    expect(resolve(1, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(resolve(2, '198.51.100.1, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    expect(resolve(2, ['198.51.100.1, 203.0.113.7', '10.0.0.2'])).toBe('203.0.113.7');
  });

  it('never moves when the client forges entries to the left', () => {
    const forgeries = ['', '1.1.1.1', '1.1.1.1, 2.2.2.2', 'garbage, ::1', ',,,', '127.0.0.1, 10.0.0.1, 192.168.0.1'];
    for (const forged of forgeries) {
      const prefix = forged ? `${forged}, ` : '';
      expect(resolve(1, `${prefix}203.0.113.7`)).toBe('203.0.113.7');
      expect(resolve(2, `${prefix}203.0.113.7, 10.0.0.2`)).toBe('203.0.113.7');
    }
  });

  it('is unknown when the list is shorter than the number of proxies, or missing', () => {
    expect(resolve(2, '203.0.113.7')).toBeNull();
    expect(resolve(3, '198.51.100.1, 203.0.113.7')).toBeNull();
    expect(resolve(1, undefined)).toBeNull();
    expect(resolve(1, '')).toBeNull();
  });

  it('is unknown when the trusted entry is not an address', () => {
    expect(resolve(1, '203.0.113.7, unknown')).toBeNull();
    expect(resolve(1, '203.0.113.7, <script>')).toBeNull();
    expect(resolve(1, '203.0.113.7, ')).toBeNull();
    expect(resolve(0, '203.0.113.7', 'not-an-ip')).toBeNull();
  });
});

describe('canonicalAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['203.0.113.7:4711', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::1', '::1'],
  ])('%s is %s', (input, expected) => {
    expect(canonicalAddress(input)).toBe(expected);
  });

  it.each(['', 'unknown', '203.0.113', '203.0.113.256', '01.2.3.4', 'example.com', '1.2.3.4, 5.6.7.8', '2001:db8::g'])('%j is not an address', (input) => {
    expect(canonicalAddress(input)).toBeNull();
  });
});

describe('parseTrustedProxies', () => {
  it('defaults to 0 and reads whole numbers', () => {
    expect(parseTrustedProxies(undefined)).toBe(0);
    expect(parseTrustedProxies(' ')).toBe(0);
    expect(parseTrustedProxies('2')).toBe(2);
  });

  it.each(['-1', '1.5', 'yes', 'true'])('refuses %j with a clear message', (value) => {
    expect(() => parseTrustedProxies(value)).toThrow(/TRUSTED_PROXIES must be a whole number/);
  });
});
