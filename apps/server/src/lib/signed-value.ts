/**
 * A value the shop hands to the browser and must get back unchanged (a cookie): the value, when
 * it stops being valid, and an HMAC of both under a key derived from the auth secret for one
 * purpose, so a value signed for one cookie is worthless as another.
 */
import crypto from 'node:crypto';

const purposeKey = (secret: string, purpose: string) =>
  crypto.createHmac('sha256', secret).update(`signed-value:${purpose}`).digest();

const mac = (secret: string, purpose: string, body: string) =>
  crypto.createHmac('sha256', purposeKey(secret, purpose)).update(body).digest('base64url');

/** `<base64url value>.<expiry ms>.<mac>`; a string is signed as its UTF-8 bytes. */
export function signValue(
  secret: string,
  purpose: string,
  value: string | Buffer,
  expiresAt: Date,
) {
  const body = `${Buffer.from(value).toString('base64url')}.${expiresAt.getTime()}`;
  return `${body}.${mac(secret, purpose, body)}`;
}

/** The value, or null when the text was not signed here for this purpose, or has expired. */
export function readSignedValue(
  secret: string,
  purpose: string,
  signed: string | undefined,
  now = new Date(),
): string | null {
  return readSignedBytes(secret, purpose, signed, now)?.toString('utf8') ?? null;
}

/** The bytes signed, or null as `readSignedValue`. */
export function readSignedBytes(
  secret: string,
  purpose: string,
  signed: string | undefined,
  now = new Date(),
): Buffer | null {
  if (!signed) return null;
  const parts = signed.split('.');
  if (parts.length !== 3) return null;
  const [value, expiry, given] = parts as [string, string, string];
  const expected = Buffer.from(mac(secret, purpose, `${value}.${expiry}`));
  const received = Buffer.from(given);
  if (received.length !== expected.length || !crypto.timingSafeEqual(received, expected)) {
    return null;
  }
  if (!/^\d+$/.test(expiry) || Number(expiry) <= now.getTime()) return null;
  return Buffer.from(value, 'base64url');
}
