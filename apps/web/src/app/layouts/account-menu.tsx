/**
 * The account dropdown of the navigation bar: signed out → Sign In, Admin Login;
 * signed in → My Profile, My Orders, Admin Dashboard (admins only), Sign Out. Radix gives the
 * menu its keyboard handling, focus management and ARIA.
 */
import { LayoutDashboard, LogOut } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MenuPanel } from '@/components/shared/menu-panel';
import { useSignOut } from '@/features/accounts/sign-out';
import { useSessionStore } from '@/features/accounts/store';
import { ACCOUNT_LINKS, SIGN_IN_LINKS } from './account-links';
import { AccountTriggerContent, accountTriggerClass } from './account-trigger';

const itemClass =
  'flex cursor-pointer select-none items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold text-ink-700 outline-none data-[highlighted]:bg-cream-200 data-[highlighted]:text-ink-900 dark:text-cream-200 dark:data-[highlighted]:bg-night-700 dark:data-[highlighted]:text-cream-50';

const iconClass = 'h-4 w-4 text-ink-500 dark:text-ink-300';

type MenuLinkProps = { to: string; icon: LucideIcon; children: ReactNode };

function MenuLink({ to, icon: Icon, children }: MenuLinkProps) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>
        <Icon className={iconClass} aria-hidden />
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

export default function AccountMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const user = useSessionStore((s) => s.user);
  const isAdmin = useSessionStore((s) => s.isAdmin);
  const [open, setOpen] = useState(defaultOpen);
  const signOut = useSignOut(() => setOpen(false));

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger aria-label="Account menu" className={accountTriggerClass}>
        <AccountTriggerContent isSignedIn={Boolean(user)} />
      </DropdownMenu.Trigger>
      <MenuPanel>
        {user ? (
          <>
            <DropdownMenu.Label className="px-3 pb-2 pt-1.5 text-xs text-ink-500 dark:text-ink-300">
              Signed in as
              <span className="block truncate text-sm font-semibold text-ink-900 dark:text-cream-100">
                {user.email}
              </span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="mx-2 my-1 h-px bg-cream-300 dark:bg-night-600" />
            {ACCOUNT_LINKS.map((link) => (
              <MenuLink key={link.to} to={link.to} icon={link.icon}>
                {link.label}
              </MenuLink>
            ))}
            {isAdmin ? (
              <MenuLink to="/admin" icon={LayoutDashboard}>
                Admin Dashboard
              </MenuLink>
            ) : null}
            <DropdownMenu.Separator className="mx-2 my-1 h-px bg-cream-300 dark:bg-night-600" />
            <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
              <LogOut className={iconClass} aria-hidden />
              Sign Out
            </DropdownMenu.Item>
          </>
        ) : (
          SIGN_IN_LINKS.map((link) => (
            <MenuLink key={link.to} to={link.to} icon={link.icon}>
              {link.label}
            </MenuLink>
          ))
        )}
      </MenuPanel>
    </DropdownMenu.Root>
  );
}
