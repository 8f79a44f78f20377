/** The account links of the dropdown and the side menu: the same places under the same names. */
import { LogIn, Package, Scissors, ShieldCheck, User } from 'lucide-react';

/** A signed-in shopper's own pages. */
export const ACCOUNT_LINKS = [
  { to: '/profile', label: 'My Profile', icon: User },
  { to: '/orders', label: 'My Orders', icon: Package },
  { to: '/account/custom-orders', label: 'Custom orders', icon: Scissors },
] as const;

/** Where a signed-out visitor signs in: as a shopper or as the maker. */
export const SIGN_IN_LINKS = [
  { to: '/signin', label: 'Sign In', icon: LogIn },
  { to: '/admin/login', label: 'Admin Login', icon: ShieldCheck },
] as const;
