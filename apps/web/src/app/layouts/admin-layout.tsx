/**
 * The admin panel's frame, inside RequireAdmin (so only admins see it, never /admin/login): the
 * top bar (back, breadcrumbs, search, small-screen menu), a sidebar on wide screens, the page.
 * A lazy chunk with the admin pages: shoppers never download it.
 */
import { Outlet } from 'react-router';
import { AdminTwoFactorGate } from '@/features/accounts/components/admin-two-factor-gate';
import { AdminSidebar } from '@/features/admin/components/admin-sidebar';
import { AdminTopBar } from '@/features/admin/components/admin-top-bar';

export default function AdminLayout() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6">
      <AdminTopBar />
      <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        <AdminSidebar className="sticky top-24 hidden self-start pt-8 lg:block" />
        <div className="min-w-0">
          <AdminTwoFactorGate>
            <Outlet />
          </AdminTwoFactorGate>
        </div>
      </div>
    </div>
  );
}
