/** The dashboard's figures, real ones: revenue, orders, products, unread messages, visitors today. */
import { Boxes, DollarSign, Mail, ShoppingBag, Users, type LucideIcon } from 'lucide-react';
import { formatPrice } from '@shop/shared/money';
import { cn } from '@/components/ui/cn';
import { LoadErrorStack } from '@/components/ui/load-error';
import { BusyBlocks } from '@/components/ui/skeleton';
import { useDashboard } from '../api/get-dashboard';

type Tile = { label: string; value: string; hint?: string; icon: LucideIcon; tone: string };

export function DashboardTiles() {
  const dashboard = useDashboard();
  if (dashboard.isPending) {
    return (
      <BusyBlocks
        label="Loading figures"
        count={5}
        className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5"
        blockClassName="h-32 rounded-3xl"
      />
    );
  }
  if (dashboard.isError) {
    return (
      <LoadErrorStack onRetry={() => void dashboard.refetch()}>
        We could not load the shop&apos;s figures.
      </LoadErrorStack>
    );
  }
  const d = dashboard.data;
  const tiles: Tile[] = [
    {
      label: 'Total Revenue',
      value: formatPrice(d.totalRevenueCents),
      hint: 'From paid orders',
      icon: DollarSign,
      tone: 'bg-sage-100 text-sage-700 dark:bg-sage-700/25 dark:text-sage-300',
    },
    {
      label: 'Orders',
      value: d.ordersCount.toLocaleString('en-US'),
      hint: `${d.paidOrdersCount.toLocaleString('en-US')} paid`,
      icon: ShoppingBag,
      tone: 'bg-clay-50 text-clay-700 dark:bg-clay-700/25 dark:text-clay-300',
    },
    {
      label: 'Products',
      value: d.productsCount.toLocaleString('en-US'),
      hint: 'In the shop',
      icon: Boxes,
      tone: 'bg-cream-200 text-ink-700 dark:bg-night-700 dark:text-cream-200',
    },
    {
      label: 'Unread Messages',
      value: d.unreadMessagesCount.toLocaleString('en-US'),
      hint: d.unreadMessagesCount > 0 ? 'Waiting for a reply' : 'All answered',
      icon: Mail,
      tone: 'bg-rose-100 text-rose-800 dark:bg-rose-300/20 dark:text-rose-100',
    },
    {
      label: 'Visitors today',
      value: d.visitorsToday.toLocaleString('en-US'),
      hint: 'Counted without cookies',
      icon: Users,
      tone: 'bg-sage-100 text-sage-700 dark:bg-sage-700/25 dark:text-sage-300',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      {tiles.map(({ label, value, hint, icon: Icon, tone }) => (
        <div
          key={label}
          className="flex flex-col gap-3 rounded-3xl border border-cream-300 bg-white p-4 shadow-sm sm:p-5 dark:border-night-700 dark:bg-night-800"
        >
          {/* The dt holds the icon too: a dl's groups may hold only dt and dd elements. */}
          <dt className="flex items-center justify-between gap-2 text-sm font-semibold text-ink-500 dark:text-ink-300">
            {label}
            <span className={cn('grid h-9 w-9 shrink-0 place-items-center rounded-2xl', tone)}>
              <Icon className="h-4.5 w-4.5" aria-hidden />
            </span>
          </dt>
          <dd>
            <span
              className="block font-display text-2xl font-semibold tabular-nums sm:text-3xl"
              data-testid={`tile-${label.toLowerCase().replace(/\s+/g, '-')}`}
            >
              {value}
            </span>
            {hint ? (
              <span className="mt-1 block text-xs text-ink-500 dark:text-ink-300">{hint}</span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
