import { Page, PageHeading } from '../../components/ui/page';

export default function WishlistPage() {
  return (
    <Page title="Wishlist">
      <PageHeading>Wishlist</PageHeading>
    </Page>
  );
}
