import { describe, it, expect, vi } from 'vitest';

describe('configured caches', () => {
  it('match spec point 9', async () => {
    const { PROFILE_CACHE_OPTIONS, PREFERENCES_CACHE_OPTIONS, DEFAULT_CACHE_OPTIONS } = await import('@/lib/cache/caches');
    expect(PROFILE_CACHE_OPTIONS).toEqual({ prefix: 'auth_secure_', ttlMs: 300_000, encode: true, cleanupIntervalMs: 60_000 });
    expect(PREFERENCES_CACHE_OPTIONS).toEqual({ prefix: 'prefs_', ttlMs: 86_400_000, encode: false });
    expect(DEFAULT_CACHE_OPTIONS).toEqual({
      prefix: 'universal_cache_',
      ttlMs: 300_000,
      encode: false,
      maxEntries: 50,
      cleanupIntervalMs: 60_000,
    });
  });

  it('are created lazily, once', async () => {
    vi.resetModules();
    const createCache = vi.fn(() => ({}));
    vi.doMock('@/lib/cache/create-cache', () => ({ createCache }));
    const caches = await import('@/lib/cache/caches');
    expect(createCache).not.toHaveBeenCalled();
    expect(caches.getProfileCache()).toBe(caches.getProfileCache());
    caches.getPreferencesCache();
    caches.getDefaultCache();
    expect(createCache.mock.calls).toEqual([
      [caches.PROFILE_CACHE_OPTIONS],
      [caches.PREFERENCES_CACHE_OPTIONS],
      [caches.DEFAULT_CACHE_OPTIONS],
    ]);
    vi.doUnmock('@/lib/cache/create-cache');
  });
});
