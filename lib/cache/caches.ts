import { createCache, type Cache, type CacheOptions } from './create-cache';

const MINUTE_MS = 60_000;
const CLEANUP_INTERVAL_MS = 60_000;

/** Signed-in user's profile (role, salon_id): spec point 9. */
export const PROFILE_CACHE_OPTIONS = {
  prefix: 'auth_secure_',
  ttlMs: 5 * MINUTE_MS,
  encode: true,
  cleanupIntervalMs: CLEANUP_INTERVAL_MS,
} as const satisfies CacheOptions;

export const PREFERENCES_CACHE_OPTIONS = {
  prefix: 'prefs_',
  ttlMs: 24 * 60 * MINUTE_MS,
  encode: false,
} as const satisfies CacheOptions;

export const DEFAULT_CACHE_OPTIONS = {
  prefix: 'universal_cache_',
  ttlMs: 5 * MINUTE_MS,
  encode: false,
  maxEntries: 50,
  cleanupIntervalMs: CLEANUP_INTERVAL_MS,
} as const satisfies CacheOptions;

// Created on first use, so importing this module starts no timer and touches no storage.
let profileCache: Cache | undefined;
let preferencesCache: Cache | undefined;
let defaultCache: Cache | undefined;

export function getProfileCache(): Cache {
  return (profileCache ??= createCache(PROFILE_CACHE_OPTIONS));
}

export function getPreferencesCache(): Cache {
  return (preferencesCache ??= createCache(PREFERENCES_CACHE_OPTIONS));
}

export function getDefaultCache(): Cache {
  return (defaultCache ??= createCache(DEFAULT_CACHE_OPTIONS));
}
