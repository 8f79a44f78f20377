/** Confirmation link tokens of launch notices: random, sent once by mail, stored only hashed. */
import { createHash, randomBytes } from 'node:crypto';

export const newNoticeToken = () => randomBytes(32).toString('base64url');

export const hashNoticeToken = (token: string) => createHash('sha256').update(token).digest('hex');
