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

export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-ink-500">
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-clay-300 border-t-clay-600" />
      <span>{label}</span>
    </div>
  );
}
