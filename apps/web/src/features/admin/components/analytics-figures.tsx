/** The range's headline figures, each beside the period before it (up or down, and by how much). */
import { formatPrice } from '@shop/shared/money';
import type { AnalyticsTotals } from '@shop/shared/schemas/analytics';
import { cn } from '@/components/ui/cn';

const percent = (rate: number) =>
  `${(rate * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

type Figure = { label: string; value: string; now: number; before: number; testId: string };

function change({ now, before }: Pick<Figure, 'now' | 'before'>) {
  if (before === 0) return now === 0 ? 'No change' : 'New this period';
  const ratio = (now - before) / before;
  if (Math.abs(ratio) < 0.0005) return 'No change';
  return `${ratio > 0 ? 'Up' : 'Down'} ${percent(Math.abs(ratio))}`;
}

export function AnalyticsFigures({
  current,
  previous,
}: {
  current: AnalyticsTotals;
  previous: AnalyticsTotals;
}) {
  const figures: Figure[] = [
    {
      label: 'Visitors',
      value: current.visitors.toLocaleString('en-US'),
      now: current.visitors,
      before: previous.visitors,
      testId: 'analytics-visitors',
    },
    {
      label: 'Page views',
      value: current.pageviews.toLocaleString('en-US'),
      now: current.pageviews,
      before: previous.pageviews,
      testId: 'analytics-pageviews',
    },
    {
      label: 'Conversion rate',
      value: percent(current.conversionRate),
      now: current.conversionRate,
      before: previous.conversionRate,
      testId: 'analytics-conversion',
    },
    {
      label: 'Sales from visits',
      value: formatPrice(current.revenueCents),
      now: current.revenueCents,
      before: previous.revenueCents,
      testId: 'analytics-revenue',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {figures.map((figure) => {
        const text = change(figure);
        return (
          <div
            key={figure.label}
            className="rounded-3xl border border-cream-300 bg-white p-4 shadow-sm sm:p-5 dark:border-night-700 dark:bg-night-800"
          >
            <dt className="text-sm font-semibold text-ink-500 dark:text-ink-300">{figure.label}</dt>
            <dd>
              <span
                className="block font-display text-2xl font-semibold tabular-nums sm:text-3xl"
                data-testid={figure.testId}
              >
                {figure.value}
              </span>
              <span
                className={cn(
                  'mt-1 block text-xs font-semibold',
                  text.startsWith('Up')
                    ? 'text-sage-700 dark:text-sage-300'
                    : text.startsWith('Down')
                      ? 'text-rose-800 dark:text-rose-100'
                      : 'text-ink-500 dark:text-ink-300',
                )}
              >
                {text} <span className="font-normal">vs. the period before</span>
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
