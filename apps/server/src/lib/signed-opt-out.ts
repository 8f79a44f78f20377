/**
 * Signed one-click opt-out links for a kind of mail: an HMAC of the user's id under a key derived
 * from the auth secret for that purpose only, so a link works without signing in, cannot be
 * forged for someone else, and cannot be reused for another kind of mail.
 */
import crypto from 'node:crypto';

export type OptOutLinks = {
  signOptOutToken: (secret: string, userId: string) => string;
  isValidOptOutToken: (secret: string, userId: string, token: string) => boolean;
  optOutUrl: (publicUrl: string, secret: string, userId: string) => string;
};

/** `purpose` names the mail kind (and a version); `path` is the route that takes the click. */
export function signedOptOutLinks({
  purpose,
  path,
}: {
  purpose: string;
  path: string;
}): OptOutLinks {
  const purposeKey = (secret: string) =>
    crypto.createHmac('sha256', secret).update(purpose).digest();
  const signOptOutToken = (secret: string, userId: string) =>
    crypto.createHmac('sha256', purposeKey(secret)).update(userId).digest('base64url');
  return {
    signOptOutToken,
    isValidOptOutToken(secret, userId, token) {
      const expected = Buffer.from(signOptOutToken(secret, userId));
      const given = Buffer.from(token);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    },
    optOutUrl(publicUrl, secret, userId) {
      const url = new URL(path, publicUrl);
      url.searchParams.set('user', userId);
      url.searchParams.set('token', signOptOutToken(secret, userId));
      return url.toString();
    },
  };
}
