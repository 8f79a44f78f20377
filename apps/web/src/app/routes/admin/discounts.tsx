/** Admin → Discounts: the maker's codes, their uses so far, pause and resume, and new codes. */
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { DiscountsManager } from '@/features/discounts/admin/discounts-manager';

export default function AdminDiscountsPage() {
  return (
    <>
      <AdminPageHeader
        title="Discounts"
        sub="Codes shoppers type in the cart: percent or amount off, or free shipping. The checkout checks each code again."
      />
      <DiscountsManager />
    </>
  );
}
