import { Page, PageHeading } from '../../components/ui/page';

export default function OrderPage() {
  return (
    <Page title="Order">
      <PageHeading>Order</PageHeading>
    </Page>
  );
}
