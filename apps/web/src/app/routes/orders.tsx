import { Page, PageHeading } from '../../components/ui/page';

export default function OrdersPage() {
  return (
    <Page title="Orders">
      <PageHeading>Orders</PageHeading>
    </Page>
  );
}
