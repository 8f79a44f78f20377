/**
 * GET /api/downloads/:token, the one way to a pattern's bytes. The link must be signed for the
 * signed-in buyer (another account's, an edited or a made-up link answers 404), not past its 24
 * hours (410, pointing at the order page for a fresh link), on an order still paid (a refund or
 * cancellation answers 410 at once), and the line must have a download left, taken by one
 * conditional UPDATE (403 once used up). The PDF is stamped with the buyer's licence line as it
 * is served; the stored file is never changed.
 */
import { ORDER_ID_PREFIX_LENGTH } from '@shop/shared/constants';
import { licenceStamp, PATTERN_TEXTS } from '@shop/shared/schemas/pattern';
import type { AppContext, SessionUser } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { ensureDownloadRows, giveBackDownload, takeDownload } from './download-rows.ts';
import { checkDownloadToken } from './download-token.ts';
import { filesForLine } from './pattern-files.ts';
import { isDownloadOpen, type PatternOrders } from './pattern-orders.ts';
import { patternStorage, readPatternBytes } from './pattern-storage.ts';
import { stampPdf } from './stamp-pdf.ts';

export const gone = (message: string) => new AppError(410, 'gone', message);
export const invalidLink = () => notFound(PATTERN_TEXTS.linkInvalid);

type ServeContext = Pick<AppContext, 'db' | 'storage' | 'config' | 'authSecret'>;

export type ServedDownload =
  | { kind: 'file'; fileName: string; bytes: Uint8Array }
  /** A line-wide link (the mail's) for a line of several files: the buyer picks one. */
  | { kind: 'choose'; orderId: string };

export async function serveDownload(
  ctx: ServeContext,
  orders: PatternOrders,
  { user, token, now = new Date() }: { user: SessionUser; token: string; now?: Date },
): Promise<ServedDownload> {
  const check = checkDownloadToken(ctx.authSecret, user.id, token, now);
  if (check.kind === 'invalid') throw invalidLink();
  const line = await orders.patternLineById(ctx.db, check.claim.orderItemId);
  if (!line) throw invalidLink();
  if (check.kind === 'expired') throw gone(PATTERN_TEXTS.linkExpired);

  const taken = await ctx.db.transaction(async (tx) => {
    const order = await orders.orderForDownload(tx, line.orderId, { lock: true });
    if (!order || order.userId !== user.id) throw invalidLink();
    if (!isDownloadOpen(order)) throw gone(PATTERN_TEXTS.revoked);
    const rows = await ensureDownloadRows(tx, order, [line]);
    const row = rows.get(line.orderItemId)!;
    const files = await filesForLine(tx, {
      productId: row.productId,
      optionValues: row.optionValues,
    });
    const file = check.claim.fileId
      ? files.find((candidate) => candidate.id === check.claim.fileId)
      : files.length === 1
        ? files[0]
        : undefined;
    if (!file) {
      if (!check.claim.fileId && files.length > 1) return { choose: true as const, order };
      throw invalidLink();
    }
    const counted = await takeDownload(tx, line.orderItemId);
    if (!counted) throw new AppError(403, 'forbidden', PATTERN_TEXTS.limitReached);
    return { choose: false as const, order, file };
  });
  if (taken.choose) return { kind: 'choose', orderId: line.orderId };

  const { order, file } = taken;
  try {
    const stored = await readPatternBytes(patternStorage(ctx), file.storageKey);
    const bytes = await stampPdf(
      stored,
      licenceStamp(
        order.customerName,
        order.customerEmail,
        order.id.slice(0, ORDER_ID_PREFIX_LENGTH),
      ),
    );
    return { kind: 'file', fileName: file.fileName, bytes };
  } catch (error) {
    await giveBackDownload(ctx.db, line.orderItemId);
    throw error;
  }
}
