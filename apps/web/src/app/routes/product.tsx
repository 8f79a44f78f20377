import { Page, PageHeading } from '../../components/ui/page';

export default function ProductPage() {
  return (
    <Page title="Product">
      <PageHeading>Product</PageHeading>
    </Page>
  );
}
