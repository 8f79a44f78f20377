/**
 * Signed one-click opt-out links for cart reminders: an HMAC of the shopper's id under a key
 * derived from the auth secret for this purpose only, so the link works without signing in and
 * cannot be forged for someone else (nor reused from another kind of mail).
 */
import crypto from 'node:crypto';

const PURPOSE = 'loop-and-lantern/cart-reminder-opt-out/v1';

function purposeKey(secret: string): Buffer {
  return crypto.createHmac('sha256', secret).update(PURPOSE).digest();
}

export function signOptOutToken(secret: string, userId: string): string {
  return crypto.createHmac('sha256', purposeKey(secret)).update(userId).digest('base64url');
}

export function isValidOptOutToken(secret: string, userId: string, token: string): boolean {
  const expected = Buffer.from(signOptOutToken(secret, userId));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export function optOutUrl(publicUrl: string, secret: string, userId: string): string {
  const url = new URL('/api/cart/reminders/opt-out', publicUrl);
  url.searchParams.set('user', userId);
  url.searchParams.set('token', signOptOutToken(secret, userId));
  return url.toString();
}
