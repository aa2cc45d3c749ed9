import { isIP } from 'node:net';

/**
 * The client's address from the connection and the X-Forwarded-For list, trusting exactly
 * `trustedProxies` reverse proxies in front of the app. Each proxy appends the address it
 * received the request from, so with N trusted proxies the client is the Nth entry from the
 * right; everything to its left was written by the client and may be forged. With 0 proxies
 * the header is ignored and the socket's address is the client. Plain JavaScript: server.mjs
 * runs it without a TypeScript step.
 *
 * @param {{ socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedProxies: number }} request
 * @returns {string | null} a canonical IPv4 or IPv6 address, or null when it is not known
 */
export function resolveClientAddress({ socketAddress, forwardedFor, trustedProxies }) {
  if (trustedProxies === 0) return canonicalAddress(socketAddress);
  const entries = [forwardedFor ?? []].flat().join(',').split(',');
  if (!forwardedFor || entries.length < trustedProxies) return null;
  return canonicalAddress(entries[entries.length - trustedProxies]);
}

/**
 * TRUSTED_PROXIES: how many reverse proxies in front of the app append to X-Forwarded-For.
 *
 * @param {string | undefined} value
 * @returns {number}
 */
export function parseTrustedProxies(value) {
  const text = value?.trim() ?? '';
  if (text === '') return 0;
  if (!/^\d+$/.test(text)) throw new Error(`TRUSTED_PROXIES must be a whole number of reverse proxies in front of the app, 0 or more (got "${value}").`);
  return Number(text);
}

/**
 * One spelling per address, so that it keys a single rate-limit bucket: IPv4 as dotted quad
 * (also when IPv4-mapped, `::ffff:1.2.3.4`), IPv6 lowercase and compressed; brackets, ports
 * and IPv6 zone ids are dropped. Anything else is not an address.
 *
 * @param {string | undefined} value
 * @returns {string | null}
 */
export function canonicalAddress(value) {
  let text = value?.trim() ?? '';
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = text.replace(/%.*$/, '');
  const version = isIP(text);
  if (version === 4) return text;
  if (version !== 6) return null;
  const compressed = new URL(`http://[${text}]/`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(compressed);
  if (!mapped) return compressed;
  const [high, low] = [parseInt(mapped[1], 16), parseInt(mapped[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * RATE_LIMIT_IPV6_PREFIX: how many leading bits of an IPv6 address name one client (default
 * 64: one subscriber usually gets a whole /64 and can pick any address inside it).
 *
 * @param {string | undefined} value
 * @returns {number}
 */
export function parseIpv6Prefix(value) {
  const text = value?.trim() ?? '';
  if (text === '') return 64;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 128) {
    throw new Error(`RATE_LIMIT_IPV6_PREFIX must be a prefix length from 1 to 128 (got "${value}").`);
  }
  return Number(text);
}

/**
 * The rate-limit key of a client address: an IPv4 address (also IPv4-mapped IPv6) is itself;
 * an IPv6 address stands for its network of `ipv6Prefix` bits, e.g. `2001:db8:1:2::/64`, so
 * that rotating addresses inside one network still counts as one client. Anything that is not
 * an address gives null.
 *
 * @param {string | undefined} address
 * @param {number} ipv6Prefix
 * @returns {string | null}
 */
export function rateLimitKey(address, ipv6Prefix) {
  if (!Number.isInteger(ipv6Prefix) || ipv6Prefix < 1 || ipv6Prefix > 128) throw new RangeError(`Invalid IPv6 prefix length ${ipv6Prefix}.`);
  const canonical = canonicalAddress(address);
  if (canonical === null || isIP(canonical) === 4) return canonical;
  const bits = ipv6Groups(canonical).reduce((value, group) => (value << 16n) | BigInt(group), 0n);
  const hostBits = BigInt(128 - ipv6Prefix);
  const network = (bits >> hostBits) << hostBits;
  const groups = Array.from({ length: 8 }, (_, i) => ((network >> BigInt(16 * (7 - i))) & 0xffffn).toString(16));
  return `${canonicalAddress(groups.join(':'))}/${ipv6Prefix}`;
}

/**
 * The eight 16-bit groups of a valid IPv6 address, `::` expanded to as many zero groups as
 * are missing, a trailing dotted IPv4 part read as two groups.
 *
 * @param {string} address
 * @returns {number[]}
 */
function ipv6Groups(address) {
  const halves = address.split('::');
  const [head, tail] = halves.map((half) => (half === '' ? [] : half.split(':').flatMap(groupsOf)));
  if (halves.length === 1) return head;
  return [...head, ...Array(8 - head.length - tail.length).fill(0), ...tail];
}

/** @param {string} part */
function groupsOf(part) {
  if (!part.includes('.')) return [parseInt(part, 16)];
  const [a, b, c, d] = part.split('.').map(Number);
  return [(a << 8) | b, (c << 8) | d];
}
