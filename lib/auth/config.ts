import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export type AuthProviderName = 'supabase' | 'builtin';

export const SESSION_COOKIE = 'salon_session';
export const SESSION_MAX_AGE_S = 7 * 24 * 60 * 60;
export const AUTH_SECRET_FILE = '.data/auth-secret';
const MIN_SECRET_LENGTH = 32;

export type SupabaseConfig = { url: string; anonKey: string; serviceRoleKey: string | undefined };

/** Supabase Auth when both public Supabase variables are set, else the built-in provider. */
export function supabaseConfig(env: NodeJS.ProcessEnv = process.env): SupabaseConfig | null {
  const url = env.NEXT_PUBLIC_SUPABASE_URL;
  const anonKey = env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  return url && anonKey ? { url, anonKey, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY || undefined } : null;
}

export function authProviderName(env: NodeJS.ProcessEnv = process.env): AuthProviderName {
  return supabaseConfig(env) ? 'supabase' : 'builtin';
}

/**
 * Refuses a production server on a real database that would sign cookies with a secret
 * generated on one machine only (other instances could not read the sessions).
 */
export function assertAuthConfig(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV !== 'production' || !env.DATABASE_URL || supabaseConfig(env)) return;
  if (!env.AUTH_SECRET) {
    throw new Error(
      'AUTH_SECRET is not set. In production with DATABASE_URL, set AUTH_SECRET (at least 32 random characters, the same on every instance) or configure Supabase Auth (NEXT_PUBLIC_SUPABASE_URL, NEXT_PUBLIC_SUPABASE_ANON_KEY).',
    );
  }
}

const globalForSecret = globalThis as typeof globalThis & { __salonAuthSecret?: Uint8Array };

/**
 * The key that signs the built-in session cookie: AUTH_SECRET, or on the embedded default a
 * random secret kept at .data/auth-secret (mode 0600) so that restarts keep sessions.
 */
export function authSecret(env: NodeJS.ProcessEnv = process.env): Uint8Array {
  if (globalForSecret.__salonAuthSecret) return globalForSecret.__salonAuthSecret;
  assertAuthConfig(env);
  const secret = env.AUTH_SECRET || readOrCreateSecretFile(env.AUTH_SECRET_FILE || AUTH_SECRET_FILE);
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`);
  return (globalForSecret.__salonAuthSecret = new TextEncoder().encode(secret));
}

function readOrCreateSecretFile(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  try {
    // 'wx' fails if another process created the file meanwhile: then read theirs.
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
