/**
 * The small-screen slide-in side menu: the public links, a dark-mode toggle and the
 * account links. No Admin Dashboard entry in its account section; admins outside the admin area
 * get an Admin Panel link. A Radix Dialog: focus trapped and restored, Escape and backdrop close.
 * Loaded lazily on first open, so phones do not pay for it up front.
 */
import {
  Heart,
  LayoutDashboard,
  LogOut,
  Moon,
  ShoppingBag,
  Store,
  X,
  type LucideIcon,
} from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { YarnLogo } from '@/components/ui/brand-icons';
import { cn } from '@/components/ui/cn';
import { useSignOut } from '@/features/accounts/sign-out';
import { useCartStore, selectCartCount } from '@/features/cart/store';
import { useSessionStore } from '@/features/accounts/store';
import { usePreferencesStore } from '@/features/preferences/store';
import { ADMIN_NAV } from '@/features/admin/admin-nav';
import { ACCOUNT_LINKS, SIGN_IN_LINKS } from './account-links';
import { isAdminPath, PUBLIC_NAV_LINKS } from './nav-links';

type MobileMenuProps = { open: boolean; onOpenChange: (open: boolean) => void };

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-2xl px-4 py-3 text-base font-semibold transition-colors',
    isActive
      ? 'bg-clay-50 text-clay-700 dark:bg-clay-700/25 dark:text-clay-100'
      : 'text-ink-700 hover:bg-cream-200 dark:text-cream-200 dark:hover:bg-night-700',
  );

const iconClass = 'h-5 w-5 text-ink-500 dark:text-ink-300';

function MenuLink({
  to,
  icon: Icon,
  children,
  onNavigate,
  end,
}: {
  to: string;
  icon?: LucideIcon;
  children: ReactNode;
  onNavigate: () => void;
  end?: boolean;
}) {
  return (
    <NavLink to={to} end={end} className={linkClass} onClick={onNavigate}>
      {Icon ? <Icon className={iconClass} aria-hidden /> : null}
      {children}
    </NavLink>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <h3 className="px-4 pb-1 pt-5 font-sans text-xs font-bold uppercase tracking-[0.14em] text-ink-500 dark:text-ink-300">
      {children}
    </h3>
  );
}

export default function MobileMenu({ open, onOpenChange }: MobileMenuProps) {
  const { pathname } = useLocation();
  const user = useSessionStore((s) => s.user);
  const isAdmin = useSessionStore((s) => s.isAdmin);
  const darkMode = usePreferencesStore((s) => s.darkMode);
  const toggleDarkMode = usePreferencesStore((s) => s.toggleDarkMode);
  const cartCount = useCartStore(selectCartCount);
  const wishlistCount = useSessionStore((s) => s.wishlist.length);
  const close = () => onOpenChange(false);
  const signOut = useSignOut(close);
  const isAdminArea = isAdminPath(pathname);
  // Opened by the navbar's button (not a Radix Trigger): give focus back to it on close.
  const returnFocusRef = useRef<HTMLElement | null>(null);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/45 backdrop-blur-[2px] motion-safe:animate-fade-in dark:bg-black/60" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocusRef.current = active instanceof HTMLElement ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            if (returnFocusRef.current?.isConnected) {
              event.preventDefault();
              returnFocusRef.current.focus();
            }
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-cream-50 shadow-2xl motion-safe:animate-sheet-in dark:bg-night-800"
        >
          <div className="flex items-center justify-between border-b border-cream-300 px-5 py-4 dark:border-night-600">
            <Dialog.Title className="flex items-center gap-2 text-lg font-semibold">
              <YarnLogo className="h-7 w-7" />
              Menu
            </Dialog.Title>
            <Dialog.Description className="sr-only">
              Site navigation, theme and account links
            </Dialog.Description>
            <Dialog.Close
              aria-label="Close menu"
              className="rounded-full p-2 text-ink-500 hover:bg-cream-200 hover:text-ink-900 dark:text-ink-300 dark:hover:bg-night-700 dark:hover:text-cream-100"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>

          <nav aria-label="Mobile" className="flex-1 px-3 pb-6">
            {!isAdminArea ? (
              <>
                <SectionTitle>Shop</SectionTitle>
                {PUBLIC_NAV_LINKS.map((link) => (
                  <MenuLink key={link.to} to={link.to} onNavigate={close}>
                    {link.label}
                  </MenuLink>
                ))}
                <MenuLink to="/wishlist" onNavigate={close} icon={Heart}>
                  Wishlist
                  {wishlistCount > 0 ? <CountPill count={wishlistCount} /> : null}
                </MenuLink>
                <MenuLink to="/cart" onNavigate={close} icon={ShoppingBag}>
                  Cart
                  {cartCount > 0 ? <CountPill count={cartCount} /> : null}
                </MenuLink>
                {isAdmin ? (
                  <MenuLink to="/admin" end onNavigate={close} icon={LayoutDashboard}>
                    Admin Panel
                  </MenuLink>
                ) : null}
              </>
            ) : isAdmin ? (
              // In the admin area this is the one menu on a phone: the admin pages come first.
              <>
                <SectionTitle>Admin Panel</SectionTitle>
                {ADMIN_NAV.map(({ to, label, icon: Icon, end }) => (
                  <MenuLink key={to} to={to} end={end} onNavigate={close} icon={Icon}>
                    {label}
                  </MenuLink>
                ))}
                <MenuLink to="/" end onNavigate={close} icon={Store}>
                  View the shop
                </MenuLink>
              </>
            ) : null}

            <SectionTitle>Appearance</SectionTitle>
            <label className="flex cursor-pointer items-center gap-3 rounded-2xl px-4 py-3 font-semibold text-ink-700 hover:bg-cream-200 dark:text-cream-200 dark:hover:bg-night-700">
              <Moon className={iconClass} aria-hidden />
              <span className="flex-1">Dark mode</span>
              <input
                type="checkbox"
                role="switch"
                checked={darkMode}
                onChange={toggleDarkMode}
                className="peer sr-only"
              />
              <span
                aria-hidden
                className="relative h-6 w-11 rounded-full bg-cream-300 transition-colors peer-checked:bg-clay-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-clay-500 after:absolute after:left-0.5 after:top-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5 dark:bg-night-600"
              />
            </label>

            <SectionTitle>Account</SectionTitle>
            {user ? (
              <>
                <p className="truncate px-4 pb-2 text-sm text-ink-500 dark:text-ink-300">
                  Signed in as <span className="font-semibold">{user.email}</span>
                </p>
                {ACCOUNT_LINKS.map((link) => (
                  <MenuLink key={link.to} to={link.to} onNavigate={close} icon={link.icon}>
                    {link.label}
                  </MenuLink>
                ))}
                <button
                  type="button"
                  onClick={() => void signOut()}
                  className={linkClass({ isActive: false }) + ' w-full'}
                >
                  <LogOut className={iconClass} aria-hidden />
                  Sign Out
                </button>
              </>
            ) : (
              SIGN_IN_LINKS.map((link) => (
                <MenuLink key={link.to} to={link.to} onNavigate={close} icon={link.icon}>
                  {link.label}
                </MenuLink>
              ))
            )}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CountPill({ count }: { count: number }) {
  return (
    <span className="ml-auto rounded-full bg-clay-600 px-2 py-0.5 text-xs font-bold text-white dark:bg-clay-400 dark:text-night-950">
      {count}
    </span>
  );
}
