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

/** A part still loading: `label` said once to screen readers, then a placeholder per class. */
export function LoadingBlocks({
  label,
  blocks,
  className,
}: {
  label: string;
  blocks: string[];
  className?: string;
}) {
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      {blocks.map((block, i) => (
        <Skeleton key={i} className={block} />
      ))}
    </div>
  );
}

/** `count` placeholders alike, the whole named by `label` for assistive technology. */
export function BusyBlocks({
  label,
  count,
  className,
  blockClassName,
}: {
  label: string;
  count: number;
  className: string;
  blockClassName: string;
}) {
  return (
    <div className={className} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={blockClassName} />
      ))}
    </div>
  );
}
