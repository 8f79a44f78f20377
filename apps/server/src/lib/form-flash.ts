/**
 * The form flash (packages/shared's form-flash.ts) as a cookie: signed with a key of its own,
 * valid for a minute, HttpOnly and SameSite=Lax. A form route sets it before its 303; the page
 * renderer reads it, renders it into that one page (private, never from the public cache) and
 * deletes it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormFlash } from '@shop/shared/form-flash';
import { appendSetCookie, readCookie, serializeCookie } from './cookies.ts';
import { readSignedValue, signValue } from './signed-value.ts';

export const FORM_FLASH_COOKIE = 'form_flash';
const PURPOSE = 'form-flash-v1';
const MAX_AGE_S = 60;
/** A cookie holds about 4 KB; values past this are dropped rather than the whole flash lost. */
const MAX_VALUE_LENGTH = 500;

type Keys = { authSecret: string; secure: boolean };

export function setFormFlash(reply: FastifyReply, keys: Keys, flash: FormFlash) {
  const values = Object.fromEntries(
    Object.entries(flash.values).filter(([, v]) => v.length <= MAX_VALUE_LENGTH),
  );
  const signed = signValue(
    keys.authSecret,
    PURPOSE,
    JSON.stringify({ ...flash, values }),
    new Date(Date.now() + MAX_AGE_S * 1000),
  );
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
  const text = readSignedValue(keys.authSecret, PURPOSE, raw);
  if (text === null) return null;
  try {
    return JSON.parse(text) as FormFlash;
  } catch {
    return null;
  }
}
