/**
 * How wide product images are drawn at each viewport width (`sizes`). Shared by the components
 * and by the server render, which preloads the first image of a page with the same values.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 50vw';

export const PRODUCT_PAGE_GALLERY_SIZES =
  '(min-width: 1280px) 600px, (min-width: 768px) 48vw, 92vw';
