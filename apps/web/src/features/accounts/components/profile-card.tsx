/**
 * The profile: email, the date the account was created (MMMM d, yyyy) and a working
 * Change Password, plus the ways on to the rest of the account.
 */
import { Heart, KeyRound, LayoutDashboard, Package, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatLongDate } from '@/lib/format';
import type { StoreUser } from '../store';
import { ChangePasswordForm } from './change-password-form';

type Props = {
  user: StoreUser;
  isAdmin: boolean;
  wishlistCount: number;
  /** More account sections under the password one (two-factor sign-in, your data). */
  children?: ReactNode;
};

export function ProfileCard({ user, isAdmin, wishlistCount, children }: Props) {
  const [isChangingPassword, setChangingPassword] = useState(false);
  const initial = user.email.charAt(0).toUpperCase();

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section className="rounded-3xl border border-cream-300 bg-cream-50 p-6 sm:p-8 dark:border-night-700 dark:bg-night-800">
        <div className="flex items-center gap-4">
          <span
            aria-hidden
            className="grid h-16 w-16 shrink-0 place-items-center rounded-full bg-clay-100 font-display text-2xl font-semibold text-clay-700 dark:bg-night-700 dark:text-clay-300"
          >
            {initial}
          </span>
          <div className="min-w-0">
            <h2 className="truncate text-xl font-semibold">Hello, {user.email.split('@')[0]}</h2>
            {isAdmin ? (
              <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-sage-100 px-2.5 py-0.5 text-xs font-bold text-sage-700 dark:bg-sage-700/25 dark:text-sage-300">
                <ShieldCheck className="h-3.5 w-3.5" aria-hidden />
                Shop admin
              </span>
            ) : null}
          </div>
        </div>

        <dl className="mt-8 grid gap-5 sm:grid-cols-2">
          <div className="rounded-2xl bg-cream-100 px-4 py-3 dark:bg-night-900">
            <dt className="text-xs font-bold uppercase tracking-wider text-ink-500 dark:text-ink-300">
              Email
            </dt>
            <dd className="mt-1 font-semibold [overflow-wrap:anywhere]">{user.email}</dd>
          </div>
          <div className="rounded-2xl bg-cream-100 px-4 py-3 dark:bg-night-900">
            <dt className="text-xs font-bold uppercase tracking-wider text-ink-500 dark:text-ink-300">
              Account created
            </dt>
            <dd className="mt-1 font-semibold">{formatLongDate(user.createdAt)}</dd>
          </div>
        </dl>

        <div className="mt-8 border-t border-cream-300 pt-6 dark:border-night-700">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h3 className="font-display text-lg font-semibold">Password</h3>
              <p className="text-sm text-ink-500 dark:text-ink-300">
                Change the password you sign in with.
              </p>
            </div>
            {!isChangingPassword ? (
              <Button variant="secondary" onClick={() => setChangingPassword(true)}>
                <KeyRound className="h-4 w-4" aria-hidden />
                Change Password
              </Button>
            ) : null}
          </div>
          {isChangingPassword ? (
            <div className="mt-5">
              <ChangePasswordForm onDone={() => setChangingPassword(false)} />
            </div>
          ) : null}
        </div>
        {children}
      </section>

      <nav aria-label="Your account" className="space-y-3">
        <AccountLink
          to="/orders"
          icon={<Package className="h-5 w-5" aria-hidden />}
          title="My Orders"
        >
          Follow your orders and see past ones.
        </AccountLink>
        <AccountLink
          to="/wishlist"
          icon={<Heart className="h-5 w-5" aria-hidden />}
          title="Wishlist"
        >
          {wishlistCount === 0
            ? 'Nothing saved yet.'
            : `${wishlistCount} saved ${wishlistCount === 1 ? 'piece' : 'pieces'}.`}
        </AccountLink>
        {isAdmin ? (
          <AccountLink
            to="/admin"
            icon={<LayoutDashboard className="h-5 w-5" aria-hidden />}
            title="Admin Dashboard"
          >
            Run the shop.
          </AccountLink>
        ) : null}
      </nav>
    </div>
  );
}

function AccountLink({
  to,
  icon,
  title,
  children,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="flex items-center gap-4 rounded-3xl border border-cream-300 bg-cream-50 p-5 transition-colors hover:border-clay-300 hover:bg-clay-50 dark:border-night-700 dark:bg-night-800 dark:hover:border-clay-700 dark:hover:bg-night-700"
    >
      <span className="grid h-11 w-11 shrink-0 place-items-center rounded-2xl bg-clay-100 text-clay-700 dark:bg-night-700 dark:text-clay-300">
        {icon}
      </span>
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-ink-500 dark:text-ink-300">{children}</span>
      </span>
    </Link>
  );
}
