import { afterEach, describe, it, expect, vi } from 'vitest';
import { decodeEntry, encodeEntry } from '@/lib/cache/codec';
import { createCache, type CacheOptions, type StorageLike } from '@/lib/cache/create-cache';

class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

function setup(options: Partial<CacheOptions> = {}) {
  const storage = new MemoryStorage();
  const clock = { now: 1_000_000 };
  const log = vi.fn();
  const cache = createCache({
    prefix: 'test_',
    ttlMs: 5 * 60_000,
    encode: false,
    storage,
    now: () => clock.now,
    log,
    ...options,
  });
  return { cache, storage, clock, log };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('codec', () => {
  it('round-trips UTF-8 through base64', () => {
    const json = JSON.stringify({ name: 'Kovács Éva 💇‍♀️', role: 'owner' });
    const encoded = encodeEntry(json);
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decodeEntry(encoded)).toBe(json);
  });

  it('throws on garbage', () => {
    expect(() => decodeEntry('%%%not base64')).toThrow();
    expect(() => decodeEntry(btoa('\xff\xfe'))).toThrow();
  });
});

describe('createCache', () => {
  it('stores entries with data, timestamp and expiry under the prefix', () => {
    const { cache, storage, clock } = setup();
    cache.set('profile', { role: 'staff' });
    expect(JSON.parse(storage.getItem('test_profile')!)).toEqual({
      data: { role: 'staff' },
      timestamp: clock.now,
      expiry: clock.now + 5 * 60_000,
    });
    expect(cache.get('profile')).toEqual({ role: 'staff' });
  });

  it('misses and removes an entry once expired', () => {
    const { cache, storage, clock } = setup({ ttlMs: 1000 });
    cache.set('a', 1);
    clock.now += 999;
    expect(cache.get('a')).toBe(1);
    clock.now += 1;
    expect(cache.get('a')).toBeNull();
    expect(storage.items.has('test_a')).toBe(false);
  });

  it('honours a per-entry lifetime', () => {
    const { cache, clock } = setup({ ttlMs: 1000 });
    cache.set('long', 'x', 10_000);
    clock.now += 5000;
    expect(cache.get('long')).toBe('x');
  });

  it('round-trips encoded entries, which are not plain JSON in storage', () => {
    const { cache, storage } = setup({ encode: true });
    const profile = { role: 'owner', salon_id: 'ab-12', name: 'Őrsi Ágnes' };
    cache.set('p', profile);
    const raw = storage.getItem('test_p')!;
    expect(raw).not.toContain('owner');
    expect(JSON.parse(decodeEntry(raw)).data).toEqual(profile);
    expect(cache.get('p')).toEqual(profile);
  });

  it.each([
    ['not base64 when encoded', true, '%%%'],
    ['base64 of non-JSON', true, btoa('{broken')],
    ['invalid JSON', false, '{broken'],
    ['JSON without timestamps', false, JSON.stringify({ data: 1 })],
    ['JSON null', false, 'null'],
  ])('removes a corrupted entry (%s), counts a miss and logs', (_, encode, raw) => {
    const { cache, storage, log } = setup({ encode });
    storage.setItem('test_bad', raw);
    expect(cache.get('bad')).toBeNull();
    expect(storage.items.has('test_bad')).toBe(false);
    expect(cache.stats().missRate).toBe(1);
    expect(log).toHaveBeenCalledOnce();
  });

  it('evicts the oldest entries by timestamp at maxEntries', () => {
    const { cache, storage, clock } = setup({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) {
      cache.set(key, key);
      clock.now += 10;
    }
    cache.set('a', 'a2'); // overwriting an existing key evicts nothing and refreshes its timestamp
    clock.now += 10;
    expect(storage.length).toBe(3);
    cache.set('d', 'd');
    expect([...storage.items.keys()].sort()).toEqual(['test_a', 'test_c', 'test_d']);
    clock.now += 10;
    cache.set('e', 'e');
    expect([...storage.items.keys()].sort()).toEqual(['test_a', 'test_d', 'test_e']);
  });

  it('drops expired entries before evicting live ones', () => {
    const { cache, storage, clock } = setup({ maxEntries: 2, ttlMs: 100 });
    cache.set('old', 1, 10);
    clock.now += 1;
    cache.set('live', 2);
    clock.now += 20;
    cache.set('new', 3);
    expect([...storage.items.keys()].sort()).toEqual(['test_live', 'test_new']);
  });

  it('only touches its own prefix', () => {
    const { cache, storage } = setup({ maxEntries: 1 });
    storage.setItem('other_key', 'keep');
    cache.set('a', 1);
    cache.set('b', 2);
    cache.clear();
    expect([...storage.items.keys()]).toEqual(['other_key']);
  });

  it('removes one entry', () => {
    const { cache } = setup();
    cache.set('a', 1);
    cache.remove('a');
    expect(cache.get('a')).toBeNull();
  });

  it('reports stats', () => {
    const { cache, storage, clock } = setup({ ttlMs: 1000 });
    expect(cache.stats()).toEqual({ totalEntries: 0, expiredEntries: 0, sizeBytes: 0, hitRate: 0, missRate: 0 });
    cache.set('a', 'x');
    cache.set('b', 'y', 10);
    storage.setItem('test_c', 'garbage');
    storage.setItem('other', 'not ours');
    clock.now += 100;
    cache.get('a'); // hit
    cache.get('a'); // hit
    cache.get('missing'); // miss
    const stats = cache.stats();
    const ownBytes = ['test_a', 'test_b', 'test_c'].reduce((sum, key) => sum + (key.length + storage.getItem(key)!.length) * 2, 0);
    expect(stats).toEqual({ totalEntries: 3, expiredEntries: 2, sizeBytes: ownBytes, hitRate: 2 / 3, missRate: 1 / 3 });
  });

  it('cleanup removes expired and unreadable entries', () => {
    const { cache, storage, clock } = setup({ ttlMs: 1000 });
    cache.set('a', 1);
    cache.set('b', 2, 10);
    storage.setItem('test_c', 'garbage');
    clock.now += 100;
    expect(cache.cleanup()).toBe(2);
    expect([...storage.items.keys()]).toEqual(['test_a']);
  });

  it('runs cleanup on its interval until disposed', () => {
    vi.useFakeTimers();
    const { cache, storage, clock } = setup({ ttlMs: 1000, cleanupIntervalMs: 60_000 });
    cache.set('a', 1);
    clock.now += 2000;
    vi.advanceTimersByTime(59_999);
    expect(storage.length).toBe(1);
    vi.advanceTimersByTime(1);
    expect(storage.length).toBe(0);
    cache.dispose();
    cache.set('b', 1);
    clock.now += 2000;
    vi.advanceTimersByTime(120_000);
    expect(storage.length).toBe(1);
  });

  it('logs and swallows storage errors', () => {
    const { cache, storage, log } = setup();
    storage.items.set('test_x', '{}');
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    storage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(() => cache.set('a', 1)).not.toThrow();
    expect(cache.get('a')).toBeNull();
    expect(() => cache.stats()).not.toThrow();
    expect(log).toHaveBeenCalledTimes(3);
  });

  it('logs and swallows unserialisable data', () => {
    const { cache, log } = setup();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => cache.set('c', circular)).not.toThrow();
    expect(log).toHaveBeenCalledOnce();
  });

  it('falls back to a no-op storage without localStorage and starts no timer', () => {
    vi.useFakeTimers();
    const cache = createCache({ prefix: 'x_', ttlMs: 1000, encode: false, cleanupIntervalMs: 60_000 });
    cache.set('a', 1);
    expect(cache.get('a')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
