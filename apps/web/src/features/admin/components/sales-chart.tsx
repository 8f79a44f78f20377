/**
 * Revenue or orders per day/month as bars, hand-drawn SVG (no chart library in the admin chunk).
 * Accessible: the SVG is one labelled image with a text summary, every bar has a <title> for
 * pointer users, and the same figures sit in a table screen readers can walk.
 */
import { useId } from 'react';
import { formatPrice } from '@shop/shared/money';
import type { SalesBucket } from '@shop/shared/schemas/admin';
import { format, parseISO } from 'date-fns';

export type SalesMetric = 'revenueCents' | 'orders' | 'visitors' | 'pageviews';

/** One bar: a day or month and its figures (the sales report's, or the analytics report's). */
export type ChartBucket = { period: string } & Partial<Record<SalesMetric, number>>;

const METRIC_NAMES: Record<SalesMetric, string> = {
  revenueCents: 'Revenue',
  orders: 'Orders',
  visitors: 'Visitors',
  pageviews: 'Page views',
};

const HEIGHT = 200;
const BAR_GAP = 0.2;

export function periodLabel(period: string, isLong = false): string {
  if (period.length === 7) return format(parseISO(`${period}-01`), isLong ? 'MMMM yyyy' : 'MMM');
  return format(parseISO(period), isLong ? 'MMM d, yyyy' : 'MMM d');
}

export const metricValue = (metric: SalesMetric, value: number) =>
  metric === 'revenueCents' ? formatPrice(value) : value.toLocaleString('en-US');

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least the largest value. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].map((m) => m * power).find((v) => v >= value) ?? value) as number;
}

type SalesChartProps = {
  buckets: (SalesBucket | ChartBucket)[];
  metric: SalesMetric;
  caption: string;
};

const valueOf = (bucket: ChartBucket, metric: SalesMetric) => bucket[metric] ?? 0;

export function SalesChart({ buckets, metric, caption }: SalesChartProps) {
  const id = useId();
  const values = buckets.map((b) => valueOf(b, metric));
  const max = niceMax(Math.max(0, ...values));
  const width = buckets.length * 10;
  const barWidth = 10 * (1 - BAR_GAP);
  const best = buckets.reduce<ChartBucket | null>(
    (top, b) => (valueOf(b, metric) > (top ? valueOf(top, metric) : 0) ? b : top),
    null,
  );
  const total = values.reduce((sum, v) => sum + v, 0);
  const summary = best
    ? `${caption}: ${metricValue(metric, total)} in total; highest ${periodLabel(best.period, true)} with ${metricValue(metric, valueOf(best, metric))}.`
    : `${caption}: nothing yet in this range.`;
  const ticks = [0, 0.5, 1];
  const middle = buckets[Math.floor((buckets.length - 1) / 2)];

  return (
    <figure className="space-y-2">
      <div className="flex gap-2">
        <div
          className="flex h-[200px] flex-col justify-between text-right text-xs tabular-nums text-ink-500 dark:text-ink-300"
          aria-hidden
        >
          {[...ticks].reverse().map((t) => (
            <span key={t} className="-my-2 leading-4">
              {metricValue(metric, Math.round(max * t))}
            </span>
          ))}
        </div>
        <svg
          role="img"
          aria-labelledby={`${id}-summary`}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-[200px] min-w-0 flex-1 overflow-visible"
        >
          {ticks.map((t) => (
            <line
              key={t}
              x1={0}
              x2={width}
              y1={HEIGHT - t * HEIGHT}
              y2={HEIGHT - t * HEIGHT}
              className="stroke-cream-300 dark:stroke-night-600"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
              strokeDasharray={t === 0 ? undefined : '4 4'}
            />
          ))}
          {buckets.map((bucket, i) => {
            const value = valueOf(bucket, metric);
            const h = (value / max) * HEIGHT;
            return (
              <rect
                key={bucket.period}
                x={i * 10 + (10 - barWidth) / 2}
                y={HEIGHT - Math.max(h, value > 0 ? 2 : 0)}
                width={barWidth}
                height={Math.max(h, value > 0 ? 2 : 0)}
                rx={Math.min(2, barWidth / 3)}
                className="fill-clay-500 transition-colors hover:fill-clay-700 dark:fill-clay-400 dark:hover:fill-clay-300"
              >
                <title>{`${periodLabel(bucket.period, true)}: ${metricValue(metric, value)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div
        className="flex justify-between pl-12 text-xs text-ink-500 dark:text-ink-300"
        aria-hidden
      >
        <span>{buckets[0] ? periodLabel(buckets[0].period) : ''}</span>
        <span>{middle ? periodLabel(middle.period) : ''}</span>
        <span>{buckets.at(-1) ? periodLabel(buckets.at(-1)!.period) : ''}</span>
      </div>
      <figcaption id={`${id}-summary`} className="text-sm text-ink-500 dark:text-ink-300">
        {summary}
      </figcaption>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">{METRIC_NAMES[metric]}</th>
          </tr>
        </thead>
        <tbody>
          {buckets.map((bucket) => (
            <tr key={bucket.period}>
              <th scope="row">{periodLabel(bucket.period, true)}</th>
              <td>{metricValue(metric, valueOf(bucket, metric))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
