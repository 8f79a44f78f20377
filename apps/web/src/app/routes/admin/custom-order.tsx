/** /admin/custom-orders/:id: one commission request with its thread, quote form and steps. */
import { useParams } from 'react-router';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { CustomOrderDetail } from '@/features/custom-orders/admin/custom-order-detail';
import { useShippingRates } from '@/features/shipping/api/shipping-rates';

export default function AdminCustomOrderPage() {
  const { id = '' } = useParams();
  const rates = useShippingRates();
  return (
    <>
      <AdminPageHeader title="Custom order" sub="The request, the thread and the quote." />
      <CustomOrderDetail id={id} rates={rates.data?.rates ?? []} />
    </>
  );
}
