/**
 * The visitor's address for a raw request (cached answers never reach Fastify), by the same
 * TRUST_PROXY rule Fastify's `request.ip` applies. Used for the day's visitor hash only; never
 * stored.
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { toFastifyTrustProxy, type TrustProxy } from '../../lib/parse-proxy-settings.ts';

export type AddressOf = (req: IncomingMessage) => string;

export function addressReader(trustProxy: TrustProxy): AddressOf {
  const trust = toFastifyTrustProxy(trustProxy);
  if (trust === false) return (req) => req.socket.remoteAddress ?? '';
  const isTrusted = typeof trust === 'function' ? trust : proxyAddr.compile(trust as string[]);
  return (req) => {
    const addresses = proxyAddr.all(req, isTrusted);
    return addresses[addresses.length - 1] ?? '';
  };
}
