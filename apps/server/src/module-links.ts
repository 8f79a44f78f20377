/**
 * The few places where a lower module needs to hear from the modules built on it. A module never
 * imports one that imports it (test/module-pairs.test.ts); instead it states what it needs as a
 * type, and this file, next to app.ts which hands these to the routes and sweeps, fills it in
 * from the modules' public faces.
 */
import type { PersonalDataOwner } from './ports/personal-data.ts';
import { accountsPersonalData } from './modules/accounts/index.ts';
import { auditPersonalData } from './modules/audit/index.ts';
import { cartsPersonalData } from './modules/carts/index.ts';
import type { CatalogDependents } from './modules/catalog/index.ts';
import { productImageTexts } from './modules/catalog/index.ts';
import { blogImageTexts } from './modules/content/index.ts';
import { customOrderImageTexts, customOrdersPersonalData } from './modules/custom-orders/index.ts';
import { engagementPersonalData } from './modules/engagement/index.ts';
import { mailPersonalData } from './modules/mail/index.ts';
import type { ImageOwner } from './modules/media/index.ts';
import { dropImageTexts, monthlyDropsPersonalData } from './modules/monthly-drops/index.ts';
import {
  findImagesShownByOrders,
  orderForDownload,
  orderImageTexts,
  ordersPersonalData,
  patternLineById,
  patternLinesOfOrder,
} from './modules/orders/index.ts';
import type { PatternOrders } from './modules/patterns/index.ts';
import { ratingsPersonalData } from './modules/ratings/index.ts';
import { giftCardsPersonalData } from './modules/gift-cards/index.ts';
import {
  keptReviewProductIds,
  reviewImageTexts,
  reviewsPersonalData,
} from './modules/reviews/index.ts';
import {
  countWaitingByProduct,
  queueBackInStockMails,
  stockAlertsPersonalData,
} from './modules/stock-alerts/index.ts';
import { countWishlistsByProduct, wishlistPersonalData } from './modules/wishlist/index.ts';

/** What the modules built on the catalog tell it; the catalog imports none of them. */
export const catalogDependents: CatalogDependents = {
  async countsByProduct(db, productIds) {
    const [wishlists, waiting] = await Promise.all([
      countWishlistsByProduct(db, productIds),
      countWaitingByProduct(db, productIds),
    ]);
    return new Map(
      productIds.map((id) => [
        id,
        { wishlistCount: wishlists.get(id) ?? 0, waitingCount: waiting.get(id) ?? 0 },
      ]),
    );
  },
  imagesInUse: findImagesShownByOrders,
  onStockSaved: queueBackInStockMails,
};

/** Every module whose rows show uploaded images: the upload sweep keeps what any of them names. */
export const imageOwners: readonly ImageOwner[] = [
  productImageTexts,
  orderImageTexts,
  blogImageTexts,
  dropImageTexts,
  reviewImageTexts,
  customOrderImageTexts,
];

/**
 * Every module that keeps a person's data (ports/personal-data.ts): the export asks each for its
 * part, account deletion has each erase its part in one transaction, in this order (the account
 * last: the others find the person by it; the mail history and the audit log after the rows they
 * quote). test/personal-data-columns.test.ts fails for a column that can hold a person's data
 * and that no owner here holds.
 */
export const personalDataOwners: readonly PersonalDataOwner[] = [
  ordersPersonalData,
  customOrdersPersonalData,
  reviewsPersonalData,
  // The stars of a review that stays are its author's rating: those ratings stay with it.
  ratingsPersonalData(keptReviewProductIds),
  cartsPersonalData,
  giftCardsPersonalData,
  wishlistPersonalData,
  stockAlertsPersonalData,
  monthlyDropsPersonalData,
  engagementPersonalData,
  mailPersonalData,
  auditPersonalData,
  accountsPersonalData,
];

/** What pattern downloads read of orders: the order's facts and its pattern lines. */
export const patternOrders: PatternOrders = {
  orderForDownload,
  patternLinesOfOrder,
  patternLineById,
};
