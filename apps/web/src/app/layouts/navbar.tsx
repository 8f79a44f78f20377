/**
 * The navigation bar: brand mark, public links, wishlist and cart icons with badges,
 * dark/light toggle, account dropdown, Admin Panel for admins; a slide-in menu on small screens.
 * The dropdown and the side menu are lazy chunks loaded on first intent (hover, focus, tap), so
 * the home page stays inside its JavaScript budget; until then each is a native popover with the
 * same links, which opens even before the app runs.
 */
import {
  Heart,
  LayoutDashboard,
  LogOut,
  Menu,
  Package,
  Search,
  ShoppingBag,
  User,
  X,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link, NavLink, useLocation } from 'react-router';
import { YarnLogo } from '@/components/ui/brand-icons';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { HtmlForm } from '@/components/ui/html-form';
import { useCartStore, selectCartCount } from '@/features/cart/store';
import { useSessionStore } from '@/features/accounts/store';
import { HeaderSearch } from '@/features/search/components/header-search';
import { AccountMenuPlaceholder } from './account-menu-placeholder';
import { isPopoverOpen, MobileMenuPlaceholder } from './mobile-menu-placeholder';
import { isAdminPath, itemCount, PUBLIC_NAV_LINKS } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import { SHOP } from '@shop/shared/shop';

const loadAccountMenu = () => import('./account-menu');
const loadMobileMenu = () => import('./mobile-menu');
const AccountMenu = lazy(loadAccountMenu);
const MobileMenu = lazy(loadMobileMenu);

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-full px-3.5 py-2 text-[0.95rem] font-semibold transition-colors',
    isActive
      ? 'bg-clay-50 text-clay-700 dark:bg-clay-700/25 dark:text-clay-100'
      : 'text-ink-700 hover:bg-cream-200 hover:text-ink-900 dark:text-cream-200 dark:hover:bg-night-700 dark:hover:text-cream-50',
  );

const searchPanelOpenClass =
  'absolute inset-x-0 top-full border-b border-cream-300/80 bg-cream-100 px-4 py-3 sm:px-6 dark:border-night-700 dark:bg-night-900';

/**
 * A panel the page's early script opened before the app ran (a tap on the phone's search
 * button): once the app runs, it is open in the app's state too, and the mark is dropped.
 */
function useEarlyOpenPanel(id: string, open: () => void) {
  const opened = useRef(open);
  useEffect(() => {
    const panel = document.getElementById(id);
    if (!panel?.hasAttribute('data-early-open')) return;
    panel.removeAttribute('data-early-open');
    opened.current();
  }, [id]);
}

export function Navbar() {
  const { pathname } = useLocation();
  const isAdmin = useSessionStore((s) => s.isAdmin);
  const cartCount = useCartStore(selectCartCount);
  const wishlistCount = useSessionStore((s) => s.wishlist.length);
  const isAdminArea = isAdminPath(pathname);

  const [isMenuOpen, setMenuOpen] = useState(false);
  // Below the large breakpoint the search is a button that opens the field under the bar.
  const [isSearchOpen, setSearchOpen] = useState(false);
  const searchPanelId = useId();
  const searchInput = useRef<HTMLInputElement>(null);
  useEarlyOpenPanel(searchPanelId, () => setSearchOpen(true));
  const [hasMenuLoaded, setMenuLoaded] = useState(false);
  const menuPopoverId = `mobile-menu-${useId().replace(/[^\w-]/g, '')}`;
  // A navigation (back/forward included) always closes the side menu.
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
    setSearchOpen(false);
  }

  return (
    <header className="sticky top-0 z-40 border-b border-cream-300/80 bg-cream-100/90 backdrop-blur-md dark:border-night-700 dark:bg-night-900/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-4 sm:gap-2 sm:px-6">
        <Link
          to="/"
          className="-ml-1 flex shrink-0 items-center gap-2 rounded-full py-1 pl-1 pr-3 sm:gap-2.5"
        >
          <YarnLogo />
          <span className="font-display text-lg font-semibold tracking-tight sm:text-xl">
            {SHOP.name}
          </span>
        </Link>

        {!isAdminArea ? (
          <nav aria-label="Main" className="ml-4 hidden items-center gap-0.5 md:flex lg:ml-8">
            {PUBLIC_NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className={navLinkClass}>
                {link.label}
              </NavLink>
            ))}
          </nav>
        ) : null}

        {!isAdminArea ? (
          <div
            id={searchPanelId}
            className={cn(
              isSearchOpen
                ? searchPanelOpenClass
                : // Opened by the page's early script before the app ran (see useEarlyOpenPanel).
                  'hidden data-early-open:block data-early-open:absolute data-early-open:inset-x-0 data-early-open:top-full data-early-open:border-b data-early-open:border-cream-300/80 data-early-open:bg-cream-100 data-early-open:px-4 data-early-open:py-3 data-early-open:sm:px-6 dark:data-early-open:border-night-700 dark:data-early-open:bg-night-900',
              'lg:static lg:ml-auto lg:block lg:w-64 lg:border-0 lg:bg-transparent lg:p-0 xl:w-72 dark:lg:bg-transparent',
            )}
          >
            <HeaderSearch inputRef={searchInput} onDone={() => setSearchOpen(false)} />
          </div>
        ) : null}

        <div className="ml-auto flex items-center gap-0.5 sm:gap-1 lg:ml-2">
          {!isAdminArea ? (
            <button
              type="button"
              aria-label={isSearchOpen ? 'Close search' : 'Open search'}
              aria-expanded={isSearchOpen}
              aria-controls={searchPanelId}
              data-early-toggle={searchPanelId}
              className={buttonClass('ghost', 'icon', 'lg:hidden no-js:hidden')}
              onClick={() => {
                // The app's state decides from here (the early script may have toggled first).
                document.getElementById(searchPanelId)?.removeAttribute('data-early-open');
                const opening = !isSearchOpen;
                // Shown and focused in the same tap, so a phone raises its keyboard.
                flushSync(() => setSearchOpen(opening));
                if (opening) searchInput.current?.focus();
              }}
            >
              {isSearchOpen ? (
                <X className="h-5 w-5" aria-hidden />
              ) : (
                <Search className="h-5 w-5" aria-hidden />
              )}
            </button>
          ) : null}
          {isAdmin ? (
            <NavLink
              to="/admin"
              end
              className={(state) =>
                cn(navLinkClass(state), 'mr-1 hidden items-center gap-1.5 md:inline-flex')
              }
            >
              <LayoutDashboard className="h-4 w-4" aria-hidden />
              Admin Panel
            </NavLink>
          ) : null}
          {!isAdminArea ? (
            <>
              <BadgeIconLink to="/wishlist" label="Wishlist" count={wishlistCount}>
                <Heart className="h-5 w-5" aria-hidden />
              </BadgeIconLink>
              <BadgeIconLink to="/cart" label="Cart" count={cartCount}>
                <ShoppingBag className="h-5 w-5" aria-hidden />
              </BadgeIconLink>
            </>
          ) : null}
          {/* On phones the side menu has the theme switch (the bar keeps room for search); with
              scripts off, the menu cannot open and the switch stays in the bar. */}
          <div className="hidden no-js:block md:block">
            <ThemeToggle />
          </div>
          <div className="hidden js:md:block">
            <AccountMenuSlot />
          </div>
          <ScriptlessAccount />
          <button
            type="button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={isMenuOpen}
            // Before the app runs, the tap opens the server-rendered menu (a native popover).
            popoverTarget={isAdminArea ? undefined : menuPopoverId}
            className={buttonClass('ghost', 'icon', 'md:hidden no-js:hidden')}
            onPointerEnter={() => void loadMobileMenu()}
            onTouchStart={() => void loadMobileMenu()}
            onClick={(event) => {
              // With the app running the Radix dialog opens instead (the popover is closed, in
              // case it was opened before the app took over).
              event.preventDefault();
              const popover = document.getElementById(menuPopoverId);
              if (popover && isPopoverOpen(popover)) popover.hidePopover();
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
          >
            <Menu className="h-6 w-6" aria-hidden />
          </button>
        </div>
      </div>
      {!isAdminArea ? <MobileMenuPlaceholder id={menuPopoverId} /> : null}
      {hasMenuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu open={isMenuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}

function BadgeIconLink({
  to,
  label,
  count,
  children,
}: {
  to: string;
  label: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <NavLink
      to={to}
      aria-label={count > 0 ? `${label}, ${itemCount(count)}` : label}
      title={label}
      className={({ isActive }) =>
        cn(buttonClass('ghost', 'icon', 'relative'), isActive && 'text-clay-700 dark:text-clay-300')
      }
    >
      {children}
      {count > 0 ? (
        <span
          aria-hidden
          data-testid={`${label.toLowerCase()}-badge`}
          className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-clay-600 px-1 text-[0.7rem] font-bold leading-none text-white ring-2 ring-cream-100 dark:bg-clay-400 dark:text-night-950 dark:ring-night-900"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </NavLink>
  );
}

/**
 * With scripts off the account menu cannot open: the bar offers Sign In, or My Orders (rendered
 * by the server) and Sign Out as a form the server answers (it ends the session and sends the
 * shopper home). On a phone the bar has room for the icons only; the words stay their names.
 */
function ScriptlessAccount() {
  const isSignedIn = useSessionStore((s) => Boolean(s.user));
  return (
    <div className="hidden no-js:block">
      {isSignedIn ? (
        <div className="flex items-center">
          <Link to="/orders" className={buttonClass('ghost', 'sm')}>
            <Package className="h-4 w-4" aria-hidden />
            {/* A phone's bar has room for the icon: the name is still read out. */}
            <span className="sr-only sm:not-sr-only">My Orders</span>
          </Link>
          <HtmlForm action="/forms/auth/sign-out" formName="sign-out" returnTo="/">
            <button type="submit" className={buttonClass('ghost', 'sm')}>
              <LogOut className="h-4 w-4" aria-hidden />
              <span className="max-sm:sr-only">Sign Out</span>
            </button>
          </HtmlForm>
        </div>
      ) : (
        <Link to="/signin" className={buttonClass('ghost', 'sm')}>
          <User className="h-4 w-4" aria-hidden />
          <span className="max-sm:sr-only">Sign In</span>
        </Link>
      )}
    </div>
  );
}

/**
 * Until first used, the account menu is a native popover with the same links (it opens even
 * before the app runs); the first click with the app running loads the Radix dropdown and opens
 * it (hover or focus starts the download early).
 */
function AccountMenuSlot() {
  const [isRequested, setRequested] = useState(false);
  const placeholder = (
    <AccountMenuPlaceholder
      onIntent={() => void loadAccountMenu()}
      onOpenRequest={() => setRequested(true)}
    />
  );
  if (!isRequested) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu defaultOpen />
    </Suspense>
  );
}
