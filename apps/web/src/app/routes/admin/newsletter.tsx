/** /admin/newsletter: campaigns to subscribers (write, preview, test, send or schedule) and the list. */
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { NewsletterPage } from '@/features/engagement/admin/components/newsletter-page';

export default function AdminNewsletterPage() {
  return (
    <>
      <AdminPageHeader
        title="Newsletter"
        sub="Write to your subscribers. Every mail has a one-click unsubscribe link."
      />
      <NewsletterPage />
    </>
  );
}
