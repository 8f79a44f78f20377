/** Monthly Drop (SPEC §2): add drops, and edit or delete the ones announced. */
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { MonthlyDropsManager } from '@/features/drops/admin/components/monthly-drops-manager';

export default function AdminMonthlyDropPage() {
  return (
    <>
      <AdminPageHeader
        title="Monthly Drop"
        sub="Announce limited pieces with a release date; the home page counts down to each."
      />
      <MonthlyDropsManager />
    </>
  );
}
