/**
 * Which browser origins the shop trusts for state-changing requests and sign-in. One list,
 * shared by the shop's own cross-origin guard and better-auth, so the two can never disagree.
 * An origin matches only when scheme, host and port all match (RFC 6454).
 *   - always: PUBLIC_URL's origin and TRUSTED_ORIGINS;
 *   - outside production also the addresses the server listens on (what its log prints, e.g.
 *     http://127.0.0.1:3000), added once it listens, and localhost on the configured port.
 */
import os from 'node:os';

export type OriginPolicy = {
  /** PUBLIC_URL's origin: where a refused visitor is told to go. */
  publicOrigin: string;
  isTrusted: (origin: string | undefined) => boolean;
  list: () => string[];
  /** Called once the server listens: in development its addresses become trusted. */
  trustListenAddress: (address: { address: string; port: number }) => void;
};

export type OriginPolicyOptions = {
  publicUrl: string;
  trustedOrigins: string[];
  isProduction: boolean;
  port: number;
};

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

function httpOrigin(address: string, port: number): string {
  const host = address.includes(':') ? `[${address}]` : address;
  return new URL(`http://${host}:${port}`).origin;
}

/** Every address a wildcard listener answers on: loopback and each interface. */
function interfaceAddresses(): string[] {
  const addresses = ['localhost', '127.0.0.1', '::1'];
  for (const list of Object.values(os.networkInterfaces())) {
    for (const entry of list ?? []) addresses.push(entry.address.split('%')[0]!);
  }
  return addresses;
}

export function createOriginPolicy({
  publicUrl,
  trustedOrigins,
  isProduction,
  port,
}: OriginPolicyOptions): OriginPolicy {
  const publicOrigin = new URL(publicUrl).origin;
  const trusted = new Set([publicOrigin, ...trustedOrigins]);
  if (!isProduction && port > 0) {
    for (const host of ['localhost', '127.0.0.1', '::1']) trusted.add(httpOrigin(host, port));
  }
  return {
    publicOrigin,
    isTrusted(origin) {
      // Compared as sent: browsers send the serialized origin, so no normalizing is needed.
      return origin !== undefined && trusted.has(origin);
    },
    list: () => [...trusted],
    trustListenAddress({ address, port: listenPort }) {
      if (isProduction) return;
      const hosts = WILDCARD_HOSTS.has(address) ? interfaceAddresses() : [address];
      for (const host of hosts) trusted.add(httpOrigin(host, listenPort));
      if (hosts.includes('127.0.0.1') || hosts.includes('::1')) {
        trusted.add(httpOrigin('localhost', listenPort));
      }
    },
  };
}
