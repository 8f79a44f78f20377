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

/** 128 bits of HMAC-SHA256: the link stays short enough for a URL path segment. */
const SIGNATURE_BYTES = 16;
const NO_FILE = '00000000-0000-0000-0000-000000000000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function sign(secret: string, payload: string, userId: string) {
  return crypto
    .createHmac('sha256', purposeKey(secret))
    .update(`${payload}.${userId}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString('base64url');
}

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) =>
  bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/** The payload in 36 bytes: the line's id, the file's id (zeros: none), the expiry in seconds. */
function encodeClaim(orderItemId: string, fileId: string | null, expiresSeconds: number) {
  if (!UUID.test(orderItemId) || (fileId !== null && !UUID.test(fileId))) {
    throw new Error('Download links name order lines and files by their ids');
  }
  const expires = Buffer.alloc(4);
  expires.writeUInt32BE(expiresSeconds);
  return Buffer.concat([uuidBytes(orderItemId), uuidBytes(fileId ?? NO_FILE), expires]).toString(
    'base64url',
  );
}

function decodeClaim(payload: string): DownloadClaim | null {
  const bytes = Buffer.from(payload, 'base64url');
  if (bytes.length !== 36) return null;
  const fileId = uuidOf(bytes.subarray(16, 32));
  return {
    orderItemId: uuidOf(bytes.subarray(0, 16)),
    fileId: fileId === NO_FILE ? null : fileId,
    expiresAt: new Date(bytes.readUInt32BE(32) * 1000),
  };
}

export function signDownloadToken(
  secret: string,
  userId: string,
  claim: Omit<DownloadClaim, 'expiresAt'>,
  now = new Date(),
): string {
  const expires = Math.floor((now.getTime() + DOWNLOAD_LINK_TTL_MS) / 1000);
  const payload = encodeClaim(claim.orderItemId, claim.fileId, expires);
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

/** Whether a token has a link's shape at all (a claim and a signature), before anyone is asked to sign in. */
export function isDownloadTokenShaped(token: string): boolean {
  const [payload, signature, ...rest] = token.split('.');
  return Boolean(payload && signature && !rest.length && decodeClaim(payload));
}

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
  const claim = decodeClaim(payload);
  if (!claim) return { kind: 'invalid' };
  return now >= claim.expiresAt ? { kind: 'expired', claim } : { kind: 'valid', claim };
}
