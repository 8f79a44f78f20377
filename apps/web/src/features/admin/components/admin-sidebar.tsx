/** The admin pages as a sidebar on wide screens (the top bar's menu covers small ones). */
import { Store } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { cn } from '@/components/ui/cn';
import { ADMIN_NAV } from '../admin-nav';

export function AdminSidebar({ className }: { className?: string }) {
  return (
    <nav aria-label="Admin" className={cn('space-y-1', className)}>
      <p className="px-3 pb-2 font-sans text-xs font-bold uppercase tracking-[0.14em] text-ink-500 dark:text-ink-300">
        Admin Panel
      </p>
      {ADMIN_NAV.map(({ to, label, icon: Icon, end }) => (
        <NavLink
          key={to}
          to={to}
          end={end}
          className={({ isActive }) =>
            cn(
              'flex items-center gap-3 rounded-2xl px-3 py-2.5 text-sm font-semibold transition-colors',
              isActive
                ? 'bg-clay-50 text-clay-700 dark:bg-clay-700/25 dark:text-clay-100'
                : 'text-ink-700 hover:bg-cream-200 dark:text-cream-200 dark:hover:bg-night-700',
            )
          }
        >
          <Icon className="h-4.5 w-4.5" aria-hidden />
          {label}
        </NavLink>
      ))}
      <div className="mt-4 border-t border-cream-300 pt-4 dark:border-night-700">
        <Link
          to="/"
          className="flex items-center gap-3 rounded-2xl px-3 py-2.5 text-sm font-semibold text-ink-500 hover:bg-cream-200 hover:text-ink-900 dark:text-ink-300 dark:hover:bg-night-700 dark:hover:text-cream-100"
        >
          <Store className="h-4.5 w-4.5" aria-hidden />
          View the shop
        </Link>
      </div>
    </nav>
  );
}
