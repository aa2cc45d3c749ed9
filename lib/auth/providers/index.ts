import 'server-only';
import { authProviderName } from '@/lib/auth/config';
import { builtinProvider } from './builtin';
import { supabaseProvider } from './supabase';
import type { AuthProvider } from './types';

export type { AuthProvider, CookieJar, CookieOptions } from './types';

/** Supabase Auth when configured, the built-in provider otherwise (read per call, so tests can switch). */
export function authProvider(): AuthProvider {
  return authProviderName() === 'supabase' ? supabaseProvider : builtinProvider;
}
