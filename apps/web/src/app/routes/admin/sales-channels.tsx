/** Settings → Sales channels: the product feeds for Google, Pinterest and Meta. */
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { SalesChannelsView } from '@/features/admin/components/sales-channels-view';

export default function AdminSalesChannelsPage() {
  return (
    <>
      <AdminPageHeader
        title="Sales channels"
        documentTitle="Sales channels · Admin"
        sub="Give these addresses to Google Merchant Center, Pinterest and Meta: they list every piece on sale, with its price, stock, pictures and shipping."
      />
      <SalesChannelsView />
    </>
  );
}
