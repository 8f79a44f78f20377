/** Admin Login (SPEC §2): a signed-in admin goes straight on to the admin panel. */
import { Page, PageHeading } from '@/components/ui/page';
import { AdminLoginForm } from '@/features/accounts/components/admin-login-form';
import { AdminLoginGate } from '../guards';

export default function AdminLoginPage() {
  return (
    <AdminLoginGate>
      <Page title="Admin Login" className="max-w-md">
        <PageHeading sub="Manage products, orders, posts and messages.">Admin Login</PageHeading>
        <div className="rounded-3xl border border-cream-300 bg-cream-50 p-6 shadow-sm sm:p-8 dark:border-night-700 dark:bg-night-800">
          <AdminLoginForm />
        </div>
      </Page>
    </AdminLoginGate>
  );
}
