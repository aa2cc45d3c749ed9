import { serveFeed } from '@/features/feeds/serve-feed';
import { clientRateLimitKey } from '@/lib/server/request';

/** A member's or a salon's calendar subscription, /feeds/<secret>.ics (features/feeds). */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return serveFeed(request, (await params).file, await clientRateLimitKey());
}
