/** /admin/activity: every admin change and sign-in, who and when, with before and after. */
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { ActivityLog } from '@/features/audit/components/activity-log';

export default function AdminActivityPage() {
  return (
    <>
      <AdminPageHeader
        title="Activity"
        sub="Every change made in the admin panel and every admin sign-in, newest first. Entries cannot be edited or removed."
      />
      <ActivityLog />
    </>
  );
}
