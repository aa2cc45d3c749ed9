import 'server-only';
import { headers } from 'next/headers';
import { parseIpv6Prefix, rateLimitKey } from '@/lib/net/client-address.mjs';

/**
 * Who the real client is, as every rate limit counts it: the address the app's own server
 * (server.mjs) resolved from the socket, X-Forwarded-For and TRUSTED_PROXIES, with an IPv6
 * address standing for its network of RATE_LIMIT_IPV6_PREFIX bits (default /64) and IPv4 for
 * itself; null when unknown. The one place where an address becomes a rate-limit key. Only
 * that header is read: a client-sent X-Forwarded-For never reaches a key.
 */
export async function clientRateLimitKey(): Promise<string | null> {
  const address = (await headers()).get('x-client-address') ?? undefined;
  return rateLimitKey(address, parseIpv6Prefix(process.env.RATE_LIMIT_IPV6_PREFIX));
}
