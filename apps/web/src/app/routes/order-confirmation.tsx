import { Page, PageHeading } from '../../components/ui/page';

export default function OrderConfirmationPage() {
  return (
    <Page title="OrderConfirmation">
      <PageHeading>OrderConfirmation</PageHeading>
    </Page>
  );
}
