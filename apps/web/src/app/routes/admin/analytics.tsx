/** Admin → Analytics: visits, the funnel and sales by source, counted without cookies. */
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { AnalyticsOverview } from '@/features/admin/components/analytics-overview';

export default function AdminAnalyticsPage() {
  return (
    <>
      <AdminPageHeader
        title="Analytics"
        documentTitle="Analytics · Admin"
        sub="Visits counted by the shop itself: no cookies, no tracking scripts, no addresses kept. Browsers that ask not to be tracked and robots are left out."
      />
      <AnalyticsOverview />
    </>
  );
}
