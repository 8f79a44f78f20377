/**
 * Admin dashboard: the shop's figures, sales over a range with the top products, what
 * needs attention (orders to fulfil, low stock), the last backup and the cards to the pages used most.
 */
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { AttentionLists } from '@/features/admin/components/attention-lists';
import { DashboardLinks } from '@/features/admin/components/dashboard-links';
import { DashboardTiles } from '@/features/admin/components/dashboard-tiles';
import { SalesOverview } from '@/features/admin/components/sales-overview';
import { BackupCard } from '@/features/backups/components/backup-card';

export default function AdminDashboardPage() {
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        sub="How the shop is doing, and where to go next."
        documentTitle="Admin Dashboard"
      />
      <div className="space-y-10">
        <DashboardTiles />
        <SalesOverview />
        <AttentionLists />
        <BackupCard />
        <section aria-labelledby="shortcuts-heading">
          <h2 id="shortcuts-heading" className="mb-4 text-xl font-semibold">
            Run the shop
          </h2>
          <DashboardLinks />
        </section>
      </div>
    </>
  );
}
