/**
 * Signed download links: `/api/downloads/<payload>.<signature>`, the payload naming one pattern
 * line of an order (and optionally one of its files) and when the link stops working. The
 * signature is an HMAC over the payload and the buyer's user id, under a key derived from the
 * auth secret for this purpose only: a link only works for the account it was made for, cannot
 * be edited (another line, a later expiry) and is useless for any other kind of signed link.
 */
import crypto from 'node:crypto';
import { DOWNLOAD_LINK_TTL_MS } from '@shop/shared/schemas/pattern';

const PURPOSE = 'pattern-download-v1';
export const DOWNLOAD_PATH = '/api/downloads/';

export type DownloadClaim = {
  orderItemId: string;
  /** One file of the line; null: the line's files (served at once when it has just one). */
  fileId: string | null;
  expiresAt: Date;
};

const purposeKey = (secret: string) => crypto.createHmac('sha256', secret).update(PURPOSE).digest();

function sign(secret: string, payload: string, userId: string) {
  return crypto
    .createHmac('sha256', purposeKey(secret))
    .update(`${payload}.${userId}`)
    .digest('base64url');
}

export function signDownloadToken(
  secret: string,
  userId: string,
  claim: Omit<DownloadClaim, 'expiresAt'>,
  now = new Date(),
): string {
  const expires = Math.floor((now.getTime() + DOWNLOAD_LINK_TTL_MS) / 1000);
  const payload = Buffer.from(
    JSON.stringify({ i: claim.orderItemId, f: claim.fileId, e: expires }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload, userId)}`;
}

export const downloadUrl = (publicUrl: string, token: string) =>
  `${publicUrl}${DOWNLOAD_PATH}${token}`;

export type TokenCheck =
  | { kind: 'valid'; claim: DownloadClaim }
  /** Signed for this account, but past its 24 hours. */
  | { kind: 'expired'; claim: DownloadClaim }
  /** Edited, made up, or made for another account: nothing is said about which. */
  | { kind: 'invalid' };

export function checkDownloadToken(
  secret: string,
  userId: string,
  token: string,
  now = new Date(),
): TokenCheck {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return { kind: 'invalid' };
  const expected = Buffer.from(sign(secret, payload, userId));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    return { kind: 'invalid' };
  }
  let parsed: { i?: unknown; f?: unknown; e?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof parsed;
  } catch {
    return { kind: 'invalid' };
  }
  if (typeof parsed.i !== 'string' || typeof parsed.e !== 'number') return { kind: 'invalid' };
  const claim: DownloadClaim = {
    orderItemId: parsed.i,
    fileId: typeof parsed.f === 'string' ? parsed.f : null,
    expiresAt: new Date(parsed.e * 1000),
  };
  return now >= claim.expiresAt ? { kind: 'expired', claim } : { kind: 'valid', claim };
}
