/**
 * What the modules built on the catalog tell it about a product, passed in where the catalog's
 * routes are registered (app.ts), so the catalog imports none of them: wishlists and back-in-stock
 * alerts count per product for the inventory table, past orders keep showing images whose files
 * must stay, and a restock sends the alerts of those waiting.
 */
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';

export type ProductCounts = { wishlistCount: number; waitingCount: number };

export type CatalogDependents = {
  /** Per product id: how many wishlists hold it and how many addresses wait for it. */
  countsByProduct(db: Db, productIds: string[]): Promise<Map<string, ProductCounts>>;
  /** Which of these image URLs something outside the catalog (a past order) still shows. */
  imagesInUse(db: Db, urls: readonly string[]): Promise<Set<string>>;
  /** Runs inside the transaction that saved the product's stock; returns how many mails it queued. */
  onStockSaved(options: {
    tx: Db;
    config: AppContext['config'];
    productId: string;
  }): Promise<number>;
};
