/**
 * Ratings: shoppers' star ratings of products.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { ratingRoutes } from './routes.ts';
export { ratingFormRoutes } from './form-routes.ts';
export { ratingOf } from './rating-of.ts';
export { rateProduct } from './rate-product.ts';
export { recordRatings, type NewRating } from './record-ratings.ts';
export { ratingsPersonalData, type KeptRatings } from './personal-data.ts';
export { ratingSummaryOf, type RatingSummary } from './rating-summary.ts';
