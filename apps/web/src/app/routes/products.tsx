import { Page, PageHeading } from '../../components/ui/page';

export default function ProductsPage() {
  return (
    <Page title="Products">
      <PageHeading>Products</PageHeading>
    </Page>
  );
}
