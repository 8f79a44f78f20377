/** The shop's business constants and limits, one place for both sides. */
export const FEATURED_LIMIT = 3;
export const PRICE_SLIDER = { min: 0, max: 1000, step: 10 } as const;
export const RATING_MAX = 5;
export const BLOG_EXCERPT_LENGTH = 150;
export const NEWSLETTER_SUCCESS_MS = 3000;
export const CONTACT_SUCCESS_MS = 5000;
export const ORDER_ID_PREFIX_LENGTH = 8;
export const MAX_PRODUCT_IMAGES = 4;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const CURRENCY = 'usd';
export const MIN_CART_QUANTITY = 1;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** Unpaid test-provider and Stripe sessions release their stock after this long. */
export const CHECKOUT_SESSION_TTL_MS = 30 * 60 * 1000;

/** The longest search the shop reads (the listing's `search` has the same limit). */
export const SEARCH_MAX = 100;
/** Suggestions start from this many characters (fewer say too little to rank anything). */
export const SEARCH_MIN_CHARS = 2;
/** The multipart field that carries uploaded files. */
export const UPLOAD_FIELD = 'images';
export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'photos'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const SORT_OPTIONS = [
  { id: 'featured', label: 'Featured' },
  { id: 'newest', label: 'Newest Arrivals' },
  { id: 'price-low', label: 'Price: Low to High' },
  { id: 'price-high', label: 'Price: High to Low' },
  { id: 'rating', label: 'Highest Rated' },
] as const;
export type SortId = (typeof SORT_OPTIONS)[number]['id'];
export const SORT_IDS = SORT_OPTIONS.map((s) => s.id) as [SortId, ...SortId[]];

export const SHIPPING_FACTS = {
  processing: '1-3 business days',
  standard: { time: '5-7 business days', price: '$5.99' },
  express: { time: '2-3 business days', price: '$12.99' },
  international: { time: '10-14 business days', price: 'calculated at checkout' },
  freeOver: '$75',
} as const;

export const ABOUT_STATS = [
  { value: '5+', label: 'Years of crocheting' },
  { value: '500+', label: 'Items handmade' },
  { value: '200+', label: 'Happy customers' },
] as const;
