export function resolveClientAddress(request: {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustedProxies: number;
}): string | null;
export function parseTrustedProxies(value: string | undefined): number;
export function canonicalAddress(value: string | undefined): string | null;
export function parseIpv6Prefix(value: string | undefined): number;
export function rateLimitKey(address: string | undefined, ipv6Prefix: number): string | null;
