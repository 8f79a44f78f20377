/** A small row of toggle buttons (one pressed), labelled as a group: ranges, chart metrics. */
import { cn } from '@/components/ui/cn';

type SegmentedControlProps<T extends string> = {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
};

export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
}: SegmentedControlProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-full border border-cream-300 bg-cream-100 p-1 dark:border-night-600 dark:bg-night-900"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-full px-3 py-1.5 text-xs font-bold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-500 sm:text-sm',
            option.value === value
              ? 'bg-white text-ink-900 shadow-sm dark:bg-night-700 dark:text-cream-100'
              : 'text-ink-500 hover:text-ink-900 dark:text-ink-300 dark:hover:text-cream-100',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
