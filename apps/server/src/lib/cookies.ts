/**
 * Reading one cookie from a request's header and writing a `Set-Cookie` value, for the few
 * cookies the shop sets itself (the form flash, the guest cart). better-auth keeps its own.
 */
import type { IncomingHttpHeaders } from 'node:http';

export function readCookie(headers: IncomingHttpHeaders, name: string): string | undefined {
  const header = headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export type CookieOptions = {
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  /** Sent only over HTTPS (production). */
  secure: boolean;
};

/** An HttpOnly, SameSite=Lax cookie for the whole shop. */
export function serializeCookie(name: string, value: string, { maxAge, secure }: CookieOptions) {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Adds a `Set-Cookie` to a reply without dropping the ones already set. */
export function appendSetCookie(
  reply: {
    getHeader: (name: string) => unknown;
    header: (name: string, value: unknown) => unknown;
  },
  cookie: string,
) {
  const existing = reply.getHeader('set-cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  reply.header('set-cookie', [...list, cookie]);
}
