/** The shop's one loading spinner: a turning ring, in clay on the page or white on a button. */
import { cn } from './cn';

const sizes = { sm: 'h-3.5 w-3.5', md: 'h-4 w-4', lg: 'h-5 w-5' };
const tones = {
  clay: 'border-clay-300 border-t-clay-600',
  /** On a filled (primary) button. */
  button: 'border-white/40 border-t-white dark:border-night-950/30 dark:border-t-night-950',
};

type SpinnerProps = {
  size?: keyof typeof sizes;
  tone?: keyof typeof tones;
  /**
   * Without a label the ring is decorative: the text beside it says what is happening. With
   * one, it is a loading status of its own, centred in the space it is given.
   */
  label?: string;
  className?: string;
};

export function Spinner({ size, tone = 'clay', label, className }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden
      // Something is on its way that the app brings: the page wakes it when this is on screen.
      data-wants-app=""
      className={cn(
        'animate-spin rounded-full border-2',
        sizes[size ?? (label ? 'lg' : 'md')],
        tones[tone],
        !label && className,
      )}
    />
  );
  if (!label) return ring;
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 py-12 text-ink-500', className)}
    >
      {ring}
      <span>{label}</span>
    </div>
  );
}
