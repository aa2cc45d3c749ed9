import { describe, expect, it } from 'vitest';
import { canonicalAddress, parseIpv6Prefix, parseTrustedProxies, rateLimitKey, resolveClientAddress } from '@/lib/net/client-address.mjs';

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

describe('rateLimitKey', () => {
  it.each([
    // IPv4 and IPv4-mapped IPv6: the address itself.
    ['203.0.113.7', 64, '203.0.113.7'],
    ['203.0.113.7:4711', 64, '203.0.113.7'],
    ['::ffff:203.0.113.7', 64, '203.0.113.7'],
    ['::FFFF:cb00:7107', 48, '203.0.113.7'],
    ['[::ffff:203.0.113.7]:443', 128, '203.0.113.7'],
    // IPv6: the /64 it belongs to, however it is written.
    ['2001:db8:1:2:3:4:5:6', 64, '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', 64, '2001:db8:1:2::/64'],
    ['2001:db8:1:2::', 64, '2001:db8:1:2::/64'],
    ['2001:db8:1:2::7', 64, '2001:db8:1:2::/64'],
    ['2001:db8:1:2::7%eth0', 64, '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::7%25eth0]:443', 64, '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::7]', 64, '2001:db8:1:2::/64'],
    ['2001:db8::1:2:3:4', 64, '2001:db8::/64'],
    ['2001:db8:0:0:1::', 64, '2001:db8::/64'],
    ['::2001:db8:1:2', 64, '::/64'],
    ['::1', 64, '::/64'],
    ['::', 64, '::/64'],
    ['fe80::1%lo0', 64, 'fe80::/64'],
    ['2001:db8:1:2:3:4:1.2.3.4', 64, '2001:db8:1:2::/64'],
    ['ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 64, 'ffff:ffff:ffff:ffff::/64'],
    // Other prefix lengths, also inside a group.
    ['2001:db8:abcd:12ff::1', 48, '2001:db8:abcd::/48'],
    ['2001:db8:abcd:12ff::1', 56, '2001:db8:abcd:1200::/56'],
    ['2001:db8:abcd:12ff::1', 60, '2001:db8:abcd:12f0::/60'],
    ['2001:db8:abcd:12ff:8000::1', 65, '2001:db8:abcd:12ff:8000::/65'],
    ['2001:db8:1:2:3:4:5:6', 128, '2001:db8:1:2:3:4:5:6/128'],
    ['2001:db8:1:2:3:4:5:6', 127, '2001:db8:1:2:3:4:5:6/127'],
    ['2001:db8:1:2:3:4:5:7', 127, '2001:db8:1:2:3:4:5:6/127'],
    ['2001:db8:1:2:3:4:5:6', 1, '::/1'],
    ['8001:db8::', 1, '8000::/1'],
  ])('%s with /%i is %s', (address, prefix, expected) => {
    expect(rateLimitKey(address, prefix)).toBe(expected);
  });

  it('gives every address of one /64 the same key, and neighbouring networks different ones', () => {
    const keys = new Set(Array.from({ length: 100 }, (_, i) => rateLimitKey(`2001:db8:1:2:${((i * 7919) % 65536).toString(16)}:${i.toString(16)}::${i}`, 64)));
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
    expect(rateLimitKey('2001:db8:1:3::1', 64)).not.toBe(rateLimitKey('2001:db8:1:2::1', 64));
    expect(rateLimitKey('2001:db8:1:2::1', 128)).not.toBe(rateLimitKey('2001:db8:1:2::2', 128));
  });

  it.each([undefined, '', 'unknown', '2001:db8::g', '1.2.3.4.5', '2001:db8:1:2:3:4:5:6:7', 'race-1'])('%j is no key', (address) => {
    expect(rateLimitKey(address, 64)).toBeNull();
  });

  it.each([0, 129, 64.5, NaN])('refuses the prefix length %d', (prefix) => {
    expect(() => rateLimitKey('2001:db8::1', prefix)).toThrow(RangeError);
  });
});

describe('parseIpv6Prefix', () => {
  it('defaults to 64 and reads 1 to 128', () => {
    expect(parseIpv6Prefix(undefined)).toBe(64);
    expect(parseIpv6Prefix(' ')).toBe(64);
    expect(parseIpv6Prefix('48')).toBe(48);
    expect(parseIpv6Prefix('128')).toBe(128);
    expect(parseIpv6Prefix('1')).toBe(1);
  });

  it.each(['0', '129', '-64', '64.0', '/64', '0x40', 'sixty-four'])('refuses %j with a clear message', (value) => {
    expect(() => parseIpv6Prefix(value)).toThrow(/RATE_LIMIT_IPV6_PREFIX must be a prefix length from 1 to 128/);
  });
});
