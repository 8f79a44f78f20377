import { Page, PageHeading } from '../../components/ui/page';

export default function TestCheckoutPage() {
  return (
    <Page title="TestCheckout">
      <PageHeading>TestCheckout</PageHeading>
    </Page>
  );
}
