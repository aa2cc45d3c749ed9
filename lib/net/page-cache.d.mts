import type { IncomingMessage, ServerResponse } from 'node:http';

type NodeRequest = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };
export type BookingPageSalon = { demo: true } | { slug: string };
export const PAGE_CACHE_DEFAULTS: { ttlMs: number; maxEntries: number };
export function bookingPageSalon(pathname: string): BookingPageSalon | null;
export function pageCacheKey(request: NodeRequest): { key: string; salon: BookingPageSalon } | null;
export function inlineStylesheets(html: string, stylesheetOf: (href: string) => string | null): string;
export function builtStylesheets(staticDir: string): (href: string) => string | null;
export function createPageCache(options: {
  ttlMs?: number;
  maxEntries?: number;
  versionOf: (salon: BookingPageSalon) => Promise<number | null>;
  stylesheetOf?: (href: string) => string | null;
  now?: () => number;
}): { handle(req: IncomingMessage, res: ServerResponse, render: () => unknown): Promise<unknown>; size(): number };
