/**
 * The requester's link to follow a commission without an account: the token is an HMAC of the
 * request id under a key derived from the auth secret for this purpose only, so it cannot be
 * forged for another request and works from any mail about this one.
 */
import crypto from 'node:crypto';

const PURPOSE = 'loop-and-lantern/custom-order-follow/v1';

function purposeKey(secret: string): Buffer {
  return crypto.createHmac('sha256', secret).update(PURPOSE).digest();
}

export function signFollowToken(secret: string, requestId: string): string {
  return crypto.createHmac('sha256', purposeKey(secret)).update(requestId).digest('base64url');
}

export function isValidFollowToken(secret: string, requestId: string, token: string): boolean {
  const expected = Buffer.from(signFollowToken(secret, requestId));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export function followUrl(publicUrl: string, secret: string, requestId: string): string {
  const url = new URL(`/custom-order/follow/${requestId}`, publicUrl);
  url.searchParams.set('token', signFollowToken(secret, requestId));
  return url.toString();
}
