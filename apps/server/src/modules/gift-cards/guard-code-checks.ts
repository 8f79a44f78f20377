/**
 * The limits on trying gift card codes, held in PostgreSQL (the request limiter's table), so they
 * hold across replicas: every code that cannot be used counts a miss against the client (its
 * address) and against its session (a cookie for guests, the account when signed in). After
 * MAX_MISSES misses within the window, that client or session is locked out of every code check
 * (the cart's Apply, the balance page, the checkout) until the window ends. Each miss answers the
 * same message whatever the reason, so a guess learns nothing but "no".
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { GIFT_CARD_MESSAGES } from '@shop/shared/schemas/gift-card';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';

export const MAX_MISSES = 5;
export const LOCK_WINDOW_SECONDS = 15 * 60;
const COOKIE = 'll_gift_tries';

export type CheckerKeys = { client: string; session: string };

/** Who is checking: the address, and the account or a guest cookie (set when missing). */
export function checkerKeys(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string | null,
): CheckerKeys {
  const client = `gift-card-miss:client:${request.ip}`;
  if (userId) return { client, session: `gift-card-miss:user:${userId}` };
  const cookie = /(?:^|;\s*)ll_gift_tries=([0-9a-f-]{36})/.exec(request.headers.cookie ?? '')?.[1];
  const sid = cookie ?? randomUUID();
  if (!cookie) {
    reply.header(
      'set-cookie',
      `${COOKIE}=${sid}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${60 * 60 * 24}`,
    );
  }
  return { client, session: `gift-card-miss:session:${sid}` };
}

export const lockedOut = () => new AppError(429, 'rate_limited', GIFT_CARD_MESSAGES.locked);
export const unusable = () =>
  badRequest(GIFT_CARD_MESSAGES.unusable, { code: GIFT_CARD_MESSAGES.unusable });

export async function refuseIfLocked(db: Db, keys: CheckerKeys): Promise<void> {
  const rows = rowsOf<{ hits: number }>(
    await db.execute(
      sql`select hits from request_rate_limits
          where key in (${keys.client}, ${keys.session}) and resets_at > now()`,
    ),
  );
  if (rows.some((row) => row.hits >= MAX_MISSES)) throw lockedOut();
}

export async function recordMiss(db: Db, keys: CheckerKeys): Promise<void> {
  for (const key of [keys.client, keys.session]) {
    await db.execute(
      sql`insert into request_rate_limits as r (key, hits, resets_at)
          values (${key}, 1, now() + make_interval(secs => ${LOCK_WINDOW_SECONDS}))
          on conflict (key) do update set
            hits = case when r.resets_at <= now() then 1 else r.hits + 1 end,
            resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end`,
    );
  }
}
