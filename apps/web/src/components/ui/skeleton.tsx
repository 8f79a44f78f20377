import { cn } from './cn';

/** A loading placeholder block. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={cn('animate-pulse rounded-2xl bg-cream-200 dark:bg-night-700', className)}
    />
  );
}
