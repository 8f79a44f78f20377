/** The reviews module's public face: its routes, its sweep, and what the seed and pages read. */
export { reviewAdminRoutes } from './admin-routes.ts';
export { addApprovedReview, type ApprovedReview } from './approved-review.ts';
export { reviewRoutes } from './routes.ts';
export { reviewRequestSweep, sendReviewRequests } from './request-reviews.ts';
export { getReviewSummary, listReviews } from './list-reviews.ts';
export { reviewImageTexts } from './image-references.ts';
export { keptReviewProductIds, reviewsPersonalData } from './personal-data.ts';
