import 'server-only';
import { createTranslator } from 'next-intl';
import { buildIcsFeed, type IcsEvent } from '@/lib/calendar/ics';
import { CATALOGUES } from '@/lib/i18n/catalogues';
import { serverMessages } from '@/lib/i18n/server-messages';
import { UNKNOWN_SERVICE } from '@/lib/format/money';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { feedBySecret, feedContent, feedVersion, type Feed } from '@/features/feeds/data/feed-calendar';
import { FEED_ADDRESS_RATE, FEED_RATE, FEED_REFRESH_HOURS, secretOfFile } from '@/features/feeds/schema';

// GET /feeds/<secret>.ics (issue 36): a member's or a salon's calendar. The secret is the only
// credential: an unknown, renewed, malformed or ended one is a plain 404, the same for each. A
// request first costs a rate-limit hit per client address and per feed; an unchanged feed
// answers 304 from one aggregate statement, without reading its appointments.

const HEADERS = { 'Cache-Control': 'private, no-cache', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' } as const;

const notFound = () => new Response('Not found', { status: 404, headers: HEADERS });
const tooMany = (retryAfterMs: number) =>
  new Response('Too many requests', { status: 429, headers: { ...HEADERS, 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) } });

export async function serveFeed(request: Request, file: string, clientAddress: string | null, now = new Date()): Promise<Response> {
  const secret = secretOfFile(file);
  if (!secret) return notFound();
  const perAddress = await hitRateLimit('feed-address', clientAddress ?? 'unknown', FEED_ADDRESS_RATE, now);
  if (!perAddress.allowed) return tooMany(perAddress.retryAfterMs);
  const feed = await feedBySecret(secret);
  if (!feed) return notFound();
  const perFeed = await hitRateLimit('feed', feed.id, FEED_RATE, now);
  if (!perFeed.allowed) return tooMany(perFeed.retryAfterMs);

  const { etag, lastModified } = await feedVersion(feed, now);
  const validators = { ETag: etag, 'Last-Modified': lastModified.toUTCString() };
  if (unchanged(request.headers, etag, lastModified)) return new Response(null, { status: 304, headers: { ...HEADERS, ...validators } });
  const body = renderFeed(feed, await feedContent(feed, now), now);
  return new Response(body, { headers: { ...HEADERS, ...validators, 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'inline; filename="calendar.ics"' } });
}

/** RFC 9110 §13.2.2: If-None-Match decides when present; else If-Modified-Since (whole seconds). */
function unchanged(headers: Headers, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = headers.get('if-none-match');
  if (ifNoneMatch != null) return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
  const since = Date.parse(headers.get('if-modified-since') ?? '');
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

function renderFeed(feed: Feed, content: Awaited<ReturnType<typeof feedContent>>, now: Date): string {
  const t = createTranslator({ locale: feed.language, messages: CATALOGUES[feed.language], namespace: 'Feeds' });
  const render = serverMessages(feed.language);
  const appointments: IcsEvent[] = content.appointments.map((a) => ({
    uid: `${a.id}@salon-booking`,
    start: a.start,
    end: a.end,
    stamp: now,
    sequence: a.sequence,
    summary: t('appointment', { customer: a.customerName.trim(), service: render(a.serviceName ?? UNKNOWN_SERVICE.name) }),
    location: a.stationName,
    // The salon's feed says whose appointment it is; a member's own feed needs not.
    description: feed.scope === 'salon' && a.stylistName ? t('stylist', { name: a.stylistName }) : undefined,
    cancelled: a.status === 'cancelled',
    tentative: a.status === 'pending',
  }));
  const blocks: IcsEvent[] = content.blocks.map((b) => ({
    uid: `block-${b.id}@salon-booking`,
    start: b.start,
    end: b.end,
    stamp: now,
    summary: b.reason ? t('blockedBecause', { reason: b.reason }) : t('blocked'),
  }));
  const name = feed.scope === 'salon' ? t('salonCalendar', { salon: feed.salonName.trim() }) : t('memberCalendar', { salon: feed.salonName.trim() });
  return buildIcsFeed({ name, refreshHours: FEED_REFRESH_HOURS, events: [...appointments, ...blocks] });
}
