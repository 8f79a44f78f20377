/**
 * Every TanStack Query key of the app, in one registry: a feature that invalidates another
 * feature's data names it here instead of repeating its string (lint forbids literal keys
 * elsewhere). Prefixes are the invalidation groups:
 *   ['products', …]  every product-shaped storefront query: one invalidation refreshes cards,
 *                    lists, featured and product pages (after a rating or an inventory change);
 *   ['admin', …]     admin-only data, dropped on sign-out with the other per-user state;
 *   ['orders', …]    every order view, the shopper's and the maker's.
 */
import type { AdminProductListQuery } from '@shop/shared/schemas/admin-product';
import type { AdminOrderListParams } from '@shop/shared/schemas/order';

/** The listing's filters as sent to GET /api/products (strings, as in the URL). */
type ProductListQuery = Partial<Record<string, string>>;

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductListQuery) => [...productKeys.lists(), query] as const,
  featured: () => [...productKeys.all, 'featured'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  /** "You may also like" under a product. */
  related: (id: string) => [...productKeys.all, 'related', id] as const,
  /** The products of the wishlist page, by id. */
  byIds: (ids: readonly string[]) => [...productKeys.all, 'wishlist', ids] as const,
  /** A product's approved reviews, by sort and page (public, like the product itself). */
  reviews: (id: string, sort: string, page: number) =>
    [...productKeys.all, 'reviews', id, sort, page] as const,
  reviewsOf: (id: string) => [...productKeys.all, 'reviews', id] as const,
};

/** Header search suggestions, by what was typed (public, the same for everyone). */
export const searchKeys = {
  suggest: (q: string) => ['search', 'suggest', q] as const,
};

/** The signed-in customer's own review of a product and whether they may write one. */
export const myReviewKey = (productId: string, userId: string | undefined) =>
  ['my-review', productId, userId ?? null] as const;

/** The signed-in shopper's own rating of a product (per user, dropped on sign-out). */
export const myRatingKey = (productId: string) => ['my-rating', productId] as const;

/** Per product and account, so another account signing in never sees the last one's state. */
export const stockAlertKey = (
  productId: string,
  userId: string | undefined,
  variantId?: string | null,
) => ['stock-alert', productId, variantId ?? null, userId ?? null] as const;

export const wishlistKeys = {
  all: ['wishlist'] as const,
};

export const cartKeys = {
  all: ['cart'] as const,
  products: (ids: string) => [...cartKeys.all, 'products', ids] as const,
  /** The visitor's cart the server rendered the page with (the cart page's loader reads it). */
  server: () => [...cartKeys.all, 'server'] as const,
  reminders: () => [...cartKeys.all, 'reminders'] as const,
  /** The "Restore cart" offer of an unfinished checkout (GET /api/cart/restore-offer). */
  restoreOffer: () => [...cartKeys.all, 'restore-offer'] as const,
  /** The server's pricing of the cart's lines with a code and gift wrap (POST /api/cart/quote). */
  quote: (lines: string, code: string, giftWrap: boolean) =>
    [...cartKeys.all, 'quote', lines, code, giftWrap] as const,
};

export const testCheckoutKeys = {
  session: (sessionId: string) => ['test-checkout', sessionId] as const,
};

export const orderKeys = {
  all: ['orders'] as const,
  mine: () => [...orderKeys.all, 'mine'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  bySession: (sessionId: string) => [...orderKeys.all, 'by-session', sessionId] as const,
  admins: () => [...orderKeys.all, 'admin'] as const,
  admin: (query: AdminOrderListParams) => [...orderKeys.admins(), query] as const,
  adminDetail: (id: string) => [...orderKeys.all, 'admin-detail', id] as const,
};

export const blogKeys = {
  all: ['blog-posts'] as const,
  list: () => [...blogKeys.all, 'list'] as const,
  detail: (id: string) => [...blogKeys.all, 'detail', id] as const,
};

/** GET /api/monthly-drops: one cache entry for the home page and the maker's drops manager. */
export const monthlyDropsKeys = {
  all: ['monthly-drops'] as const,
  /** The maker's list (held products, waiting counts): GET /api/admin/monthly-drops. */
  admin: ['monthly-drops', 'admin'] as const,
};

/** GET /api/shipping: the maker's rates, for the shipping page and the admin's settings. */
export const shippingKeys = {
  all: ['shipping'] as const,
};

/** GET /api/gift-wrap: the maker's gift-wrap price, for the cart and the admin's settings. */
export const giftWrapKeys = {
  all: ['gift-wrap'] as const,
};

/** The cart's discount: what a code takes off these lines (per code and lines). */
export const discountKeys = {
  all: ['discounts'] as const,
  quote: (code: string, lines: string) => [...discountKeys.all, 'quote', code, lines] as const,
};

/** Gift cards: the cart's preview of applied codes, the cards an order bought. */
export const giftCardKeys = {
  ofOrder: (orderId: string) => [...orderKeys.all, 'gift-cards', orderId] as const,
  /** The gift cards kept on the visitor's cart, against the cart's total. */
  ofCart: () => ['gift-cards', 'cart'] as const,
  cartQuote: (dueCents: number) => [...giftCardKeys.ofCart(), dueCents] as const,
};

export const adminKeys = {
  all: ['admin'] as const,
  giftCards: () => [...adminKeys.all, 'gift-cards'] as const,
  giftCard: (id: string) => [...adminKeys.all, 'gift-cards', id] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  sales: (range: string) => [...adminKeys.dashboard(), 'sales', range] as const,
  analytics: (range: string) => [...adminKeys.all, 'analytics', range] as const,
  salesChannels: () => [...adminKeys.all, 'sales-channels'] as const,
  attention: (threshold: number) => [...adminKeys.dashboard(), 'attention', threshold] as const,
  search: (q: string) => [...adminKeys.all, 'search', q] as const,
  products: () => [...adminKeys.all, 'products'] as const,
  productList: (query: AdminProductListQuery) => [...adminKeys.products(), 'list', query] as const,
  product: (id: string) => [...adminKeys.products(), 'detail', id] as const,
  messages: () => [...adminKeys.all, 'messages'] as const,
  activity: (query: Record<string, string>) => [...adminKeys.all, 'activity', query] as const,
  backups: () => [...adminKeys.all, 'backups'] as const,
  messageList: () => [...adminKeys.messages(), 'list'] as const,
  discounts: () => [...adminKeys.all, 'discounts'] as const,
  reviews: () => [...adminKeys.all, 'reviews'] as const,
  reviewList: (query: Record<string, string | number | undefined>) =>
    [...adminKeys.reviews(), 'list', query] as const,
  reviewSettings: () => [...adminKeys.reviews(), 'settings'] as const,
  productPicker: (search: string) => [...adminKeys.products(), 'picker', search] as const,
  newsletter: () => [...adminKeys.all, 'newsletter'] as const,
  campaigns: () => [...adminKeys.newsletter(), 'campaigns'] as const,
  campaignPreview: (subject: string, body: string) =>
    [...adminKeys.newsletter(), 'preview', subject, body] as const,
  subscribers: (search: string) => [...adminKeys.newsletter(), 'subscribers', search] as const,
};

/** Custom orders: the customer's list and one request (by account or signed link), the maker's. */
export const customOrderKeys = {
  all: ['custom-orders'] as const,
  mine: () => [...customOrderKeys.all, 'mine'] as const,
  detail: (id: string) => [...customOrderKeys.all, 'detail', id] as const,
  followed: (id: string, token: string | null) =>
    [...customOrderKeys.detail(id), token ?? ''] as const,
  adminAll: () => [...adminKeys.all, 'custom-orders'] as const,
  adminList: (state: string) => [...customOrderKeys.adminAll(), 'list', state] as const,
  adminDetail: (id: string) => [...customOrderKeys.adminAll(), 'detail', id] as const,
};

/** GET /api/me of one account (two-factor status, admin set-up requirement). */
export const meKey = (userId: string | undefined) => ['me', userId ?? null] as const;
