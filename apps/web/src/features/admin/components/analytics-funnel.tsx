/** Viewed a product → added to cart → started checkout → paid: visitors at each step, as bars. */
import type { AnalyticsReport } from '@shop/shared/schemas/analytics';

const STEPS = [
  { key: 'viewed', label: 'Viewed a product' },
  { key: 'addedToCart', label: 'Added to cart' },
  { key: 'checkout', label: 'Started checkout' },
  { key: 'paid', label: 'Paid' },
] as const;

export function AnalyticsFunnel({ funnel }: { funnel: AnalyticsReport['funnel'] }) {
  const top = Math.max(1, funnel.viewed);
  return (
    <ol className="space-y-3" aria-label="Funnel, in visitors">
      {STEPS.map((step, index) => {
        const value = funnel[step.key];
        const previous = index === 0 ? null : funnel[STEPS[index - 1]!.key];
        const share =
          previous === null || previous === 0 ? null : Math.round((value / previous) * 100);
        return (
          <li key={step.key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-semibold">{step.label}</span>
              <span className="tabular-nums">
                <span data-testid={`funnel-${step.key}`}>{value.toLocaleString('en-US')}</span>
                {share !== null ? (
                  <span className="ml-2 text-xs text-ink-500 dark:text-ink-300">
                    {share}% of the step before
                  </span>
                ) : null}
              </span>
            </div>
            <div className="mt-1 h-3 rounded-full bg-cream-200 dark:bg-night-700" aria-hidden>
              <div
                className="h-3 rounded-full bg-clay-500 dark:bg-clay-400"
                style={{ width: `${Math.max(value > 0 ? 2 : 0, (value / top) * 100)}%` }}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
