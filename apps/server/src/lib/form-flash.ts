/**
 * The form flash (packages/shared's form-flash.ts) as a cookie: signed with a key of its own,
 * valid for a minute, HttpOnly and SameSite=Lax. A form route sets it before its 303; the page
 * renderer reads it, renders it into that one page (private, never from the public cache) and
 * deletes it.
 *
 * The flash is compressed (raw deflate) before it is signed, so a long text typed into a form (a
 * custom order's description of a few paragraphs) comes back whole; when even that does not fit
 * a cookie, the longest values are left out, one at a time, rather than the whole flash lost.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormFlash } from '@shop/shared/form-flash';
import { appendSetCookie, readCookie, serializeCookie } from './cookies.ts';
import { readSignedBytes, signValue } from './signed-value.ts';

export const FORM_FLASH_COOKIE = 'form_flash';
const PURPOSE = 'form-flash-v2';
const MAX_AGE_S = 60;
/** Browsers keep a cookie of up to 4096 bytes, name and attributes included. */
const MAX_COOKIE_VALUE_BYTES = 3800;

type Keys = { authSecret: string; secure: boolean };

function signFlash(keys: Keys, flash: FormFlash): string {
  const values = { ...flash.values };
  for (;;) {
    const signed = signValue(
      keys.authSecret,
      PURPOSE,
      deflateRawSync(JSON.stringify({ ...flash, values })),
      new Date(Date.now() + MAX_AGE_S * 1000),
    );
    const longest = Object.entries(values).sort(([, a], [, b]) => b.length - a.length)[0];
    if (signed.length <= MAX_COOKIE_VALUE_BYTES || !longest) return signed;
    delete values[longest[0]];
  }
}

export function setFormFlash(reply: FastifyReply, keys: Keys, flash: FormFlash) {
  const signed = signFlash(keys, flash);
  appendSetCookie(
    reply,
    serializeCookie(FORM_FLASH_COOKIE, signed, { maxAge: MAX_AGE_S, secure: keys.secure }),
  );
}

export function hasFormFlashCookie(request: Pick<FastifyRequest, 'headers'>): boolean {
  return request.headers.cookie?.includes(`${FORM_FLASH_COOKIE}=`) ?? false;
}

/** The flash this request carries (null when none, forged or expired), deleting the cookie. */
export function takeFormFlash(
  request: FastifyRequest,
  reply: FastifyReply,
  keys: Keys,
): FormFlash | null {
  const raw = readCookie(request.headers, FORM_FLASH_COOKIE);
  if (raw === undefined) return null;
  appendSetCookie(
    reply,
    serializeCookie(FORM_FLASH_COOKIE, '', { maxAge: 0, secure: keys.secure }),
  );
  const bytes = readSignedBytes(keys.authSecret, PURPOSE, raw);
  if (bytes === null) return null;
  try {
    return JSON.parse(inflateRawSync(bytes).toString('utf8')) as FormFlash;
  } catch {
    return null;
  }
}
