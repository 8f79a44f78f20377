/**
 * The account menu before its Radix dropdown has loaded: the trigger opens a native popover
 * (`popovertarget`), so a tap before the app runs, or with the app still downloading, shows the
 * same links at once instead of being lost. Once the app runs, the trigger's click loads the
 * dropdown (keyboard handling, focus management) and opens it in place of the popover.
 */
import { LayoutDashboard, LogOut } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { HtmlForm } from '@/components/ui/html-form';
import { useSessionStore } from '@/features/accounts/store';
import { ACCOUNT_LINKS, SIGN_IN_LINKS } from './account-links';
import { AccountTriggerContent, accountTriggerClass } from './account-trigger';

const itemClass =
  'flex w-full cursor-pointer select-none items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-semibold text-ink-700 outline-none hover:bg-cream-200 hover:text-ink-900 focus-visible:bg-cream-200 dark:text-cream-200 dark:hover:bg-night-700 dark:hover:text-cream-50 dark:focus-visible:bg-night-700';

const iconClass = 'h-4 w-4 text-ink-500 dark:text-ink-300';

function NativeLink({
  to,
  icon: Icon,
  children,
}: {
  to: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Link to={to} role="menuitem" className={itemClass}>
      <Icon className={iconClass} aria-hidden />
      {children}
    </Link>
  );
}

export function AccountMenuPlaceholder({
  onOpenRequest,
  onIntent,
}: {
  /** The app is running: open the real dropdown instead. */
  onOpenRequest: () => void;
  /** Hover or focus: start loading the dropdown. */
  onIntent: () => void;
}) {
  const user = useSessionStore((s) => s.user);
  const isAdmin = useSessionStore((s) => s.isAdmin);
  const id = useId().replace(/:/g, '');
  const popoverId = `account-menu-${id}`;
  const panel = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // A popover opened before the app ran stays open across a client-side navigation: close it.
  // Not when the app first takes over the page: a popover the shopper just opened stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const el = panel.current;
    if (el && typeof el.hidePopover === 'function' && el.matches(':popover-open')) el.hidePopover();
  }, [pathname]);

  return (
    <>
      <button
        type="button"
        aria-label="Account menu"
        aria-haspopup="menu"
        popoverTarget={popoverId}
        className={accountTriggerClass}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={(event) => {
          // With the app running the dropdown takes over; the native popover is for before it.
          event.preventDefault();
          onOpenRequest();
        }}
      >
        <AccountTriggerContent isSignedIn={Boolean(user)} />
      </button>
      <div
        ref={panel}
        id={popoverId}
        popover="auto"
        role="menu"
        aria-label="Account"
        className="fixed inset-auto right-4 top-16 m-0 min-w-56 rounded-2xl border border-cream-300 bg-cream-50 p-1.5 text-ink-900 shadow-xl dark:border-night-600 dark:bg-night-800 dark:text-cream-100"
      >
        {user ? (
          <>
            <div className="px-3 pb-2 pt-1.5 text-xs text-ink-500 dark:text-ink-300">
              Signed in as
              <span className="block truncate text-sm font-semibold text-ink-900 dark:text-cream-100">
                {user.email}
              </span>
            </div>
            {ACCOUNT_LINKS.map((link) => (
              <NativeLink key={link.to} to={link.to} icon={link.icon}>
                {link.label}
              </NativeLink>
            ))}
            {isAdmin ? (
              <NativeLink to="/admin" icon={LayoutDashboard}>
                Admin Dashboard
              </NativeLink>
            ) : null}
            <HtmlForm action="/forms/auth/sign-out" formName="sign-out" returnTo="/" role="none">
              <button type="submit" role="menuitem" className={itemClass}>
                <LogOut className={iconClass} aria-hidden />
                Sign Out
              </button>
            </HtmlForm>
          </>
        ) : (
          SIGN_IN_LINKS.map((link) => (
            <NativeLink key={link.to} to={link.to} icon={link.icon}>
              {link.label}
            </NativeLink>
          ))
        )}
      </div>
    </>
  );
}
