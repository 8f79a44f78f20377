import { Page, PageHeading } from '../../../components/ui/page';

export default function AdminOrdersPage() {
  return (
    <Page title="AdminOrders">
      <PageHeading>AdminOrders</PageHeading>
    </Page>
  );
}
