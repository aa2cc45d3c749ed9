import { decodeEntry, encodeEntry } from './codec';

/** The part of the Web Storage API the cache needs (localStorage, sessionStorage, a test double). */
export interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface CacheOptions {
  /** Prefix of every storage key this cache owns. */
  prefix: string;
  /** Default lifetime of an entry. */
  ttlMs: number;
  /** Store entries base64-encoded (reversible, not encryption). */
  encode: boolean;
  /** At this count, the oldest entries (by timestamp) are evicted before a new key is added. */
  maxEntries?: number;
  /** Remove expired entries periodically; the timer is unref'd and stopped by dispose(). */
  cleanupIntervalMs?: number;
  /** Defaults to globalThis.localStorage when available, else a no-op storage. */
  storage?: StorageLike;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
}

export interface CacheEntry<T = unknown> {
  data: T;
  timestamp: number;
  expiry: number;
}

export interface CacheStats {
  totalEntries: number;
  /** Expired or unreadable entries still in storage. */
  expiredEntries: number;
  /** Approximate: keys and values are stored as UTF-16, two bytes per code unit. */
  sizeBytes: number;
  /** Fractions from 0 to 1 of the reads since the cache was created (0 before any read). */
  hitRate: number;
  missRate: number;
}

export interface Cache {
  /** The cached data, or null when missing, expired or unreadable. */
  get<T>(key: string): T | null;
  set<T>(key: string, data: T, ttlMs?: number): void;
  remove(key: string): void;
  /** Removes every entry with this cache's prefix. */
  clear(): void;
  /** Removes expired and unreadable entries; returns how many were removed. */
  cleanup(): number;
  stats(): CacheStats;
  /** Stops the cleanup timer. */
  dispose(): void;
}

const NO_STORAGE: StorageLike = {
  length: 0,
  key: () => null,
  getItem: () => null,
  setItem: () => {},
  removeItem: () => {},
};

function defaultStorage(): StorageLike {
  try {
    // Reading localStorage throws where storage is blocked (sandboxed frames, some private modes).
    return globalThis.localStorage ?? NO_STORAGE;
  } catch {
    return NO_STORAGE;
  }
}

function isEntry(value: unknown): value is CacheEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<CacheEntry>;
  return typeof entry.timestamp === 'number' && typeof entry.expiry === 'number';
}

function defaultLog(message: string, error: unknown): void {
  console.error(`[cache] ${message}`, error);
}

export function createCache(options: CacheOptions): Cache {
  const { prefix, ttlMs, encode, maxEntries } = options;
  const storage = options.storage ?? defaultStorage();
  const now = options.now ?? Date.now;
  const log = options.log ?? defaultLog;
  let hits = 0;
  let misses = 0;

  const ownKeys = (): string[] => {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  };

  /** The entry, or null when it cannot be decoded or parsed. */
  const parse = (raw: string): CacheEntry | null => {
    try {
      const value: unknown = JSON.parse(encode ? decodeEntry(raw) : raw);
      return isEntry(value) ? value : null;
    } catch {
      return null;
    }
  };

  /** Removes expired and unreadable entries; returns the live ones. */
  const sweep = (): { key: string; timestamp: number }[] => {
    const live: { key: string; timestamp: number }[] = [];
    for (const key of ownKeys()) {
      const raw = storage.getItem(key);
      const entry = raw === null ? null : parse(raw);
      if (entry && entry.expiry > now()) live.push({ key, timestamp: entry.timestamp });
      else storage.removeItem(key);
    }
    return live;
  };

  const makeRoom = (limit: number): void => {
    const live = sweep();
    if (live.length < limit) return;
    live.sort((a, b) => a.timestamp - b.timestamp);
    for (const { key } of live.slice(0, live.length - limit + 1)) storage.removeItem(key);
  };

  const timer =
    options.cleanupIntervalMs && storage !== NO_STORAGE
      ? setInterval(() => cache.cleanup(), options.cleanupIntervalMs)
      : undefined;
  // Never keep a Node process alive for cache housekeeping.
  (timer as { unref?: () => void } | undefined)?.unref?.();

  const cache: Cache = {
    get<T>(key: string): T | null {
      const fullKey = prefix + key;
      try {
        const raw = storage.getItem(fullKey);
        if (raw === null) {
          misses++;
          return null;
        }
        const entry = parse(raw);
        if (!entry) {
          log(`removing unreadable entry ${fullKey}`, new Error('decode or parse failed'));
          storage.removeItem(fullKey);
          misses++;
          return null;
        }
        if (entry.expiry <= now()) {
          storage.removeItem(fullKey);
          misses++;
          return null;
        }
        hits++;
        return entry.data as T;
      } catch (error) {
        log(`get ${fullKey} failed`, error);
        misses++;
        return null;
      }
    },

    set<T>(key: string, data: T, entryTtlMs = ttlMs): void {
      const fullKey = prefix + key;
      try {
        const timestamp = now();
        const entry: CacheEntry<T> = { data, timestamp, expiry: timestamp + entryTtlMs };
        const json = JSON.stringify(entry);
        if (maxEntries !== undefined && storage.getItem(fullKey) === null) makeRoom(maxEntries);
        storage.setItem(fullKey, encode ? encodeEntry(json) : json);
      } catch (error) {
        log(`set ${fullKey} failed`, error);
      }
    },

    remove(key: string): void {
      try {
        storage.removeItem(prefix + key);
      } catch (error) {
        log(`remove ${prefix + key} failed`, error);
      }
    },

    clear(): void {
      try {
        for (const key of ownKeys()) storage.removeItem(key);
      } catch (error) {
        log('clear failed', error);
      }
    },

    cleanup(): number {
      try {
        const before = ownKeys().length;
        return before - sweep().length;
      } catch (error) {
        log('cleanup failed', error);
        return 0;
      }
    },

    stats(): CacheStats {
      const reads = hits + misses;
      const stats: CacheStats = {
        totalEntries: 0,
        expiredEntries: 0,
        sizeBytes: 0,
        hitRate: reads ? hits / reads : 0,
        missRate: reads ? misses / reads : 0,
      };
      try {
        for (const key of ownKeys()) {
          const raw = storage.getItem(key) ?? '';
          const entry = parse(raw);
          stats.totalEntries++;
          stats.sizeBytes += (key.length + raw.length) * 2;
          if (!entry || entry.expiry <= now()) stats.expiredEntries++;
        }
      } catch (error) {
        log('stats failed', error);
      }
      return stats;
    },

    dispose(): void {
      clearInterval(timer);
    },
  };
  return cache;
}
