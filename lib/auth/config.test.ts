import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertAuthConfig, authProviderName, authSecret } from '@/lib/auth/config';

const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;
const forgetSecret = () => delete (globalThis as { __salonAuthSecret?: unknown }).__salonAuthSecret;

describe('auth configuration', () => {
  afterEach(forgetSecret);

  it('picks Supabase only when both public variables are set', () => {
    expect(authProviderName(env({}))).toBe('builtin');
    expect(authProviderName(env({ NEXT_PUBLIC_SUPABASE_URL: 'https://x.supabase.co' }))).toBe('builtin');
    expect(authProviderName(env({ NEXT_PUBLIC_SUPABASE_URL: 'https://x.supabase.co', NEXT_PUBLIC_SUPABASE_ANON_KEY: 'k' }))).toBe('supabase');
  });

  it('refuses production on a real database without AUTH_SECRET or Supabase', () => {
    expect(() => assertAuthConfig(env({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x' }))).toThrow(/AUTH_SECRET is not set/);
    expect(() => assertAuthConfig(env({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x', AUTH_SECRET: 's' }))).not.toThrow();
    expect(() =>
      assertAuthConfig(env({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x', NEXT_PUBLIC_SUPABASE_URL: 'u', NEXT_PUBLIC_SUPABASE_ANON_KEY: 'k' })),
    ).not.toThrow();
    expect(() => assertAuthConfig(env({ NODE_ENV: 'production' }))).not.toThrow();
  });

  it('generates a secret once, readable by the owner only, and keeps it across restarts', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'auth-secret-')), 'nested', 'auth-secret');
    const first = authSecret(env({ AUTH_SECRET_FILE: file }));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(32);
    forgetSecret();
    expect(authSecret(env({ AUTH_SECRET_FILE: file }))).toEqual(first);
  });

  it('rejects a short AUTH_SECRET', () => {
    expect(() => authSecret(env({ AUTH_SECRET: 'short' }))).toThrow(/at least 32/);
  });
});
