/**
 * What downloads need to know of orders, stated as a type: the orders module is built on this
 * one (its checkout asks which pattern lines have files), so it fills this in through
 * module-links.ts instead of being imported here.
 */
import type { Db } from '../../db/client.ts';

export type PatternOrderFacts = {
  id: string;
  userId: string;
  customerName: string;
  customerEmail: string;
  paymentStatus: string;
  status: string;
};

export type PatternLineFacts = {
  orderItemId: string;
  orderId: string;
  productId: string;
  productName: string;
  variantId: string | null;
  variantLabel: string | null;
  downloadLimit: number;
};

export type PatternOrders = {
  orderForDownload: (
    db: Db,
    orderId: string,
    options?: { lock?: boolean },
  ) => Promise<PatternOrderFacts | null>;
  patternLinesOfOrder: (db: Db, orderId: string) => Promise<PatternLineFacts[]>;
  patternLineById: (db: Db, orderItemId: string) => Promise<PatternLineFacts | null>;
};

/** Downloads work while the money is the shop's: a refund or a cancellation closes them at once. */
export const isDownloadOpen = (order: Pick<PatternOrderFacts, 'paymentStatus' | 'status'>) =>
  order.paymentStatus === 'paid' && order.status !== 'cancelled';
