/** Confirmation link tokens: random, sent once by mail, stored only as a SHA-256 hash. */
import { createHash, randomBytes } from 'node:crypto';

export const newConfirmToken = () => randomBytes(32).toString('base64url');

export const hashConfirmToken = (token: string) => createHash('sha256').update(token).digest('hex');
