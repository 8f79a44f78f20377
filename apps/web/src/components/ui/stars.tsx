/**
 * Star rating. Display mode shows the rating rounded down (the product card) as one element
 * the stylesheet draws; interactive mode offers 1-5 buttons with a hover preview.
 */
import { Star } from 'lucide-react';
import { useState } from 'react';
import { RATING_MAX } from '@shop/shared/constants';
import { cn } from './cn';

type StarsProps = {
  rating: number;
  size?: 'sm' | 'md' | 'lg';
  /** When given, the stars are buttons that rate. */
  onRate?: (rating: number) => void;
  /**
   * Inside an HTML form: the stars are its submit buttons, each posting this name with its
   * value (before the app runs the browser sends it); the form's own submit handler rates.
   */
  submitName?: string;
  disabled?: boolean;
  className?: string;
};

const sizes = { sm: 'h-4 w-4', md: 'h-5 w-5', lg: 'h-7 w-7' };
/** A shown rating's stars are 1em high. */
const shownSizes = { sm: 'text-[1rem]', md: 'text-[1.25rem]', lg: 'text-[1.75rem]' };

export function Stars({
  rating,
  size = 'sm',
  onRate,
  submitName,
  disabled,
  className,
}: StarsProps) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? Math.floor(rating);
  const values = Array.from({ length: RATING_MAX }, (_, i) => i + 1);
  const star = (value: number) => (
    <Star
      aria-hidden
      className={cn(
        sizes[size],
        value <= shown
          ? 'fill-amber-400 text-amber-400'
          : 'fill-transparent text-ink-300 dark:text-night-600',
      )}
    />
  );
  if (!onRate) {
    const stars = Math.max(0, Math.min(RATING_MAX, Math.floor(rating)));
    // One element drawn by the stylesheet (`.rating-stars`): a listing shows one per card.
    return (
      <span
        className={cn('rating-stars', shownSizes[size], className)}
        data-stars={stars}
        role="img"
        aria-label={`Rated ${stars} out of ${RATING_MAX}`}
      />
    );
  }
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="group"
      aria-label="Rate this product"
      onMouseLeave={() => setHover(null)}
    >
      {values.map((v) => (
        <button
          key={v}
          {...(submitName
            ? { type: 'submit' as const, name: submitName, value: String(v) }
            : { type: 'button' as const, onClick: () => onRate(v) })}
          disabled={disabled}
          aria-label={`Rate ${v} out of ${RATING_MAX}`}
          className="rounded p-0.5 transition-transform hover:scale-110 disabled:cursor-wait"
          onMouseEnter={() => setHover(v)}
          onFocus={() => setHover(v)}
          onBlur={() => setHover(null)}
        >
          {star(v)}
        </button>
      ))}
    </span>
  );
}
