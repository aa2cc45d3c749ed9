import 'server-only';
import { isIP } from 'node:net';
import { headers } from 'next/headers';

/**
 * The real client's address, as the app's own server (server.mjs) resolved it from the socket,
 * X-Forwarded-For and TRUSTED_PROXIES, or null when unknown. Only that header is read: a
 * client-sent X-Forwarded-For never reaches a rate-limit key.
 */
export async function clientAddress(): Promise<string | null> {
  const value = (await headers()).get('x-client-address')?.trim();
  return value && isIP(value) ? value : null;
}
