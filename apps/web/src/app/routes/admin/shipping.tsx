/**
 * Settings → Shipping: the rates the hosted checkout offers and the shipping page states, and
 * the gift-wrap price the cart offers.
 */
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { GiftWrapForm } from '@/features/shipping/admin/gift-wrap-form';
import { ShippingSettingsForm } from '@/features/shipping/admin/shipping-settings-form';

export default function AdminShippingPage() {
  return (
    <>
      <AdminPageHeader
        title="Shipping"
        documentTitle="Shipping settings · Admin"
        sub="The rates shoppers choose from at checkout; the shipping page shows the same figures. Prices include tax."
      />
      <div className="space-y-8">
        <ShippingSettingsForm />
        <GiftWrapForm />
      </div>
    </>
  );
}
