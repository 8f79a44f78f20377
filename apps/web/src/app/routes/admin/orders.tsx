/** /admin/orders — every order with the status dropdown (SPEC §2 Admin Orders). */
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { AdminOrdersPanel } from '@/features/orders/admin/components/admin-orders-panel';
import { OrdersExportForm } from '@/features/orders/admin/components/orders-export-form';

export default function AdminOrdersPage() {
  return (
    <>
      <AdminPageHeader
        title="Orders"
        sub="Every order, newest first. Change a status and it is saved straight away."
      />
      <OrdersExportForm />
      <AdminOrdersPanel />
    </>
  );
}
