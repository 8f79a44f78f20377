/**
 * Admin → Analytics: a range (7, 30, 90 days) against the period before it: the figures, a chart
 * by day, the funnel, the top products and the sources, and the days as CSV.
 */
import { Download } from 'lucide-react';
import { useState } from 'react';
import {
  ANALYTICS_RANGE_LABELS,
  ANALYTICS_RANGES,
  type AnalyticsRange,
} from '@shop/shared/schemas/analytics';
import { LoadErrorStack } from '@/components/ui/load-error';
import { BusyBlocks } from '@/components/ui/skeleton';
import { analyticsCsvUrl, useAnalyticsReport } from '../api/get-analytics';
import { AnalyticsFigures } from './analytics-figures';
import { AnalyticsFunnel } from './analytics-funnel';
import { SourcesTable, TopProductsTable } from './analytics-tables';
import { SalesChart, type SalesMetric } from './sales-chart';
import { SegmentedControl } from './segmented-control';

const RANGE_OPTIONS = ANALYTICS_RANGES.map((value) => ({
  value,
  label: ANALYTICS_RANGE_LABELS[value],
}));
const METRIC_OPTIONS = [
  { value: 'visitors', label: 'Visitors' },
  { value: 'pageviews', label: 'Page views' },
  { value: 'orders', label: 'Orders' },
] as const satisfies readonly { value: SalesMetric; label: string }[];
type ChartMetric = (typeof METRIC_OPTIONS)[number]['value'];

const cardClass =
  'min-w-0 rounded-3xl border border-cream-300 bg-white p-4 shadow-sm sm:p-6 dark:border-night-700 dark:bg-night-800';

export function AnalyticsOverview() {
  const [range, setRange] = useState<AnalyticsRange>('30d');
  const [metric, setMetric] = useState<ChartMetric>('visitors');
  const report = useAnalyticsReport(range);
  const label = ANALYTICS_RANGE_LABELS[range];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SegmentedControl label="Range" options={RANGE_OPTIONS} value={range} onChange={setRange} />
        <a
          href={analyticsCsvUrl(range)}
          download
          className="inline-flex items-center gap-2 rounded-full border border-cream-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-cream-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-500 dark:border-night-600 dark:bg-night-800 dark:hover:bg-night-700"
        >
          <Download className="h-4 w-4" aria-hidden />
          Download CSV
        </a>
      </div>
      {report.isPending ? (
        <BusyBlocks
          label="Loading analytics"
          count={4}
          className="grid grid-cols-2 gap-4 lg:grid-cols-4"
          blockClassName="h-32 rounded-3xl"
        />
      ) : report.isError ? (
        <LoadErrorStack onRetry={() => void report.refetch()}>
          We could not load the analytics.
        </LoadErrorStack>
      ) : (
        <>
          <AnalyticsFigures current={report.data.current} previous={report.data.previous} />
          <section aria-labelledby="analytics-days-heading" className={cardClass}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="analytics-days-heading" className="text-xl font-semibold">
                By day
              </h2>
              <SegmentedControl
                label="Chart shows"
                options={METRIC_OPTIONS}
                value={metric}
                onChange={setMetric}
              />
            </div>
            <div className="mt-4">
              <SalesChart
                buckets={report.data.days.map((day) => ({ period: day.day, ...day }))}
                metric={metric}
                caption={`${METRIC_OPTIONS.find((o) => o.value === metric)!.label} per day, last ${label}`}
              />
            </div>
          </section>
          <div className="grid gap-6 lg:grid-cols-2">
            <section aria-labelledby="analytics-funnel-heading" className={cardClass}>
              <h2 id="analytics-funnel-heading" className="text-xl font-semibold">
                Funnel
              </h2>
              <p className="mb-4 text-sm text-ink-500 dark:text-ink-300">
                Visitors at each step, last {label}
              </p>
              <AnalyticsFunnel funnel={report.data.funnel} />
            </section>
            <section aria-labelledby="analytics-sources-heading" className={cardClass}>
              <h2 id="analytics-sources-heading" className="text-xl font-semibold">
                Sources and sales
              </h2>
              <p className="mb-4 text-sm text-ink-500 dark:text-ink-300">
                Where visitors came from (the link&apos;s utm_source, or the site that sent them)
              </p>
              <SourcesTable sources={report.data.sources} />
            </section>
          </div>
          <section aria-labelledby="analytics-products-heading" className={cardClass}>
            <h2 id="analytics-products-heading" className="text-xl font-semibold">
              Top products
            </h2>
            <p className="mb-4 text-sm text-ink-500 dark:text-ink-300">
              By views, with the share of their visitors who bought them
            </p>
            <TopProductsTable products={report.data.topProducts} />
          </section>
        </>
      )}
    </div>
  );
}
