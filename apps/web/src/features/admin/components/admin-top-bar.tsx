/**
 * The admin top bar: a back button, breadcrumbs built from the path, the search box,
 * and on tablet widths the menu of admin pages (Dashboard, Products, Orders, Blog, Messages,
 * Monthly Drop); on phones the navigation bar's side menu lists them instead.
 */
import { ArrowLeft, ChevronRight, Menu } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, useLocation, useMatch, useNavigate } from 'react-router';
import { MenuPanel } from '@/components/shared/menu-panel';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ADMIN_NAV, breadcrumbsFor, type AdminNavItem } from '../admin-nav';
import { AdminSearch } from './admin-search';

export function AdminTopBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const crumbs = breadcrumbsFor(pathname);

  const goBack = () => {
    // React Router numbers history entries; idx 0 means the admin arrived here directly.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(crumbs.at(-2)?.to ?? '/');
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-3 border-b border-cream-300 py-3 dark:border-night-700">
      <button
        type="button"
        onClick={goBack}
        aria-label="Go back"
        title="Back"
        className={buttonClass('secondary', 'icon', 'h-9 w-9 shrink-0')}
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
      </button>
      <nav aria-label="Breadcrumb" className="min-w-0 flex-1">
        <ol className="flex min-w-0 items-center gap-1.5 text-sm">
          {crumbs.map((crumb, index) => {
            const isLast = index === crumbs.length - 1;
            return (
              <li
                key={crumb.to}
                className={cn('flex min-w-0 items-center gap-1.5', !isLast && 'hidden sm:flex')}
              >
                {index > 0 ? (
                  <ChevronRight
                    className="hidden h-4 w-4 shrink-0 text-ink-300 sm:block"
                    aria-hidden
                  />
                ) : null}
                {isLast ? (
                  <span aria-current="page" className="block truncate font-semibold">
                    {crumb.label}
                  </span>
                ) : (
                  <Link
                    to={crumb.to}
                    className="block truncate text-ink-500 underline-offset-4 hover:text-clay-700 hover:underline dark:text-ink-300 dark:hover:text-clay-300"
                  >
                    {crumb.label}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      {/* Phones use the navigation bar's side menu, which lists the admin pages in the admin
          area: one menu button per screen. Tablets, with no side-menu button, get this one. */}
      <div className="hidden shrink-0 md:block lg:hidden">
        <AdminMobileMenu />
      </div>
      <AdminSearch className="order-last w-full sm:order-none sm:w-72 lg:w-80" />
    </div>
  );
}

function AdminMobileMenu() {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label="Admin menu"
        className={buttonClass('secondary', 'sm', 'shrink-0')}
      >
        <Menu className="h-4 w-4" aria-hidden />
        Menu
      </DropdownMenu.Trigger>
      <MenuPanel className="motion-safe:animate-pop-in">
        {ADMIN_NAV.map((item) => (
          <AdminMenuItem key={item.to} item={item} />
        ))}
      </MenuPanel>
    </DropdownMenu.Root>
  );
}

/** A menu entry; the current page is marked (Radix's Slot cannot merge NavLink's class function). */
function AdminMenuItem({ item: { to, label, icon: Icon, end } }: { item: AdminNavItem }) {
  const isActive = Boolean(useMatch({ path: to, end: end ?? false }));
  return (
    <DropdownMenu.Item asChild>
      <Link
        to={to}
        aria-current={isActive ? 'page' : undefined}
        className={cn(
          'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold outline-none data-[highlighted]:bg-cream-200 dark:data-[highlighted]:bg-night-700',
          isActive ? 'text-clay-700 dark:text-clay-300' : 'text-ink-700 dark:text-cream-200',
        )}
      >
        <Icon className="h-4 w-4" aria-hidden />
        {label}
      </Link>
    </DropdownMenu.Item>
  );
}
