import { Page, PageHeading } from '../../components/ui/page';

export default function CartPage() {
  return (
    <Page title="Cart">
      <PageHeading>Cart</PageHeading>
    </Page>
  );
}
