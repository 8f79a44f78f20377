/** Review rows as the API shows them: to everyone (approved), to their author, to the maker. */
import type { AdminReview, PublicReview, ReviewState } from '@shop/shared/schemas/review';
import type { ProductImage } from '@shop/shared/schemas/product';

export type ReviewRow = {
  id: string;
  stars: number;
  title: string;
  body: string;
  authorName: string;
  variantLabel: string | null;
  photos: ProductImage[];
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
};

export function toPublicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    stars: row.stars,
    title: row.title,
    text: row.body,
    authorName: row.authorName,
    variantLabel: row.variantLabel,
    photos: row.photos,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export type AdminReviewRow = ReviewRow & {
  state: ReviewState;
  rejectReason: string | null;
  productId: string;
  productName: string;
  authorEmail: string;
  updatedAt: Date;
};

export function toAdminReview(row: AdminReviewRow): AdminReview {
  return {
    ...toPublicReview(row),
    state: row.state,
    rejectReason: row.rejectReason,
    productId: row.productId,
    productName: row.productName,
    authorEmail: row.authorEmail,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** "Ada Lovelace" → "Ada L."; an empty name → "A customer". */
export function displayAuthorName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'A customer';
  const first = parts[0]!.slice(0, 40);
  const last = parts.length > 1 ? ` ${parts.at(-1)![0]!.toUpperCase()}.` : '';
  return `${first}${last}`;
}
