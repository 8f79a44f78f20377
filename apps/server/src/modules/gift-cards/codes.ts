/**
 * Gift card codes: 16 characters from the operating system's random source over a 32-character
 * alphabet without look-alikes (80 bits), so guessing one is hopeless even before the limits
 * of guard-code-checks.ts. Only the SHA-256 of the normalised code is stored (a code this random
 * needs no salt or slow hash to resist being guessed from its hash), plus its last 4 characters.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  GIFT_CARD_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  normalizeGiftCardCode,
} from '@shop/shared/schemas/gift-card';

export function generateGiftCardCode(): string {
  const bytes = randomBytes(GIFT_CARD_CODE_LENGTH);
  // 32 characters: the low 5 bits of each byte pick one with equal chances.
  return [...bytes].map((byte) => GIFT_CARD_ALPHABET[byte & 31]).join('');
}

export const hashGiftCardCode = (code: string) =>
  createHash('sha256').update(normalizeGiftCardCode(code)).digest('hex');

export const lastFour = (code: string) => normalizeGiftCardCode(code).slice(-4);
