/** /account/custom-orders: the customer's commissions. */
import { Page, PageHeading } from '@/components/ui/page';
import { MyCustomOrders } from '@/features/custom-orders/components/my-custom-orders';

export default function MyCustomOrdersPage() {
  return (
    <Page title="Custom orders">
      <PageHeading sub="Pieces you asked the maker to make for you.">Custom orders</PageHeading>
      <MyCustomOrders />
    </Page>
  );
}
