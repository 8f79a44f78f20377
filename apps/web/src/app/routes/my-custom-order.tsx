/** /account/custom-orders/:id: one of the customer's commissions. */
import { Link, useParams } from 'react-router';
import { Page, PageHeading } from '@/components/ui/page';
import { CustomOrderView } from '@/features/custom-orders/components/custom-order-view';

export default function MyCustomOrderPage() {
  const { id = '' } = useParams();
  return (
    <Page title="Custom order">
      <Link to="/account/custom-orders" className="text-sm font-semibold underline">
        All custom orders
      </Link>
      <div className="mt-4">
        <PageHeading>Custom order</PageHeading>
      </div>
      <CustomOrderView id={id} token={null} />
    </Page>
  );
}
