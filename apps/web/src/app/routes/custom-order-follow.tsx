/** /custom-order/follow/:id?token=…: a commission followed from the link in its mails. */
import { useParams, useSearchParams } from 'react-router';
import { Page, PageHeading } from '@/components/ui/page';
import { CustomOrderView } from '@/features/custom-orders/components/custom-order-view';

export default function CustomOrderFollowPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <Page title="Your custom order">
      <PageHeading sub="The request, the maker's quote and your messages.">
        Your custom order
      </PageHeading>
      <CustomOrderView id={id} token={search.get('token')} />
    </Page>
  );
}
