/** The columns every review read selects; the stars are the author's rating (ratings module). */
import { ratingOf } from '../ratings/index.ts';
import { productReviews } from './schema.ts';

export const reviewStars = ratingOf(productReviews.productId, productReviews.userId);

export const reviewColumns = {
  id: productReviews.id,
  stars: reviewStars.mapWith(Number),
  title: productReviews.title,
  body: productReviews.body,
  authorName: productReviews.authorName,
  variantLabel: productReviews.variantLabel,
  photos: productReviews.photos,
  reply: productReviews.reply,
  repliedAt: productReviews.repliedAt,
  createdAt: productReviews.createdAt,
};
