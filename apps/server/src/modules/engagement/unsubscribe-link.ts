/**
 * Signed one-click unsubscribe links: the token is an HMAC of the address under a key derived
 * from the auth secret for this purpose only, so a link works without signing in, never expires
 * (old newsletters must keep working) and cannot be forged for another address.
 */
import crypto from 'node:crypto';

const PURPOSE = 'loop-and-lantern/newsletter-unsubscribe/v1';

const normalise = (email: string) => email.trim().toLowerCase();

function purposeKey(secret: string): Buffer {
  return crypto.createHmac('sha256', secret).update(PURPOSE).digest();
}

export function signUnsubscribeToken(secret: string, email: string): string {
  return crypto
    .createHmac('sha256', purposeKey(secret))
    .update(normalise(email))
    .digest('base64url');
}

export function isValidUnsubscribeToken(secret: string, email: string, token: string): boolean {
  const expected = Buffer.from(signUnsubscribeToken(secret, email));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export function unsubscribeUrl(publicUrl: string, secret: string, email: string): string {
  const url = new URL('/api/newsletter/unsubscribe', publicUrl);
  url.searchParams.set('email', normalise(email));
  url.searchParams.set('token', signUnsubscribeToken(secret, email));
  return url.toString();
}
