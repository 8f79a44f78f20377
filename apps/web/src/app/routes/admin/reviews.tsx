/** /admin/reviews: the maker moderates customers' reviews and replies to them. */
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { AdminReviews } from '@/features/reviews/admin/admin-reviews';

export default function AdminReviewsPage() {
  return (
    <>
      <AdminPageHeader
        title="Reviews"
        sub="Reviews from customers who bought the item. Nothing is shown on the shop until you approve it."
      />
      <AdminReviews />
    </>
  );
}
