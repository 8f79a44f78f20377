/**
 * Who may see a request: the account it belongs to, or whoever holds its signed follow link (the
 * requester's mails). Anyone else gets the same 404 as for a request that does not exist.
 */
import { CUSTOM_ORDER_MESSAGES } from '@shop/shared/schemas/custom-order';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { isValidFollowToken } from './follow-link.ts';
import { findRequestRow, type RequestRow } from './load-request.ts';

export type Requester = { userId: string | null; token: string | null };

export const requestNotFound = () => notFound(CUSTOM_ORDER_MESSAGES.notFound);

export function mayFollow(secret: string, row: RequestRow, who: Requester): boolean {
  if (who.userId && row.userId === who.userId) return true;
  return who.token !== null && isValidFollowToken(secret, row.id, who.token);
}

export async function findRequestFor(
  db: Db,
  { id, secret, who, lock = false }: { id: string; secret: string; who: Requester; lock?: boolean },
): Promise<RequestRow> {
  const row = await findRequestRow(db, { id, lock });
  if (!row || !mayFollow(secret, row, who)) throw requestNotFound();
  return row;
}
