import { Page, PageHeading } from '../../../components/ui/page';

export default function AdminProductsPage() {
  return (
    <Page title="AdminProducts">
      <PageHeading>AdminProducts</PageHeading>
    </Page>
  );
}
