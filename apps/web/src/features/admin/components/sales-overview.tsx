/**
 * The dashboard's sales card: revenue or orders over 7/30/90 days or 12 months as a chart, the
 * range's totals, and its best-selling products.
 */
import { useState } from 'react';
import { formatPrice } from '@shop/shared/money';
import { SALES_RANGE_LABELS, SALES_RANGES, type SalesRange } from '@shop/shared/schemas/admin';
import { LoadErrorStack } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useSalesReport } from '../api/get-sales-report';
import { SalesChart, type SalesMetric } from './sales-chart';
import { SegmentedControl } from './segmented-control';

const RANGE_OPTIONS = SALES_RANGES.map((value) => ({ value, label: SALES_RANGE_LABELS[value] }));
const METRIC_OPTIONS = [
  { value: 'revenueCents', label: 'Revenue' },
  { value: 'orders', label: 'Orders' },
] as const;

const cardClass =
  'min-w-0 rounded-3xl border border-cream-300 bg-white p-4 shadow-sm sm:p-6 dark:border-night-700 dark:bg-night-800';

/** One figure of the range: its name over its value. */
function Figure({ label, testId, children }: { label: string; testId?: string; children: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-ink-500 dark:text-ink-300">{label}</dt>
      <dd className="font-display text-2xl font-semibold tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function SalesOverview() {
  const [range, setRange] = useState<SalesRange>('30d');
  const [metric, setMetric] = useState<SalesMetric>('revenueCents');
  const report = useSalesReport(range);
  const label = SALES_RANGE_LABELS[range];

  return (
    <section aria-labelledby="sales-heading" className="grid gap-4 lg:grid-cols-3">
      <div className={`${cardClass} lg:col-span-2`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="sales-heading" className="text-xl font-semibold">
            Sales
          </h2>
          <SegmentedControl
            label="Range"
            options={RANGE_OPTIONS}
            value={range}
            onChange={setRange}
          />
        </div>
        {report.isPending ? (
          <Skeleton className="mt-6 h-64 rounded-2xl" />
        ) : report.isError ? (
          <LoadErrorStack onRetry={() => void report.refetch()} className="mt-6">
            We could not load the sales figures.
          </LoadErrorStack>
        ) : (
          <>
            <div className="mt-5 flex flex-wrap items-end justify-between gap-4">
              {/* A dl may hold only its dt/dd groups: the chart switch sits beside it. */}
              <dl className="flex gap-8">
                <Figure label={`Revenue, last ${label}`} testId="sales-revenue">
                  {formatPrice(report.data.totalRevenueCents)}
                </Figure>
                <Figure label="Paid orders">
                  {report.data.totalOrders.toLocaleString('en-US')}
                </Figure>
              </dl>
              <SegmentedControl
                label="Chart shows"
                options={METRIC_OPTIONS}
                value={metric}
                onChange={setMetric}
              />
            </div>
            <div className="mt-4">
              <SalesChart
                buckets={report.data.buckets}
                metric={metric}
                caption={`${metric === 'orders' ? 'Paid orders' : 'Revenue'} per ${report.data.granularity}, last ${label}`}
              />
            </div>
          </>
        )}
      </div>

      <div className={cardClass}>
        <h2 className="text-xl font-semibold">Top products</h2>
        <p className="text-sm text-ink-500 dark:text-ink-300">Last {label}, by revenue</p>
        {report.data && report.data.topProducts.length > 0 ? (
          <ol className="mt-4 space-y-3">
            {report.data.topProducts.map((product, index) => (
              <li key={product.productId} className="flex items-baseline gap-3">
                <span className="w-5 shrink-0 text-sm font-bold text-clay-600 dark:text-clay-300">
                  {index + 1}.
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{product.name}</span>
                  <span className="text-xs text-ink-500 dark:text-ink-300">
                    {product.units} sold
                  </span>
                </span>
                <span className="font-semibold tabular-nums">
                  {formatPrice(product.revenueCents)}
                </span>
              </li>
            ))}
          </ol>
        ) : report.data ? (
          <p className="mt-4 text-sm text-ink-500 dark:text-ink-300">No sales in this range yet.</p>
        ) : null}
      </div>
    </section>
  );
}
