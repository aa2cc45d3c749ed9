import { parseArgs } from 'node:util';
import { parsePublicHost } from './action-origin.mjs';
import { parseIpv6Prefix, parseTrustedProxies } from './client-address.mjs';

/**
 * server.mjs's options from its arguments and environment, checked before anything starts:
 * `-p`/`--port` wins over PORT (default 3000); `-H`/`--hostname` wins over HOSTNAME (default:
 * every interface, `hostname` undefined); TRUSTED_PROXIES and RATE_LIMIT_IPV6_PREFIX must be
 * valid; APP_URL, when set, gives the one host server actions may come from (`publicHost`).
 * Throws with a message for the operator on a bad value.
 *
 * @param {string[]} args the command line after `node server.mjs`
 * @param {Record<string, string | undefined>} env
 * @returns {{ port: number, hostname: string | undefined, trustedProxies: number, publicHost: string | undefined }}
 */
export function serverOptions(args, env) {
  const { values } = parseArgs({ args, options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
  const portText = values.port?.trim() || env.PORT?.trim() || '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) throw new Error(`Invalid port "${portText}".`);
  const hostname = values.hostname?.trim() || env.HOSTNAME?.trim() || undefined;
  const trustedProxies = parseTrustedProxies(env.TRUSTED_PROXIES);
  parseIpv6Prefix(env.RATE_LIMIT_IPV6_PREFIX);
  const publicHost = parsePublicHost(env.APP_URL);
  return { port, hostname, trustedProxies, publicHost };
}
