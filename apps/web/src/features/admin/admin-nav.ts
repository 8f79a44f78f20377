/** The admin panel's pages, in menu order: the shop's own pages and analytics, then discounts, reviews, the audit log, shipping, sales channels and the newsletter. */
import {
  BarChart3,
  CalendarClock,
  Gift,
  History,
  LayoutDashboard,
  Mail,
  Newspaper,
  Package,
  Receipt,
  Rss,
  Scissors,
  Tag,
  Star,
  Send,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { ORDER_ID_PREFIX_LENGTH } from '@shop/shared/constants';

export type AdminNavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

export const ADMIN_NAV: AdminNavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/products', label: 'Products', icon: Package },
  { to: '/admin/orders', label: 'Orders', icon: Receipt },
  { to: '/admin/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/admin/custom-orders', label: 'Custom orders', icon: Scissors },
  { to: '/admin/blog', label: 'Blog', icon: Newspaper },
  { to: '/admin/messages', label: 'Messages', icon: Mail },
  { to: '/admin/monthly-drop', label: 'Monthly Drop', icon: CalendarClock },
  { to: '/admin/discounts', label: 'Discounts', icon: Tag },
  { to: '/admin/gift-cards', label: 'Gift cards', icon: Gift },
  { to: '/admin/reviews', label: 'Reviews', icon: Star },
  { to: '/admin/activity', label: 'Activity', icon: History },
  { to: '/admin/settings/shipping', label: 'Shipping', icon: Truck },
  { to: '/admin/settings/sales-channels', label: 'Sales channels', icon: Rss },
  { to: '/admin/newsletter', label: 'Newsletter', icon: Send },
];

export type Crumb = { to: string; label: string };

/** Breadcrumbs built from the path: /admin/monthly-drop → Dashboard › Monthly Drop. */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const segments = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (segments[0] !== 'admin') return [];
  const crumbs: Crumb[] = [{ to: '/admin', label: 'Dashboard' }];
  let path = '/admin';
  for (const segment of segments.slice(1)) {
    path += `/${segment}`;
    const known = ADMIN_NAV.find((item) => item.to === path);
    crumbs.push({ to: path, label: known?.label ?? segmentLabel(decodeURIComponent(segment)) });
  }
  return crumbs;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record's id reads as its short number (as orders are shown); a word segment in title case. */
function segmentLabel(segment: string): string {
  return UUID.test(segment) ? `#${segment.slice(0, ORDER_ID_PREFIX_LENGTH)}` : titleCase(segment);
}

function titleCase(segment: string): string {
  return segment
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
