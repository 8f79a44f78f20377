/**
 * The phone's side menu before its Radix dialog has loaded: a native popover the "Open menu"
 * button opens (`popovertarget`), with the same links, the theme switch and Sign Out as forms
 * the server answers. So a tap before the app runs (or while its menu chunk is downloading)
 * opens a working menu instead of being lost. Once the app runs, the button's click opens the
 * Radix dialog instead (navbar.tsx) and this panel is dropped (one opened before stays until it
 * is closed). The shop's pages only: the admin area renders with the app alone.
 */
import { Heart, LayoutDashboard, LogOut, Moon, ShoppingBag, Sun, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { YarnLogo } from '@/components/ui/brand-icons';
import { HtmlForm } from '@/components/ui/html-form';
import { useSessionStore } from '@/features/accounts/store';
import { useCartStore, selectCartCount } from '@/features/cart/store';
import { usePreferencesStore } from '@/features/preferences/store';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { ACCOUNT_LINKS, SIGN_IN_LINKS } from './account-links';
import { PUBLIC_NAV_LINKS } from './nav-links';

const rowClass =
  'flex w-full items-center gap-3 rounded-2xl px-4 py-3 text-left text-base font-semibold text-ink-700 transition-colors hover:bg-cream-200 dark:text-cream-200 dark:hover:bg-night-700';

const iconClass = 'h-5 w-5 text-ink-500 dark:text-ink-300';

function Row({ to, icon: Icon, children }: { to: string; icon?: LucideIcon; children: ReactNode }) {
  return (
    <Link to={to} className={rowClass}>
      {Icon ? <Icon className={iconClass} aria-hidden /> : null}
      {children}
    </Link>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <h3 className="px-4 pb-1 pt-5 font-sans text-xs font-bold uppercase tracking-[0.14em] text-ink-500 dark:text-ink-300">
      {children}
    </h3>
  );
}

export function MobileMenuPlaceholder({ id }: { id: string }) {
  const user = useSessionStore((s) => s.user);
  const isAdmin = useSessionStore((s) => s.isAdmin);
  const wishlistCount = useSessionStore((s) => s.wishlist.length);
  const cartCount = useCartStore(selectCartCount);
  const darkMode = usePreferencesStore((s) => s.darkMode);
  const toggleDarkMode = usePreferencesStore((s) => s.toggleDarkMode);
  const { pathname, search } = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = `${id}-title`;

  // The app replaces it: once hydrated it is dropped, unless the shopper opened it before the
  // app ran, in which case it stays until closed.
  const isHydrated = useIsHydrated();
  const [isOpenAtTakeover, setOpenAtTakeover] = useState(false);
  useEffect(() => {
    const el = panel.current;
    if (!el || !isPopoverOpen(el)) return;
    setOpenAtTakeover(true);
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') setOpenAtTakeover(false);
    };
    el.addEventListener('toggle', onToggle);
    return () => el.removeEventListener('toggle', onToggle);
  }, []);
  // Left open, it would stay open across the app's client-side navigation: close it then.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const el = panel.current;
    if (el && isPopoverOpen(el)) el.hidePopover();
  }, [pathname]);

  if (isHydrated && !isOpenAtTakeover) return null;
  return (
    <div
      ref={panel}
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={titleId}
      className="fixed inset-y-0 left-auto right-0 m-0 h-full max-h-none w-[min(22rem,88vw)] overflow-y-auto border-0 bg-cream-50 p-0 text-ink-900 shadow-2xl backdrop:bg-ink-900/45 dark:bg-night-800 dark:text-cream-100 dark:backdrop:bg-black/60"
    >
      <div className="flex items-center justify-between border-b border-cream-300 px-5 py-4 dark:border-night-600">
        <h2 id={titleId} className="flex items-center gap-2 font-sans text-lg font-semibold">
          <YarnLogo className="h-7 w-7" />
          Menu
        </h2>
        <button
          type="button"
          aria-label="Close menu"
          popoverTarget={id}
          popoverTargetAction="hide"
          className="rounded-full p-2 text-ink-500 hover:bg-cream-200 hover:text-ink-900 dark:text-ink-300 dark:hover:bg-night-700 dark:hover:text-cream-100"
        >
          <X className="h-5 w-5" aria-hidden />
        </button>
      </div>
      <nav aria-label="Mobile" className="px-3 pb-6">
        <SectionTitle>Shop</SectionTitle>
        {PUBLIC_NAV_LINKS.map((link) => (
          <Row key={link.to} to={link.to}>
            {link.label}
          </Row>
        ))}
        <Row to="/wishlist" icon={Heart}>
          Wishlist
          {wishlistCount > 0 ? <CountPill count={wishlistCount} /> : null}
        </Row>
        <Row to="/cart" icon={ShoppingBag}>
          Cart
          {cartCount > 0 ? <CountPill count={cartCount} /> : null}
        </Row>
        {isAdmin ? (
          <Row to="/admin" icon={LayoutDashboard}>
            Admin Panel
          </Row>
        ) : null}

        <SectionTitle>Appearance</SectionTitle>
        {/* The bar's switch as a row: the server flips the cookie, or the app in place. */}
        <form
          method="post"
          action={`/api/preferences/dark-mode?returnTo=${encodeURIComponent(pathname + search)}`}
          onSubmit={(event) => {
            event.preventDefault();
            toggleDarkMode();
          }}
        >
          <button type="submit" className={rowClass}>
            {darkMode ? (
              <Sun className={iconClass} aria-hidden />
            ) : (
              <Moon className={iconClass} aria-hidden />
            )}
            {darkMode ? 'Switch to light mode' : 'Switch to dark mode'}
          </button>
        </form>

        <SectionTitle>Account</SectionTitle>
        {user ? (
          <>
            <p className="truncate px-4 pb-2 text-sm text-ink-500 dark:text-ink-300">
              Signed in as <span className="font-semibold">{user.email}</span>
            </p>
            {ACCOUNT_LINKS.map((link) => (
              <Row key={link.to} to={link.to} icon={link.icon}>
                {link.label}
              </Row>
            ))}
            <HtmlForm action="/forms/auth/sign-out" formName="sign-out" returnTo="/">
              <button type="submit" className={rowClass}>
                <LogOut className={iconClass} aria-hidden />
                Sign Out
              </button>
            </HtmlForm>
          </>
        ) : (
          SIGN_IN_LINKS.map((link) => (
            <Row key={link.to} to={link.to} icon={link.icon}>
              {link.label}
            </Row>
          ))
        )}
      </nav>
    </div>
  );
}

/** A shown popover (a browser without popovers, or a test's DOM, has none open). */
export function isPopoverOpen(el: HTMLElement): boolean {
  return typeof el.hidePopover === 'function' && el.matches(':popover-open');
}

function CountPill({ count }: { count: number }) {
  return (
    <span className="ml-auto rounded-full bg-clay-600 px-2 py-0.5 text-xs font-bold text-white dark:bg-clay-400 dark:text-night-950">
      {count}
    </span>
  );
}
