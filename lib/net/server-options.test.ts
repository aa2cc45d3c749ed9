import { describe, expect, it } from 'vitest';
import { serverOptions } from '@/lib/net/server-options.mjs';

describe('serverOptions (node server.mjs)', () => {
  it('defaults to port 3000 on every interface with no proxy', () => {
    expect(serverOptions([], {})).toEqual({ port: 3000, hostname: undefined, trustedProxies: 0, publicHost: undefined });
    expect(serverOptions([], { PORT: ' ', HOSTNAME: ' ' })).toEqual({ port: 3000, hostname: undefined, trustedProxies: 0, publicHost: undefined });
  });

  it('binds HOSTNAME, as the standalone Next server does', () => {
    expect(serverOptions([], { HOSTNAME: '127.0.0.1' }).hostname).toBe('127.0.0.1');
    expect(serverOptions([], { HOSTNAME: '::1' }).hostname).toBe('::1');
  });

  it('lets -H / --hostname win over HOSTNAME, and -p / --port over PORT', () => {
    const env = { HOSTNAME: '127.0.0.1', PORT: '4000' };
    expect(serverOptions(['-H', '0.0.0.0'], env)).toMatchObject({ hostname: '0.0.0.0', port: 4000 });
    expect(serverOptions(['--hostname=::', '-p', '5000'], env)).toMatchObject({ hostname: '::', port: 5000 });
    expect(serverOptions(['--port', '0'], env)).toMatchObject({ hostname: '127.0.0.1', port: 0 });
  });

  it('reads TRUSTED_PROXIES', () => {
    expect(serverOptions([], { TRUSTED_PROXIES: '1' }).trustedProxies).toBe(1);
  });

  it.each([
    [['-p', 'abc'], {}, /Invalid port "abc"/],
    [[], { PORT: '65536' }, /Invalid port "65536"/],
    [[], { PORT: '0x10' }, /Invalid port/],
    [[], { PORT: '-1' }, /Invalid port/],
    [[], { TRUSTED_PROXIES: 'yes' }, /TRUSTED_PROXIES must be a whole number/],
    [[], { RATE_LIMIT_IPV6_PREFIX: '0' }, /RATE_LIMIT_IPV6_PREFIX must be a prefix length/],
    [['--bind', 'x'], {}, /Unknown option/],
  ])('refuses %j %j before starting', (args, env, message) => {
    expect(() => serverOptions(args, env)).toThrow(message);
  });
});
