import type { CookieJar } from '@/lib/auth/providers/types';

/** A browser's cookie jar for one client: what the server sets is sent back next time. */
export function memoryJar(initial: Record<string, string> = {}): CookieJar & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getAll: () => [...values].map(([name, value]) => ({ name, value })),
    set(name, value, options) {
      if (!value || options?.maxAge === 0) values.delete(name);
      else values.set(name, value);
    },
  };
}
