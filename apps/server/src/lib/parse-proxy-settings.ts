/**
 * Parsing of the two network-trust settings, for config.ts:
 *  - TRUST_PROXY: which X-Forwarded-For hops are believed. `false`/`0` none; `true` one hop (the
 *    load balancer right in front); a number that many hops; otherwise a comma-separated list of
 *    proxy addresses or CIDRs (or proxy-addr's `loopback`, `linklocal`, `uniquelocal`). Trusting
 *    every hop would let a client choose its own IP, so that is not expressible.
 *  - TRUSTED_ORIGINS: exact origins (scheme, host, port) trusted besides PUBLIC_URL.
 * Both throw a zod issue naming the bad entry so the server stops with a clear message.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

/** What Fastify's `trustProxy` receives: false, a hop count, or addresses/CIDRs. */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0' || text === '') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length > 0 || entries.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be false, true, a hop count, or proxy addresses/CIDRs (not: ${bad.join(', ') || value})`,
    });
    return z.NEVER;
  }
  return entries;
}

/** `https://shop.example` and `http://localhost:5173` pass; paths, `*` and bare hosts do not. */
export function parseTrustedOrigins(value: string, ctx: z.RefinementCtx): string[] {
  const origins: string[] = [];
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {
      url = null;
    }
    const isOrigin =
      url !== null &&
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash &&
      !url.username &&
      !url.password;
    if (!isOrigin) {
      ctx.addIssue({
        code: 'custom',
        message: `must be origins like https://shop.example (scheme://host[:port]), not: ${entry}`,
      });
      return z.NEVER;
    }
    origins.push(url!.origin);
  }
  return origins;
}

/**
 * Fastify's typed options take no hop count, so a count becomes the same rule proxy-addr
 * applies to one: the first `hops` addresses, nearest first, are proxies.
 */
export function toFastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}
