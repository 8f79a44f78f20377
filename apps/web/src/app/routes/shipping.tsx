import { Page, PageHeading } from '../../components/ui/page';

export default function ShippingPage() {
  return (
    <Page title="Shipping">
      <PageHeading>Shipping</PageHeading>
    </Page>
  );
}
