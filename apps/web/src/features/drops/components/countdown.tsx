/** A live countdown in days, hours, minutes and seconds to a drop's release. */
import { cn } from '@/components/ui/cn';
import { countdownParts } from '../drop-timing';

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

export function Countdown({
  target,
  now,
  className,
}: {
  target: number;
  now: number;
  className?: string;
}) {
  const parts = countdownParts(target, now);
  const spoken = `${parts.days} days, ${parts.hours} hours, ${parts.minutes} minutes and ${parts.seconds} seconds`;
  return (
    <div
      role="timer"
      aria-label={`Releases in ${spoken}`}
      className={cn('flex gap-2 sm:gap-3', className)}
      // It ticks only once the app runs: the page wakes the app when the countdown is on screen.
      data-wants-app=""
    >
      {UNITS.map(([key, label]) => (
        <div
          key={key}
          aria-hidden
          className="flex min-w-[3.75rem] flex-col items-center rounded-2xl bg-cream-50/90 px-2 py-2.5 shadow-sm ring-1 ring-clay-100 sm:min-w-[4.5rem] dark:bg-night-900/70 dark:ring-night-600"
        >
          <span className="font-display text-2xl font-semibold tabular-nums text-clay-700 sm:text-3xl dark:text-clay-300">
            {String(parts[key]).padStart(2, '0')}
          </span>
          <span className="text-[0.65rem] font-bold uppercase tracking-[0.12em] text-ink-500 dark:text-ink-300">
            {label}
          </span>
        </div>
      ))}
    </div>
  );
}
