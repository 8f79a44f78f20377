/** /admin/custom-orders: the maker's custom order requests by state. */
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { CustomOrdersList } from '@/features/custom-orders/admin/custom-orders-list';

export default function AdminCustomOrdersPage() {
  return (
    <>
      <AdminPageHeader
        title="Custom orders"
        sub="Commission requests: quote them, talk with the customer, and follow them to shipping."
      />
      <CustomOrdersList />
    </>
  );
}
